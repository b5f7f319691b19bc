// The home page's list asks each table for a line (party/table-summary.ts): what a
// spectator sees, plus the seat a token holds. A token the room does not know gets
// no seat and changes nothing else; no hidden card, token or seed is in any answer.
import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLOCK } from '../../party/clock';
import { tableStatus, tableSummary } from '../../party/tables';
import type { OpenTableSummary } from '../../party/table-summary';
import { autoPlay, join, newTable, roomId, startTwoPlayers } from './ws';

/** Exactly the fields a line may hold: anything more would be a leak to look at. */
const OPEN_FIELDS = [
	'closing',
	'deadline',
	'gameNumber',
	'phase',
	'remainingMs',
	'room',
	'seats',
	'status',
	'toAct',
	'totals',
	'turn',
	'winners',
	'you'
];
/** A well-formed token that no seat holds. */
const STRANGER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const open = async (room: string, token: string | null) => {
	const summary = await tableSummary(env, room, token);
	expect(summary.status).toBe('open');
	return summary as OpenTableSummary;
};

afterEach(() => {
	vi.useRealTimers();
});

describe('a table in a line', () => {
	it('names the seat of each token, whose turn it is and the turn; a stranger gets no seat and nothing else differs', async () => {
		const room = await newTable('summary');
		const { ada, bob, s } = await startTwoPlayers(room);
		const toAct = s.game!.toAct!.seat;
		const adaLine = await open(room, ada.token);
		expect(adaLine).toEqual({
			room,
			status: 'open',
			phase: 'playing',
			gameNumber: 1,
			seats: [
				{ seat: 0, name: 'Ada', kind: 'human' },
				{ seat: 1, name: 'Bob', kind: 'human' }
			],
			you: 0,
			toAct,
			turn: s.game!.turn,
			deadline: null,
			remainingMs: null,
			totals: null,
			winners: null,
			closing: null
		});
		expect((await open(room, bob.token)).you).toBe(1);
		for (const token of [STRANGER, null, 'not a token', `${ada.token}x`]) {
			expect(await open(room, token)).toEqual({ ...adaLine, you: null });
		}
		ada.client.close();
		bob.client.close();
	});

	it('holds no card, deck, log, token or seed: only its own fields', async () => {
		const room = await newTable('summary');
		const { ada, bob } = await startTwoPlayers(room);
		const text = JSON.stringify(await tableSummary(env, room, ada.token));
		expect(Object.keys(JSON.parse(text)).sort()).toEqual(OPEN_FIELDS);
		for (const hidden of ['hand', 'deck', 'decks', 'displays', 'legal', 'log', 'players', 'record', 'seed', 'token']) {
			expect(text).not.toContain(`"${hidden}`);
		}
		expect(text).not.toContain(ada.token);
		expect(text).not.toContain(bob.token);
		ada.client.close();
		bob.client.close();
	});

	it('shows the lobby, and the turn timer’s deadline while a game runs with someone there', async () => {
		const room = await newTable('summary');
		const ada = await join(room, 'Ada');
		ada.client.send({ type: 'setTimer', seconds: 120 });
		ada.client.send({ type: 'addBot', level: 'easy' });
		await ada.client.until((x) => x.seats.length === 2 && x.timer.seconds === 120);
		expect(await open(room, ada.token)).toMatchObject({ phase: 'lobby', you: 0, turn: null, toAct: null });
		ada.client.send({ type: 'start' });
		const playing = await ada.client.until((x) => x.phase === 'playing' && x.timer.deadline !== null);
		const line = await open(room, ada.token);
		expect(line.deadline).toBe(playing.timer.deadline);
		expect(line.remainingMs).toBeGreaterThan(0);
		expect(line.remainingMs).toBeLessThanOrEqual(120_000);
		// Everyone gone: the table's clock stands still, so the line names no deadline.
		ada.client.close();
		await expect.poll(async () => (await open(room, ada.token)).deadline, { timeout: 5000 }).toBeNull();
		expect(await open(room, ada.token)).toMatchObject({ phase: 'playing', remainingMs: null, you: 0 });
	});

	it('once over: every final total and the winner', async () => {
		const room = await newTable('summary');
		const { ada, bob } = await startTwoPlayers(room);
		autoPlay(ada.client, 'ada');
		autoPlay(bob.client, 'bob');
		const end = await ada.client.until((x) => x.phase === 'over', 30_000);
		const scores = end.game!.scores!;
		const line = await open(room, bob.token);
		expect(line).toMatchObject({ phase: 'over', you: 1, toAct: null, turn: end.game!.turn });
		expect(line.totals).toEqual(scores.map((x) => x.total));
		expect(line.winners).toEqual(scores.flatMap((x, seat) => (x.rank === 1 ? [seat] : [])));
		expect(line.winners!.length).toBeGreaterThan(0);
		ada.client.close();
		bob.client.close();
	});

	it('a closed table says closed, and one never created says missing (and is not created by asking)', async () => {
		vi.useFakeTimers({ toFake: ['Date'] });
		vi.setSystemTime(Date.UTC(2100, 0, 1));
		const room = await newTable('summary');
		vi.setSystemTime(Date.UTC(2100, 0, 1) + DEFAULT_CLOCK.maxAgeMs + 1000);
		expect(await runDurableObjectAlarm(env.Game.get(env.Game.idFromName(room)))).toBe(true);
		expect(await tableSummary(env, room, STRANGER)).toEqual({ room, status: 'closed' });

		const never = roomId('summary');
		expect(await tableSummary(env, never, STRANGER)).toEqual({ room: never, status: 'missing' });
		expect(await tableStatus(env, never)).toBe('missing');
		expect(await tableSummary(env, 'bad id', null)).toEqual({ room: 'bad id', status: 'missing' });
	});
});
