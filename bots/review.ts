// A review of one seat's game: at each of its decisions, the expected final score
// of the move it played against the expert's move, each with its uncertainty.
//
// Honest by construction: a decision is judged from the seat's view at that step
// only (`viewFor`, then `determinize`: never the record's deck or later reveals),
// and every random draw is seeded by that view, so the same file gives the same
// review and two games alike in everything the seat had seen review alike.
// The best move is the expert's own choice (same view, same seed, same move as an
// expert seat would have played); both moves are then played on the same sampled
// games (common random numbers) to the end by the expert's own playout policy
// (bots/playout.ts) for every seat, and the seat's exact final score is averaged.
// The games the expert's search already played are reused, so most of a review's
// time is the expert's search itself.
import * as v from 'valibot';
import {
	applyAction,
	GameRecordSchema,
	newGame,
	sameAction,
	toAct,
	viewFor,
	type Action,
	type DecisionType,
	type GameRecord,
	type GameState,
	type GameView
} from '../engine/index';
import { createRandom, determinize } from '../engine/sim';
import { expertAction, viewSeed, type ExpertOptions, type SearchTrace } from './expert';
import { finalScore } from './playout';

export interface ReviewOptions {
	/** Most sampled games per decision on which both moves are played. */
	playouts?: number;
	/** Fewest when the moves differ: enough once the loss is known well enough (`precise`). */
	minPlayouts?: number;
	/** Fewest for the best move's own score (all there is to play when the moves are the same). */
	bestPlayouts?: number;
	targetSe?: number;
	/** Reuse the games the expert's search played (false: fresh games only, as a reference). */
	reuse?: boolean;
	/** The expert's budget for finding the best move (tests use a small one). */
	expert?: ExpertOptions;
}

export const REVIEW_DEFAULTS = { playouts: 64, minPlayouts: 24, bestPlayouts: 12, targetSe: 0.75, reuse: true };

/** A mean and its standard error, in points. */
export interface Estimate {
	mean: number;
	se: number;
}

export interface DecisionReview {
	/** Actions applied before this decision: the replay's step showing the board as the seat saw it. */
	step: number;
	turn: number;
	decision: DecisionType;
	played: Action;
	best: Action;
	/** Expected final score after the move played. */
	playedScore: Estimate;
	/** Expected final score after the best move. */
	bestScore: Estimate;
	/** Best minus played on the same sampled games (0 exactly when the seat played the best move). */
	loss: Estimate;
}

export interface SeatReview {
	seat: number;
	decisions: DecisionReview[];
	/** Sum of the decisions' losses; the standard errors add in quadrature (independent samples). */
	totalLoss: Estimate;
	/** Steps of the decisions that lost the most (a positive loss only), worst first. */
	worst: number[];
}

export type ReviewError = 'not-a-record' | 'illegal-move' | 'unfinished' | 'no-such-seat';

/** One decision to review: the seat's view at that step and what it played there. */
export interface ReviewTask {
	step: number;
	view: GameView;
	played: Action;
}

export type ReviewPlan = { ok: true; seat: number; tasks: ReviewTask[] } | { ok: false; error: ReviewError };

/** Checks the record and lists the seat's decisions that had a choice. Never throws. */
export function planReview(record: unknown, seat: unknown): ReviewPlan {
	const parsed = v.safeParse(GameRecordSchema, record);
	if (!parsed.success) return { ok: false, error: 'not-a-record' };
	const r: GameRecord = parsed.output;
	if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= r.players)
		return { ok: false, error: 'no-such-seat' };
	let g: GameState;
	try {
		g = newGame({ players: r.players, firstPlayer: r.firstPlayer, reveals: r.reveals });
	} catch {
		return { ok: false, error: 'not-a-record' };
	}
	const tasks: ReviewTask[] = [];
	for (let k = 0; k < r.actions.length; k++) {
		const { seat: by, action } = r.actions[k];
		if (by === seat && toAct(g)?.seat === seat) {
			const view = viewFor(g, seat);
			if (view.legal.length > 1) tasks.push({ step: k, view, played: action });
		}
		const res = applyAction(g, by, action);
		if (!res.ok) return { ok: false, error: 'illegal-move' };
		g = res.game;
	}
	if (!g.over) return { ok: false, error: 'unfinished' };
	return { ok: true, seat, tasks };
}

function estimate(samples: readonly number[]): Estimate {
	const n = samples.length;
	const mean = samples.reduce((a, b) => a + b, 0) / n;
	const variance = n > 1 ? samples.reduce((a, b) => a + (b - mean) * (b - mean), 0) / (n - 1) : 0;
	return { mean, se: Math.sqrt(variance / n) };
}

/** Known well enough: within `targetSe` points, or a fifth of a larger loss (the worst steps still rank right). */
const precise = (e: Estimate, targetSe: number) => e.se <= Math.max(targetSe, 0.2 * Math.abs(e.mean));

