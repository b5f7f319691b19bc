// Which push subscriptions the room accepts. A subscription names a URL the room
// will POST to, so only the push services browsers use are reachable (plus the
// origins a deployment or a test allows): a table must not become a way to send
// requests anywhere.
import * as v from 'valibot';
import { fromBase64Url } from './base64url';

/** Hosts of the browsers' push services, https on the default port only. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
	'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
	'updates.push.services.mozilla.com', // Firefox (autopush)
	'push.services.mozilla.com',
	'web.push.apple.com' // Safari on macOS and iOS (16.4+, installed apps)
];
/** Edge on Windows: Windows Push Notification Services, one host per region (`wns2-par02p.notify.windows.com`). */
const WNS_HOST = /^[a-z0-9-]+\.notify\.windows\.com$/;

/** Endpoints seen in the wild are under 600 characters; this bounds what a room stores per seat. */
export const MAX_ENDPOINT_LENGTH = 1024;

export type PushSubscriptionCode = 'push-endpoint-refused' | 'push-keys-invalid';

export interface PushSubscription {
	endpoint: string;
	keys: { p256dh: string; auth: string };
}

/** The origins of PUSH_ALLOWED_ORIGINS (space-separated; unparsable entries are ignored). */
export function allowedPushOrigins(variable: string | undefined): ReadonlySet<string> {
	const origins = new Set<string>();
	for (const entry of (variable ?? '').split(/\s+/)) {
		if (!URL.canParse(entry)) continue;
		const { origin } = new URL(entry);
		if (origin !== 'null') origins.add(origin);
	}
	return origins;
}

/** The endpoint as a URL when the room may send to it, else null. */
export function pushEndpointUrl(endpoint: string, allowedOrigins: ReadonlySet<string>): URL | null {
	if (endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) return null;
	const url = new URL(endpoint);
	if (url.username || url.password) return null;
	if (allowedOrigins.has(url.origin)) return url;
	if (url.protocol !== 'https:' || url.port !== '') return null;
	return PUSH_SERVICE_HOSTS.includes(url.hostname) || WNS_HOST.test(url.hostname) ? url : null;
}

/** p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: 16 bytes (RFC 8291 section 3.2). */
function keysLookRight(keys: PushSubscription['keys']): boolean {
	const point = fromBase64Url(keys.p256dh);
	const auth = fromBase64Url(keys.auth);
	return point?.length === 65 && point[0] === 0x04 && auth?.length === 16;
}

/** The subscription's shape, as PushSubscription.toJSON() gives it (extra fields such as expirationTime dropped). */
export const PushSubscriptionSchema = v.object({
	endpoint: v.pipe(v.string('push-endpoint-refused'), v.maxLength(MAX_ENDPOINT_LENGTH, 'push-endpoint-refused')),
	keys: v.object(
		{
			p256dh: v.pipe(v.string('push-keys-invalid'), v.maxLength(128, 'push-keys-invalid')),
			auth: v.pipe(v.string('push-keys-invalid'), v.maxLength(64, 'push-keys-invalid'))
		},
		'push-keys-invalid'
	)
});

export type SubscriptionCheck =
	{ ok: true; subscription: PushSubscription } | { ok: false; code: PushSubscriptionCode };

/**
 * Whether the room may keep and send to this subscription (the check of the `notify`
 * message): a refused one is answered with its code and changes nothing.
 */
export function checkPushSubscription(input: unknown, allowedOrigins: ReadonlySet<string>): SubscriptionCheck {
	const parsed = v.safeParse(PushSubscriptionSchema, input);
	if (!parsed.success) {
		const code = parsed.issues[0].message === 'push-keys-invalid' ? 'push-keys-invalid' : 'push-endpoint-refused';
		return { ok: false, code };
	}
	const { endpoint, keys } = parsed.output;
	if (!pushEndpointUrl(endpoint, allowedOrigins)) return { ok: false, code: 'push-endpoint-refused' };
	if (!keysLookRight(keys)) return { ok: false, code: 'push-keys-invalid' };
	return { ok: true, subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
}
