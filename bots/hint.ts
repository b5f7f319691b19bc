// A hint for the seat that is to act: the expert's move for its view, with the
// expected final score of that move and, when the player has a move in mind, how
// much more the hint is expected to score than it. Decides from the view only
// (the review's estimates: bots/review.ts), so the same view always gets the same hint.
import { sameAction, type Action, type GameView } from '../engine/index';
import { viewSeed, type SearchTrace } from './expert';
import { bestMove, compareMoves, newTrace, type Estimate, type ReviewOptions } from './review';

export interface Hint {
	best: Action;
	/** Expected final score of the seat after the hinted move. */
	bestScore: Estimate;
	/** The player's own choice it was weighed against (null: none yet). */
	current: Action | null;
	/** How much more the hint is expected to score than `current` (null without one). */
	gain: Estimate | null;
}

/**
 * The last search, kept: when the player's choice changes, the hint is weighed against it on
 * the games the search played, without searching again. Keyed by the whole view (its seed),
 * so a hit gives exactly what a new search would.
 */
let last: { seed: string; options: string; best: Action; trace: SearchTrace } | null = null;

function search(view: GameView, options: ReviewOptions): { best: Action; trace: SearchTrace } {
	const seed = viewSeed(view);
	const key = JSON.stringify(options.expert ?? null);
	if (last && last.seed === seed && last.options === key) return last;
	const trace = newTrace();
	const best = bestMove(view, options, trace);
	last = { seed, options: key, best, trace };
	return last;
}

/**
 * The hint for `view` (its seat must be the one to act). `best`: the expert's move
 * already found for this view, to weigh another choice against it without searching again.
 */
export function hintFor(view: GameView, current: Action | null, options: ReviewOptions = {}): Hint {
	if (view.seat === null || view.toAct?.seat !== view.seat) throw new Error('hintFor: the seat is not to act.');
	const { best, trace } = search(view, options);
	const mine = current && view.legal.some((a) => sameAction(a, current)) ? current : null;
	const comparison = compareMoves(view, best, mine ?? best, options, trace);
	return { best, bestScore: comparison.bestScore, current: mine, gain: mine ? comparison.loss : null };
}
