// What-if questions for the UI: what a move that hasn't happened yet would do
// to the viewer's score. One of the engine's three entry points (with index.ts
// and sim.ts); the UI takes every such number from here, never from its own copy
// of a rule.
import { cloneGame } from './clone';
import { determinize } from './determinize';
import { checkAction, legalActions } from './legal';
import { createRandom } from './rng';
import { projectTableau } from './scoring';
import { step, toAct } from './turn';
import type { Action, GameState } from './types';
import type { GameView } from './view';

export interface Preview {
	/** The viewer's "Score now": its tableau, keys and gold as if the game ended now. */
	before: number;
	/**
	 * The same figure once the action and everything it triggers for the viewer have
	 * resolved; min and max range over the answers of the decisions it leads to.
	 */
	after: { min: number; max: number };
}

/** The viewer's "Score now" (as if the game ended now: leftover gold on purses). */
export function scoreNow(view: GameView, seat = view.seat): number {
	if (seat === null) throw new Error('scoreNow: a spectator has no score; give a seat.');
	const p = view.players[seat];
	return projectTableau(p.tableau, p.keys, p.gold).total;
}

/**
 * What `action` (one of `view.legal`) would do to the viewer's projected score.
 * Exact: the viewer's own resources after its move never depend on hidden cards,
 * so any state consistent with the view gives the same answer.
 */
export function previewAction(view: GameView, action: Action): Preview {
	const seat = view.seat;
	if (seat === null) throw new Error('previewAction: a spectator has no moves to preview.');
	const game = determinize(view, createRandom('preview'));
	const refusal = toAct(game)?.seat === seat ? checkAction(game, seat, action) : { message: 'not your turn' };
	if (refusal) throw new Error(`previewAction: ${JSON.stringify(action)} is not legal here (${refusal.message}).`);
	step(game, seat, action);
	return { before: scoreNow(view, seat), after: resolved(game, seat) };
}

/** The projected score once every decision of `seat` still open is answered, over all answers. */
function resolved(game: GameState, seat: number): { min: number; max: number } {
	const now = toAct(game);
	if (now && now.seat === seat && now.decision !== 'turn' && now.decision !== 'take') {
		let min = Infinity;
		let max = -Infinity;
		for (const answer of legalActions(game)) {
			const branch = cloneGame(game, true);
			step(branch, seat, answer);
			const r = resolved(branch, seat);
			min = Math.min(min, r.min);
			max = Math.max(max, r.max);
		}
		return { min, max };
	}
	const p = game.players[seat];
	const total = projectTableau(p.tableau, p.keys, p.gold).total;
	return { min: total, max: total };
}
