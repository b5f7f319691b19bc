// One player for the expert, the review and the hints: the expert's search, the
// review's comparison and a hint all play out with `playoutStep`, which spends keys.
// Also the faster pieces of that player give what the slower ones gave: the best take
// without listing every take, and the values of a card over every open space.
import { describe, expect, it } from 'vitest';
import {
	otherLocation,
	scores,
	toAct,
	viewFor,
	type Action,
	type GameState,
	type KeyAction,
	type TakeAction
} from '../../engine/index';
import { cloneGame, copyToTry, createRandom, determinize, openCells, step } from '../../engine/sim';
import type { ExpertOptions } from '../../bots/index';
import { viewSeed } from '../../bots/expert';
import { placementValues, playerValue } from '../../bots/evaluate';
import { bestOf, bestTake, greedyKeyStep, scoreTakes, simClone, type FaceDownValues } from '../../bots/greedy';
import { playoutStep, seatTotal } from '../../bots/playout';
import { bestMove, compareMoves, newTrace } from '../../bots/review';
import { midGame } from './mid-game';

const EXPERT: ExpertOptions = { playouts: 24, candidates: 4, timeLimitMs: Infinity };

/** The seat's final score after `action`, played out by hand with the key-spending greedy player. */
function byHand(det: GameState, seat: number, action: Action): number {
	const g = simClone(det);
	step(g, seat, action);
	while (toAct(g)) greedyKeyStep(g);
	return scores(g)[seat].total;
}

describe('one playout policy', () => {
	it('is the key-spending greedy player', () => {
		expect(playoutStep).toBe(greedyKeyStep);
	});

	it('the expert records what the review would compute: the same player, the same results', () => {
		const g = midGame(3, 'one-policy', 5);
		const seat = toAct(g)!.seat;
		const view = viewFor(g, seat);
		const trace = newTrace();
		bestMove(view, { expert: EXPERT }, trace);
		let checked = 0;
		trace.finals.forEach((finals, i) =>
			finals.forEach((final, d) => {
				if (final === undefined || checked >= 12) return;
				expect(final).toBe(byHand(trace.dets[d], seat, trace.candidates[i]));
				checked++;
			})
		);
		expect(checked).toBe(12);
	});

	it("the review and the hint weigh a move on fresh games with the expert's player", () => {
		const g = midGame(2, 'one-policy-2', 6);
		const seat = toAct(g)!.seat;
		const view = viewFor(g, seat);
		const best = bestMove(view, { expert: EXPERT });
		const played = view.legal.find((a) => JSON.stringify(a) !== JSON.stringify(best))!;
		const n = 6;
		const c = compareMoves(view, best, played, { playouts: n, minPlayouts: n });
		const random = createRandom(`review/${viewSeed(view)}`);
		let sum = 0;
		for (let i = 0; i < n; i++) {
			const det = determinize(view, random);
			sum += byHand(det, seat, best) - byHand(det, seat, played);
		}
		expect(c.loss.mean).toBeCloseTo(sum / n, 9);
	});
});

describe('the faster pieces of the player', () => {
	const states = [2, 3, 4, 5].flatMap((players) =>
		[1, 3, 5, 8].map((turns) => midGame(players, `fast-${players}`, turns * players))
	);
	// More positions, for the tests that need a seat holding a key.
	const withKeys = [2, 3, 4, 5].flatMap((players) =>
		[2, 4, 6, 9, 12].map((turns) => midGame(players, `keys-${players}-${turns}`, turns * players))
	);
	/** The positions where the seat to act may spend a key, with that seat. */
	const keyTurns = [...states, ...withKeys].flatMap((g) => {
		const now = toAct(g);
		return now && !g.pending && !g.keyUsed && g.players[now.seat].keys >= 1 ? [{ g, seat: now.seat }] : [];
	});
	/** A copy of `g` after the seat spends a key on `use` (as greedyKeyStep weighs it). */
	const afterKey = (g: GameState, seat: number, use: KeyAction['use']): GameState => {
		const c = copyToTry(g, seat, { type: 'key', use });
		step(c, seat, { type: 'key', use });
		return c;
	};

	it('bestTake is the first best of every take', () => {
		for (const g of states) {
			const now = toAct(g);
			if (!now || g.pending) continue;
			expect(bestTake(g, now.seat)).toEqual(bestOf(scoreTakes(g, now.seat, false)));
		}
	});

	it('after either key use a face-down take is worth the same: values kept from one display serve the other', () => {
		let compared = 0;
		for (const { g, seat } of keyTurns) {
			if (g.removed.includes(otherLocation(g.messenger))) continue;
			const [moved, refreshed] = (['messenger', 'refresh'] as const).map((use) => afterKey(g, seat, use));
			const kept: FaceDownValues = { known: false, values: [], opp: 0 };
			bestTake(moved, seat, kept);
			const stepped = scoreTakes(refreshed, seat, false).filter((s) => (s.action as TakeAction).faceDown);
			if (!kept.known || stepped.length === 0) continue;
			expect(stepped.map((s) => s.value)).toEqual(kept.values.map((v) => v - kept.opp));
			expect(bestTake(refreshed, seat, kept)).toEqual(bestTake(refreshed, seat));
			compared++;
		}
		expect(compared).toBeGreaterThan(15);
	});

	it("greedyKeyStep plays its definition's move (a key use only for a better take after it)", () => {
		let compared = 0;
		for (const { g, seat } of keyTurns) {
			// The definition, each take valued afresh (greedyKeyStep keeps a face-down take's values between its key uses).
			let best = bestTake(g, seat);
			let key: KeyAction | null = null;
			for (const use of ['messenger', 'refresh'] as const) {
				if (use === 'messenger' && g.removed.includes(otherLocation(g.messenger))) continue;
				const there = bestTake(afterKey(g, seat, use), seat);
				if (there.value > best.value) [best, key] = [there, { type: 'key', use }];
			}
			const expected = simClone(g);
			if (key) step(expected, seat, key);
			step(expected, seat, best.action);
			const played = simClone(g);
			greedyKeyStep(played);
			expect(played).toEqual(expected);
			compared++;
		}
		expect(compared).toBeGreaterThan(15);
	});

	it("seatTotal is the seat's total of scores(), mid-game and at the end", () => {
		let compared = 0;
		for (const g of [...states, ...withKeys]) {
			const end = simClone(g);
			while (toAct(end)) greedyKeyStep(end);
			for (const state of [g, end])
				for (let seat = 0; seat < state.players.length; seat++) {
					expect(seatTotal(state, seat)).toBe(scores(state)[seat].total);
					compared++;
				}
		}
		expect(compared).toBeGreaterThan(200);
	});

	it('placementValues is playerValue with the card at each space', () => {
		let compared = 0;
		for (const g of states) {
			for (const p of cloneGame(g).players) {
				if (p.tableau.length < 2) continue;
				const placed = p.tableau[p.tableau.length - 1];
				const cells = openCells(p.tableau.slice(0, -1)); // where the last card could have gone
				const out: number[] = [];
				placementValues(p, placed, cells, out);
				for (let i = 0; i < cells.length; i += 2) {
					placed.x = cells[i];
					placed.y = cells[i + 1];
					expect(out[i / 2]).toBe(playerValue(p));
					compared++;
				}
			}
		}
		expect(compared).toBeGreaterThan(50);
	});
});
