// A table played over days, in workerd on a short clock (the rooms-days project in
// vitest.config.ts: GRACE_MS 300 ms, an hour of allowance DAYS_HOUR_MS = 2 s,
// DAYS_MAX_AGE_MS 2 days): no bot takes an absent seat, a spent allowance brings a
// stand-in for that one turn, the game goes on with nobody there, and the table
// lives past a live table's limits until DAYS_MAX_AGE_MS.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLOCK } from '../../party/clock';
import type { RoomData } from '../../party/room-data';
import { tableStatus } from '../../party/tables';
import { pushPayload } from '../../party/push-payload';
import { opened, pushesTo, subscriber } from './push-client';
import { autoPlay, connect, join, newTable, type TestSocket } from './ws';

const GRACE_MS = 300;
const HOUR_MS = 2000;
const DAYS_MAX_AGE_MS = 2 * 86_400_000;
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));
const stored = (room: string) =>
	runInDurableObject(stubOf(room), async (_i, state) => (await state.storage.get<RoomData>('room'))!);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the stored room until `predicate` holds (the room's own alarms move it). */
async function storedUntil(room: string, predicate: (data: RoomData) => boolean, timeoutMs = 20_000) {
	for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(50)) {
		const data = await stored(room);
		if (predicate(data)) return data;
	}
	throw new Error('the stored room never got there');
}

/** Ada (host) sets the pace and waits for the room to say it, before anything else is sent. */
async function overDays(host: TestSocket, hours = 1) {
	host.send({ type: 'setPace', pace: 'days', hours });
	return host.until((s) => s.pace?.pace === 'days' && s.pace.hours === hours);
}

describe('a table over days', () => {
	it('no bot at the end of the grace period; a spent allowance brings a stand-in for that turn only; play goes on with nobody there', async () => {
		const room = await newTable('days-turns');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		await overDays(ada.client);
		ada.client.send({ type: 'start' });
		const started = await ada.client.until((s) => s.phase === 'playing');
		const first = started.game!.toAct!.seat;
		// The turn's deadline is the allowance (one hour of 2 s), told as the timer's.
		expect(started.timer.remainingMs).toBeGreaterThan(0);
		expect(started.timer.remainingMs).toBeLessThanOrEqual(HOUR_MS);
		expect(started.pace).toEqual({ pace: 'days', hours: 1 });

		ada.client.close();
		bob.client.close();
		await storedUntil(room, (data) => data.emptySince !== null);
		await sleep(3 * GRACE_MS);
		const pastGrace = await stored(room);
		expect(pastGrace.seats.map((s) => s.botPlaying)).toEqual([false, false]);
		expect(pastGrace.standIns).toEqual([]);

		// Nobody is connected: the room's alarm plays the spent turn, then the next one.
		const both = await storedUntil(room, (data) => new Set(data.standIns.map((r) => r.seat)).size === 2);
		expect(both.standIns.every((r) => r.reason === 'timeout')).toBe(true);
		expect(both.standIns[0].seat).toBe(first);
		expect(both.seats.map((s) => s.botPlaying)).toEqual([false, false]);
		expect(both.turnDeadline).not.toBeNull();

		// Ada's seat is hers: she resumes it and hears of the turns played for her.
		const back = await connect(room);
		await back.next('state');
		back.send({ type: 'resume', token: ada.token! });
		const joined = await back.next('joined');
		expect(joined.seat).toBe(0);
		expect(joined.awayTurns).toBeGreaterThanOrEqual(1);
		const state = await back.until((s) => s.you.seat === 0);
		expect(state.seats[0]).toMatchObject({ botPlaying: false, connected: true });
		back.close();
		// Done with it: its alarms would play the rest of the game alone.
		await runInDurableObject(stubOf(room), async (_i, storage) => {
			await storage.storage.deleteAlarm();
			await storage.storage.deleteAll();
		});
	});

	it('setPace is refused from a guest, with hours out of 1–72, and once the game has started', async () => {
		const room = await newTable('days-refused');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		bob.client.send({ type: 'setPace', pace: 'days' });
		expect(await bob.client.next('error')).toEqual({ type: 'error', code: 'not-host' });
		for (const hours of [0, 73, 1.5]) {
			ada.client.send({ type: 'setPace', pace: 'days', hours });
			expect(await ada.client.next('error')).toEqual({ type: 'error', code: 'bad-message', params: { path: 'hours' } });
		}
		expect((await stored(room)).pace).toEqual({ pace: 'live', hours: 24 });
		await overDays(ada.client, 72);
		ada.client.send({ type: 'start' });
		await ada.client.until((s) => s.phase === 'playing');
		ada.client.send({ type: 'setPace', pace: 'live' });
		expect(await ada.client.next('error')).toEqual({ type: 'error', code: 'not-lobby' });
		expect((await stored(room)).pace).toEqual({ pace: 'days', hours: 72 });
		ada.client.close();
		bob.client.close();
	});
});

