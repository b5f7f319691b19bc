// The Web Push sending layer (party/push-*.ts) against a fake push service: a real
// HTTP server on 127.0.0.1 that decrypts what it receives (test/party/push-service.ts).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushConfig } from '../../party/push-config';
import { generateVapidKeys, importVapidKeys, type VapidKeys } from '../../party/push-keys';
import { MAX_PUSH_PAYLOAD_BYTES, pushDelivery, sendPush, type PushOptions } from '../../party/push-send';
import { allowedPushOrigins, checkPushSubscription, pushEndpointUrl } from '../../party/push-subscription';
import { decryptPush, importReceiver, newSubscriber, unb64u, verifyVapid } from './push-service';

interface Received {
	path: string;
	headers: IncomingMessage['headers'];
	body: Uint8Array;
}

/** Answers by path: /ok 201, /gone 410, /missing 404, /fail 500, /busy 429, /bad 400, /moved 302, /hang never. */
const STATUS: Record<string, number> = { ok: 201, gone: 410, missing: 404, fail: 500, busy: 429, bad: 400, moved: 302 };
let server: Server;
let origin: string;
const received: Received[] = [];

beforeAll(async () => {
	server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			const path = request.url!.split('/')[1];
			received.push({ path, headers: request.headers, body: new Uint8Array(Buffer.concat(chunks)) });
			if (path === 'hang') return;
			const status = STATUS[path] ?? 400;
			response.writeHead(status, status === 302 ? { location: 'https://example.com/' } : {}).end('push service text');
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
	server.closeAllConnections();
	server.close();
});

/** A fixed clock: the VAPID token's `exp` is checked against it, not against today. */
const NOW = Date.UTC(2026, 10, 27, 5, 0, 0);
let keys: VapidKeys;

async function options(extra: Partial<PushOptions> = {}): Promise<PushOptions> {
	if (!keys) {
		const result = await importVapidKeys(await generateVapidKeys());
		if (!result.ok) throw new Error(result.code);
		keys = result.keys;
	}
	return {
		keys,
		subject: 'mailto:tables@example.com',
		allowedOrigins: allowedPushOrigins(`https://other.example ${origin}`),
		ttl: 3600,
		urgency: 'high',
		topic: 'tableABC',
		now: NOW,
		...extra
	};
}

const payload = {
	table: 'abc',
	kind: 'turn',
	title: 'Your turn at table abc',
	body: 'Ada, it’s your turn.',
	lang: 'en',
	url: '/t/abc'
};

