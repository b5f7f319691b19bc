// A review of one seat's game: at each of its decisions, the expected final score
// of the move it played against the expert's move, each with its uncertainty.
//
// Honest by construction: a decision is judged from the seat's view at that step
// only (`viewFor`, then `determinize`: never the record's deck or later reveals),
// and every random draw is seeded by that view, so the same file gives the same
// review and two games alike in everything the seat had seen review alike.
// The best move is the expert's own choice (same view, same seed, same move as an
// expert seat would have played); both moves are then played on the same sampled
// games (common random numbers) with the greedy policy for every seat to the end,
// and the seat's exact final score is averaged.
import * as v from 'valibot';
import {
	applyAction,
	GameRecordSchema,
	newGame,
	sameAction,
	scores,
	toAct,
	viewFor,
	type Action,
	type DecisionType,
	type GameRecord,
	type GameState,
	type GameView
} from '../engine/index';
import { createRandom, determinize, step } from '../engine/sim';
import { expertAction, viewSeed, type ExpertOptions } from './expert';
import { greedyStep, simClone } from './greedy';
import { rollout } from './hard';

export interface ReviewOptions {
	/** Sampled games per decision on which both moves are played. */
	playouts?: number;
	/** The expert's budget for finding the best move (tests use a small one). */
	expert?: ExpertOptions;
}

export const REVIEW_DEFAULTS = { playouts: 96 };

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

/** The seat's exact final score after `action` on one sampled game, everyone then playing greedily. */
function finalScore(det: GameState, seat: number, action: Action): number {
	const g = simClone(det);
	step(g, seat, action);
	// As the expert judges a key use: the take that follows is made greedily.
	if (action.type === 'key' && !g.pending && !g.over) greedyStep(g);
	rollout(g, seat, Infinity);
	return scores(g)[seat].total;
}

function estimate(samples: readonly number[]): Estimate {
	const n = samples.length;
	const mean = samples.reduce((a, b) => a + b, 0) / n;
	const variance = n > 1 ? samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
	return { mean, se: Math.sqrt(variance / n) };
}

/** The expert's move for the view, with no wall-clock guard: a busy machine must not change a review or a hint. */
export function bestMove(view: GameView, options: ReviewOptions = {}): Action {
	return expertAction(view, { timeLimitMs: Infinity, ...options.expert });
}

/** Two moves of the seat's view, each played on the same sampled games (seeded by the view) to the end. */
export interface Comparison {
	playedScore: Estimate;
	bestScore: Estimate;
	/** Best minus played (0 exactly when they are the same move). */
	loss: Estimate;
}

export function compareMoves(view: GameView, best: Action, played: Action, options: ReviewOptions = {}): Comparison {
	const seat = view.seat!;
	const random = createRandom(`review/${viewSeed(view)}`);
	const same = sameAction(best, played);
	const ofBest: number[] = [];
	const ofPlayed: number[] = [];
	const diffs: number[] = [];
	for (let i = 0; i < (options.playouts ?? REVIEW_DEFAULTS.playouts); i++) {
		const det = determinize(view, random);
		const b = finalScore(det, seat, best);
		const p = same ? b : finalScore(det, seat, played);
		ofBest.push(b);
		ofPlayed.push(p);
		diffs.push(b - p);
	}
	return { playedScore: estimate(ofPlayed), bestScore: estimate(ofBest), loss: estimate(diffs) };
}

/** Reviews one decision from the seat's view: `played` must be one of `view.legal`. */
export function reviewDecision(task: ReviewTask, options: ReviewOptions = {}): DecisionReview {
	const { view, played } = task;
	const best = bestMove(view, options);
	return {
		step: task.step,
		turn: view.turn,
		decision: view.toAct!.decision,
		played,
		best,
		...compareMoves(view, best, played, options)
	};
}

/** The whole review from the decisions' reviews: total loss and the worst turns. */
export function summarize(seat: number, decisions: DecisionReview[], worstCount = 5): SeatReview {
	const total = decisions.reduce((a, d) => a + d.loss.mean, 0);
	const se = Math.sqrt(decisions.reduce((a, d) => a + d.loss.se ** 2, 0));
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
