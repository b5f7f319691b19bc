// Tableau placement (cards.md §4.8): the first card goes to (0,0); every later
// card must touch a card orthogonally and keep the tableau within 3×3.
import type { PlacedCard } from './types';

const STEPS = [1, 0, -1, 0, 0, 1, 0, -1];

/**
 * Legal empty spaces as a flat [x0, y0, x1, y1, …] list (cheap for playouts).
 * Cells are tracked on a 5×5 window around the first card: a 3×3 tableau
 * containing it can never leave that window.
 */
export function openCells(tableau: readonly PlacedCard[]): number[] {
	const n = tableau.length;
	if (n === 0) return [0, 0];
	if (n >= 9) return [];
	const ox = tableau[0].x - 2;
	const oy = tableau[0].y - 2;
	let occupied = 0;
	let minX = Infinity;
	let maxX = -Infinity;
	let minY = Infinity;
	let maxY = -Infinity;
	for (let i = 0; i < n; i++) {
		const p = tableau[i];
		occupied |= 1 << (p.x - ox + (p.y - oy) * 5);
		if (p.x < minX) minX = p.x;
		if (p.x > maxX) maxX = p.x;
		if (p.y < minY) minY = p.y;
		if (p.y > maxY) maxY = p.y;
	}
	const out: number[] = [];
	let seen = occupied;
	for (let i = 0; i < n; i++) {
		const p = tableau[i];
		for (let k = 0; k < 8; k += 2) {
			const x = p.x + STEPS[k];
			const y = p.y + STEPS[k + 1];
			if (Math.max(maxX, x) - Math.min(minX, x) > 2 || Math.max(maxY, y) - Math.min(minY, y) > 2) continue;
			const bit = 1 << (x - ox + (y - oy) * 5);
			if (seen & bit) continue;
			seen |= bit;
			out.push(x, y);
		}
	}
	return out;
}

/** Whether (x, y) is a legal space for the next card. */
export function isOpenCell(tableau: readonly PlacedCard[], x: number, y: number): boolean {
	const cells = openCells(tableau);
	for (let i = 0; i < cells.length; i += 2) if (cells[i] === x && cells[i + 1] === y) return true;
	return false;
}

/** Whether a complete list of placed cards forms a legal tableau (connected, distinct, within 3×3). */
export function isLegalTableau(tableau: readonly PlacedCard[]): boolean {
	if (tableau.length > 9) return false;
	const cells = new Set(tableau.map((p) => `${p.x},${p.y}`));
	if (cells.size !== tableau.length) return false;
	if (tableau.length === 0) return true;
	const xs = tableau.map((p) => p.x);
	const ys = tableau.map((p) => p.y);
	if (Math.max(...xs) - Math.min(...xs) > 2 || Math.max(...ys) - Math.min(...ys) > 2) return false;
	// Connected (orthogonally), so that some placement order reaches it.
	const seen = new Set([`${tableau[0].x},${tableau[0].y}`]);
	const queue = [tableau[0]];
	while (queue.length) {
		const p = queue.pop()!;
		for (let k = 0; k < 8; k += 2) {
			const key = `${p.x + STEPS[k]},${p.y + STEPS[k + 1]}`;
			if (cells.has(key) && !seen.has(key)) {
				seen.add(key);
				queue.push(tableau.find((q) => `${q.x},${q.y}` === key)!);
			}
		}
	}
	return seen.size === tableau.length;
}

/** Seats next to `seat`, without duplicates (one seat in a 2-player game). */
export function neighborSeats(seat: number, players: number): number[] {
	const left = (seat + players - 1) % players;
	const right = (seat + 1) % players;
	return left === right ? [left] : [left, right];
}
