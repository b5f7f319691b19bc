// Tableau placement (RULES.md §4.8): the first card goes to (0,0); every later
// card must touch a card orthogonally and keep the tableau within 3×3.
import type { PlacedCard } from './types';

const STEPS = [1, 0, -1, 0, 0, 1, 0, -1];

/** The 5×5 window's bits, and those of its first and last column (to cut wrap-around). */
const WINDOW = (1 << 25) - 1;
const FIRST_COLUMN = 0b00001_00001_00001_00001_00001;
const LAST_COLUMN = FIRST_COLUMN << 4;

/** Bits of the window's cells with column in [c0, c1] and row in [r0, r1]. */
function rectangle(c0: number, c1: number, r0: number, r1: number): number {
	const row = (1 << (c1 + 1)) - (1 << c0);
	let m = 0;
	for (let r = r0; r <= r1; r++) m |= row << (5 * r);
	return m;
}

/**
 * Legal empty spaces of a non-empty tableau as bits of a 5×5 window around its
 * first card: bit c + 5r is the space (x0 − 2 + c, y0 − 2 + r), where (x0, y0) is
 * the first card's; a 3×3 tableau containing it never leaves that window. The
 * lowest bit first is reading order (top row first, left to right). A space is
 * legal when it is empty, touches a card orthogonally and keeps the bounding box
 * within 3×3. Numbers, not lists: playouts ask at every turn.
 */
export function openMask(tableau: readonly PlacedCard[]): number {
	const n = tableau.length;
	if (n === 0 || n >= 9) return 0;
	const ox = tableau[0].x - 2;
	const oy = tableau[0].y - 2;
	let occupied = 0;
	let minC = 4;
	let maxC = 0;
	let minR = 4;
	let maxR = 0;
	for (let i = 0; i < n; i++) {
		const c = tableau[i].x - ox;
		const r = tableau[i].y - oy;
		occupied |= 1 << (c + 5 * r);
		if (c < minC) minC = c;
		if (c > maxC) maxC = c;
		if (r < minR) minR = r;
		if (r > maxR) maxR = r;
	}
	const touching =
		((occupied << 1) & ~FIRST_COLUMN) | ((occupied >>> 1) & ~LAST_COLUMN) | (occupied << 5) | (occupied >>> 5);
	// Within 3×3: columns maxC−2 … minC+2 and rows maxR−2 … minR+2 (clipped to the window).
	const inBox = rectangle(Math.max(0, maxC - 2), Math.min(4, minC + 2), Math.max(0, maxR - 2), Math.min(4, minR + 2));
	return touching & ~occupied & inBox & WINDOW;
}

/** The index (0–24) of the k-th set bit of `mask`, lowest first. */
export function nthBit(mask: number, k: number): number {
	for (let i = 0; i < k; i++) mask &= mask - 1;
	return 31 - Math.clz32(mask & -mask);
}

/** Set bits of a mask. */
export function bitCount(mask: number): number {
	let n = 0;
	for (; mask !== 0; mask &= mask - 1) n++;
	return n;
}

/** The x and the y of the space of bit `bit` of openMask's window. */
export const windowX = (tableau: readonly PlacedCard[], bit: number) => tableau[0].x - 2 + (bit % 5);
export const windowY = (tableau: readonly PlacedCard[], bit: number) => tableau[0].y - 2 + ((bit / 5) | 0);

/**
 * Legal empty spaces as a flat [x0, y0, x1, y1, …] list in reading order (top
 * row first, left to right): openMask's spaces, and (0, 0) for the first card.
 */
export function openCells(tableau: readonly PlacedCard[]): number[] {
	if (tableau.length === 0) return [0, 0];
	let free = openMask(tableau);
	const out: number[] = [];
	while (free !== 0) {
		const bit = 31 - Math.clz32(free & -free);
		free &= free - 1;
		out.push(windowX(tableau, bit), windowY(tableau, bit));
	}
	return out;
}

/** Whether (x, y) is a legal space for the next card. */
export function isOpenCell(tableau: readonly PlacedCard[], x: number, y: number): boolean {
	if (tableau.length === 0) return x === 0 && y === 0;
	const c = x - tableau[0].x + 2;
	const r = y - tableau[0].y + 2;
	return c >= 0 && c < 5 && r >= 0 && r < 5 && (openMask(tableau) & (1 << (c + 5 * r))) !== 0;
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
