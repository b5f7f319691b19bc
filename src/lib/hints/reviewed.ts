// Hints where the review has already been: in a replay, a step the review judged has
// its hint worked out already (the expert's move, its expected score, and the loss of
// the move played), so asking for a hint there needs no search. Only the review's
// results are read here (no bot code): this module costs the page nothing.
import { sameAction } from '$engine/index';
import type { Action } from '$lib/table/room-types';
import type { DecisionReview } from '$lib/review/review-job';
import type { Hint } from './hint-job';

/** The review's decisions by the replay's step. */
export class ReviewedSteps {
	readonly #byStep = new Map<number, DecisionReview>();

	/** Keeps a decision the review reported (the review worker sends them one by one). */
	add(decision: DecisionReview): void {
		this.#byStep.set(decision.step, decision);
	}

	has(step: number): boolean {
		return this.#byStep.has(step);
	}

	/**
	 * The hint at `step` weighed against `current` (null: none yet), from the review alone.
	 * Null when the review did not judge that step, or `current` is neither the move played
	 * there nor the expert's: only the hint's worker can weigh another move.
	 */
	hintAt(step: number, current: Action | null): Hint | null {
		const d = this.#byStep.get(step);
		if (!d) return null;
		const hint = { best: d.best, bestScore: d.bestScore };
		if (!current) return { ...hint, current: null, gain: null };
		if (sameAction(current, d.best)) return { ...hint, current, gain: { mean: 0, se: 0 } };
		if (sameAction(current, d.played)) return { ...hint, current, gain: d.loss };
		return null;
	}
}
