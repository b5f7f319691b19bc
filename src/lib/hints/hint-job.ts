// What the hint's Web Worker does with a request: the expert's move for the seat's
// view (bots/hint.ts), weighed against the player's own choice. The worker keeps the
// last search, so a new choice for the same view is weighed without searching again.
// Pure apart from that, so the controller's tests run it in Node too.
import { hintFor, type Hint } from '../../../bots/hint';
import type { ReviewOptions } from '../../../bots/review';
import type { Action, View as GameView } from '$lib/table/room-types';

export type { Hint };

export interface HintRequest {
	/** Answers carry it back: a late answer to an older request is dropped. */
	id: number;
	/** The seat's own view (a page never has more). */
	view: GameView;
	/** The player's choice so far, when it is a whole move. */
	current: Action | null;
	/** Budgets (tests use small ones); the page sends none. */
	options?: ReviewOptions;
}

export type HintReport = { id: number; ok: true; hint: Hint } | { id: number; ok: false };

export function runHint(request: HintRequest): HintReport {
	try {
		return {
			id: request.id,
			ok: true,
			hint: hintFor(request.view, request.current, request.options)
		};
	} catch {
		return { id: request?.id ?? -1, ok: false };
	}
}