describe('importVapidKeys', () => {
	it('imports a generated pair, and names what is wrong with a bad one', async () => {
		const pair = await generateVapidKeys();
		expect(unb64u(pair.VAPID_PUBLIC_KEY)).toHaveLength(65);
		expect(unb64u(pair.VAPID_PRIVATE_KEY)).toHaveLength(32);
		const good = await importVapidKeys(pair);
		expect(good.ok && good.keys.publicKey).toBe(pair.VAPID_PUBLIC_KEY);

		expect(await importVapidKeys({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toEqual({
			ok: false,
			code: 'vapid-missing'
		});
		expect(await importVapidKeys({ ...pair, VAPID_PRIVATE_KEY: 'not*base64' })).toEqual({
			ok: false,
			code: 'vapid-malformed'
		});
		expect(await importVapidKeys({ ...pair, VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY.slice(0, 43) })).toEqual({
			ok: false,
			code: 'vapid-malformed'
		});
		const offCurve = `B${'A'.repeat(86)}`; // 0x04 and 64 zero bytes: the right length, not a point
		expect(await importVapidKeys({ ...pair, VAPID_PUBLIC_KEY: offCurve })).toEqual({
			ok: false,
			code: 'vapid-malformed'
		});
		const other = await generateVapidKeys();
		expect(await importVapidKeys({ ...pair, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY })).toEqual({
			ok: false,
			code: 'vapid-mismatch'
		});
	});
});

describe('pushConfig', () => {
	it('needs the keys and a contact push services can use', async () => {
		const pair = await generateVapidKeys();
		const on = await pushConfig({ ...pair, VAPID_SUBJECT: 'mailto:ops@example.com', PUSH_ALLOWED_ORIGINS: origin });
		expect(on.ok && [on.setup.subject, [...on.setup.allowedOrigins]]).toEqual(['mailto:ops@example.com', [origin]]);
		expect(await pushConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' })).toEqual({ ok: false, code: 'vapid-missing' });
		for (const VAPID_SUBJECT of [undefined, '', 'ops@example.com', 'http://example.com', 'mailto:nobody']) {
			expect(await pushConfig({ ...pair, VAPID_SUBJECT }), VAPID_SUBJECT).toEqual({
				ok: false,
				code: 'vapid-subject-invalid'
			});
		}
		expect((await pushConfig({ ...pair, VAPID_SUBJECT: 'https://tables.example/contact' })).ok).toBe(true);
	});
});

describe('the endpoint policy', () => {
	const none = allowedPushOrigins(undefined);

	it('accepts the browsers’ push services over https on the default port', () => {
		for (const endpoint of [
			'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b',
			'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
			'https://web.push.apple.com/QGuQyavXutnMH',
			'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB'
		]) {
			expect(pushEndpointUrl(endpoint, none)?.href, endpoint).toBe(endpoint);
		}
	});

	it('refuses everything else, however it is dressed', () => {
		for (const endpoint of [
			'http://fcm.googleapis.com/fcm/send/x',
			'https://fcm.googleapis.com:8443/fcm/send/x',
			'https://user:pw@fcm.googleapis.com/fcm/send/x',
			'https://fcm.googleapis.com.evil.example/x',
			'https://evilfcm.googleapis.com/x',
			'https://notify.windows.com/x',
			'https://a.b.notify.windows.com/x',
			'https://169.254.169.254/latest/meta-data',
			'https://localhost/x',
			origin + '/ok',
			'not a url',
			`https://fcm.googleapis.com/${'x'.repeat(1100)}`
		]) {
			expect(pushEndpointUrl(endpoint, none), endpoint).toBeNull();
		}
	});

	it('adds the origins of PUSH_ALLOWED_ORIGINS exactly (scheme, host and port)', () => {
		const allowed = allowedPushOrigins(`  ${origin}/ignored-path   nonsense `);
		expect([...allowed]).toEqual([origin]);
		expect(pushEndpointUrl(`${origin}/ok`, allowed)).not.toBeNull();
		expect(pushEndpointUrl(origin.replace(/:\d+$/, ':1') + '/ok', allowed)).toBeNull();
	});

	it('checks a subscription’s shape and keys with typed codes', async () => {
		const { subscription } = await newSubscriber('https://fcm.googleapis.com/fcm/send/x');
		expect(checkPushSubscription({ ...subscription, expirationTime: null }, none)).toEqual({ ok: true, subscription });
		expect(checkPushSubscription({ ...subscription, endpoint: 'https://example.com/' }, none)).toEqual({
			ok: false,
			code: 'push-endpoint-refused'
		});
		for (const keys of [
			{ p256dh: subscription.keys.p256dh },
			{ ...subscription.keys, auth: 'AAAA' },
			{ ...subscription.keys, p256dh: 'AAAA' }
		]) {
			expect(checkPushSubscription({ ...subscription, keys }, none)).toEqual({ ok: false, code: 'push-keys-invalid' });
		}
		expect(checkPushSubscription(null, none)).toEqual({ ok: false, code: 'push-endpoint-refused' });
		expect(checkPushSubscription({ endpoint: 7, keys: subscription.keys }, none)).toEqual({
			ok: false,
			code: 'push-endpoint-refused'
		});
	});
});

describe('the fake push service’s decryption', () => {
	it('reads RFC 8291 Appendix A’s message', async () => {
		const receiver = await importReceiver(
			'q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94',
			'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
			'BTBZMqHH6r4Tts7J_aSIgg'
		);
		const message = unb64u(
			'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN'
		);
		expect(await decryptPush(message, receiver)).toBe('When I grow up, I want to be a watermelon');
	});
});

describe('sendPush', () => {
	it('sends an encrypted JSON payload the subscriber decrypts, with RFC 8030 headers and a VAPID token', async () => {
		const subscriber = await newSubscriber(`${origin}/ok/sub1`);
		const outcome = await sendPush(subscriber.subscription, payload, await options());
		expect(outcome).toEqual({ outcome: 'sent', status: 201 });
		const request = received.at(-1)!;
		expect(request.path).toBe('ok');
		expect(request.headers).toMatchObject({
			'content-encoding': 'aes128gcm',
			'content-type': 'application/octet-stream',
			ttl: '3600',
			urgency: 'high',
			topic: 'tableABC'
		});
		expect(JSON.parse(await decryptPush(request.body, subscriber))).toEqual(payload);

		const { claims, publicKey } = await verifyVapid(String(request.headers.authorization));
		expect(publicKey).toBe(keys.publicKey);
		expect(claims.aud).toBe(origin);
		expect(claims.sub).toBe('mailto:tables@example.com');
		expect(claims.exp).toBeGreaterThan(NOW / 1000);
		expect(claims.exp).toBeLessThanOrEqual(NOW / 1000 + 24 * 3600);
	});

	it('does not decrypt for another subscriber', async () => {
		const subscriber = await newSubscriber(`${origin}/ok/sub2`);
		const stranger = await newSubscriber(`${origin}/ok/sub3`);
		await sendPush(subscriber.subscription, payload, await options());
		await expect(decryptPush(received.at(-1)!.body, stranger)).rejects.toThrow();
	});

	it('makes no request to a refused endpoint', async () => {
		const before = received.length;
		const subscriber = await newSubscriber(`${origin}/ok/sub4`);
		const outcome = await sendPush(subscriber.subscription, payload, await options({ allowedOrigins: new Set() }));
		expect(outcome).toEqual({ outcome: 'refused', status: 0, reason: 'endpoint' });
		expect(received.length).toBe(before);
	});

	it('tells gone, retry and refused apart by the push service’s answer', async () => {
		const expected = {
			gone: { outcome: 'gone', status: 410 },
			missing: { outcome: 'gone', status: 404 },
			fail: { outcome: 'retry', status: 500, reason: 'status' },
			busy: { outcome: 'retry', status: 429, reason: 'status' },
			bad: { outcome: 'refused', status: 400, reason: 'status' },
			moved: { outcome: 'refused', status: 302, reason: 'status' }
		};
		for (const [path, outcome] of Object.entries(expected)) {
			const subscriber = await newSubscriber(`${origin}/${path}/x`);
			expect(await sendPush(subscriber.subscription, payload, await options()), path).toEqual(outcome);
		}
	});

	it('sends the largest payload one record holds, and refuses a larger one without a request', async () => {
		const subscriber = await newSubscriber(`${origin}/ok/big`);
		const fits = { text: 'x'.repeat(MAX_PUSH_PAYLOAD_BYTES - '{"text":""}'.length) };
		expect(await sendPush(subscriber.subscription, fits, await options())).toEqual({ outcome: 'sent', status: 201 });
		const request = received.at(-1)!;
		expect(request.body.length).toBe(4096);
		expect(JSON.parse(await decryptPush(request.body, subscriber))).toEqual(fits);
		const before = received.length;
		const tooLarge = { text: `${fits.text}x` };
		expect(await sendPush(subscriber.subscription, tooLarge, await options())).toEqual({
			outcome: 'refused',
			status: 0,
			reason: 'too-large'
		});
		expect(received.length).toBe(before);
	});

	it('refuses a subscription whose keys cannot be used, without a request', async () => {
		const { subscription } = await newSubscriber(`${origin}/ok/keys`);
		const before = received.length;
		const offCurve = { ...subscription, keys: { ...subscription.keys, p256dh: `B${'A'.repeat(86)}` } };
		expect(await sendPush(offCurve, payload, await options())).toEqual({
			outcome: 'refused',
			status: 0,
			reason: 'keys'
		});
		expect(received.length).toBe(before);
	});

	it('gives up on a push service that does not answer, as retry', async () => {
		const subscriber = await newSubscriber(`${origin}/hang/x`);
		const before = received.length;
		const outcome = await sendPush(subscriber.subscription, payload, await options({ timeoutMs: 300 }));
		expect(outcome).toEqual({ outcome: 'retry', status: 0, reason: 'timeout' });
		expect(received.length).toBe(before + 1);
	});

	it('reports an unreachable push service as retry', async () => {
		const closed = createServer();
		await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
		const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
		await new Promise((resolve) => closed.close(resolve));
		const subscriber = await newSubscriber(`${gone}/ok`);
		const outcome = await sendPush(
			subscriber.subscription,
			payload,
			await options({ allowedOrigins: new Set([gone]) })
		);
		expect(outcome).toEqual({ outcome: 'retry', status: 0, reason: 'network' });
	});
});

describe('pushDelivery', () => {
	it('makes a turn urgent for as long as it lasts, and gives each table its own topic', async () => {
		const turn = await pushDelivery('k7Qx2mPq8RtZ4wYa', 'turn', 21.5 * 3600_000);
		expect(turn).toMatchObject({ ttl: 77_400, urgency: 'high' });
		expect(turn.topic).toMatch(/^[\w-]{32}$/);
		expect((await pushDelivery('k7Qx2mPq8RtZ4wYa', 'over')).topic).toBe(turn.topic);
		expect((await pushDelivery('k7Qx2mPq8RtZ4wYb', 'turn')).topic).not.toBe(turn.topic);
		expect(await pushDelivery('t'.repeat(64), 'turn', 72 * 3600_000)).toMatchObject({ ttl: 86_400 });
		expect(await pushDelivery('t'.repeat(64), 'turn', 1)).toMatchObject({ ttl: 1 });
		expect(await pushDelivery('t'.repeat(64), 'start')).toMatchObject({ ttl: 21_600, urgency: 'normal' });
	});
});
