// What a room does when nobody is there, and what a message costs: bots wait for a
// person, a message that changes nothing writes nothing, a socket's writes are
// budgeted, a seat named by index is the one the host saw, a failed alarm comes back.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { WRITES_PER_MINUTE, type RoomState } from '../../party/protocol';
import type { RoomData } from '../../party/room-data';
import { createSeatedTable } from '../../party/tables';
import { connect, freshAddress, join, newTable, roomId, type TestSocket } from './ws';

const GRACE_MS = 60_000; // the default: the test config does not set GRACE_MS
const HOUR = 3_600_000;
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));

/** The room's insides these tests reach for. */
interface RoomInside {
	onStart(): Promise<void>;
	onAlarm(): Promise<void>;
	save(): Promise<void>;
	runBots(now: number): boolean;
}

const stored = (room: string) =>
	runInDurableObject(stubOf(room), async (_i, state) => (await state.storage.get<RoomData>('room'))!);
const alarmAt = (room: string) => runInDurableObject(stubOf(room), (_i, state) => state.storage.getAlarm());

/** Rewrites the stored room and makes the live instance reload it, as after a wake-up. */
async function rewrite(room: string, change: (data: RoomData) => void) {
	await runInDurableObject(stubOf(room), async (instance, state) => {
		const data = (await state.storage.get<RoomData>('room'))!;
		change(data);
		await state.storage.put('room', data);
		await (instance as unknown as RoomInside).onStart();
	});
}

/** Counts the room's writes (each one the room's data, then its alarm) from now on. */
async function countWrites(room: string) {
	const counter = { writes: 0 };
	await runInDurableObject(stubOf(room), (instance) => {
		const inside = instance as unknown as RoomInside;
		const save = inside.save.bind(inside);
		inside.save = () => {
			counter.writes++;
			return save();
		};
	});
	return counter;
}

/** Waits until the room has handled the last socket's close. */
async function emptied(room: string): Promise<RoomData> {
	for (let i = 0; i < 200; i++) {
		const data = await stored(room);
		if (data.emptySince !== null) return data;
		await new Promise((r) => setTimeout(r, 10));
	}
	throw new Error('the room never noticed it was empty');
}

/** Plays the first legal move whenever this socket's seat is to act. */
function playFirstMoves(client: TestSocket) {
	const answered = new Set<number>();
	const consider = (state: RoomState | null) => {
		const game = state?.game;
		if (!state || !game || game.legal.length === 0 || answered.has(state.seq)) return;
		answered.add(state.seq);
		client.send({ type: 'action', action: game.legal[0], seq: state.seq });
	};
	client.onMessage((m) => m.type === 'state' && consider(m.state));
	consider(client.state);
}

/** Answers (in order) have all arrived once a ping sent now is answered. */
async function settled(client: TestSocket) {
	client.send({ type: 'ping' });
	await client.next('pong');
}

