// The one playout policy of the expert, the review and the hints: after a move,
// every seat plays greedily and also spends keys (messenger move, refresh) when
// the take that follows is worth it (`greedyKeyStep`). The review and a hint judge
// a move by the same player the expert searches with, so a hint is never judged
// by a player other than the one that found it.
import { projectTableau, type Action, type GameState } from '../engine/index';
import { step } from '../engine/sim';
import { greedyKeyStep, simClone } from './greedy';
import { rollout } from './hard';

/** One decision of the playout policy, for whoever is to act, in place. */
export const playoutStep: (g: GameState) => void = greedyKeyStep;

/**
 * Plays the seat's `action` on a private copy of a sampled state, then every seat with
 * `policy` for `horizon` turns or to the end. After a key use the take that follows is
 * the policy's. Returns the copy where it stopped and the seat's own − best opponent.
 */
export function playMove(
	det: GameState,
	seat: number,
	action: Action,
	horizon = Infinity,
	policy: (g: GameState) => void = playoutStep
): { state: GameState; utility: number } {
	const g = simClone(det);
	step(g, seat, action);
	if (action.type === 'key' && !g.pending && !g.over) policy(g);
	const utility = rollout(g, seat, horizon, policy);
	return { state: g, utility };
}

/** The seat's exact final score after `action` on one sampled game, everyone then playing the policy. */
export function finalScore(det: GameState, seat: number, action: Action): number {
	return seatTotal(playMove(det, seat, action).state, seat);
}

/**
 * One seat's score, as `scores(g)[seat].total` (which scores every seat through
 * `projectTableau`, then ranks them): a playout's end needs only its own seat's.
 */
export function seatTotal(g: GameState, seat: number): number {
	const p = g.players[seat];
	return projectTableau(p.tableau, p.keys, p.gold).total;
}
