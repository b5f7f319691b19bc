// End-of-game scoring (RULES.md §4.9, §5): each face-up card scores
// points × count at its position, plus 1 per key; ties broken by gold left.
import { card } from './cards';
import { evaluate } from './counts';
import { storeGold } from './tableau';
import type { GameState, PlacedCard } from './types';

export interface PlayerScore {
	/** Per card, in reading order, in the player's own coordinates. */
	cells: { x: number; y: number; points: number }[];
	keys: number;
	total: number;
	goldLeft: number;
	/** 1 = winner; tied players share a rank after the gold tie-break. */
	rank: number;
}

/** Points of one placed card (face-down: 0). */
function cardPoints(p: PlacedCard, tableau: readonly PlacedCard[], keys: number): number {
	if (p.faceDown) return 0;
	const { points, count } = card(p.card).scoring;
	return points * evaluate(count, { tableau, keys, self: p });
}

/**
 * Score one player's tableau (finished or not) as if the game ended now: `gold`
 * (their stock) first goes onto purses. Works on a copy. Used by `scores` and by
 * the UI's previews ("+9 here").
 */
export function projectTableau(tableau: readonly PlacedCard[], keys: number, gold: number) {
	const copy = tableau.slice(); // storeGold replaces the cards it fills, never changes them
	const goldLeft = storeGold(copy, gold);
	const cells = copy
		.map((p) => ({ x: p.x, y: p.y, points: cardPoints(p, copy, keys) }))
		.sort((a, b) => a.y - b.y || a.x - b.x);
	const total = cells.reduce((sum, c) => sum + c.points, keys);
	return { copy, cells, keys, total, goldLeft };
}

/** Assign ranks (§4.9's tie-break): more points, then more gold left; equal on both share the rank. */
export function rankScores<T extends { total: number; goldLeft: number }>(list: T[]): (T & { rank: number })[] {
	return list.map((s) => ({
		...s,
		rank: 1 + list.filter((o) => o.total > s.total || (o.total === s.total && o.goldLeft > s.goldLeft)).length
	}));
}

/** Final scores at game end; before that a projection as if the game ended now. */
export function scores(g: GameState): PlayerScore[] {
	return rankScores(
		g.players.map((p) => {
			const { cells, keys, total, goldLeft } = projectTableau(p.tableau, p.keys, p.gold);
			return { cells, keys, total, goldLeft };
		})
	);
}

/** A card of a grid to score; a face-down card may go unnamed (`card: null`): its name never counts. */
export type GridCell = { card: string; faceDown: boolean; gold?: number } | { card: null; faceDown: true; gold?: 0 };

/** Stands for an unnamed face-down card inside the scoring, which never looks a face-down card up. */
const UNNAMED = '';

/** A card of a tableau as a score pad knows it: a face-down card may go unnamed. */
export type LaidCard = Omit<PlacedCard, 'card'> & { card: string | null };

/** The tableau the scoring works on, from laid cards; only a face-down card may go unnamed. */
export function laidTableau(cards: readonly LaidCard[]): PlacedCard[] {
	return cards.map((c) => {
		if (c.card !== null) return { ...c, card: card(c.card).id };
		if (!c.faceDown) throw new Error(`Cell ${c.x},${c.y}: only a face-down card may go unnamed.`);
		return { ...c, card: UNNAMED, gold: 0 };
	});
}

/** Standalone scoring of a finished 3×3 grid (top row first); `gold` is the leftover stock. */
export function scoreTableau(input: { grid: (GridCell | null)[][]; keys: number; gold: number }): {
	cells: number[][];
	keys: number;
	total: number;
	goldLeft: number;
	grid: ({ card: string | null; faceDown: boolean; gold: number } | null)[][];
} {
	const laid: LaidCard[] = [];
	input.grid.forEach((row, y) =>
		row.forEach((c, x) => {
			if (c) laid.push({ x, y, card: c.card, faceDown: c.faceDown, gold: c.gold ?? 0 });
		})
	);
	const tableau = laidTableau(laid);
	const { copy, total, goldLeft } = projectTableau(tableau, input.keys, input.gold);
	const at = (x: number, y: number) => copy.find((p) => p.x === x && p.y === y);
	const rows = input.grid.map((row, y) => row.map((_, x) => at(x, y)));
	return {
		cells: rows.map((row) => row.map((p) => (p ? cardPoints(p, copy, input.keys) : 0))),
		keys: input.keys,
		total,
		goldLeft,
		grid: rows.map((row) =>
			row.map((p) => (p ? { card: p.card === UNNAMED ? null : p.card, faceDown: p.faceDown, gold: p.gold } : null))
		)
	};
}
