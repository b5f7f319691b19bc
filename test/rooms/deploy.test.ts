// A deploy with tables open: today's rooms start on what an earlier build stored,
// and that build's pages, still open, reconnect. Each fixture in test/rooms/deploy/
// was recorded by running an earlier build (`npm run record:deploy -- <commit>`,
// test/rooms/deploy/record.ts): a lobby, a game in progress and a finished game as
// it stored them, the seat tokens its pages keep, what its pages drew last and sent
// next. Loading them here is the second build on the same storage, without a second
// install and build of the first. Their times move with the clock (a table recorded
// fresh is fresh whenever this runs), and they run once more on a clock a year ahead.
import { env, runInDurableObject } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameFile } from '../../party/game-file';
import { PROTOCOL_VERSION, type RoomState } from '../../party/protocol';
import { ROOM_DATA_VERSION, type RoomData } from '../../party/room-data';
import { finishedGame } from '../../party/tables';
import { connect, type TestSocket } from './ws';

interface RecordedTable {
	room: string;
	/** The seat tokens the build's pages kept, by seat. */
	tokens: string[];
	/** What each seat's page drew last. */
	states: RoomState[];
	/** Everything the room stored (but partyserver's own keys). */
	storage: Record<string, unknown>;
}
interface Fixture {
	commit: string;
	/** When it was recorded (ISO): every time in it is shifted by the age of the recording. */
	recordedAt: string;
	lobby: RecordedTable;
	/** The build's pages' next moves, as they sent them, and what each seat then saw. */
	mid: RecordedTable & { moves: { seat: number; frame: string; states: RoomState[] }[] };
	over: RecordedTable;
}

const recorded = Object.values(import.meta.glob<Fixture>('./deploy/*.json', { eager: true, import: 'default' }));

/** Times near the recording: epoch milliseconds, and ISO dates (a game file's `finishedAt`). */
const NEAR_MS = 366 * 24 * 3_600_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * The fixture as if it had been recorded at `now`: every time in it moves by the
 * recording's age, so a table recorded fresh is fresh whenever the test runs
 * (rooms close 24 h after they open).
 */
function asIfRecordedAt<T>(fixture: T & { recordedAt: string }, now: number): T {
	const at = Date.parse(fixture.recordedAt);
	const shift = now - at;
	const move = (value: unknown): unknown => {
		if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value - at) < NEAR_MS) return value + shift;
		if (typeof value === 'string' && ISO_DATE.test(value) && Math.abs(Date.parse(value) - at) < NEAR_MS) {
			return new Date(Date.parse(value) + shift).toISOString();
		}
		if (Array.isArray(value)) return value.map(move);
		if (value && typeof value === 'object') {
			return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, move(v)]));
		}
		return value;
	};
	return move(fixture) as T;
}

/**
 * The earlier build's storage, as today's room first loads it after a deploy; then
 * the alarm that build left armed goes off (a deploy keeps it), which is when a
 * table past its age closes: on the room's clock, not the recording's.
 */
async function restore(table: RecordedTable) {
	const stub = env.Game.get(env.Game.idFromName(table.room));
	await runInDurableObject(stub, async (instance, state) => {
		await state.storage.deleteAll();
		await state.storage.put(structuredClone(table.storage));
		const room = instance as unknown as { onStart(): Promise<void>; onAlarm(): Promise<void> };
		await room.onStart();
		await room.onAlarm();
	});
	return stub;
}

async function stored(table: RecordedTable): Promise<RoomData> {
	const stub = env.Game.get(env.Game.idFromName(table.room));
	return runInDurableObject(stub, async (_i, state) => (await state.storage.get<RoomData>('room'))!);
}

/**
 * What a page draws from a state. Left out: what moves with the clock and the
 * sockets (the timer's countdown, who is connected now, the spectators), and the
 * final scores that builds before 38b9b0a also sent beside the game's (their page
 * drew the game's).
 */
function drawn(state: RoomState) {
	const { timer, seats, spectators: _spectators, scores: _scores, ...rest } = state as RoomState & { scores?: unknown };
	return {
		...rest,
		timer: { seconds: timer.seconds },
		seats: seats.map(({ connected: _connected, offline: _offline, ...seat }) => seat)
	};
}

