// A browser's side of Web Push in the room tests: a subscription at the fake push
// service of ./push-service-setup.ts, what reached it, and the payload decrypted with
// the subscriber's private key and auth secret (test/party/push-service.ts).
import { inject } from 'vitest';
import type { pushPayload } from '../../party/push-payload';
import { decryptPush, newSubscriber, unb64u, type Subscriber } from '../party/push-service';
import type { ReceivedPush } from '../../scripts/fake-push-service';

const SERVICE = inject('pushService');
let ids = 0;

/** A browser's subscription at the fake push service, under a path of its own. */
export async function subscriber(): Promise<Subscriber & { id: string }> {
	const id = `s${Date.now().toString(36)}${(ids++).toString(36)}`;
	return { ...(await newSubscriber(`${SERVICE}/push/${id}`)), id };
}

export const received = async (id: string): Promise<ReceivedPush[]> =>
	(await fetch(`${SERVICE}/received/${id}`)).json();
export const script = (id: string, statuses: number[]) =>
	fetch(`${SERVICE}/script/${id}`, { method: 'PUT', body: JSON.stringify(statuses) });
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `count` pushes reached the subscriber. */
export async function pushesTo(id: string, count: number, timeoutMs = 10_000): Promise<ReceivedPush[]> {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const list = await received(id);
		if (list.length >= count) return list;
		if (Date.now() > deadline) throw new Error(`${list.length} of ${count} pushes to ${id}`);
		await pause(20);
	}
}

export const opened = async (push: ReceivedPush, who: Subscriber) =>
	JSON.parse(await decryptPush(unb64u(push.body), who)) as ReturnType<typeof pushPayload>;
