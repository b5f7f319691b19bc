// A hint: the expert's own move for the seat's view (what an expert seat would play
// there), its expected final score, and the gain over the player's choice, weighed
// on the same guessed deals so the hint's score does not depend on the choice.
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, toAct, viewFor, type GameState } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import { chooseAction, expertStats, type ExpertOptions } from '../../bots/index';
import { hintFor } from '../../bots/hint';

const EXPERT: ExpertOptions = { playouts: 24, candidates: 4, timeLimitMs: Infinity };
const SMALL = { playouts: 24, expert: EXPERT };

/** A 3-player game some turns in, each seat taking its first legal move. */
function midGame(moves: number): GameState {
	let g = newGame({ players: 3, seed: 'hint-test' });
	for (let i = 0; i < moves; i++) {
		const now = toAct(g)!;
		const r = applyAction(g, now.seat, viewFor(g, now.seat).legal[0]);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return g;
}

describe('hintFor', () => {
	const g = midGame(7);
	const seat = toAct(g)!.seat;
	const view = viewFor(g, seat);

	it("is the expert bot's move for the view, and legal", () => {
		const hint = hintFor(view, null, SMALL);
		expect(view.legal).toContainEqual(hint.best);
		expect(hint.best).toEqual(chooseAction(view, 'expert', createRandom('any'), EXPERT));
		expect(hint.current).toBeNull();
		expect(hint.gain).toBeNull();
		expect(hint.bestScore.mean).toBeGreaterThan(0);
	});

	it('weighs the hint against another choice on the same deals: the hint scores the same, the gain is the difference', () => {
		const alone = hintFor(view, null, SMALL);
		const other = view.legal.find((a) => JSON.stringify(a) !== JSON.stringify(alone.best))!;
		const against = hintFor(view, other, SMALL);
		expect(against.best).toEqual(alone.best);
		expect(against.bestScore).toEqual(alone.bestScore);
		expect(against.current).toEqual(other);
		expect(against.gain!.se).toBeGreaterThan(0);
		// Asked again for the same view, the kept search is reused: the same answer, no new search.
		const searches = expertStats.decisions;
		expect(hintFor(structuredClone(view), other, SMALL)).toEqual(against);
		expect(expertStats.decisions).toBe(searches);
		// The player's choice is the hint: nothing to gain, exactly.
		expect(hintFor(view, alone.best, SMALL).gain).toEqual({ mean: 0, se: 0 });
	});

	it('ignores a choice that is not a legal move now, and refuses a seat that is not to act', () => {
		const bogus = { type: 'take', card: 'nobody', faceDown: true, x: 0, y: 0 } as const;
		expect(hintFor(view, bogus, SMALL).current).toBeNull();
		expect(() => hintFor(viewFor(g, (seat + 1) % 3), null, SMALL)).toThrow(/not to act/);
	});
});
