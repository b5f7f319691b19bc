// What each seat did last (last-moves.ts, last-move-words.ts) and "Since your
// last turn" (since.svelte.ts), from sequences of views: a real game's, seen by
// one seat, and logs written out for the cases a random game may not reach.
import { describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { newGame, toAct, viewFor, type GameEvent, type GameState, type GameView } from '$engine/index';
import { createRandom, randomAction } from '$engine/sim';
import { lastCard, lastMoves, sinceYourLastMove, type SeatMove } from '$lib/table/game/last-moves';
import { lastCardOf, lastMovesShown, moveWords } from '$lib/table/game/last-move-words';
import { SinceYourTurn } from '$lib/table/game/since.svelte';
import type { StandIn } from '$lib/table/room-types';
import { inLocale, LOCALES } from '../../i18n/helpers';
import { play, reactive, watch } from './fake-room.svelte';

const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli'];
const nameOf = (seat: number) => NAMES[seat];

/** The views `seat` receives through a game of random legal moves, one after each move. */
function viewsOf(players: number, seed: string, seat: number): GameView[] {
	const random = createRandom(seed);
	let g: GameState = newGame({ players, seed });
	const views = [viewFor(g, seat)];
	while (!g.over) {
		g = play(g, randomAction(g, random));
		views.push(viewFor(g, seat));
	}
	return views;
}

const take = (seat: number, card: string, faceDown = false, x = 0, y = 0): GameEvent => ({
	type: 'take',
	seat,
	card,
	faceDown,
	cost: faceDown ? 0 : 2,
	x,
	y
});
const key = (seat: number, use: 'refresh' | 'messenger'): GameEvent => ({ type: 'key', seat, use });
const turn = (seat: number, n: number): GameEvent => ({ type: 'turn', seat, turn: n });

describe('the last card', () => {
	const views = viewsOf(4, 'last-a', 0);

	test('is the card the seat placed last, in its tableau, in every view of a game', () => {
		let checked = 0;
		for (const view of views) {
			const lasts = lastMoves(view.log);
			view.players.forEach((player, seat) => {
				const move = lasts.get(seat);
				if (!move) return expect(player.tableau).toEqual([]);
				const at = lastCard(move);
				if (!at) return expect(move.kind).toBe('key');
				if (move.kind !== 'take') throw new Error('a card without a take');
				// The card lies there, and no card of the seat came after it.
				expect(player.tableau.find((p) => p.x === at.x && p.y === at.y)?.card).toBe(move.card);
				expect(view.log.slice(move.at + 1).some((e) => e.type === 'take' && e.seat === seat)).toBe(false);
				checked++;
			});
		}
		expect(checked).toBeGreaterThan(100);
	});

	test('moves with the seat’s next card, and stays put while the others play', () => {
		const marks = views.map((view) => lastMoves(view.log).get(1));
		let moved = 0;
		for (let i = 1; i < views.length; i++) {
			const took = views[i].log.slice(views[i - 1].log.length).some((e) => e.type === 'take' && e.seat === 1);
			if (took) {
				expect(marks[i]?.at).not.toBe(marks[i - 1]?.at);
				moved++;
			} else if (!views[i].log.slice(views[i - 1].log.length).some((e) => e.type === 'key' && e.seat === 1))
				expect(marks[i]).toEqual(marks[i - 1]);
		}
		expect(moved).toBe(9);
	});

	test('is cleared by a key spent at the start of the seat’s next turn', () => {
		const log = [
			turn(1, 1),
			take(1, 'steward', false, 0, 0),
			turn(2, 2),
			take(2, 'nun'),
			turn(1, 3),
			key(1, 'refresh')
		];
		expect(lastCard(lastMoves(log.slice(0, 4)).get(1))).toEqual({ x: 0, y: 0 });
		expect(lastMoves(log).get(1)?.kind).toBe('key');
		expect(lastCard(lastMoves(log).get(1))).toBeNull();
		expect(lastCard(lastMoves(log).get(2))).toEqual({ x: 0, y: 0 });
	});
});

test('what the table draws: each seat’s line and card, and your own card', () => {
	const log = [turn(1, 1), take(1, 'steward', false, 1, 0), turn(2, 2), key(2, 'refresh'), take(2, 'nun', true, 0, -1)];
	const shown = inLocale('en', () => lastMovesShown(log, [], nameOf));
	expect([...shown]).toEqual([
		[1, { line: 'took the Steward face up', card: { x: 1, y: 0 } }],
		[2, { line: 'took the Nun face down', card: { x: 0, y: -1 } }]
	]);
	expect(lastCardOf(log, 2)).toEqual({ x: 0, y: -1 });
	expect(lastCardOf(log, 0)).toBeNull();
	expect(lastCardOf(log, null)).toBeNull();
});

describe('the line per seat', () => {
	const moves: SeatMove[] = [
		{ kind: 'take', at: 1, seat: 1, card: 'steward', faceDown: false, x: 0, y: 0 },
		{ kind: 'take', at: 5, seat: 1, card: 'steward', faceDown: true, x: 0, y: 0 },
		{ kind: 'key', at: 7, seat: 2, use: 'refresh' },
		{ kind: 'key', at: 9, seat: 3, use: 'messenger' }
	];
	const standIns: StandIn[] = [
		{ seat: 1, from: 4, to: 7, reason: 'bot' },
		{ seat: 3, from: 8, to: 10, reason: 'timeout' }
	];

	test('says the move, and who made it for an absent player', () => {
		const words = inLocale('en', () => moves.map((move) => moveWords(move, standIns, nameOf)));
		expect(words).toEqual([
			'took the Steward face up',
			'bot for Bo: took the Steward face down',
			'spent a key: refresh',
			'time ran out: spent a key: move the Messenger'
		]);
		// The same move outside the stand-in's range is the player's own.
		expect(inLocale('en', () => moveWords({ ...moves[1], at: 7 }, standIns, nameOf))).toBe(
			'took the Steward face down'
		);
		expect(inLocale('en', () => moveWords(moves[1], [{ ...standIns[0], seat: 2 }], nameOf))).toBe(
			'took the Steward face down'
		);
	});

	test('in German, with the card’s name as the object', () => {
		expect(inLocale('de', () => moves.map((move) => moveWords(move, standIns, nameOf)))).toEqual([
			'nahm den Verwalter offen',
			'Bot für Bo: nahm den Verwalter verdeckt',
			'Schlüssel ausgegeben: Kartenreihe erneuert',
			'Zeit abgelaufen: Schlüssel ausgegeben: Herold bewegt'
		]);
	});

	test.each(LOCALES)('%s: every line filled in, each different', (locale) => {
		const words = inLocale(locale, () => moves.map((move) => moveWords(move, standIns, nameOf)));
		for (const line of words) expect(line).not.toMatch(/[{}]|undefined|steward/);
		expect(new Set(words).size).toBe(words.length);
	});
});

describe('since your last move', () => {
	test('at each of your turns in a game of four: the other three seats, in turn order, none of yours', () => {
		const views = viewsOf(4, 'since-a', 2);
		let turns = 0;
		for (const view of views) {
			if (view.toAct?.seat !== 2 || view.toAct.decision !== 'turn') continue;
			const entries = sinceYourLastMove(view.log, 4, 2);
			const mine = view.log.findLastIndex((e) => (e.type === 'take' || e.type === 'key') && e.seat === 2);
			// The turns played since: after your first move, always the three others in order.
			const since = view.log.flatMap((e, i) => (e.type === 'turn' && i > mine && e.seat !== 2 ? [e.seat] : []));
			if (mine >= 0) expect(since).toEqual([3, 0, 1]);
			expect(entries.map((e) => e.seat)).toEqual(since);
			for (const entry of entries) {
				expect(entry.moves.at(-1)?.kind, 'each seat’s turn ends with a card').toBe('take');
				expect(entry.moves.every((m) => m.at > mine && m.seat === entry.seat)).toBe(true);
			}
			turns++;
		}
		expect(turns).toBe(9);
	});

	test('a seat’s key and card in one turn are one entry; stand-ins’ moves are listed; your answers are not', () => {
		const log = [
			turn(0, 1),
			take(0, 'steward'),
			{ type: 'choose', seat: 0, source: 'steward', decision: 'option', value: 0 } as GameEvent,
			turn(1, 2),
			key(1, 'refresh'),
			{ type: 'discard', seat: 1, location: 'castle', cards: ['nun'], source: 'refresh' } as GameEvent,
			take(1, 'nun', true),
			turn(2, 3),
			take(2, 'pilgrim'),
			{ type: 'choose', seat: 2, source: 'pilgrim', decision: 'option', value: 1 } as GameEvent,
			turn(0, 4)
		];
		const entries = sinceYourLastMove(log, 3, 0);
		expect(entries.map((e) => [e.seat, e.moves.map((m) => (m.kind === 'key' ? m.use : m.card))])).toEqual([
			[1, ['refresh', 'nun']],
			[2, ['pilgrim']]
		]);
		const words = inLocale('en', () =>
			entries.map((e) => e.moves.map((m) => moveWords(m, [{ seat: 2, from: 7, to: 10, reason: 'bot' }], nameOf)))
		);
		expect(words).toEqual([
			['spent a key: refresh', 'took the Nun face down'],
			['bot for Cy: took the Pilgrim face up']
		]);
		// Your own key spent this turn: the summary is superseded (nothing since).
		expect(sinceYourLastMove([...log, key(0, 'messenger')], 3, 0)).toEqual([]);
	});

	test('a game of two shows nothing', () => {
		const views = viewsOf(2, 'since-b', 0);
		const mine = views.filter((v) => v.toAct?.seat === 0 && v.log.some((e) => e.type === 'take' && e.seat === 1));
		expect(mine.length).toBeGreaterThan(5);
		for (const view of mine) expect(sinceYourLastMove(view.log, 2, 0)).toEqual([]);
	});
});

describe('the summary at your turn', () => {
	/** A controller fed a game of three, seen by seat 0, as the page feeds it. */
	function table(players = 3) {
		const random = createRandom('since-c');
		const page = reactive({ game: newGame({ players, seed: 'since-c' }), picked: false, number: 1 });
		const memory = reactive({ shown: '', done: '' });
		/** The summary as drawn anew at each of your turns: a new controller, the page's memory. */
		const drawn = () =>
			new SinceYourTurn(
				{
					log: () => page.game.log,
					players: () => page.game.players.length,
					seat: () => 0,
					open: () => toAct(page.game)?.seat === 0 && toAct(page.game)?.decision === 'turn' && !page.picked,
					game: () => `room:${page.number}`
				},
				memory
			);
		const since = drawn();
		const stop = watch(() => since.follow());
		/** Others play until it is seat 0's turn again (or its first). */
		const untilMine = () => {
			do page.game = play(page.game, randomAction(page.game, random));
			while (toAct(page.game)?.seat !== 0 || toAct(page.game)?.decision !== 'turn');
			flushSync();
		};
		/** Seat 0 plays its whole turn. */
		const myTurn = () => {
			do page.game = play(page.game, randomAction(page.game, random));
			while (toAct(page.game)?.seat === 0);
			flushSync();
		};
		/** Through seat 0's first turn: the others are to play. */
		const begin = () => {
			if (toAct(page.game)?.seat !== 0) untilMine();
			myTurn();
		};
		return { page, since, drawn, stop, untilMine, myTurn, begin };
	}

	test('shows at your turn, not during the others’; gone when dismissed; the next turn’s shows', () => {
		const { page, since, drawn, stop, untilMine, myTurn, begin } = table();
		begin();
		expect(since.entries).toEqual([]);
		untilMine();
		expect(since.entries.map((e) => e.seat)).toEqual([1, 2]);
		since.dismiss();
		expect(since.entries).toEqual([]);
		// Drawn again (a reconnection, a re-render), the page remembers it was told…
		expect(drawn().entries).toEqual([]);
		// …but a rematch's log starts from 0 again: its summaries are new ones.
		page.number = 2;
		expect(drawn().entries.map((e) => e.seat)).toEqual([1, 2]);
		page.number = 1;
		myTurn();
		untilMine();
		expect(since.entries.map((e) => e.seat)).toEqual([1, 2]);
		stop();
	});

	test('a card picked closes it for good: putting the card back does not tell it again', () => {
		const { page, since, stop, untilMine, begin } = table();
		begin();
		untilMine();
		expect(since.entries.length).toBe(2);
		page.picked = true;
		flushSync();
		expect(since.entries).toEqual([]);
		page.picked = false;
		flushSync();
		expect(since.entries).toEqual([]);
		stop();
	});

	test('in a game of two, never', () => {
		const { since, stop, untilMine, myTurn, begin } = table(2);
		begin();
		for (let i = 0; i < 4; i++) {
			untilMine();
			expect(since.entries).toEqual([]);
			myTurn();
		}
		stop();
	});
});
