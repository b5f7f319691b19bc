// The home page's list of your tables: the order (your turn first, closed last),
// the words, what the one request carries, how the remembered rows follow the
// tables' answers, and when the list asks again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'svelte';
import type { MyTableLine, OpenTableSummary } from '$party/table-summary';
import { CLOSED_KEEP_MS, MAX_AGE_MS, myTables, type MyTable } from '$lib/table/my-tables';
import {
	REFRESH_MS,
	rowDetails,
	standingText,
	tableRows,
	YourTables,
	type YourTablesPage
} from '$lib/table/your-tables.svelte';
import { fakeStorage } from '../ui/fake-storage';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);
const TOKEN = (room: string) => `${room}-token-0123456789abcdef`;

const remembered = (room: string, over: Partial<MyTable> = {}): MyTable => ({
	room,
	name: 'Ada',
	phase: 'playing',
	turn: 3,
	yourTurn: false,
	at: T0,
	...over
});

/** An open table's answer: Ada (seat 0, you), Bob and Cy, Bob to act. */
const open = (room: string, over: Partial<OpenTableSummary> = {}): OpenTableSummary => ({
	room,
	status: 'open',
	phase: 'playing',
	gameNumber: 1,
	seats: [
		{ seat: 0, name: 'Ada', kind: 'human' },
		{ seat: 1, name: 'Bob', kind: 'human' },
		{ seat: 2, name: 'Cy', kind: 'bot' }
	],
	you: 0,
	toAct: 1,
	turn: 5,
	deadline: null,
	remainingMs: null,
	totals: null,
	winners: null,
	closing: null,
	...over
});

const byRoom = (lines: MyTableLine[]) => Object.fromEntries(lines.map((l) => [l.room, l]));

