// Random playouts for bots: mutate a state in place with uniformly random legal actions.
import { randomAction } from './legal';
import { step } from './turn';
import type { GameState, Random } from './types';

/** Play `g` (mutated in place: pass a cloneGame copy) to the end with random legal actions. Returns g. */
export function playout(g: GameState, random: Random): GameState {
	// toAct's seat, without its object.
	while (!g.over) step(g, g.pending ? g.pending.seat : g.current, randomAction(g, random));
	return g;
}
