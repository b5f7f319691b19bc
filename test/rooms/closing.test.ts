// When a table closes (party/clock.ts, party/stored.ts): never under a game without a
// warning and a bounded last stretch; its finished games stay readable a while after;
// a shared embed table opens again; a table woken with nobody connected counts as empty.
// The room runs on a fixed clock (vitest's fake Date is the room's Date, as in
// forgotten.test.ts): only runDurableObjectAlarm fires its alarms.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLOCK } from '../../party/clock';
import type { GameFile } from '../../party/game-file';
import type { RoomData } from '../../party/room-data';
import { createTable, finishedGame, tableStatus } from '../../party/tables';
import { autoPlay, connect, freshAddress, join, newTable, roomId } from './ws';

const DAY = 86_400_000;
const T0 = Date.UTC(2100, 0, 1);
const { maxAgeMs, closingGraceMs, emptyTtlMs } = DEFAULT_CLOCK;
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));
const alarm = (room: string) => runDurableObjectAlarm(stubOf(room));

/** What the room keeps: its keys (partyserver's own aside) and its alarm. */
const stored = (room: string) =>
	runInDurableObject(stubOf(room), async (_instance, state) => ({
		keys: [...(await state.storage.list()).keys()].filter((key) => !key.startsWith('__ps')).sort(),
		alarm: await state.storage.getAlarm()
	}));

/** Ada and an easy bot at `room`; the game starts. */
async function gameWithBot(room: string) {
	const ada = await join(room, 'Ada');
	ada.client.send({ type: 'addBot', level: 'easy' });
	await ada.client.until((s) => s.seats.length === 2);
	ada.client.send({ type: 'start' });
	await ada.client.until((s) => s.phase === 'playing');
	return ada.client;
}

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(T0);
});
afterEach(() => {
	vi.useRealTimers();
});

describe('a table never closes under a game', () => {
	it('a game in progress at the age limit is warned, plays on, and the table closes when the extension ends', async () => {
		const room = await newTable('closing');
		const ada = await gameWithBot(room);
		vi.setSystemTime(T0 + maxAgeMs);
		expect(await alarm(room)).toBe(true);
		const closingAt = T0 + maxAgeMs + closingGraceMs;
		const warned = await ada.until((s) => s.closing != null);
		expect(warned).toMatchObject({ phase: 'playing', closing: { at: closingAt, remainingMs: closingGraceMs } });
		expect(await tableStatus(env, room)).toBe('open');
		expect((await stored(room)).alarm).toBe(closingAt);

		// The game goes on to its end; no new game starts after it.
		autoPlay(ada, 'closing');
		await ada.until((s) => s.phase === 'over', 30_000);
		ada.send({ type: 'rematch' });
		expect(await ada.next('error')).toEqual({ type: 'error', code: 'closing' });
		// An alarm early (a retry) changes nothing.
		vi.setSystemTime(closingAt - 1);
		expect(await alarm(room)).toBe(true);
		expect(await tableStatus(env, room)).toBe('open');

		vi.setSystemTime(closingAt);
		expect(await alarm(room)).toBe(true);
		expect(await ada.next('closed')).toEqual({ type: 'closed', reason: 'expired' });
		expect(await tableStatus(env, room)).toBe('closed');
	});

	it('a lobby at the age limit closes at once, with no warning', async () => {
		const room = await newTable('lobby-age');
		const ada = await join(room, 'Ada');
		vi.setSystemTime(T0 + maxAgeMs);
		expect(await alarm(room)).toBe(true);
		expect(await ada.client.next('closed')).toEqual({ type: 'closed', reason: 'expired' });
		expect(ada.client.received.some((m) => m.type === 'state' && m.state.closing)).toBe(false);
	});
});