describe('the rows', () => {
	it('your turn first (least time left leading), then games under way, lobbies, finished games, closed tables', () => {
		// Memory order is newest first: the rows keep it within a group.
		const memory = ['lobby1', 'waitA', 'mine21h', 'closed1', 'won1', 'mine1h', 'remembered', 'waitB', 'missing1'].map(
			(room, i) => remembered(room, { at: T0 - i })
		);
		const lines = byRoom([
			open('lobby1', { phase: 'lobby', turn: null, toAct: null }),
			open('waitA'),
			open('mine21h', { toAct: 0, remainingMs: 21 * HOUR }),
			{ room: 'closed1', status: 'closed' },
			open('won1', { phase: 'over', toAct: null, totals: [70, 82, 60], winners: [1] }),
			open('mine1h', { toAct: 0, remainingMs: HOUR }),
			{ room: 'remembered', status: 'unreachable' },
			open('waitB', { toAct: 2 }),
			{ room: 'missing1', status: 'missing' }
		]);
		const rows = tableRows(memory, lines);
		expect(rows.map((r) => [r.room, r.standing.kind])).toEqual([
			['mine1h', 'your-turn'],
			['mine21h', 'your-turn'],
			['waitA', 'waiting'],
			['remembered', 'playing'],
			['waitB', 'waiting'],
			['lobby1', 'lobby'],
			['won1', 'won'],
			['closed1', 'closed'],
			['missing1', 'closed']
		]);
		expect(rows.find((r) => r.room === 'remembered')!.live).toBe(false);
		expect(rows.find((r) => r.room === 'waitB')!.standing).toEqual({
			kind: 'waiting',
			name: 'Cy',
			turn: 5,
			leftMs: null
		});
	});

	it('says it in words: your turn, waiting for Bob, the lobby, who won with what, closed', () => {
		const memory = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((room) => remembered(room));
		const lines = byRoom([
			open('a', { toAct: 0, remainingMs: 21 * HOUR }),
			open('b'),
			open('c', { phase: 'lobby', turn: null, toAct: null }),
			open('d', { phase: 'over', toAct: null, totals: [82, 70, 60], winners: [0] }),
			open('e', { phase: 'over', toAct: null, totals: [70, 82, 60], winners: [1] }),
			open('f', { phase: 'over', toAct: null, totals: [82, 82, 60], winners: [0, 1] }),
			{ room: 'g', status: 'closed' }
		]);
		const words = Object.fromEntries(tableRows(memory, lines).map((r) => [r.room, standingText(r.standing)]));
		expect(words).toEqual({
			a: 'Your turn',
			b: 'Waiting for Bob',
			c: 'In the lobby',
			d: 'Finished: you won with 82 points',
			e: 'Finished: Bob won with 82 points',
			f: 'Finished: a tie at 82 points',
			g: 'Closed'
		});
		const [yours] = tableRows(
			[remembered('k7xq2m9vtrpa')],
			byRoom([open('k7xq2m9vtrpa', { toAct: 0, remainingMs: 21 * HOUR })])
		);
		expect(rowDetails(yours)).toBe('Table k7xq · with Bob and Cy · turn 5 · 21 hr left');
		const [soon] = tableRows([remembered('k7xq2m9vtrpa')], byRoom([open('k7xq2m9vtrpa', { remainingMs: 125_000 })]));
		expect(rowDetails(soon)).toBe('Table k7xq · with Bob and Cy · turn 5 · 3 min left');
		const [lost, tied] = tableRows([remembered('e'), remembered('f')], lines);
		expect(rowDetails(lost)).toBe('Table e · with Bob and Cy · you scored 70');
		const [closing] = tableRows(
			[remembered('k7xq2m9vtrpa')],
			byRoom([open('k7xq2m9vtrpa', { closing: { at: T0 + HOUR, remainingMs: 40 * 60_000 } })])
		);
		expect(rowDetails(closing)).toBe('Table k7xq · with Bob and Cy · turn 5 · closes in 40 min');
		// Tied for first: no score of your own to add.
		expect(rowDetails(tied)).toBe('Table f · with Bob and Cy');
	});

	it('before any answer, or without one, speaks from memory; without your token, your name stands for you', () => {
		const memory = [
			remembered('mine', { yourTurn: true, turn: 7 }),
			remembered('over1', { phase: 'over' }),
			remembered('notoken')
		];
		const rows = tableRows(memory, byRoom([open('notoken', { you: null, toAct: 0 })]));
		expect(rows.map((r) => [r.room, r.standing.kind, r.live])).toEqual([
			['mine', 'your-turn', false],
			['notoken', 'waiting', true],
			['over1', 'over', false]
		]);
		expect(rowDetails(rows[0])).toBe('Table mine · turn 7');
		// The table does not know this browser's seat: it is not "your turn", and Ada is not listed as another player.
		expect(standingText(rows[1].standing)).toBe('Waiting for Ada');
		expect(rows[1].others).toEqual(['Bob', 'Cy']);
	});
});