/** Waits until `client` draws what the earlier build's page drew (every field that page knew, unchanged). */
async function drawsAsBefore(client: TestSocket, before: RoomState) {
	const same = (state: RoomState) => {
		try {
			expect(drawn(state)).toMatchObject(drawn(before));
			return true;
		} catch {
			return false;
		}
	};
	await client.until(same).catch(() => undefined);
	expect(drawn(client.state!)).toMatchObject(drawn(before));
}

/** The seats' names as the earlier build stored them. */
const seatNames = (table: RecordedTable) => (table.storage.room as RoomData).seats.map((seat) => seat.name);

/** The earlier build's open page reconnecting (it says no version) and resuming its seat. */
async function oldPage(table: RecordedTable, seat: number) {
	const client = await connect(table.room, undefined, null);
	await client.next('state');
	client.send({ type: 'resume', token: table.tokens[seat] });
	expect(await client.next('joined')).toMatchObject({ seat, token: table.tokens[seat] });
	return client;
}

/** A move as the earlier build's page sends it: with the seq of its state only if that build's states carried one. */
function oldMove(fixture: Fixture, client: TestSocket) {
	const state = client.state!;
	const action = state.game!.legal[0];
	const seqSent = 'seq' in fixture.mid.states[0];
	client.sendRaw(JSON.stringify(seqSent ? { type: 'action', action, seq: state.seq } : { type: 'action', action }));
}

/** The fixture under other room names (`-<suffix>`), so that two runs of it never share a room. */
function renamed(fixture: Fixture, suffix: string): Fixture {
	if (!suffix) return fixture;
	let text = JSON.stringify(fixture);
	for (const { room } of [fixture.lobby, fixture.mid, fixture.over])
		text = text.replaceAll(`"${room}"`, `"${room}-${suffix}"`);
	return JSON.parse(text) as Fixture;
}

const YEAR_MS = 365 * 24 * 3_600_000;

// Whatever the date: the fixtures load on today's clock and on one a year ahead.
describe.each([
	['today', 0],
	['a year from today', YEAR_MS]
])('on a clock set %s', (_when, ahead) => {
	beforeAll(() => {
		if (!ahead) return;
		vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
		vi.setSystemTime(Date.now() + ahead);
	});
	afterAll(() => {
		vi.useRealTimers();
	});

	describe.each(recorded.map((f) => [f.commit.slice(0, 7), f] as const))('tables left by %s', (_commit, asRecorded) => {
		let fixture: Fixture;
		beforeAll(() => {
			fixture = asIfRecordedAt(renamed(asRecorded, ahead ? 'later' : ''), Date.now());
		});

		it('a game in progress: the open pages resume, draw the same, and their next moves play as they did', async () => {
			const table = fixture.mid;
			await restore(table);
			expect((await stored(table)).version).toBe(ROOM_DATA_VERSION);
			// Every table before there was a pace was live, and stays so.
			expect((await stored(table)).pace).toEqual({ pace: 'live', hours: 24 });
			const pages = [await oldPage(table, 0), await oldPage(table, 1)];
			for (const [seat, page] of pages.entries()) await drawsAsBefore(page, table.states[seat]);
			for (const move of table.moves) {
				pages[move.seat].sendRaw(move.frame);
				for (const [seat, page] of pages.entries()) await drawsAsBefore(page, move.states[seat]);
			}
			// On to the end, as those pages play.
			for (let i = 0; i < 300 && pages[0].state!.phase === 'playing'; i++) {
				const toAct = pages[0].state!.game!.toAct!.seat;
				const before = pages[0].state!.game!.log.length;
				await pages[toAct].until((s) => s.game!.toAct?.seat === toAct && s.game!.legal.length > 0);
				oldMove(fixture, pages[toAct]);
				await pages[0].until((s) => s.game!.log.length > before || s.phase === 'over');
			}
			const end = await pages[0].until((s) => s.phase === 'over');
			expect(pages.flatMap((p) => p.received).filter((m) => m.type === 'error' || m.type === 'reload')).toEqual([]);
			const file = (await finishedGame(env, table.room, 1)) as GameFile;
			expect(file.record).toEqual(end.record);
			// Deployed mid-game, the game is the first the tally counts.
			expect(end.tally?.games).toBe(1);
			expect(file.scores).toEqual(end.game!.scores!.map((s) => s.total));
		});

		it('a finished game gets its file on the first load, and its replay survives the next rematch', async () => {
			const table = fixture.over;
			const before = table.states[0];
			const hadFile = 'game:1' in table.storage;
			await restore(table);
			// Games finished before the tally was kept are not counted in it.
			expect((await stored(table)).tally).toEqual({ games: 0, lines: [] });
			const file = (await finishedGame(env, table.room, 1)) as GameFile;
			expect(file).toMatchObject({ format: 'castle-combo-game', room: table.room, gameNumber: 1 });
			expect(file.record).toEqual(before.record);
			expect(file.scores).toEqual(before.game!.scores!.map((s) => s.total));
			// Bots are named as that build named them ("Bot (easy)" before they had names of their own).
			expect(file.seats.map((s) => [s.name, s.kind, s.level])).toEqual([
				['Ada', 'human', null],
				['Bob', 'human', null],
				[seatNames(table)[2], 'bot', 'easy']
			]);
			// A file the earlier build kept stays as it wrote it.
			if (hadFile) expect(file).toEqual(table.storage['game:1']);

			const host = await oldPage(table, 0);
			await drawsAsBefore(host, before);
			// The build before noted no end time: the game is dated as its file is.
			expect(host.state!.finishedAt).toBe(Date.parse(file.finishedAt));
			expect((await stored(table)).finishedAt).toBe(Date.parse(file.finishedAt));
			host.send({ type: 'rematch' });
			await host.until((s) => s.phase === 'playing' && s.gameNumber === 2);
			expect(await finishedGame(env, table.room, 1)).toEqual(file);
			expect(await finishedGame(env, table.room)).toEqual(file);
		});

		it('a lobby keeps its seats, host and timer, is live, and starts', async () => {
			const table = fixture.lobby;
			await restore(table);
			const host = await oldPage(table, 0);
			await drawsAsBefore(host, table.states[0]);
			expect(host.state!.you.host).toBe(true);
			host.send({ type: 'start' });
			const started = await host.until((s) => s.phase === 'playing');
			expect(started.seats.map((s) => [s.name, s.kind])).toEqual([
				['Ada', 'human'],
				[seatNames(table)[1], 'bot']
			]);
			expect(started.timer.seconds).toBe(90);
			expect(started.pace).toEqual({ pace: 'live', hours: 24 });
		});
	});
});

