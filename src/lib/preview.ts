// Previews only (never game state): projected scores "if the game ended now"
// and what a placement would add, using the engine's scoring on a copy.
import { effectiveCost, findCard, projectTableau } from '$engine/index';
import type { PlacedCard } from './types';

export interface Projection {
	total: number;
	keys: number;
	/** Points per placed card, keyed "x,y" in the player's own coordinates. */
	cells: Map<string, number>;
}

/** Score as if the game ended now (leftover gold goes onto purses, as at the real end). */
export function project(tableau: readonly PlacedCard[], keys: number, gold: number): Projection {
	const result = projectTableau(tableau, keys, gold);
	return {
		total: result.total,
		keys: result.keys,
		cells: new Map(result.cells.map((c) => [`${c.x},${c.y}`, c.points]))
	};
}

/**
 * Points a card would add to the projected score at (x, y): its own score plus
 * what it changes for the cards around it. Face down: no card points but +2 keys
 * (1 point each) and +6 gold (which may fill purses).
 */
export function placementGain(
	player: { tableau: readonly PlacedCard[]; keys: number; gold: number },
	card: string,
	faceDown: boolean,
	x: number,
	y: number,
	base = project(player.tableau, player.keys, player.gold).total
): number {
	const tableau = [...player.tableau, { x, y, card, faceDown, gold: 0 }];
	const after = faceDown
		? project(tableau, player.keys + 2, player.gold + 6)
		: project(tableau, player.keys, player.gold);
	return after.total - base;
}

/** What the card costs this player now, after the discounts of their face-up cards. */
export function costFor(tableau: readonly PlacedCard[], id: string): number {
	const info = findCard(id);
	return info ? effectiveCost(tableau, info) : 0;
}