describe('asking the tables', () => {
	let storage: ReturnType<typeof fakeStorage>;
	let now: number;
	let visible: boolean;
	let ticks: (() => void)[];
	let seenAgain: (() => void)[];
	let posts: string[];
	let answer: MyTableLine[] | null;

	const page: YourTablesPage = {
		post: async (body) => (posts.push(body), answer),
		now: () => now,
		every: (_ms, tick) => {
			ticks.push(tick);
			return () => ticks.splice(ticks.indexOf(tick), 1);
		},
		visible: () => visible,
		onVisible: (seen) => {
			seenAgain.push(seen);
			return () => seenAgain.splice(seenAgain.indexOf(seen), 1);
		}
	};
	const remember = (...tables: MyTable[]) => storage.items.set('castle-combo:tables', JSON.stringify(tables));
	const settle = () => new Promise((r) => setTimeout(r, 0));

	beforeEach(() => {
		storage = fakeStorage();
		vi.stubGlobal('localStorage', storage);
		now = T0;
		visible = true;
		ticks = [];
		seenAgain = [];
		posts = [];
		answer = [];
	});
	afterEach(() => vi.unstubAllGlobals());

	it('sends every remembered table with its seat token, or null without one, in one body', async () => {
		remember(remembered('withtoken01'), remembered('notoken0001'));
		storage.items.set('castle-combo:seat:withtoken01', TOKEN('withtoken01'));
		const list = new YourTables(page);
		list.load();
		await list.refresh();
		expect(posts.map((p) => JSON.parse(p))).toEqual([
			{
				tables: [
					{ room: 'withtoken01', token: TOKEN('withtoken01') },
					{ room: 'notoken0001', token: null }
				]
			}
		]);
	});

	it('asks nothing for an empty list, and keeps the remembered rows when no answer comes', async () => {
		const list = new YourTables(page);
		list.load();
		await list.refresh();
		expect(posts).toHaveLength(0);
		remember(remembered('gamefromday', { yourTurn: true }));
		answer = null;
		list.load();
		await list.refresh();
		expect(posts).toHaveLength(1);
		flushSync();
		expect(list.rows.map((r) => [r.standing.kind, r.live])).toEqual([['your-turn', false]]);
	});

	it('the rows follow the answers: a turn that became yours is remembered, a closed table is forgotten days later', async () => {
		remember(remembered('turnmoved01'), remembered('closed00001'));
		answer = [open('turnmoved01', { toAct: 0, turn: 6 }), { room: 'closed00001', status: 'closed' }];
		const list = new YourTables(page);
		list.load();
		await list.refresh();
		flushSync();
		expect(list.rows.map((r) => [r.room, r.standing.kind])).toEqual([
			['turnmoved01', 'your-turn'],
			['closed00001', 'closed']
		]);
		const stored = () => myTables(now).map((t) => [t.room, t.yourTurn, t.turn, t.closedSince]);
		expect(stored()).toEqual([
			['turnmoved01', true, 6, undefined],
			['closed00001', false, 3, T0]
		]);
		// Asked again later, the closed table keeps the day it was first seen closed, then goes.
		now = T0 + CLOSED_KEEP_MS - 1;
		await list.refresh();
		expect(stored()[1]).toEqual(['closed00001', false, 3, T0]);
		now = T0 + CLOSED_KEEP_MS;
		await list.refresh();
		flushSync();
		expect(list.rows.map((r) => r.room)).toEqual(['turnmoved01']);
	});

	it('keeps a table as long as a days table lives: a month, not a day', () => {
		remember(remembered('dayold00001', { at: T0 - 2 * 24 * HOUR }), remembered('monthold001', { at: T0 - MAX_AGE_MS }));
		expect(myTables(T0).map((t) => t.room)).toEqual(['dayold00001']);
	});

	it('asks on load, every minute while the page is seen, and when it is seen again; stops when told', async () => {
		remember(remembered('watched0001'));
		const list = new YourTables(page);
		const stop = list.watch();
		await settle();
		expect(posts).toHaveLength(1);
		expect(ticks).toHaveLength(1);

		now += REFRESH_MS;
		ticks[0]();
		await settle();
		expect(posts).toHaveLength(2);

		// Hidden: the minute passes without a question; seen again, it asks at once.
		visible = false;
		now += REFRESH_MS;
		ticks[0]();
		await settle();
		expect(posts).toHaveLength(2);
		visible = true;
		seenAgain[0]();
		await settle();
		expect(posts).toHaveLength(3);
		// Seen again a moment after an answer: no second question.
		now += 1000;
		seenAgain[0]();
		await settle();
		expect(posts).toHaveLength(3);

		stop();
		expect(ticks).toHaveLength(0);
		expect(seenAgain).toHaveLength(0);
	});

	it('one question at a time: a tick while the last is unanswered asks nothing', async () => {
		remember(remembered('slowtable01'));
		let release: (lines: MyTableLine[]) => void = () => {};
		const slow: YourTablesPage = {
			...page,
			post: (body) => (posts.push(body), new Promise((r) => (release = r)))
		};
		const list = new YourTables(slow);
		list.watch();
		now += REFRESH_MS;
		ticks[0]();
		expect(posts).toHaveLength(1);
		release([open('slowtable01')]);
		await settle();
		now += REFRESH_MS;
		ticks[0]();
		expect(posts).toHaveLength(2);
	});
});
