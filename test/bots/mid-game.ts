// A seeded game some turns in, for the bots' tests.
import { applyAction, newGame, toAct, viewFor, type GameState } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import { chooseAction } from '../../bots/index';

/** Plays `turns` medium moves from a seeded game. */
export function midGame(players: number, seed: string, turns: number): GameState {
	let g = newGame({ players, seed });
	const rng = createRandom(seed);
	for (let t = 0; t < turns; t++) {
		const now = toAct(g)!;
		const r = applyAction(g, now.seat, chooseAction(viewFor(g, now.seat), 'medium', rng));
		if (r.ok) g = r.game;
	}
	return g;
}
