// Medium: greedy one step ahead. Every legal action is applied on a sampled
// state consistent with the view (`determinize`: only hidden deck order is
// invented, and it only matters for the cards a refresh would reveal) and the
// resulting position is valued by `stateValue` (expected final score, gold and
// keys included; see evaluate.ts). Ties keep the first action in legal order.
import type { Action, GameView, Random } from '../engine/index';
import { determinize } from '../engine/sim';
import { bestOf, scoreAnswers, scoreTurn, type Scored } from './greedy';

/** All legal actions of the view's seat with their greedy value, in legal order for takes. */
export function mediumScores(view: GameView, random: Random): Scored[] {
	const g = determinize(view, random);
	const seat = view.seat!;
	return g.pending ? scoreAnswers(g, seat) : scoreTurn(g, seat, random);
}

export function mediumAction(view: GameView, random: Random): Action {
	if (view.legal.length === 1) return view.legal[0];
	return bestOf(mediumScores(view, random)).action;
}
