// `stepToTry` (sim.ts) leaves the turn unfinished for a copy a search values and drops:
// every seat's gold, keys and tableau must come out as `step`'s, and the end of the game
// must still happen, or the bots would value a take differently from the move they make.
// And `copyToTry` shares with the original what the tried action cannot change: trying an
// action on it must leave the original as it was.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, toAct, type Action, type GameState } from '../../engine/index';
import { cloneGame, copyToTry, createRandom, step, stepToTry } from '../../engine/sim';
import { deepFreeze } from './helpers';

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

	it('copyToTry: an action tried and its questions answered on the copy leave the original as it was', () => {
		let tried = 0;
		let answered = 0;
		/** As a search tries a move: on a copy, its questions answered in place (bots/greedy.ts `settle`). */
		const tryOn = (g: GameState, seat: number, action: Action): GameState => {
			const c = copyToTry(g, seat, action);
			stepToTry(c, seat, action);
			while (c.pending && c.pending.seat === seat) {
				const answers = legalActions(c);
				stepToTry(c, seat, answers[answers.length - 1]);
				answered++;
			}
			tried++;
			return c;
		};
		for (let i = 0; i < 30; i++) {
			const players = 2 + (i % 4);
			const random = createRandom(`copy-to-try-${i}`);
			let g = deepFreeze(newGame({ players, seed: `copy-to-try-${i}` }));
			for (let now = toAct(g); now; now = toAct(g)) {
				const legal = legalActions(g);
				for (const action of legal) {
					// A frozen original: anything a copy shares and changes in place throws.
					const c = tryOn(g, now.seat, action);
					// After a key use a search tries each take on a copy of that copy.
					if (action.type === 'key') for (const take of legalActions(c)) tryOn(c, now.seat, take);
				}
				const next = cloneGame(g);
				step(next, now.seat, legal[Math.floor(random() * legal.length)]);
				g = deepFreeze(next);
			}
		}
		expect(tried).toBeGreaterThan(5000);
		expect(answered).toBeGreaterThan(100);
	});
});