/** An empty trace for the expert's search to fill. */
export const newTrace = (): SearchTrace => ({ dets: [], candidates: [], finals: [] });

/**
 * The expert's move for the view, with no wall-clock guard: a busy machine must not change a
 * review or a hint. Give it a `trace` to keep what the search played, for `compareMoves`.
 */
export function bestMove(view: GameView, options: ReviewOptions = {}, trace?: SearchTrace): Action {
	return expertAction(view, { timeLimitMs: Infinity, ...options.expert }, trace);
}

/** Two moves of the seat's view, each played on the same sampled games (seeded by the view) to the end. */
export interface Comparison {
	playedScore: Estimate;
	bestScore: Estimate;
	/** Best minus played (0 exactly when they are the same move). */
	loss: Estimate;
}

/**
 * Both moves played on the same sampled games, to the end, by the playout policy. With the
 * expert's `trace` for this view, the games it already played `best` on are reused (and
 * `played`'s results there when it was a candidate too); fresh games, seeded by the view, are
 * added until there are `playouts` of them, or fewer once the loss is known well enough
 * (`precise`, after `minPlayouts`) or, when the moves are the same, after `bestPlayouts`.
 * Without a trace, fresh games only.
 */
export function compareMoves(
	view: GameView,
	best: Action,
	played: Action,
	options: ReviewOptions = {},
	trace?: SearchTrace
): Comparison {
	const seat = view.seat!;
	const o = { ...REVIEW_DEFAULTS, ...options };
	const same = sameAction(best, played);
	const ofBest: number[] = [];
	const ofPlayed: number[] = [];
	const diffs: number[] = [];
	const add = (b: number, p: number) => {
		ofBest.push(b);
		ofPlayed.push(p);
		diffs.push(b - p);
	};
	if (trace && o.reuse) {
		const bi = trace.candidates.findIndex((a) => sameAction(a, best));
		const pi = same ? bi : trace.candidates.findIndex((a) => sameAction(a, played));
		const ofB = bi >= 0 ? trace.finals[bi] : [];
		const ofP = pi >= 0 ? trace.finals[pi] : [];
		for (let d = 0; d < ofB.length && ofBest.length < o.playouts; d++) {
			const b = ofB[d];
			if (b === undefined) continue;
			add(b, same ? b : (ofP[d] ?? finalScore(trace.dets[d], seat, played)));
		}
	}
	// The best move's score comes from the games every comparison of this view starts with
	// (the search's, then fresh ones up to bestPlayouts), so it is the same whatever `played` is.
	const shared = Math.min(o.playouts, Math.max(o.bestPlayouts, ofBest.length));
	const enough = () =>
		ofBest.length >= o.playouts ||
		(ofBest.length >= shared && (same || (ofBest.length >= o.minPlayouts && precise(estimate(diffs), o.targetSe))));
	const random = createRandom(`review/${viewSeed(view)}`);
	while (!enough()) {
		const det = determinize(view, random);
		const b = finalScore(det, seat, best);
		add(b, same ? b : finalScore(det, seat, played));
	}
	const bestScore = estimate(ofBest.slice(0, shared));
	return { playedScore: same ? bestScore : estimate(ofPlayed), bestScore, loss: estimate(diffs) };
}

/** Reviews one decision from the seat's view: `played` must be one of `view.legal`. */
export function reviewDecision(task: ReviewTask, options: ReviewOptions = {}): DecisionReview {
	const { view, played } = task;
	const trace = newTrace();
	const best = bestMove(view, options, trace);
	return {
		step: task.step,
		turn: view.turn,
		decision: view.toAct!.decision,
		played,
		best,
		...compareMoves(view, best, played, options, trace)
	};
}

/** The whole review from the decisions' reviews: total loss and the worst turns. */
export function summarize(seat: number, decisions: DecisionReview[], worstCount = 5): SeatReview {
	const total = decisions.reduce((a, d) => a + d.loss.mean, 0);
	const se = Math.sqrt(decisions.reduce((a, d) => a + d.loss.se * d.loss.se, 0));
	const worst = decisions
		.filter((d) => d.loss.mean > 0)
		.sort((a, b) => b.loss.mean - a.loss.mean || a.step - b.step)
		.slice(0, worstCount)
		.map((d) => d.step);
	return { seat, decisions, totalLoss: { mean: total, se }, worst };
}

/** A whole seat's review in one call (tests, benchmarks; the page runs it step by step in a worker). */
export function reviewSeat(
	record: unknown,
	seat: unknown,
	options: ReviewOptions = {}
): { ok: true; review: SeatReview } | { ok: false; error: ReviewError } {
	const plan = planReview(record, seat);
	if (!plan.ok) return plan;
	return {
		ok: true,
		review: summarize(
			plan.seat,
			plan.tasks.map((t) => reviewDecision(t, options))
		)
	};
}
