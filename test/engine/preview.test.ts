// previewAction is exact: for random takes (and key uses) in random positions of
// 2–5 player games, what it predicts from the viewer's view is what the real
// game gives that seat once the move and each of its following decisions resolve.
// viewAfter is the real view after the move, minus what the viewer cannot know.
import { describe, expect, it } from 'vitest';
import {
	applyAction,
	legalActions,
	newGame,
	projectTableau,
	toAct,
	viewFor,
	type Action,
	type GameState,
	type GameView
} from '../../engine/index';
import { previewAction, scoreNow, viewAfter } from '../../engine/preview';
import { cloneGame, createRandom, randomAction, step } from '../../engine/sim';

const projected = (g: GameState, seat: number) => {
	const p = g.players[seat];
	return projectTableau(p.tableau, p.keys, p.gold).total;
};

/** Is `seat` answering an ability decision (option, neighbour, discard, purses)? */
const deciding = (g: GameState, seat: number) => {
	const now = toAct(g);
	return now !== null && now.seat === seat && now.decision !== 'turn' && now.decision !== 'take';
};

/** The seat's projected score over every sequence of answers to its open decisions. */
function outcomes(g: GameState, seat: number): number[] {
	if (!deciding(g, seat)) return [projected(g, seat)];
	return legalActions(g).flatMap((answer) => {
		const branch = cloneGame(g);
		step(branch, seat, answer);
		return outcomes(branch, seat);
	});
}

interface Tally {
	takes: number;
	withDecision: number;
	keys: number;
	spread: number;
}

/** Preview `action` for the seat to act in `g`, then play it for real and compare. */
function checkPreview(g: GameState, action: Action, random: () => number, tally: Tally): void {
	const seat = toAct(g)!.seat;
	const view = viewFor(g, seat);
	const preview = previewAction(view, action);
	expect(preview.before).toBe(projected(g, seat));
	expect(preview.before).toBe(scoreNow(view));

	const r = applyAction(g, seat, action);
	if (!r.ok) throw new Error(r.error.message);
	let real = r.game;
	const all = outcomes(real, seat);
	const decided = deciding(real, seat);
	// Answer the seat's own decisions at random, as a player would.
	while (deciding(real, seat)) {
		const answers = legalActions(real);
		const next = applyAction(real, seat, answers[Math.floor(random() * answers.length)]);
		if (!next.ok) throw new Error(next.error.message);
		real = next.game;
	}
	const total = projected(real, seat);
	const where = JSON.stringify({ action, preview, total, all });
	expect(total, where).toBeGreaterThanOrEqual(preview.after.min);
	expect(total, where).toBeLessThanOrEqual(preview.after.max);
	if (!decided) {
		expect(preview.after, where).toEqual({ min: total, max: total });
	} else {
		// Every answer's outcome is covered, and both bounds are reached by some answer.
		expect(Math.min(...all), where).toBe(preview.after.min);
		expect(Math.max(...all), where).toBe(preview.after.max);
		tally.withDecision++;
		if (preview.after.min < preview.after.max) tally.spread++;
	}
	if (action.type === 'take') tally.takes++;
	else tally.keys++;
}

