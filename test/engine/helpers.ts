// Helpers common to the engine tests.
import { expect } from 'vitest';
import { applyAction, ENGINE_ERROR_CODES, legalActions, toAct, type Action, type GameState } from '../../engine/index';

/** Apply an action that must be legal; returns the new state. */
export function play(g: GameState, action: Action, seat = toAct(g)!.seat): GameState {
	const r = applyAction(g, seat, action);
	if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message} (${JSON.stringify(action)})`);
	return r.game;
}

/** Take `card` (face up unless told) at the first legal space (reading order). */
export function takeAnywhere(g: GameState, card: string, faceDown = false): GameState {
	const a = legalActions(g).find((x) => x.type === 'take' && x.card === card && x.faceDown === faceDown);
	if (!a) throw new Error(`cannot take ${card} faceDown=${faceDown}`);
	return play(g, a);
}

/** Expect a rejection with `code`, and that the game was not changed. */
export function expectRejected(g: GameState, seat: unknown, action: unknown, code: string): void {
	const before = JSON.stringify(g);
	const r = applyAction(g, seat, action);
	expect(r.ok).toBe(false);
	if (!r.ok) {
		expect(r.error.code).toBe(code);
		expect(ENGINE_ERROR_CODES).toContain(r.error.code);
		expect(typeof r.error.message).toBe('string');
		expect(r.error.message.length).toBeGreaterThan(5);
	}
	expect(JSON.stringify(g)).toBe(before);
}

/** All 78 card ids found in a state, with duplicates. */
export function allPlacedCards(g: GameState): string[] {
	return [
		...g.decks.castle,
		...g.decks.village,
		...g.displays.castle.filter((x): x is string => x !== null),
		...g.displays.village.filter((x): x is string => x !== null),
		...g.discards.castle,
		...g.discards.village,
		...g.removedCards,
		...g.players.flatMap((p) => p.tableau.map((c) => c.card))
	];
}

/** A 3×3 tableau of the given cards in reading order, at (0..2, 0..2). */
export function grid(cards: string[], faceDown: boolean[] = []) {
	return cards.map((card, i) => ({ x: i % 3, y: Math.floor(i / 3), card, faceDown: faceDown[i] ?? false }));
}

/**
 * `o` and everything it holds frozen: a step that changes any of it in place throws, so a
 * test can show that a state given to the engine (or shared by a copy) is left as it was.
 */
export function deepFreeze<T>(o: T): T {
	if (o && typeof o === 'object' && !Object.isFrozen(o)) {
		Object.freeze(o);
		for (const v of Object.values(o)) deepFreeze(v);
	}
	return o;
}