describe('how long a table over days lives (on a fixed clock: only runDurableObjectAlarm fires its alarms)', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('it outlives MAX_AGE_MS and EMPTY_TTL_MS with nobody there, and closes DAYS_MAX_AGE_MS after it opened', async () => {
		const T0 = Date.UTC(2100, 0, 1);
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(T0);
		const room = await newTable('days-age');
		const ada = await join(room, 'Ada');
		await overDays(ada.client, 24);
		ada.client.send({ type: 'addBot', level: 'easy' });
		await ada.client.until((s) => s.seats.length === 2);
		ada.client.send({ type: 'start' });
		await ada.client.until((s) => s.phase === 'playing');
		ada.client.close();
		await storedUntil(room, (data) => data.emptySince !== null);
		expect(await runInDurableObject(stubOf(room), (_i, state) => state.storage.getAlarm())).toBeLessThanOrEqual(
			T0 + 24 * HOUR_MS
		);

		const { maxAgeMs, emptyTtlMs, closingGraceMs } = DEFAULT_CLOCK;
		for (const at of [T0 + emptyTtlMs, T0 + maxAgeMs + closingGraceMs, T0 + DAYS_MAX_AGE_MS - 1]) {
			vi.setSystemTime(at);
			await runDurableObjectAlarm(stubOf(room));
			expect(await tableStatus(env, room)).toBe('open');
		}
		expect((await stored(room)).closingAt).toBeUndefined();
		vi.setSystemTime(T0 + DAYS_MAX_AGE_MS);
		await runDurableObjectAlarm(stubOf(room));
		expect(await tableStatus(env, room)).toBe('closed');
	});

	it(
		'a game over days played to the end: its absent player hears each of her turns and the end by push, every one decrypted',
		{ timeout: 120_000 },
		async () => {
			const ada = await subscriber();
			const room = await newTable('days-push');
			const a = await join(room, 'Ada');
			const b = await join(room, 'Bob');
			a.client.send({ type: 'notify', subscription: ada.subscription, lang: 'de' });
			await a.client.until((s) => s.you.notify === true);
			await overDays(a.client);
			a.client.send({ type: 'start' });
			await a.client.until((s) => s.phase === 'playing');
			// Ada goes for days; Bob plays each of his turns as it comes, and the stand-in hers when her hour is spent.
			a.client.close();
			autoPlay(b.client, 'days-push');
			const over = await b.client.until((s) => s.phase === 'over', 100_000);
			expect(over.standIns.every((r) => r.seat === 0 && r.reason === 'timeout')).toBe(true);

			// The end is the last news: wait for it, then read everything that came.
			let all: Awaited<ReturnType<typeof opened>>[] = [];
			for (let n = 1; all.at(-1)?.kind !== 'over'; n = all.length + 1) {
				const pushes = await pushesTo(ada.id, n, 20_000);
				expect(pushes.every((push) => push.headers['content-encoding'] === 'aes128gcm')).toBe(true);
				all = await Promise.all(pushes.map((push) => opened(push, ada)));
			}
			const winners = over.game!.scores!.flatMap((score, seat) => (score.rank === 1 ? [over.seats[seat].name] : []));
			expect(all.at(-1)).toEqual(pushPayload({ kind: 'over', table: room, winners }, 'de'));
			const turnPushes = all.slice(0, -1);
			// One push for each of her turns she was away for (9 turns; the first perhaps seen before she left), never two.
			expect(turnPushes.length).toBeGreaterThanOrEqual(8);
			expect(turnPushes.length).toBeLessThanOrEqual(9);
			for (const payload of turnPushes) {
				// Her allowance (an hour of 2 s) is what the push says is left.
				const seconds = Number(/\d+/.exec(payload.body)?.[0]);
				expect(seconds * 1000).toBeLessThanOrEqual(HOUR_MS);
				expect(payload).toEqual(
					pushPayload({ kind: 'turn', table: room, name: 'Ada', timeLeftMs: seconds * 1000 }, 'de')
				);
			}
			b.client.close();
		}
	);
});