describe('nobody there: bots and stand-ins wait', () => {
	it('a table made with bots and dealt at once plays nothing until a person connects, then plays on', async () => {
		const room = roomId('unvisited');
		const made = await createSeatedTable(env, room, freshAddress(), {
			name: 'Dee',
			bots: '4',
			level: 'easy',
			seats: '5',
			autostart: '1'
		});
		const dealt = await stored(room);
		expect(dealt.phase).toBe('playing');
		// Long after: the visitor's grace period is long over, and the room wakes.
		await rewrite(room, (data) => void (data.seats[0].leftAt = Date.now() - 10 * GRACE_MS));
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		const later = await stored(room);
		expect(later.seq).toBe(dealt.seq);
		expect(later.game!.history).toEqual(dealt.game!.history);
		expect(later.seats[0].botPlaying).toBe(false);
		expect(later.standIns).toEqual([]);
		// Nothing to wake for but the table's expiry.
		expect(await alarmAt(room)).toBeGreaterThan(Date.now() + HOUR);

		const client = await connect(room);
		await client.next('state');
		client.send({ type: 'resume', token: made.token! });
		await client.next('joined');
		playFirstMoves(client);
		const played = await client.until((s) => s.seq >= dealt.seq + 10);
		// Dee played her own turns: no stand-in had to.
		expect(played.standIns).toEqual([]);
		expect(played.seats[0]).toMatchObject({ connected: true, botPlaying: false });
		client.close();
	});

	it('a game whose people are all gone pauses its bots and stand-ins until one comes back', async () => {
		const room = await newTable('all-gone');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		ada.client.send({ type: 'addBot', level: 'easy' });
		await ada.client.until((s) => s.seats.length === 3);
		ada.client.send({ type: 'start' });
		await bob.client.until((s) => s.phase === 'playing');
		ada.client.close();
		bob.client.close();
		const left = await emptied(room);
		await rewrite(room, (data) => {
			for (const seat of data.seats) if (seat.kind === 'human') seat.leftAt = Date.now() - 10 * GRACE_MS;
		});
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		const later = await stored(room);
		expect(later.seq).toBe(left.seq);
		expect(later.seats.map((s) => s.botPlaying)).toEqual([false, false, false]);
		expect(await alarmAt(room)).toBeGreaterThan(Date.now() + HOUR);

		// Bob comes back and plays; Ada's seat gets a grace period from then, then a stand-in.
		const back = await connect(room);
		await back.next('state');
		back.send({ type: 'resume', token: bob.token! });
		await back.next('joined');
		playFirstMoves(back);
		const adaToAct = await back.until((s) => s.game!.toAct?.seat === 0);
		expect(adaToAct.seats[0].offline!.botInMs).toBeGreaterThan(GRACE_MS - 10_000);
		await rewrite(room, (data) => void (data.seats[0].leftAt = Date.now() - GRACE_MS - 1000));
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		const stoodIn = await back.until((s) => s.standIns.some((r) => r.seat === 0));
		expect(stoodIn.seats[0].botPlaying).toBe(true);
		back.close();
	});

	it("a turn whose timer ran out while somebody was there is finished by its stand-in; one that ran out later isn't", async () => {
		for (const ranOut of ['before', 'after'] as const) {
			const room = await newTable(`timeout-${ranOut}`);
			const ada = await join(room, 'Ada');
			const bob = await join(room, 'Bob');
			ada.client.send({ type: 'setTimer', seconds: 15 });
			await ada.client.until((s) => s.timer.seconds === 15);
			ada.client.send({ type: 'start' });
			const s = await bob.client.until((x) => x.phase === 'playing' && x.timer.deadline !== null);
			const seat = s.game!.toAct!.seat;
			ada.client.close();
			bob.client.close();
			const left = await emptied(room);
			await rewrite(room, (data) => {
				data.turnDeadline = ranOut === 'before' ? data.emptySince! - 1000 : data.emptySince! + 1;
			});
			expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
			const later = await stored(room);
			if (ranOut === 'after') {
				expect(later.seq).toBe(left.seq);
				expect(later.standIns).toEqual([]);
				continue;
			}
			expect(later.standIns).toEqual([expect.objectContaining({ seat, reason: 'timeout' })]);
			// Its turn done, the next seat (a person, away) waits: no timer runs.
			expect(later.turnDeadline).toBeNull();
			expect(later.game!.history!.at(-1)!.seat).toBe(seat);
			expect(await alarmAt(room)).toBeGreaterThan(Date.now() + HOUR);
		}
	});
});

describe('a message that changes nothing writes nothing', () => {
	it('resuming the seat one holds, a setting to its value, a hint taken again: no write, no new alarm, no state', async () => {
		const room = await newTable('no-op');
		const ada = await join(room, 'Ada');
		ada.client.send({ type: 'addBot', level: 'easy' });
		await ada.client.until((s) => s.seats.length === 2);
		const counter = await countWrites(room);
		const alarm = await alarmAt(room);
		const states = () => ada.client.received.filter((m) => m.type === 'state').length;
		const before = states();
		for (let i = 0; i < 5; i++) ada.client.send({ type: 'resume', token: ada.token! });
		ada.client.send({ type: 'setTimer', seconds: null });
		ada.client.send({ type: 'setHints', on: false });
		ada.client.send({ type: 'setBotLevel', seat: 1, level: 'easy', seq: ada.client.state!.seq });
		for (let i = 0; i < 5; i++) await ada.client.next('joined');
		await settled(ada.client);
		expect(counter.writes).toBe(0);
		expect(states()).toBe(before);
		expect(await alarmAt(room)).toBe(alarm);

		// A practice game: hints are on. The first hint is noted (one write), the same one again is not.
		ada.client.send({ type: 'start' });
		const mine = await ada.client.until((s) => s.game?.toAct?.seat === 0);
		const started = counter.writes;
		ada.client.send({ type: 'hint', seq: mine.seq });
		await ada.client.until((s) => (s.hints?.taken.length ?? 0) === 1);
		expect(counter.writes).toBe(started + 1);
		const hinted = states();
		for (let i = 0; i < 5; i++) ada.client.send({ type: 'hint', seq: mine.seq });
		await settled(ada.client);
		expect(counter.writes).toBe(started + 1);
		expect(states()).toBe(hinted);
		expect(ada.client.received.some((m) => m.type === 'error')).toBe(false);
	});
});

