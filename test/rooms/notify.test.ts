// Web Push from the room (`notify`, party/push-notices.ts), in workerd, against the fake
// push service of ./push-service-setup.ts: what arrives is decrypted with the
// subscriber's private key and auth secret (test/party/push-service.ts) and its VAPID
// token verified. Dependent messages go one at a time: the pool's proxy may reorder a burst.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, inject, it } from 'vitest';
import { pushPayload } from '../../party/push-payload';
import type { RoomState } from '../../party/protocol';
import { verifyVapid, type Subscriber } from '../party/push-service';
import { opened, pause, pushesTo, received, script, subscriber } from './push-client';
import { connect, join, newTable, type TestSocket } from './ws';

const SERVICE = inject('pushService');
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));

/** The room's stored push keys (one per subscribed seat). */
const storedPushKeys = (room: string) =>
	runInDurableObject(stubOf(room), async (_i, state) => [...(await state.storage.list({ prefix: 'push:' })).keys()]);

async function subscribe(client: TestSocket, who: Subscriber, lang: string) {
	client.send({ type: 'notify', subscription: who.subscription, lang });
	return client.until((s) => s.you.notify === true);
}

/** Plays this socket's seat (its first legal move, one at a time) until another seat is to act. */
async function playUntilOthersTurn(client: TestSocket): Promise<RoomState> {
	for (;;) {
		const s = client.state!;
		if (s.game?.toAct?.seat !== s.you.seat) return s;
		client.send({ type: 'action', action: s.game.legal[0], seq: s.seq });
		await client.until((x) => x.seq > s.seq);
	}
}

/**
 * Ada (subscribed, in `lang`) and Bob (subscribed in French too, with `bob`) play; Ada
 * leaves once Bob is to act, and Bob plays until Ada's turn. `passed`: just before Bob's turn.
 */
async function adaAwayOnHerTurn(ada: Subscriber, lang = 'de', bob?: Subscriber) {
	const room = await newTable('notify');
	const a = await join(room, 'Ada');
	const b = await join(room, 'Bob');
	await subscribe(a.client, ada, lang);
	if (bob) await subscribe(b.client, bob, 'fr');
	a.client.send({ type: 'start' });
	await a.client.until((s) => s.phase === 'playing');
	await b.client.until((s) => s.phase === 'playing');
	await playUntilOthersTurn(a.client);
	a.client.close();
	await b.client.until((s) => !s.seats[0].connected);
	const passed = Date.now();
	await playUntilOthersTurn(b.client);
	return { room, a, b, passed };
}