describe('a page the room cannot read', () => {
	let fixture: Fixture;
	beforeAll(() => {
		fixture = asIfRecordedAt(recorded[0], Date.now());
	});

	it('a page newer or older than the versions the room reads is told to reload at the door, and resumes its seat once reloaded', async () => {
		// A copy of a recorded lobby under another name: these tests don't share a room with the ones above.
		const table = { ...fixture.lobby, room: `${fixture.lobby.room}-reload` };
		await restore(table);
		for (const [version, reason] of [
			[PROTOCOL_VERSION + 1, 'newer'],
			[0, 'outdated'],
			['two', 'outdated']
		] as const) {
			const page = await connect(table.room, undefined, version);
			expect(await page.next('reload')).toEqual({ type: 'reload', reason });
			expect(await page.closed()).toEqual({ code: 4001, reason: 'reload' });
			expect(page.received.map((m) => m.type)).toEqual(['reload']);
		}
		// Reloaded: today's page, with the seat token it kept.
		const page = await connect(table.room);
		await page.next('state');
		page.send({ type: 'resume', token: table.tokens[0] });
		expect(await page.next('joined')).toMatchObject({ seat: 0 });
		const state = await page.until((s) => s.you.seat === 0);
		expect(state.you.host).toBe(true);
		expect(state.spectators).toBe(0);
	});

	it('a message of an older version that the room cannot read is refused as before, then the page is told to reload', async () => {
		const table = { ...fixture.lobby, room: `${fixture.lobby.room}-unread` };
		await restore(table);
		const page = await connect(table.room, undefined, null);
		await page.next('state');
		page.send({ type: 'dance' });
		expect(await page.next('error')).toMatchObject({ code: 'bad-message' });
		expect(await page.next('reload')).toEqual({ type: 'reload', reason: 'outdated' });
		// Today's page is only refused: it sent a bug, not an older protocol.
		const today = await connect(table.room);
		await today.next('state');
		today.send({ type: 'dance' });
		expect(await today.next('error')).toMatchObject({ code: 'bad-message' });
		today.send({ type: 'ping' });
		await today.next('pong');
		expect(today.received.some((m) => m.type === 'reload')).toBe(false);
	});
});
