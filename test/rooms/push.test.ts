// The Web Push sending layer inside workerd, where the room runs it: its Web Crypto
// signs and encrypts, the fake push service (test/party/push-service.ts) decrypts and
// verifies, and a push service that never answers is given up on. The push service
// here is a fetch function; test/party/push.test.ts sends over real HTTP in Node.
import { describe, expect, it } from 'vitest';
import { generateVapidKeys, importVapidKeys } from '../../party/push-keys';
import { pushPayload } from '../../party/push-payload';
import { sendPush, type PushOptions } from '../../party/push-send';
import { allowedPushOrigins } from '../../party/push-subscription';
import { decryptPush, newSubscriber, verifyVapid } from '../party/push-service';

const NOW = Date.UTC(2026, 10, 27, 5, 0, 0);
const SERVICE = 'https://push.test.example';

interface Captured {
	url: string;
	headers: Headers;
	body: Uint8Array;
}

async function setUp(answer: (captured: Captured, signal: AbortSignal) => Promise<Response>) {
	const vapid = await importVapidKeys(await generateVapidKeys());
	if (!vapid.ok) throw new Error(vapid.code);
	const captured: Captured[] = [];
	const fetch = (async (url: URL, init: RequestInit) => {
		const request = {
			url: String(url),
			headers: new Headers(init.headers),
			body: new Uint8Array(init.body as Uint8Array)
		};
		captured.push(request);
		return answer(request, init.signal!);
	}) as typeof globalThis.fetch;
	const options: PushOptions = {
		keys: vapid.keys,
		subject: 'mailto:tables@example.com',
		allowedOrigins: allowedPushOrigins(SERVICE),
		ttl: 600,
		urgency: 'high',
		now: NOW,
		fetch
	};
	return { options, captured, publicKey: vapid.keys.publicKey };
}

describe('sendPush in workerd', () => {
	it('refuses a private key that is not the public key’s', async () => {
		const [pair, other] = [await generateVapidKeys(), await generateVapidKeys()];
		expect(await importVapidKeys({ ...pair, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY })).toEqual({
			ok: false,
			code: 'vapid-mismatch'
		});
	});

	it('sends a payload in the seat’s language that only the subscriber can read', async () => {
		const { options, captured, publicKey } = await setUp(async () => new Response(null, { status: 201 }));
		const subscriber = await newSubscriber(`${SERVICE}/push/abc`);
		const payload = pushPayload({ kind: 'turn', table: 'k7Qx2', name: 'Ada', timeLeftMs: 3 * 3600_000 }, 'vi');
		expect(await sendPush(subscriber.subscription, payload, options)).toEqual({ outcome: 'sent', status: 201 });

		const [request] = captured;
		expect(request.url).toBe(`${SERVICE}/push/abc`);
		expect(request.headers.get('content-encoding')).toBe('aes128gcm');
		expect(request.headers.get('urgency')).toBe('high');
		expect(request.headers.get('ttl')).toBe('600');
		expect(JSON.parse(await decryptPush(request.body, subscriber))).toEqual({
			table: 'k7Qx2',
			kind: 'turn',
			title: 'Đến lượt bạn ở bàn k7Qx2',
			body: 'Ada, đến lượt bạn: còn 3 giờ.',
			lang: 'vi',
			url: '/t/k7Qx2'
		});
		const vapid = await verifyVapid(request.headers.get('authorization')!);
		expect(vapid.publicKey).toBe(publicKey);
		expect(vapid.claims.aud).toBe(SERVICE);
		expect(vapid.claims.exp).toBeGreaterThan(NOW / 1000);
		expect(vapid.claims.exp).toBeLessThanOrEqual(NOW / 1000 + 24 * 3600);
	});

	it('answers gone to a 410, retry to a 500, and sends nothing to a refused endpoint', async () => {
		let status = 410;
		const { options, captured } = await setUp(async () => new Response('bye', { status }));
		const subscriber = await newSubscriber(`${SERVICE}/push/abc`);
		expect(await sendPush(subscriber.subscription, {}, options)).toEqual({ outcome: 'gone', status: 410 });
		status = 500;
		expect(await sendPush(subscriber.subscription, {}, options)).toEqual({
			outcome: 'retry',
			status: 500,
			reason: 'status'
		});

		const elsewhere = await newSubscriber('https://169.254.169.254/latest/meta-data');
		expect(await sendPush(elsewhere.subscription, {}, options)).toEqual({
			outcome: 'refused',
			status: 0,
			reason: 'endpoint'
		});
		expect(captured).toHaveLength(2);
	});

	it('gives up on a push service that never answers, as retry', async () => {
		const { options } = await setUp(
			(_, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
		);
		const subscriber = await newSubscriber(`${SERVICE}/push/abc`);
		expect(await sendPush(subscriber.subscription, {}, { ...options, timeoutMs: 200 })).toEqual({
			outcome: 'retry',
			status: 0,
			reason: 'timeout'
		});
	});
});
