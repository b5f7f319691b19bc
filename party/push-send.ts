// Sends one Web Push message: RFC 8030 (the request), RFC 8291 (the payload,
// encrypted for the subscription with `aes128gcm`, by @block65/webcrypto-web-push)
// and RFC 8292 (VAPID, party/push-keys.ts). Web Crypto and fetch only, so it runs in
// workerd. The caller decides what an outcome means for the subscription.
import { encryptNotification } from '@block65/webcrypto-web-push';
import { toBase64Url } from './base64url';
import { vapidAuthorization, type VapidKeys } from './push-keys';
import { pushEndpointUrl, type PushSubscription } from './push-subscription';

/** How long a push service may take to answer before the send counts as `retry`. */
export const PUSH_TIMEOUT_MS = 5_000;
/** A send that came back `retry` is tried again at most this many times (by the room's alarm). */
export const PUSH_RETRIES = 2;

export interface PushOptions {
	keys: VapidKeys;
	/** The VAPID `sub`: a contact for the push service, "mailto:…" or an https URL. */
	subject: string;
	/** PUSH_ALLOWED_ORIGINS, parsed (allowedPushOrigins). */
	allowedOrigins: ReadonlySet<string>;
	/** Seconds the push service keeps the message for an unreachable device (RFC 8030 section 5.2). */
	ttl: number;
	/** `high` wakes a sleeping phone at once: a turn. */
	urgency?: 'very-low' | 'low' | 'normal' | 'high';
	/** A newer message with the same topic replaces an undelivered older one (RFC 8030 section 5.4): ≤ 32 base64url characters. */
	topic?: string;
	timeoutMs?: number;
	/** The clock the VAPID token's `exp` is counted from (tests pass their own). */
	now?: number;
	fetch?: typeof fetch;
}

/**
 * `sent`: the push service took it (2xx, 201 by RFC 8030). `gone`: the subscription
 * expired or was revoked (404, 410): delete it. `retry`: a timeout, a network failure,
 * a 5xx or a 429: try again later. `refused`: the room will not send it (`status` 0:
 * the endpoint is not allowed, the payload too large, the subscription's keys unusable)
 * or the push service refused this request (another 4xx, a redirect): sending it again
 * changes nothing.
 */
export type PushOutcome =
	| { outcome: 'sent'; status: number }
	| { outcome: 'gone'; status: number }
	| { outcome: 'retry'; status: number; reason: 'timeout' | 'network' | 'status' }
	| { outcome: 'refused'; status: number; reason: 'endpoint' | 'too-large' | 'keys' | 'status' };

/** How long a `start` or `over` push is worth delivering: later, the table says it better. */
const NEWS_TTL_SECONDS = 6 * 3600;
/** A push service keeps nothing longer than this here, whatever the turn's allowance. */
const MAX_TTL_SECONDS = 24 * 3600;

/**
 * TTL, urgency and topic for a push about `table`. A turn is `high` (it wakes a sleeping
 * phone) and is worth delivering while the turn lasts; the topic is the table's, so a
 * newer push about a table replaces an undelivered older one (a browser's one
 * subscription serves all its tables). Topics are at most 32 base64url characters and
 * table ids up to 64, hence a digest.
 */
export async function pushDelivery(
	table: string,
	kind: 'turn' | 'start' | 'over',
	timeLeftMs?: number | null
): Promise<Pick<PushOptions, 'ttl' | 'urgency' | 'topic'>> {
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(table)));
	const topic = toBase64Url(digest.subarray(0, 24));
	if (kind !== 'turn') return { ttl: NEWS_TTL_SECONDS, urgency: 'normal', topic };
	const ttl = timeLeftMs == null ? MAX_TTL_SECONDS : Math.ceil(timeLeftMs / 1000);
	return { ttl: Math.max(0, Math.min(ttl, MAX_TTL_SECONDS)), urgency: 'high', topic };
}

/** What the push service answered, as an outcome. */
export function pushOutcome(status: number): PushOutcome {
	if (status >= 200 && status < 300) return { outcome: 'sent', status };
	if (status === 404 || status === 410) return { outcome: 'gone', status };
	if (status >= 500 || status === 429) return { outcome: 'retry', status, reason: 'status' };
	return { outcome: 'refused', status, reason: 'status' };
}

/** The most JSON one push carries: one 4,096-byte record (RFC 8030 section 7.2) less its header (86), delimiter and tag (17). */
export const MAX_PUSH_PAYLOAD_BYTES = 4096 - 86 - 17;

/** The request for one push (encrypted body, headers), or why there is none. */
export async function pushRequest(
	subscription: PushSubscription,
	payload: object,
	options: Omit<PushOptions, 'timeoutMs' | 'fetch'>
): Promise<
	{ url: URL; headers: Record<string, string>; body: Uint8Array<ArrayBuffer> } | { refused: 'endpoint' | 'too-large' }
> {
	const url = pushEndpointUrl(subscription.endpoint, options.allowedOrigins);
	if (!url) return { refused: 'endpoint' };
	const plaintext = new TextEncoder().encode(JSON.stringify(payload));
	if (plaintext.length > MAX_PUSH_PAYLOAD_BYTES) return { refused: 'too-large' };
	// Unpadded: the payload holds names and a table id, whose length tells the push
	// service little, and padding every push to 4 KB would multiply what a room sends.
	const body = await encryptNotification({ ...subscription, expirationTime: null }, plaintext, { pad: false });
	const headers: Record<string, string> = {
		authorization: await vapidAuthorization(options.keys, url, options.subject, options.now ?? Date.now()),
		'content-encoding': 'aes128gcm',
		'content-type': 'application/octet-stream',
		ttl: String(options.ttl)
	};
	if (options.urgency) headers.urgency = options.urgency;
	if (options.topic) headers.topic = options.topic;
	return { url, headers, body };
}

/** Sends `payload` (JSON) to the subscription; never throws, never waits longer than the timeout. */
export async function sendPush(
	subscription: PushSubscription,
	payload: object,
	options: PushOptions
): Promise<PushOutcome> {
	let request: Awaited<ReturnType<typeof pushRequest>>;
	try {
		request = await pushRequest(subscription, payload, options);
	} catch {
		// The library refuses a p256dh that is no P-256 point or an auth secret that is not 16 bytes.
		return { outcome: 'refused', status: 0, reason: 'keys' };
	}
	if ('refused' in request) return { outcome: 'refused', status: 0, reason: request.refused };
	const send = options.fetch ?? fetch;
	try {
		const response = await send(request.url, {
			method: 'POST',
			headers: request.headers,
			body: request.body,
			// A push service that redirects is not followed: the endpoint check holds for the URL actually reached.
			redirect: 'manual',
			signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS)
		});
		// The body is never read (its text is the push service's, for humans), but it must not hold the connection.
		await response.body?.cancel();
		return pushOutcome(response.status);
	} catch (error) {
		const name = (error as { name?: unknown } | null)?.name;
		const timedOut = name === 'TimeoutError' || name === 'AbortError';
		return { outcome: 'retry', status: 0, reason: timedOut ? 'timeout' : 'network' };
	}
}
