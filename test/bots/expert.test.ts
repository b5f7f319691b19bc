// The expert bot: legal at every decision, the same decision for the same view
// (whatever random stream it is handed), and blind to what the seat has not seen.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, toAct, viewFor, type Action } from '../../engine/index';
import { cloneGame, createRandom } from '../../engine/sim';
import { chooseAction, expertSearch, type BotLevel, type ExpertOptions } from '../../bots/index';
import { greedyKeyStep, greedyStep } from '../../bots/greedy';
import { permuteDecks, twinGames } from './hidden';
import { midGame } from './mid-game';

/** A reduced budget for tests: the same code path, fewer playouts. */
const SMALL: ExpertOptions = { playouts: 24, candidates: 4, timeLimitMs: Infinity };
/** The default budget, without the wall-clock guard (a loaded machine must not cut a search short). */
const FULL: ExpertOptions = { timeLimitMs: Infinity };

const key = (a: Action) => JSON.stringify(a);

/** Plays a game; every action is checked against legalActions. Returns the decisions each level met. */
function playChecked(players: number, seed: string, levels: BotLevel[]): Set<string> {
	let g = newGame({ players, seed });
	const rng = createRandom(seed);
	const met = new Set<string>();
	for (let now = toAct(g); now; now = toAct(g)) {
		const a = chooseAction(viewFor(g, now.seat), levels[now.seat], rng, SMALL);
		if (levels[now.seat] === 'expert') met.add(now.decision);
		expect(legalActions(g).map(key)).toContain(key(a));
		const r = applyAction(g, now.seat, a);
		if (!r.ok) throw new Error(`${levels[now.seat]}: ${key(a)} refused: ${r.error.message}`);
		g = r.game;
	}
	expect(g.over).toBe(true);
	return met;
}

describe('expert bot', () => {
	it('plays legal moves at every decision, 2–5 players, answering ability decisions too', () => {
		const met = new Set<string>();
		for (const players of [2, 3, 4, 5]) {
			for (let k = 0; k < 2; k++) {
				const levels = Array.from(
					{ length: players },
					(_, s) => (s === k % players ? 'expert' : s % 2 ? 'easy' : 'medium') as BotLevel
				);
				for (const d of playChecked(players, `expert-legal-${players}-${k}`, levels)) met.add(d);
			}
		}
		playChecked(2, 'expert-all', ['expert', 'expert']);
		expect(met.has('turn')).toBe(true);
		expect([...met].some((d) => d !== 'turn' && d !== 'take')).toBe(true);
	}, 120_000);

	it('decides the same for the same view, whatever random stream it is given', () => {
		for (let k = 0; k < 3; k++) {
			const g = midGame(2 + k, `expert-same-${k}`, 3 + 4 * k);
			const view = viewFor(g, toAct(g)!.seat);
			const a = chooseAction(view, 'expert', createRandom('one'), FULL);
			const b = chooseAction(structuredClone(view), 'expert', createRandom('another'), FULL);
			expect(b).toEqual(a);
			expect(view.legal.map(key)).toContain(key(a));
		}
	}, 60_000);

	it('decides the same when only cards the seat has not seen differ (newGame reveals)', () => {
		for (let k = 0; k < 3; k++) {
			const [gA, gB] = twinGames(2 + k, `expert-reveals-${k}`);
			expect(gA.decks).not.toEqual(gB.decks);
			const seat = toAct(gA)!.seat;
			const a = chooseAction(viewFor(gA, seat), 'expert', createRandom('x'), SMALL);
			const b = chooseAction(viewFor(gB, seat), 'expert', createRandom('x'), SMALL);
			expect(b).toEqual(a);
		}
	});

	it('decides the same mid-game when the decks are permuted (default budget)', () => {
		for (let k = 0; k < 3; k++) {
			const g = midGame(2, `expert-mid-${k}`, 5 + 3 * k);
			const h = permuteDecks(g, `expert-perm-${k}`);
			expect(h.decks).not.toEqual(g.decks);
			const seat = toAct(g)!.seat;
			const a = chooseAction(viewFor(g, seat), 'expert', createRandom('x'), FULL);
			const b = chooseAction(viewFor(h, seat), 'expert', createRandom('x'), FULL);
			expect(b).toEqual(a);
		}
	}, 60_000);

	it('the search in steps gives the thread back between batches and ends on the same decision', () => {
		const g = midGame(2, 'expert-steps', 6);
		const view = viewFor(g, toAct(g)!.seat);
		const search = expertSearch(view, SMALL);
		let steps = 0;
		let next = search.next();
		for (; !next.done; next = search.next()) steps++;
		expect(steps).toBeGreaterThan(1);
		expect(next.value).toEqual(chooseAction(view, 'expert', createRandom('x'), SMALL));
		expect(view.legal.map(key)).toContain(key(next.value));
	});

	it('plays out with a policy that spends keys on a better take elsewhere, by the rules', () => {
		let spent = 0;
		for (let k = 0; k < 6; k++) {
			const g = midGame(2 + (k % 2), `expert-keys-${k}`, 2 * k);
			const c = cloneGame(g);
			const from = c.history!.length;
			while (toAct(c)) greedyKeyStep(c);
			// Replay the playout through the rules API: every action it took is legal.
			let r = g;
			for (const { seat, action } of c.history!.slice(from)) {
				const next = applyAction(r, seat, action);
				if (!next.ok) throw new Error(`${key(action)} refused: ${next.error.message}`);
				r = next.game;
				if (action.type === 'key') spent++;
			}
			expect(r.over).toBe(true);
		}
		expect(spent).toBeGreaterThan(0);
	});

	it('plays out as the greedy policy for a seat without a key', () => {
		let compared = 0;
		for (let k = 0; k < 4; k++) {
			const g = cloneGame(midGame(2 + k, `expert-nokeys-${k}`, 3 * k));
			for (const p of g.players) p.keys = 0;
			for (let now = toAct(g); now; now = toAct(g)) {
				if (g.players[now.seat].keys === 0) {
					const a = cloneGame(g);
					greedyKeyStep(a);
					const b = cloneGame(g);
					greedyStep(b);
					expect(a.history).toEqual(b.history);
					compared++;
				}
				greedyKeyStep(g);
			}
		}
		expect(compared).toBeGreaterThan(10);
	});
});
