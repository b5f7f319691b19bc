// Whether this Worker sends pushes, and as whom: its Worker variables, checked once.
import { importVapidKeys, type VapidEnv, type VapidKeyError } from './push-keys';
import type { PushOptions } from './push-send';
import { allowedPushOrigins } from './push-subscription';

export interface PushEnv extends VapidEnv {
	/** The VAPID `sub`: "mailto:…" or an https URL where push services can reach the operator. */
	VAPID_SUBJECT?: string;
	/** Origins besides the browsers' push services that pushes may go to, space-separated (tests). */
	PUSH_ALLOWED_ORIGINS?: string;
}

export type PushSetup = Pick<PushOptions, 'keys' | 'subject' | 'allowedOrigins'>;
export type PushConfigError = VapidKeyError | 'vapid-subject-invalid';

/** The keys, contact and allowed origins pushes are sent with, or why push is off. */
export async function pushConfig(
	env: PushEnv
): Promise<{ ok: true; setup: PushSetup } | { ok: false; code: PushConfigError }> {
	const imported = await importVapidKeys(env);
	if (!imported.ok) return imported;
	const subject = env.VAPID_SUBJECT?.trim() ?? '';
	// Push services answer 403 to a token without a contact they can use.
	if (!/^mailto:[^@\s]+@[^@\s]+$/.test(subject) && !(URL.canParse(subject) && subject.startsWith('https://'))) {
		return { ok: false, code: 'vapid-subject-invalid' };
	}
	return {
		ok: true,
		setup: { keys: imported.keys, subject, allowedOrigins: allowedPushOrigins(env.PUSH_ALLOWED_ORIGINS) }
	};
}