describe('a closed table keeps its finished games for a while', () => {
	it('for 7 days after it closed, its replays read as before; then only the closed marker stays', async () => {
		const room = await newTable('kept-games');
		const ada = await gameWithBot(room);
		autoPlay(ada, 'kept');
		await ada.until((s) => s.phase === 'over', 30_000);
		const file = (await finishedGame(env, room)) as GameFile;
		expect(file).toMatchObject({ room, gameNumber: 1 });

		const closedAt = T0 + maxAgeMs;
		vi.setSystemTime(closedAt);
		expect(await alarm(room)).toBe(true);
		expect(await tableStatus(env, room)).toBe('closed');
		expect(await stored(room)).toEqual({ keys: ['closed', 'game:1'], alarm: closedAt + 7 * DAY });
		expect(await finishedGame(env, room)).toEqual(file);
		expect(await finishedGame(env, room, 1)).toEqual(file);
		expect(await finishedGame(env, room, 2)).toBeNull();

		vi.setSystemTime(closedAt + 7 * DAY);
		expect(await alarm(room)).toBe(true);
		expect(await stored(room)).toEqual({ keys: ['closed'], alarm: closedAt + 30 * DAY });
		expect(await finishedGame(env, room)).toBeNull();
		expect(await tableStatus(env, room)).toBe('closed');
		vi.setSystemTime(closedAt + 30 * DAY);
		expect(await alarm(room)).toBe(true);
		expect(await stored(room)).toEqual({ keys: [], alarm: null });
		expect(await tableStatus(env, room)).toBe('missing');
	});
});

describe('a shared embed table opens again', () => {
	it('closed, its next visit opens a fresh lobby under the same id; its kept game keeps its number', async () => {
		const room = roomId('shared');
		expect(await createTable(env, room, freshAddress(), true)).toBe('created');
		const ada = await gameWithBot(room);
		autoPlay(ada, 'shared');
		expect((await ada.until((s) => s.phase === 'over', 30_000)).tally?.games).toBe(1);
		const file = await finishedGame(env, room, 1);
		vi.setSystemTime(T0 + maxAgeMs);
		expect(await alarm(room)).toBe(true);
		expect(await tableStatus(env, room)).toBe('closed');
		// A link to the table (/t/<id>) opens nothing: only the embedding page's visit does.
		expect(await createTable(env, room, freshAddress())).toBe('closed');
		expect(await tableStatus(env, room)).toBe('closed');

		vi.setSystemTime(T0 + maxAgeMs + DAY);
		expect(await createTable(env, room, freshAddress(), true)).toBe('created');
		// Open again, it closes again by the same rules, counted from its reopening.
		expect((await stored(room)).alarm).toBe(T0 + maxAgeMs + DAY + emptyTtlMs);
		const visitor = await connect(room);
		const lobby = await visitor.next('state');
		expect(lobby.state).toMatchObject({ phase: 'lobby', seats: [], gameNumber: 1, closing: null });
		// The tally went with the table: the evening starts again.
		expect(lobby.state.tally).toEqual({ games: 0, lines: [] });
		expect(await finishedGame(env, room, 1)).toEqual(file);
		expect(await finishedGame(env, room)).toEqual(file);
		expect(await createTable(env, room, freshAddress(), true)).toBe('open');
	});

	it('a private table (GET /new) stays closed, even when an embedding page names it', async () => {
		const room = await newTable('private');
		vi.setSystemTime(T0 + maxAgeMs);
		expect(await alarm(room)).toBe(true);
		expect(await createTable(env, room, freshAddress(), true)).toBe('closed');
		expect(await tableStatus(env, room)).toBe('closed');
		const late = await connect(room);
		expect(await late.next('closed')).toEqual({ type: 'closed', reason: 'expired' });
	});
});

describe('a table woken with nobody connected', () => {
	it('counts as empty from then (a restart drops sockets unannounced), so it closes when idle, not after 24 h', async () => {
		const room = await newTable('restarted');
		const wokenAt = T0 + 3_600_000;
		vi.setSystemTime(wokenAt);
		// As stored while Ada was connected, before a restart dropped her socket with no close.
		await runInDurableObject(stubOf(room), async (instance, state) => {
			const data = (await state.storage.get<RoomData>('room'))!;
			data.emptySince = null;
			await state.storage.put('room', data);
			await state.storage.setAlarm(T0 + maxAgeMs);
			await (instance as unknown as { onStart(): Promise<void> }).onStart();
		});
		const after = await runInDurableObject(stubOf(room), async (_i, state) => ({
			emptySince: (await state.storage.get<RoomData>('room'))!.emptySince,
			alarm: await state.storage.getAlarm()
		}));
		expect(after).toEqual({ emptySince: wokenAt, alarm: wokenAt + emptyTtlMs });
		vi.setSystemTime(wokenAt + emptyTtlMs);
		expect(await alarm(room)).toBe(true);
		expect(await tableStatus(env, room)).toBe('closed');
	});
});
