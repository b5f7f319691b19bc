// Previews only (never game state): projected scores "if the game ended now"
// and what a placement would add, using the engine's scoring on a copy.
import { findCard } from '$engine/cards';
import { scoreTableau, type GridCell } from '$engine/scoring';
import { effectiveCost } from '$engine/tableau';
import type { PlacedCard } from './types';

/** The engine scores a 3×3 grid; a partial tableau maps onto it from its top-left card. */
function toGrid(tableau: readonly PlacedCard[]): (GridCell | null)[][] {
	const grid: (GridCell | null)[][] = [
		[null, null, null],
		[null, null, null],
		[null, null, null]
	];
	if (!tableau.length) return grid;
	const minX = Math.min(...tableau.map((p) => p.x));
	const minY = Math.min(...tableau.map((p) => p.y));
	for (const p of tableau) {
		const row = grid[p.y - minY];
		if (row && p.x - minX < 3) row[p.x - minX] = { card: p.card, faceDown: p.faceDown, gold: p.gold };
	}
	return grid;
}

export interface Projection {
	total: number;
	keys: number;
	/** Points per placed card, keyed "x,y" in the player's own coordinates. */
	cells: Map<string, number>;
}

/** Score as if the game ended now (leftover gold goes onto purses, as at the real end). */
export function project(tableau: readonly PlacedCard[], keys: number, gold: number): Projection {
	const result = scoreTableau({ grid: toGrid(tableau), keys, gold });
	const cells = new Map<string, number>();
	if (tableau.length) {
		const minX = Math.min(...tableau.map((p) => p.x));
		const minY = Math.min(...tableau.map((p) => p.y));
		for (const p of tableau) cells.set(`${p.x},${p.y}`, result.cells[p.y - minY]?.[p.x - minX] ?? 0);
	}
	return { total: result.total, keys: result.keys, cells };
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
	const after = faceDown ? project(tableau, player.keys + 2, player.gold + 6) : project(tableau, player.keys, player.gold);
	return after.total - base;
}

/** What the card costs this player now, after the discounts of their face-up cards. */
export function costFor(tableau: readonly PlacedCard[], id: string): number {
	const info = findCard(id);
	return info ? effectiveCost(tableau, info) : 0;
}
