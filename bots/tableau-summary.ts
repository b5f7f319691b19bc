// One player's tableau summed up for the evaluator (evaluate.ts): what does not depend on
// where the cards lie (counts, shields, purses), then, for a frame, what does (each row's
// and column's cards and shields). Written into one reused summary: see its comment.
import type { CardInfo, PlacedCard } from '../engine/index';
import { card } from './card';
import { SCORING, type Scoring } from './scoring-table';

/**
 * Everything the counts need about a tableau. One summary is reused for every
 * call (the evaluator is synchronous and not re-entrant): the evaluator runs at
 * every simulated turn of every playout, and fresh arrays there were a fifth of
 * a search's time and most of its garbage.
 */
export interface Summary {
	n: number;
	empty: number;
	/** Face-up cards: how many, then each one's placement, data and row and column (window indices, below). */
	upCount: number;
	upP: PlacedCard[];
	upInfo: CardInfo[];
	upScoring: Scoring[];
	upRx: Int32Array;
	upRy: Int32Array;
	/** Face-up cards whose count depends on where the cards lie. */
	layoutCards: number;
	totals: Int32Array;
	mask: number;
	castle: number;
	village: number;
	costs: Int32Array;
	shieldCount: Int32Array;
	discounts: number;
	purses: number;
	anyFaceDown: boolean;
	purseGold: number;
	purseFree: number;
	/** Gold from stock that would go onto purses at the end (set by playerValue). */
	deposit: number;
	/** The frame's corner, as window indices, and its size. */
	frameX: number;
	frameY: number;
	w: number;
	h: number;
	/**
	 * Cards (face-down included) per row / column, indexed from a window origin left of and
	 * above every card: 5 wide, so that a card can be tried on every open space around a
	 * laid-out tableau without laying the others out again.
	 */
	rowCards: Int32Array;
	colCards: Int32Array;
	/** Shields per row / column and kind, by row × 6 + kind. */
	rowTotals: Int32Array;
	colTotals: Int32Array;
	rowMask: Int32Array;
	colMask: Int32Array;
}

const zeros = (k: number) => new Int32Array(k);
export const S: Summary = {
	n: 0,
	empty: 9,
	upCount: 0,
	upP: [],
	upInfo: [],
	upScoring: [],
	upRx: zeros(9),
	upRy: zeros(9),
	layoutCards: 0,
	totals: zeros(6),
	mask: 0,
	castle: 0,
	village: 0,
	costs: zeros(8),
	shieldCount: zeros(3),
	discounts: 0,
	purses: 0,
	anyFaceDown: false,
	purseGold: 0,
	purseFree: 0,
	deposit: 0,
	frameX: 0,
	frameY: 0,
	w: 0,
	h: 0,
	rowCards: zeros(5),
	colCards: zeros(5),
	rowTotals: zeros(30),
	colTotals: zeros(30),
	rowMask: zeros(5),
	colMask: zeros(5)
};

/** What does not depend on where the cards lie: counts, shields, purses. */
export function summarizeCards(tableau: readonly PlacedCard[]): Summary {
	const s = S;
	s.n = tableau.length;
	s.empty = 9 - tableau.length;
	s.upCount = s.layoutCards = 0;
	s.mask = s.castle = s.village = s.discounts = s.purses = 0;
	s.anyFaceDown = false;
	s.purseGold = s.purseFree = s.deposit = 0;
	// Loops, not fill(): a builtin's call costs more than clearing a few numbers.
	for (let i = 0; i < 6; i++) s.totals[i] = 0;
	for (let i = 0; i < 8; i++) s.costs[i] = 0;
	for (let i = 0; i < 3; i++) s.shieldCount[i] = 0;
	for (let k = 0; k < tableau.length; k++) {
		const p = tableau[k];
		if (p.faceDown) {
			s.anyFaceDown = true;
			continue;
		}
		const info = card(p.card);
		const u = s.upCount++;
		s.upP[u] = p;
		s.upInfo[u] = info;
		const sc = (s.upScoring[u] = SCORING[info.index]);
		if (sc.layout) s.layoutCards++;
		// A card shows one or two kinds of shield: add those only.
		for (let m = info.shieldMask; m; m &= m - 1) {
			const i = 31 - Math.clz32(m & -m);
			s.totals[i] += info.shieldCounts[i];
		}
		s.mask |= info.shieldMask;
		if (info.location === 'castle') s.castle++;
		else s.village++;
		s.costs[info.cost]++;
		s.shieldCount[info.shieldTotal]++;
		if (info.hasDiscount) s.discounts++;
		if (info.purseCapacity > 0) {
			s.purses++;
			s.purseGold += p.gold;
			s.purseFree += info.purseCapacity - p.gold;
		}
	}
	return s;
}

/** The bounds of the last `bounds` call: min x, min y, max x, max y. */
export const B = [0, 0, 0, 0];

/** Bounds of the tableau's cards other than `skip` (±Infinity when there are none). */
export function bounds(tableau: readonly PlacedCard[], skip: PlacedCard | null): void {
	let minX = Infinity,
		minY = Infinity,
		maxX = -Infinity,
		maxY = -Infinity;
	for (let k = 0; k < tableau.length; k++) {
		const p = tableau[k];
		if (p === skip) continue;
		if (p.x < minX) minX = p.x;
		if (p.y < minY) minY = p.y;
		if (p.x > maxX) maxX = p.x;
		if (p.y > maxY) maxY = p.y;
	}
	B[0] = minX;
	B[1] = minY;
	B[2] = maxX;
	B[3] = maxY;
}

/**
 * What does depend on where the cards lie (after summarizeCards): the cards and shields of
 * each row and column, indexed from the window origin (ox, oy), and each face-up card's row
 * and column. A card `skip` is left out of the rows and columns; returns its index among the
 * face-up cards (-1 when it is face down or absent). The frame is the caller's.
 */
export function layOut(tableau: readonly PlacedCard[], skip: PlacedCard | null, ox: number, oy: number): number {
	const s = S;
	for (let i = 0; i < 5; i++) s.rowCards[i] = s.colCards[i] = s.rowMask[i] = s.colMask[i] = 0;
	for (let i = 0; i < 30; i++) s.rowTotals[i] = s.colTotals[i] = 0;
	let u = 0;
	let skipped = -1;
	for (let k = 0; k < tableau.length; k++) {
		const p = tableau[k];
		if (p === skip) {
			if (!p.faceDown) skipped = u++;
			continue;
		}
		const rx = p.x - ox;
		const ry = p.y - oy;
		s.rowCards[ry]++;
		s.colCards[rx]++;
		if (p.faceDown) continue;
		const info = s.upInfo[u];
		s.upRx[u] = rx;
		s.upRy[u] = ry;
		u++;
		for (let m = info.shieldMask; m; m &= m - 1) {
			const i = 31 - Math.clz32(m & -m);
			s.rowTotals[ry * 6 + i] += info.shieldCounts[i];
			s.colTotals[rx * 6 + i] += info.shieldCounts[i];
		}
		s.rowMask[ry] |= info.shieldMask;
		s.colMask[rx] |= info.shieldMask;
	}
	return skipped;
}