describe('the write budget', () => {
	it(`past ${WRITES_PER_MINUTE} writes in a minute a socket is told (throttled) and changes nothing more; another socket is not`, async () => {
		const room = await newTable('budget');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		const counter = await countWrites(room);
		// Her join was Ada's first write.
		for (let i = 1; i < WRITES_PER_MINUTE; i++) {
			const seconds = i % 2 ? 15 : 30;
			ada.client.send({ type: 'setTimer', seconds });
			await ada.client.until((s) => s.timer.seconds === seconds);
		}
		expect(counter.writes).toBe(WRITES_PER_MINUTE - 1);
		ada.client.send({ type: 'setTimer', seconds: 60 });
		const refused = await ada.client.next('error');
		expect(refused).toMatchObject({ code: 'throttled' });
		expect(refused.params!.retryInMs).toBeGreaterThan(0);
		expect(refused.params!.retryInMs).toBeLessThanOrEqual(60_000);
		await settled(ada.client); // a ping is still answered
		expect(counter.writes).toBe(WRITES_PER_MINUTE - 1);
		expect((await stored(room)).timerSeconds).toBe(15);
		expect(ada.client.closedWith).toBeNull();
		// Bob's writes are his own.
		bob.client.send({ type: 'leave' });
		await ada.client.until((s) => s.seats.length === 1);
		expect(counter.writes).toBe(WRITES_PER_MINUTE);
	});
});

describe('a seat named by its index', () => {
	it("is the one of the state the host saw: after a seat left, the host's removeSeat is stale and removes nobody", async () => {
		const room = await newTable('seat-seq');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		const cy = await join(room, 'Cy');
		const seen = await ada.client.until((s) => s.seats.length === 3);
		cy.client.close();
		await ada.client.until((s) => !s.seats[2].connected);
		bob.client.send({ type: 'leave' });
		const now = await ada.client.until((s) => s.seats.length === 2);
		// Ada's page had not drawn that yet: she meant Cy, index 2 on her screen; Cy is at index 1 now.
		ada.client.send({ type: 'removeSeat', seat: 2, seq: seen.seq });
		expect(await ada.client.next('error')).toMatchObject({ code: 'stale', params: { seq: now.seq } });
		ada.client.send({ type: 'removeSeat', seat: 1, seq: now.seq });
		const left = await ada.client.until((s) => s.seats.length === 1);
		expect(left.seats.map((s) => s.name)).toEqual(['Ada']);
	});

	it('a page of version 2 that names a seat without seq is refused, then told to reload', async () => {
		const room = await newTable('seat-v2');
		const ada = await join(room, 'Ada');
		ada.client.send({ type: 'addBot', level: 'easy' });
		await ada.client.until((s) => s.seats.length === 2);
		const page = await connect(room, undefined, 2);
		await page.next('state');
		page.send({ type: 'resume', token: ada.token! });
		await page.next('joined');
		page.send({ type: 'removeSeat', seat: 1 });
		expect(await page.next('error')).toMatchObject({ code: 'bad-message' });
		expect(await page.next('reload')).toEqual({ type: 'reload', reason: 'outdated' });
		expect((await stored(room)).seats).toHaveLength(2);
	});
});

describe('an alarm that throws', () => {
	it('is logged and comes back later, further off each time, instead of being thrown to the runtime', async () => {
		const room = await newTable('alarm-throws');
		const ada = await join(room, 'Ada');
		ada.client.send({ type: 'addBot', level: 'easy' });
		// One at a time: the test pool's proxy may deliver a burst out of order.
		await ada.client.until((s) => s.seats.length === 2);
		ada.client.send({ type: 'start' });
		await ada.client.until((s) => s.phase === 'playing');
		const lines: string[] = [];
		vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
		try {
			const waits = await runInDurableObject(stubOf(room), async (instance, state) => {
				const inside = instance as unknown as RoomInside;
				const runBots = inside.runBots;
				inside.runBots = () => {
					throw new Error('a bug');
				};
				const waits: number[] = [];
				for (let i = 0; i < 3; i++) {
					const at = Date.now();
					await inside.onAlarm();
					waits.push((await state.storage.getAlarm())! - at);
				}
				inside.runBots = runBots;
				await inside.onAlarm();
				waits.push((await state.storage.getAlarm())! - Date.now());
				return waits;
			});
			expect(waits[0]).toBeGreaterThanOrEqual(1000);
			expect(waits[0]).toBeLessThan(2000);
			expect(waits[1]).toBeGreaterThanOrEqual(2000);
			expect(waits[2]).toBeGreaterThanOrEqual(4000);
			expect(waits[2]).toBeLessThan(8000);
			// Working again: the room's own next wake-up (its expiry here: Ada's turn, no timer).
			expect(waits[3]).toBeGreaterThan(HOUR);
			const errors = lines.map((l) => JSON.parse(l)).filter((e) => e.event === 'error' && e.where === 'alarm');
			expect(errors).toHaveLength(3);
			expect(errors.map((e) => e.retryInMs)).toEqual([1000, 2000, 4000]);
		} finally {
			vi.restoreAllMocks();
		}
		// The table goes on.
		const turn = ada.client.state!;
		ada.client.send({ type: 'action', action: turn.game!.legal[0], seq: turn.seq });
		await ada.client.until((s) => s.seq > turn.seq);
	});
});
