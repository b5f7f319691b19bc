// The room tests' fake push service (scripts/fake-push-service.ts), started once for
// the rooms project: its origin goes into PUSH_ALLOWED_ORIGINS for the pool
// (vitest.config.ts), with a fresh VAPID pair.
import type { TestProject } from 'vitest/node';
import { generateVapidKeys } from '../../party/push-keys';
import { startPushService } from '../../scripts/fake-push-service';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The fake push service's origin (http://127.0.0.1:<port>). */
		pushService: string;
		vapidPublicKey: string;
		vapidPrivateKey: string;
	}
}

export default async function setup(project: TestProject) {
	const { origin, stop } = await startPushService();
	const pair = await generateVapidKeys();
	project.provide('pushService', origin);
	project.provide('vapidPublicKey', pair.VAPID_PUBLIC_KEY);
	project.provide('vapidPrivateKey', pair.VAPID_PRIVATE_KEY);
	return stop;
}
