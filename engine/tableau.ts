// Tableau facts: effective cost (§4.3), purse gold (§4.9, §4.10), and the 3×3 grid a sheet draws.
import { atLocation, card, type CardInfo, type Location } from './cards';
import type { PlacedCard } from './types';

/** What the face-up cards of the tableau take off the price of a card of `location` (§4.3, ⚑5). */
export function discountOn(tableau: readonly PlacedCard[], location: Location): number {
	let discount = 0;
	for (let i = 0; i < tableau.length; i++) {
		const p = tableau[i];
		if (!p.faceDown) discount += atLocation(card(p.card).discount, location);
	}
	return discount;
}

/** The price of a card after a discount: never below 0. */
export function discounted(info: CardInfo, discount: number): number {
	return info.cost > discount ? info.cost - discount : 0;
}

/** max(0, printed cost − discounts of the face-up cards already in the tableau). */
export function effectiveCost(tableau: readonly PlacedCard[], info: CardInfo): number {
	return discounted(info, discountOn(tableau, info.location));
}

/** Free space on a placed card: 0 unless it is a face-up purse card. */
export function purseSpace(p: PlacedCard): number {
	return p.faceDown ? 0 : card(p.card).purseCapacity - p.gold;
}

/**
 * Put `n` more gold on the card at `index` of the tableau. The card is replaced, never
 * changed: copies of a state share their placed cards (clone.ts). Returns the new card.
 */
export function addGold(tableau: PlacedCard[], index: number, n: number): PlacedCard {
	const p = tableau[index];
	const next = { x: p.x, y: p.y, card: p.card, faceDown: p.faceDown, gold: p.gold + n };
	tableau[index] = next;
	return next;
}

/**
 * Put `gold` from the player's stock onto face-up purses, maximally, in reading
 * order (RULES.md §4.9 ⚑4). Replaces the cards it fills (addGold); returns the gold left.
 * `onPlace` reports each placement (for the log).
 */
export function storeGold(tableau: PlacedCard[], gold: number, onPlace?: (p: PlacedCard, n: number) => void): number {
	if (gold <= 0) return gold;
	// Indices of the purses with space, in reading order (insertion sort: at most 9 cards).
	const purses = PURSES;
	purses.length = 0;
	for (let i = 0; i < tableau.length; i++) {
		const p = tableau[i];
		if (purseSpace(p) <= 0) continue;
		let k = purses.length;
		for (; k > 0; k--) {
			const q = tableau[purses[k - 1]];
			if (q.y < p.y || (q.y === p.y && q.x < p.x)) break;
			purses[k] = purses[k - 1];
		}
		purses[k] = i;
	}
	for (let k = 0; k < purses.length && gold > 0; k++) {
		const n = Math.min(gold, purseSpace(tableau[purses[k]]));
		gold -= n;
		const placed = addGold(tableau, purses[k], n);
		onPlace?.(placed, n);
	}
	return gold;
}

/** storeGold's list of purse indices, reused (never held across calls). */
const PURSES: number[] = [];

/**
 * The tableau as its 3×3 grid, top row first (the first card's row and column
 * need not be the grid's first): what a score sheet or a thumbnail draws. A
 * tableau still growing fills the grid from its top-left corner.
 */
export function tableauGrid<T extends PlacedCard>(tableau: readonly T[]): (T | null)[][] {
	const left = Math.min(...tableau.map((p) => p.x));
	const top = Math.min(...tableau.map((p) => p.y));
	return [0, 1, 2].map((row) =>
		[0, 1, 2].map((column) => tableau.find((p) => p.x - left === column && p.y - top === row) ?? null)
	);
}
