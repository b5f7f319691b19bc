// `stepToTry` (sim.ts) leaves the turn unfinished for a copy a search values and drops:
// every seat's gold, keys and tableau must come out as `step`'s, and the end of the game
// must still happen, or the bots would value a take differently from the move they make.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, toAct, type GameState } from '../../engine/index';
import { cloneGame, createRandom, step, stepToTry } from '../../engine/sim';

const seats = (g: GameState) => g.players.map((p) => ({ gold: p.gold, keys: p.keys, tableau: p.tableau }));

describe('stepToTry', () => {
	it('changes every seat as step does, and ends the turn only when the game ends', () => {
		let unfinished = 0;
		let ended = 0;
		for (let i = 0; i < 40; i++) {
			const players = 2 + (i % 4);
			const random = createRandom(`step-to-try-${i}`);
			let g = newGame({ players, seed: `step-to-try-${i}` });
			for (let now = toAct(g); now; now = toAct(g)) {
				const legal = legalActions(g);
				for (const action of legal) {
					const stepped = cloneGame(g);
					const tried = cloneGame(g);
					step(stepped, now.seat, action);
					stepToTry(tried, now.seat, action);
					expect(seats(tried)).toEqual(seats(stepped));
					expect(tried.pending).toEqual(stepped.pending);
					expect(tried.over).toBe(stepped.over);
					if (stepped.over) {
						ended++;
						expect(tried.log).toEqual(stepped.log);
					} else if (!stepped.pending && action.type !== 'key') {
						// The turn was over for `step`: the next seat is up, the displays refilled.
						unfinished++;
						expect(tried.turn).toBe(g.turn);
						expect(stepped.turn).toBe(g.turn + 1);
					}
				}
				const next = cloneGame(g);
				step(next, now.seat, legal[Math.floor(random() * legal.length)]);
				g = next;
			}
		}
		expect(unfinished).toBeGreaterThan(1000);
		expect(ended).toBeGreaterThan(0);
	});
});
