// Bots: legality at every level, determinism, independence from hidden deck
// order (hard), and strength (medium clearly beats easy).
import { describe, expect, it } from 'vitest';
import {
	applyAction,
	legalActions,
	newGame,
	recordOf,
	scores,
	toAct,
	viewFor,
	type Action,
	type GameState
} from '../../engine/index';
import { createRandom } from '../../engine/sim';
import { chooseAction, type BotLevel, type HardOptions } from '../../bots/index';
import { permuteDecks, twinGames } from './hidden';

/** A reduced hard budget for tests: the same code path, fewer playouts. */
const SMALL: HardOptions = { playouts: 12, candidates: 4 };

const key = (a: Action) => JSON.stringify(a);

/** Play a whole game, checking every bot action against legalActions and applyAction. */
function playChecked(players: number, seed: string, levels: BotLevel[], options?: HardOptions): GameState {
	let g = newGame({ players, seed });
	const rngs = levels.map((_, s) => createRandom(`${seed}/${s}`));
	let moves = 0;
	for (let now = toAct(g); now; now = toAct(g)) {
		const view = viewFor(g, now.seat);
		const a = chooseAction(view, levels[now.seat], rngs[now.seat], options);
		const legal = new Set(legalActions(g).map(key));
		if (!legal.has(key(a))) throw new Error(`${levels[now.seat]} returned an illegal action ${key(a)} (seed ${seed})`);
		const r = applyAction(g, now.seat, a);
		if (!r.ok) throw new Error(`${levels[now.seat]}: applyAction rejected ${key(a)}: ${r.error.message}`);
		g = r.game;
		if (++moves > 500) throw new Error('game does not end');
	}
	expect(g.over).toBe(true);
	for (const p of g.players) expect(p.tableau.length).toBe(9);
	return g;
}

describe('bots return legal actions', () => {
	it('easy: 200 seeded games, 2–5 players', () => {
		for (let i = 0; i < 200; i++) {
			const players = 2 + (i % 4);
			playChecked(players, `easy-${i}`, Array(players).fill('easy'));
		}
	});

	it('medium: 160 seeded games, 2–5 players (mixed with easy seats)', () => {
		for (let i = 0; i < 160; i++) {
			const players = 2 + (i % 4);
			const levels = Array.from({ length: players }, (_, s) => (s % 3 === 2 ? 'easy' : 'medium') as BotLevel);
			playChecked(players, `medium-${i}`, levels);
		}
	});

	it('hard (reduced playout budget): games with 2, 3, 4 and 5 players', () => {
		for (const players of [2, 3, 4, 5]) {
			for (let k = 0; k < 2; k++) {
				const levels = Array.from(
					{ length: players },
					(_, s) => ((s + k) % players === 0 ? 'hard' : s % 2 ? 'medium' : 'easy') as BotLevel
				);
				playChecked(players, `hard-${players}-${k}`, levels, SMALL);
			}
		}
		// Every seat hard once, two players.
		playChecked(2, 'hard-all', ['hard', 'hard'], SMALL);
	});

	it('answers every ability decision (neighbour, option, discard, purses) at each level', () => {
		const seen: Record<string, Set<string>> = { easy: new Set(), medium: new Set(), hard: new Set() };
		for (let i = 0; i < 60; i++) {
			const players = 3 + (i % 3);
			const levels: BotLevel[] = Array.from(
				{ length: players },
				(_, s) => (['easy', 'medium', 'hard'] as const)[(s + i) % 3]
			);
			let g = newGame({ players, seed: `answers-${i}` });
			const rng = createRandom(`answers-${i}`);
			for (let now = toAct(g); now; now = toAct(g)) {
				const a = chooseAction(viewFor(g, now.seat), levels[now.seat], rng, { playouts: 4, candidates: 2, horizon: 2 });
				if (g.pending) seen[levels[now.seat]].add(g.pending.decision);
				const r = applyAction(g, now.seat, a);
				expect(r.ok).toBe(true);
				if (r.ok) g = r.game;
			}
		}
		for (const level of ['easy', 'medium', 'hard']) {
			for (const d of ['option', 'discard']) expect(seen[level].has(d), `${level} answered a ${d} decision`).toBe(true);
		}
	});

	it('refuses a view whose seat is not to act', () => {
		const g = newGame({ players: 2, seed: 'refuse' });
		const other = (toAct(g)!.seat + 1) % 2;
		expect(() => chooseAction(viewFor(g, other), 'easy', createRandom('x'))).toThrow();
		expect(() => chooseAction(viewFor(g, null), 'medium', createRandom('x'))).toThrow();
	});
});

describe('determinism', () => {
	it('the same seeds give the same game (identical records)', () => {
		const levels: BotLevel[] = ['hard', 'medium', 'easy'];
		const a = recordOf(playChecked(3, 'same-seed', levels, SMALL));
		const b = recordOf(playChecked(3, 'same-seed', levels, SMALL));
		expect(b).toEqual(a);
		expect(a.actions.length).toBeGreaterThan(27);
	});
});

describe('the hard bot decides from the view only', () => {
	it('same decision when only the order of unrevealed cards differs (newGame reveals)', () => {
		for (let k = 0; k < 6; k++) {
			// Same first three revealed cards per location, the rest reversed.
			const [gA, gB] = twinGames(2 + (k % 3), `reveals-${k}`);
			expect(gA.decks).not.toEqual(gB.decks);
			const seat = toAct(gA)!.seat;
			expect(viewFor(gB, seat)).toEqual(viewFor(gA, seat));
			const a = chooseAction(viewFor(gA, seat), 'hard', createRandom(`hard-${k}`), SMALL);
			const b = chooseAction(viewFor(gB, seat), 'hard', createRandom(`hard-${k}`), SMALL);
			expect(b).toEqual(a);
		}
	});

	// Default playout budget; the wall-clock safety cap is lifted so a loaded test machine cannot cut a search short.
	const FULL: HardOptions = { timeLimitMs: Infinity };
	it('same decision mid-game with a permuted deck (default playout budget)', () => {
		let checked = 0;
		for (let k = 0; k < 4; k++) {
			let g = newGame({ players: 2, seed: `mid-${k}` });
			const rng = createRandom(`mid-${k}`);
			for (let t = 0; t < 5 + 2 * k; t++) {
				const now = toAct(g)!;
				const r = applyAction(g, now.seat, chooseAction(viewFor(g, now.seat), 'medium', rng));
				if (r.ok) g = r.game;
			}
			const seat = toAct(g)!.seat;
			const h = permuteDecks(g, `perm-${k}`);
			expect(h.decks).not.toEqual(g.decks);
			const a = chooseAction(viewFor(g, seat), 'hard', createRandom(`d-${k}`), FULL);
			const b = chooseAction(viewFor(h, seat), 'hard', createRandom(`d-${k}`), FULL);
			expect(b).toEqual(a);
			checked++;
		}
		expect(checked).toBe(4);
	});
});

describe('strength', () => {
	it('medium beats easy in at least 80 % of 40 two-player games', () => {
		let wins = 0;
		for (let i = 0; i < 40; i++) {
			const levels: BotLevel[] = i % 2 ? ['easy', 'medium'] : ['medium', 'easy'];
			const g = playChecked(2, `strength-${i}`, levels);
			const mediumSeat = levels.indexOf('medium');
			const s = scores(g);
			if (s[mediumSeat].rank === 1) wins += s[1 - mediumSeat].rank === 1 ? 0.5 : 1;
		}
		expect(wins).toBeGreaterThanOrEqual(32);
	});
});