describe('notify: pushes from the room', () => {
	it('tells an absent seat its turn once, in its language, signed for the push service; never a connected seat', async () => {
		const ada = await subscriber();
		const bobs = await subscriber();
		const { room, b, passed } = await adaAwayOnHerTurn(ada, 'de', bobs);

		const [push] = await pushesTo(ada.id, 1);
		expect(push.at).toBeGreaterThanOrEqual(passed);
		const payload = await opened(push, ada);
		const seconds = Number(/\d+/.exec(payload.body)?.[0]);
		// Ada has her grace period (60 s by default) before a stand-in plays for her.
		expect(seconds).toBeGreaterThan(30);
		expect(seconds).toBeLessThanOrEqual(60);
		expect(payload).toEqual(pushPayload({ kind: 'turn', table: room, name: 'Ada', timeLeftMs: seconds * 1000 }, 'de'));
		expect(push.headers['content-encoding']).toBe('aes128gcm');
		expect(push.headers.urgency).toBe('high');
		expect(Number(push.headers.ttl)).toBeLessThanOrEqual(60);
		const vapid = await verifyVapid(push.headers.authorization);
		expect(vapid.publicKey).toBe(inject('vapidPublicKey'));
		expect(vapid.claims.aud).toBe(SERVICE);
		expect(vapid.claims.exp * 1000).toBeGreaterThan(push.at);
		expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(push.at + 24 * 3600_000);

		// Another write of the room during Ada's turn (Bob's second tab resumes) tells her nothing new.
		const second = await connect(room);
		await second.next('state');
		second.send({ type: 'resume', token: b.token! });
		await second.next('joined');
		await pause(300);
		expect(await received(ada.id)).toHaveLength(1);
		// Bob was connected all along: the start and his turns reached him on the page, not by push.
		expect(await received(bobs.id)).toHaveLength(0);
		// Nobody else's socket ever carried Ada's subscription.
		for (const text of [...b.client.raw, ...second.raw]) {
			for (const secret of [ada.subscription.endpoint, ada.subscription.keys.p256dh, ada.subscription.keys.auth]) {
				expect(text).not.toContain(secret);
			}
		}
		expect(b.client.state!.you.notify).toBe(true);
	});

	it('forgets a subscription the push service calls gone (410): a later turn sends nothing', async () => {
		const ada = await subscriber();
		await script(ada.id, [410]);
		const { room, a, b } = await adaAwayOnHerTurn(ada);
		await pushesTo(ada.id, 1);
		for (let i = 0; (await storedPushKeys(room)).length > 0; i++) {
			if (i > 200) throw new Error('the subscription stayed');
			await pause(20);
		}
		// Ada comes back: her seat is no longer subscribed; she plays, leaves, and her next turn comes.
		const back = await connect(room);
		await back.next('state');
		back.send({ type: 'resume', token: a.token! });
		const s = await back.until((x) => x.you.seat === 0);
		expect(s.you.notify).toBe(false);
		await playUntilOthersTurn(back);
		back.close();
		await b.client.until((x) => !x.seats[0].connected);
		await playUntilOthersTurn(b.client);
		await pause(300);
		expect(await received(ada.id)).toHaveLength(1);
	});

	it('tries a push the service failed (500) again, at most twice, through the alarm', async () => {
		const once = await subscriber();
		await script(once.id, [500]);
		await adaAwayOnHerTurn(once, 'vi');
		const [first, retried] = await pushesTo(once.id, 2);
		expect(retried.at).toBeGreaterThanOrEqual(first.at + 150);
		expect((await opened(retried, once)).kind).toBe('turn');
		expect((await opened(retried, once)).lang).toBe('vi');

		const never = await subscriber();
		await script(never.id, [500, 503, 500, 500]);
		await adaAwayOnHerTurn(never);
		await pushesTo(never.id, 3);
		await pause(1000); // the next retry would have come after 600 ms
		expect(await received(never.id)).toHaveLength(3);
	});

	it('refuses a subscription it will not send to, a spectator’s, and an older page’s, changing nothing', async () => {
		const room = await newTable('notify');
		const a = await join(room, 'Ada');
		const good = await subscriber();
		const refusals: [unknown, string][] = [
			[{ endpoint: 'https://169.254.169.254/latest', keys: good.subscription.keys }, 'push-endpoint-refused'],
			[{ endpoint: 'https://evil.example/push/x', keys: good.subscription.keys }, 'push-endpoint-refused'],
			[{ ...good.subscription, keys: { p256dh: 'AAAA', auth: good.subscription.keys.auth } }, 'push-keys-invalid']
		];
		for (const [subscription, code] of refusals) {
			a.client.send({ type: 'notify', subscription, lang: 'en' });
			expect((await a.client.next('error')).code).toBe(code);
		}
		a.client.send({ type: 'notify', subscription: good.subscription, lang: 'xx' });
		expect((await a.client.next('error')).code).toBe('bad-message');

		const watcher = await connect(room);
		await watcher.next('state');
		watcher.send({ type: 'notify', subscription: good.subscription, lang: 'en' });
		expect((await watcher.next('error')).code).toBe('not-seated');

		const older = await connect(room, undefined, 3);
		await older.next('state');
		older.send({ type: 'resume', token: a.token! });
		await older.next('joined');
		older.send({ type: 'notify', subscription: good.subscription, lang: 'en' });
		expect((await older.next('error')).code).toBe('bad-message');

		a.client.send({ type: 'ping' });
		await a.client.next('pong');
		expect(a.client.state!.you.notify).toBe(false);
		expect(await storedPushKeys(room)).toEqual([]);
	});

	it('forgets a subscription when asked (null) and when its seat leaves', async () => {
		const room = await newTable('notify');
		const a = await join(room, 'Ada');
		const b = await join(room, 'Bob');
		await subscribe(a.client, await subscriber(), 'en');
		await subscribe(b.client, await subscriber(), 'da');
		expect(await storedPushKeys(room)).toHaveLength(2);
		a.client.send({ type: 'notify', subscription: null, lang: 'en' });
		await a.client.until((s) => s.you.notify === false);
		expect(await storedPushKeys(room)).toHaveLength(1);
		b.client.send({ type: 'leave' });
		await b.client.until((s) => s.you.seat === null);
		for (let i = 0; (await storedPushKeys(room)).length > 0; i++) {
			if (i > 200) throw new Error('the subscription outlived its seat');
			await pause(20);
		}
	});

	it('forgets every subscription when the table closes', async () => {
		const room = await newTable('notify');
		const a = await join(room, 'Ada');
		await subscribe(a.client, await subscriber(), 'en');
		// The table reached its age in the lobby: its next alarm closes it.
		await runInDurableObject(stubOf(room), async (instance, state) => {
			const data = (await state.storage.get<{ createdAt: number }>('room'))!;
			await state.storage.put('room', { ...data, createdAt: data.createdAt - 25 * 3600_000 });
			await instance.onStart();
		});
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		expect(await a.client.next('closed')).toEqual({ type: 'closed', reason: 'expired' });
		expect(await storedPushKeys(room)).toEqual([]);
	});

	it('tells an absent seat that the game began (or that it is to play first)', async () => {
		const room = await newTable('notify');
		const b = await join(room, 'Bob');
		const a = await join(room, 'Ada');
		const ada = await subscriber();
		await subscribe(a.client, ada, 'fr');
		a.client.close();
		await b.client.until((s) => s.seats[1]?.connected === false);
		b.client.send({ type: 'start' });
		const s = await b.client.until((x) => x.phase === 'playing');
		const payload = await opened((await pushesTo(ada.id, 1))[0], ada);
		const first = s.game!.toAct?.seat === 1;
		expect(payload.kind).toBe(first ? 'turn' : 'start');
		if (!first) expect(payload).toEqual(pushPayload({ kind: 'start', table: room, players: ['Bob', 'Ada'] }, 'fr'));
	});
});