describe('previewAction', () => {
	it('predicts the real outcome of 2,000+ random takes and the key uses, 2–5 players', () => {
		const tally: Tally = { takes: 0, withDecision: 0, keys: 0, spread: 0 };
		for (let i = 0; tally.takes < 2400; i++) {
			const players = 2 + (i % 4);
			const random = createRandom(`preview-${i}`);
			const g = newGame({ players, seed: `preview-${i}` });
			for (let now = toAct(g); now; now = toAct(g)) {
				if (now.decision === 'turn' || now.decision === 'take') {
					const legal = legalActions(g);
					const takes = legal.filter((a) => a.type === 'take');
					// Two random takes per position, face-up ones first when any is affordable.
					const up = takes.filter((a) => !a.faceDown);
					for (const pool of [up.length ? up : takes, takes])
						checkPreview(g, pool[Math.floor(random() * pool.length)], random, tally);
					for (const key of legal.filter((a) => a.type === 'key')) checkPreview(g, key, random, tally);
				}
				step(g, now.seat, randomAction(g, random));
			}
		}
		expect(tally.takes).toBeGreaterThanOrEqual(2000);
		// The decisions are really exercised (options, neighbours, discards, purses), with a range.
		expect(tally.withDecision).toBeGreaterThan(150);
		expect(tally.spread).toBeGreaterThan(50);
		expect(tally.keys).toBeGreaterThan(200);
	}, 30_000); // ~2 s alone; a busy machine may take several times that

	it('refuses an illegal action and a spectator', () => {
		const g = newGame({ players: 2, seed: 'preview-refusals' });
		const seat = toAct(g)!.seat;
		const view = viewFor(g, seat);
		expect(() => previewAction(view, { type: 'take', card: 'no-such-card', faceDown: true, x: 0, y: 0 })).toThrow();
		expect(() => previewAction(viewFor(g, 1 - seat), view.legal[0])).toThrow();
		expect(() => previewAction(viewFor(g, null), view.legal[0])).toThrow();
	});
});

describe('viewAfter', () => {
	/** Every card id a view names anywhere (displays, discards, tableaux, a pending question). */
	const named = (view: GameView) =>
		new Set([
			...view.displays.castle,
			...view.displays.village,
			...view.discards.castle,
			...view.discards.village,
			...view.players.flatMap((p) => p.tableau.map((c) => c.card)),
			...(view.pending
				? [view.pending.card, ...('cards' in view.pending ? view.pending.cards.map((c) => c.card) : [])]
				: [])
		]);

	it('is the real view after the viewer’s move, except what the viewer cannot know, which it never guesses', () => {
		let moves = 0;
		let refills = 0;
		for (let i = 0; moves < 1500; i++) {
			const random = createRandom(`view-after-${i}`);
			const g = newGame({ players: 2 + (i % 4), seed: `view-after-${i}` });
			for (let now = toAct(g); now; now = toAct(g)) {
				const action = randomAction(g, random);
				const view = viewFor(g, now.seat);
				const predicted = viewAfter(view, action);
				const r = applyAction(g, now.seat, action);
				if (!r.ok) throw new Error(r.error.message);
				const real = viewFor(r.game, now.seat);
				const where = JSON.stringify({ action, turn: view.turn });
				// Exact: the tableaux, gold, keys, purses, decks, discards, messenger, whose turn and what they decide.
				const { displays, legal, log, scores, ...rest } = predicted;
				const { displays: realDisplays, legal: _legal, log: _log, scores: _scores, ...realRest } = real;
				expect(rest, where).toEqual(realRest);
				expect([legal, log, scores], where).toEqual([[], view.log, null]);
				for (const location of ['castle', 'village'] as const)
					displays[location].forEach((id, slot) => {
						const kept = realDisplays[location][slot] === view.displays[location][slot];
						expect(id, where).toBe(kept ? realDisplays[location][slot] : null);
						if (!kept && realDisplays[location][slot] !== null) refills++;
					});
				// Nothing the viewer had not seen.
				const seen = named(view);
				for (const id of named(predicted)) if (id !== null) expect(seen.has(id), `${where}: ${id}`).toBe(true);
				moves++;
				step(g, now.seat, action);
			}
		}
		expect(refills).toBeGreaterThan(500);
	}, 30_000);

	it('refuses an illegal action and a spectator', () => {
		const g = newGame({ players: 2, seed: 'view-after-refusals' });
		const seat = toAct(g)!.seat;
		const view = viewFor(g, seat);
		expect(() => viewAfter(view, { type: 'take', card: 'no-such-card', faceDown: true, x: 0, y: 0 })).toThrow();
		expect(() => viewAfter(viewFor(g, 1 - seat), view.legal[0])).toThrow();
		expect(() => viewAfter(viewFor(g, null), view.legal[0])).toThrow();
	});
});
