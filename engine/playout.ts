// Random playouts for bots: mutate a state in place with uniformly random legal actions.
import { randomAction } from './legal';
import { step, toAct } from './turn';
import type { GameState, Random } from './types';

/** Play `g` (mutated in place: pass a cloneGame copy) to the end with random legal actions. Returns g. */
export function playout(g: GameState, random: Random): GameState {
	for (let now = toAct(g); now; now = toAct(g)) step(g, now.seat, randomAction(g, random));
	return g;
}
