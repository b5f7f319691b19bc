// The review of a seat's game: honest (a decision's review depends only on what
// the seat had seen), fair (the expert's own moves lose nothing, random moves lose
// a lot), and safe (a damaged record is an error code, never a crash).
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, recordOf, toAct, viewFor, type GameRecord, type GameState } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import { chooseAction, type BotLevel, type ExpertOptions } from '../../bots/index';
import { planReview, reviewDecision, reviewSeat, type ReviewOptions, type ReviewTask } from '../../bots/review';

/** A reduced budget for tests: the same code path, fewer playouts. */
const EXPERT: ExpertOptions = { playouts: 24, candidates: 4, timeLimitMs: Infinity };
const SMALL: ReviewOptions = { playouts: 12, minPlayouts: 8, bestPlayouts: 8, expert: EXPERT };

type Player = BotLevel | 'random';

/** Plays `g` on to the end: each seat by its level ('random': uniformly among the legal moves). */
function playOn(g: GameState, seed: string, players: Player[]): GameState {
	const rng = createRandom(seed);
	for (let now = toAct(g); now; now = toAct(g)) {
		const view = viewFor(g, now.seat);
		const who = players[now.seat];
		const a =
			who === 'random'
				? view.legal[Math.floor(rng() * view.legal.length)]
				: chooseAction(view, who, rng, who === 'expert' ? EXPERT : undefined);
		const r = applyAction(g, now.seat, a);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return g;
}

const played = (players: number, seed: string, who: Player[]) =>
	recordOf(playOn(newGame({ players, seed }), seed, who));

/**
 * The actions of `record` up to and including step `k` (the move made there) on a
 * deal whose cards not revealed before that move come in another order.
 */
function sameUntil(record: GameRecord, k: number): GameState {
	let g = newGame({ players: record.players, firstPlayer: record.firstPlayer, reveals: record.reveals });
	for (const { seat, action } of record.actions.slice(0, k)) {
		const r = applyAction(g, seat, action);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	const reveals = { castle: [] as string[], village: [] as string[] };
	for (const loc of ['castle', 'village'] as const) {
		const seen = g.revealed[loc].length;
		const firstDeck = record.reveals[loc].slice(0, 39);
		reveals[loc] = [...firstDeck.slice(0, seen), ...firstDeck.slice(seen).reverse()];
	}
	let other = newGame({ players: record.players, firstPlayer: record.firstPlayer, reveals });
	for (const { seat, action } of record.actions.slice(0, k + 1)) {
		const r = applyAction(other, seat, action);
		if (!r.ok) throw new Error(r.error.message);
		other = r.game;
	}
	return other;
}

const tasksOf = (record: GameRecord, seat: number): ReviewTask[] => {
	const plan = planReview(record, seat);
	if (!plan.ok) throw new Error(plan.error);
	return plan.tasks;
};

describe('review', () => {
	it('judges a decision from what the seat had seen: games alike until then review alike', () => {
		const seat = 1;
		const a = played(3, 'review-honest', ['medium', 'hard', 'medium']);
		const tasks = tasksOf(a, seat);
		const k = tasks[3].step;
		// Game B: the same moves up to step k over a deal whose unseen cards differ, then other moves.
		const b = recordOf(playOn(sameUntil(a, k), 'review-honest-b', ['easy', 'easy', 'easy']));
		expect(b.reveals).not.toEqual(a.reveals);
		expect(b.actions.slice(k + 1)).not.toEqual(a.actions.slice(k + 1));
		const early = (r: GameRecord) => tasksOf(r, seat).filter((t) => t.step <= k);
		const [ea, eb] = [early(a), early(b)];
		expect(ea.map((t) => t.step)).toEqual(eb.map((t) => t.step));
		expect(ea.length).toBeGreaterThanOrEqual(4);
		const ra = ea.map((t) => reviewDecision(t, SMALL));
		const rb = eb.map((t) => reviewDecision(t, SMALL));
		expect(rb).toEqual(ra);
		// The same file, reviewed again, gives the same review.
		expect(ea.map((t) => reviewDecision(t, SMALL))).toEqual(ra);
	});

	it("the expert's own moves lose nothing; uniformly random moves lose many points", () => {
		const expert = reviewSeat(played(3, 'review-fair', ['expert', 'medium', 'medium']), 0, SMALL);
		if (!expert.ok) throw new Error(expert.error);
		expect(expert.review.decisions.length).toBeGreaterThan(5);
		for (const d of expert.review.decisions) {
			expect(d.best).toEqual(d.played);
			expect(Math.abs(d.loss.mean)).toBeLessThanOrEqual(2 * d.loss.se);
		}
		expect(expert.review.totalLoss.mean).toBe(0);
		expect(expert.review.worst).toEqual([]);

		const random = reviewSeat(played(3, 'review-fair', ['random', 'medium', 'medium']), 0, SMALL);
		if (!random.ok) throw new Error(random.error);
		const { totalLoss, decisions, worst } = random.review;
		expect(totalLoss.mean).toBeGreaterThan(15);
		expect(totalLoss.mean).toBeGreaterThan(4 * totalLoss.se);
		expect(worst.length).toBeGreaterThan(0);
		// Worst first, each a decision that lost points.
		const lossAt = (step: number) => decisions.find((d) => d.step === step)!.loss.mean;
		for (let i = 1; i < worst.length; i++) expect(lossAt(worst[i - 1])).toBeGreaterThanOrEqual(lossAt(worst[i]));
		expect(lossAt(worst[0])).toBe(Math.max(...decisions.map((d) => d.loss.mean)));
	});

	it('a damaged record is a clear error code, never a crash', () => {
		const good = played(2, 'review-damaged', ['medium', 'medium']);
		expect(reviewSeat('not json', 0).ok).toBe(false);
		expect(reviewSeat(null, 0)).toEqual({ ok: false, error: 'not-a-record' });
		expect(reviewSeat({ ...good, players: 7 }, 0)).toEqual({ ok: false, error: 'not-a-record' });
		expect(reviewSeat({ ...good, reveals: { castle: ['nope'], village: [] } }, 0)).toEqual({
			ok: false,
			error: 'not-a-record'
		});
		const swapped = structuredClone(good);
		swapped.actions[4].seat = (swapped.actions[4].seat + 1) % 2;
		expect(reviewSeat(swapped, 0)).toEqual({ ok: false, error: 'illegal-move' });
		expect(reviewSeat({ ...good, actions: good.actions.slice(0, 10) }, 0)).toEqual({
			ok: false,
			error: 'unfinished'
		});
		for (const seat of [2, -1, 0.5, '0']) expect(reviewSeat(good, seat)).toEqual({ ok: false, error: 'no-such-seat' });
		expect(planReview(good, 1).ok).toBe(true);
	});
});
