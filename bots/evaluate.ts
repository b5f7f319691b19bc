// Heuristic value of one player's position: the expected end-of-game score.
//
// `scores()` mid-game treats the incomplete grid as final (rows/columns hold
// only the cards placed so far, "if position" uses a frame that may still
// shift, "no X shield" counts as won). This evaluator instead estimates each
// face-up card's value on the *finished* grid:
//   - row / column / row-and-column counts: current value + the empty spaces
//     left in that line × the expected contribution of a future card;
//   - tableau-wide counts: current value + empty spaces × the expected rate;
//   - "if position": exact once the frame is fixed, else the share of still
//     possible frames (the owner can steer, so "possible at all" counts too);
//   - "no X shield": discounted by the risk of having to take one later;
// plus resources: keys 1 point each (+ flexibility while turns remain), gold
// 2 points per gold that fits on free purse space, and otherwise about what it
// buys while turns remain (points per gold, falling to ~0 on the last turns).
// Exact at the end of the game (no empty space left): equals `scores()`.
import { CARDS, LOCATIONS, SHIELDS, type CardInfo, type Count, type PlacedCard } from '../engine/index';
import { card } from './card';

/** Chance that a future card of the player is taken face up. */
const P_UP = 0.72;
/** Players pick cards that fit: future cards help "more of X" counts a bit more than random ones. */
const FIT = 1.25;

const N = CARDS.length;
const SHIELD_RATE = SHIELDS.map((_, i) => (CARDS.reduce((s, c) => s + c.shieldCounts[i], 0) / N) * P_UP * FIT);
const SHIELD_HIT = SHIELDS.map((_, i) => (CARDS.filter((c) => c.shieldCounts[i] > 0).length / N) * P_UP);
const LOC_RATE = 0.5 * P_UP * FIT;
const rate = (pred: (c: CardInfo) => boolean) => (CARDS.filter(pred).length / N) * P_UP * FIT;
const COST_EQ = Array.from({ length: 8 }, (_, k) => rate((c) => c.cost === k));
const COST_GE = Array.from({ length: 8 }, (_, k) => rate((c) => c.cost >= k));
const SHIELD_COUNT_RATE = [0, rate((c) => c.shieldTotal === 1), rate((c) => c.shieldTotal === 2)];
const DISCOUNT_RATE = rate((c) => c.hasDiscount);
const SHIELD_INDEX: Record<string, number> = Object.fromEntries(SHIELDS.map((s, i) => [s, i]));

function bits(m: number): number {
	let n = 0;
	for (; m; m &= m - 1) n++;
	return n;
}

/** Everything the counts need about a tableau, computed once. */
interface Summary {
	n: number;
	empty: number;
	up: { p: PlacedCard; info: CardInfo; rx: number; ry: number }[];
	totals: number[];
	mask: number;
	castle: number;
	village: number;
	costs: number[];
	shieldCount: number[];
	discounts: number;
	anyFaceDown: boolean;
	purseGold: number;
	purseFree: number;
	/** Gold from stock that would go onto purses at the end (set by playerValue). */
	deposit: number;
	minX: number;
	minY: number;
	w: number;
	h: number;
	/** Cards (face-down included) per absolute row / column, keyed by offset from min. */
	rowCards: number[];
	colCards: number[];
	rowTotals: number[][];
	colTotals: number[][];
	rowMask: number[];
	colMask: number[];
}

function summarize(tableau: readonly PlacedCard[]): Summary {
	let minX = Infinity,
		minY = Infinity,
		maxX = -Infinity,
		maxY = -Infinity;
	for (const p of tableau) {
		if (p.x < minX) minX = p.x;
		if (p.y < minY) minY = p.y;
		if (p.x > maxX) maxX = p.x;
		if (p.y > maxY) maxY = p.y;
	}
	const s: Summary = {
		n: tableau.length,
		empty: 9 - tableau.length,
		up: [],
		totals: [0, 0, 0, 0, 0, 0],
		mask: 0,
		castle: 0,
		village: 0,
		costs: [0, 0, 0, 0, 0, 0, 0, 0],
		shieldCount: [0, 0, 0],
		discounts: 0,
		anyFaceDown: false,
		purseGold: 0,
		purseFree: 0,
		deposit: 0,
		minX,
		minY,
		w: tableau.length ? maxX - minX + 1 : 0,
		h: tableau.length ? maxY - minY + 1 : 0,
		rowCards: [0, 0, 0],
		colCards: [0, 0, 0],
		rowTotals: [
			[0, 0, 0, 0, 0, 0],
			[0, 0, 0, 0, 0, 0],
			[0, 0, 0, 0, 0, 0]
		],
		colTotals: [
			[0, 0, 0, 0, 0, 0],
			[0, 0, 0, 0, 0, 0],
			[0, 0, 0, 0, 0, 0]
		],
		rowMask: [0, 0, 0],
		colMask: [0, 0, 0]
	};
	for (const p of tableau) {
		const rx = p.x - minX;
		const ry = p.y - minY;
		s.rowCards[ry]++;
		s.colCards[rx]++;
		if (p.faceDown) {
			s.anyFaceDown = true;
			continue;
		}
		const info = card(p.card);
		s.up.push({ p, info, rx, ry });
		for (let i = 0; i < 6; i++) {
			const k = info.shieldCounts[i];
			s.totals[i] += k;
			s.rowTotals[ry][i] += k;
			s.colTotals[rx][i] += k;
		}
		s.mask |= info.shieldMask;
		s.rowMask[ry] |= info.shieldMask;
		s.colMask[rx] |= info.shieldMask;
		if (info.location === 'castle') s.castle++;
		else s.village++;
		s.costs[info.cost]++;
		s.shieldCount[info.shieldTotal]++;
		if (info.hasDiscount) s.discounts++;
		if (info.purseCapacity > 0) {
			s.purseGold += p.gold;
			s.purseFree += info.purseCapacity - p.gold;
		}
	}
	return s;
}

/** Expected distinct kinds once `k` more cards arrive, given the kinds already present. */
function distinctAfter(mask: number, k: number, hitScale = 1): number {
	let d = bits(mask);
	if (k <= 0) return d;
	for (let i = 0; i < 6; i++) if (!(mask & (1 << i))) d += 1 - Math.pow(1 - SHIELD_HIT[i] * hitScale, k);
	return d;
}

/** Probability that a card at relative (rx, ry) ends on a marked cell of `mask`. */
function positionChance(s: Summary, rx: number, ry: number, mask: number[][]): number {
	const sx = 3 - s.w; // possible shifts of the final frame
	const sy = 3 - s.h;
	let ok = 0,
		all = 0;
	for (let dy = 0; dy <= sy; dy++)
		for (let dx = 0; dx <= sx; dx++) {
			all++;
			if (mask[ry + dy]?.[rx + dx]) ok++;
		}
	if (all === 1) return ok;
	if (ok === 0) return 0;
	return 0.45 * (ok / all) + 0.45;
}

/** Expected final value of a count for the card at `self` (null: tableau-level). */
function expectCount(
	c: Count,
	s: Summary,
	self: { rx: number; ry: number; p: PlacedCard } | null,
	keys: number
): number {
	const E = s.empty;
	switch (c.type) {
		case 'shields': {
			const i = SHIELD_INDEX[c.shield];
			if (c.area === 'tableau' || !self) return s.totals[i] + E * SHIELD_RATE[i];
			if (c.area === 'row') return s.rowTotals[self.ry][i] + (3 - s.rowCards[self.ry]) * SHIELD_RATE[i];
			if (c.area === 'column') return s.colTotals[self.rx][i] + (3 - s.colCards[self.rx]) * SHIELD_RATE[i];
			const own = card(self.p.card).shieldCounts[i];
			const now = s.rowTotals[self.ry][i] + s.colTotals[self.rx][i] - own;
			return now + (6 - s.rowCards[self.ry] - s.colCards[self.rx]) * SHIELD_RATE[i];
		}
		case 'distinctShieldTypes': {
			if (c.area === 'tableau' || !self) return distinctAfter(s.mask, E);
			if (c.area === 'row') return distinctAfter(s.rowMask[self.ry], 3 - s.rowCards[self.ry]);
			return distinctAfter(s.colMask[self.rx], 3 - s.colCards[self.rx]);
		}
		case 'missingShieldTypes':
			return 6 - distinctAfter(s.mask, E, 0.35);
		case 'ifShieldMissing': {
			const i = SHIELD_INDEX[c.shield];
			if (s.mask & (1 << i)) return 0;
			return Math.pow(1 - SHIELD_HIT[i] * 0.3, E);
		}
		case 'shieldSets': {
			let m = Infinity;
			for (const sh of c.shields) {
				const i = SHIELD_INDEX[sh];
				m = Math.min(m, s.totals[i] + E * SHIELD_RATE[i]);
			}
			return E > 0 ? m * 0.9 : m;
		}
		case 'identicalShieldSets': {
			let sum = 0;
			for (let i = 0; i < 6; i++) {
				const now = Math.floor(s.totals[i] / c.size);
				const later = (s.totals[i] + E * SHIELD_RATE[i]) / c.size - 0.4;
				sum += Math.max(now, later);
			}
			return sum;
		}
		case 'keys':
			return keys;
		case 'banners':
			return (c.location === 'castle' ? s.castle : s.village) + E * LOC_RATE;
		case 'bannerSets': {
			let m = Infinity;
			for (const loc of LOCATIONS) {
				const need = c.banners.filter((b) => b === loc).length;
				if (need === 0) continue;
				const have = (loc === 'castle' ? s.castle : s.village) + E * LOC_RATE;
				m = Math.min(m, E > 0 ? have / need - (need > 1 ? 0.35 : 0.15) : Math.floor(have / need));
			}
			return Math.max(0, m === Infinity ? 0 : m);
		}
		case 'cardsWithShieldCount':
			return s.shieldCount[c.shieldCount] + E * (SHIELD_COUNT_RATE[c.shieldCount] ?? 0);
		case 'cardsWithCost': {
			let now = 0;
			for (let k = 0; k < 8; k++) if (c.orMore ? k >= c.cost : k === c.cost) now += s.costs[k];
			return now + E * (c.orMore ? COST_GE[c.cost] : COST_EQ[c.cost]);
		}
		case 'cardsWithDiscount':
			return s.discounts + E * DISCOUNT_RATE;
		case 'ifAnyFaceDown':
			return s.anyFaceDown ? 1 : Math.min(0.9, 0.2 * E);
		case 'cardsWithPurse':
			return s.up.filter((u) => u.info.purseCapacity > 0).length;
		case 'goldOnThisPurse':
			return self ? self.p.gold : 0;
		case 'goldOnAllPurses':
			return s.purseGold + s.deposit;
		case 'occupiedPositions':
			return s.n;
		case 'emptyPositions':
			return E;
		case 'ifPosition':
			return self ? positionChance(s, self.rx, self.ry, c.mask) : 0;
	}
}

/** Points per gold while turns remain (what gold buys), by own turns left. */
export function goldRate(turnsLeft: number): number {
	if (turnsLeft <= 0) return 0;
	if (turnsLeft === 1) return 0.35;
	if (turnsLeft === 2) return 0.6;
	return 0.8;
}

export interface PlayerLike {
	gold: number;
	keys: number;
	tableau: readonly PlacedCard[];
}

/** Expected value of gold and keys held now (purse space included). */
export function resourceValue(s: { empty: number; purseFree: number }, gold: number, keys: number): number {
	const E = s.empty;
	const toPurse = Math.min(gold, s.purseFree);
	const rest = gold - toPurse;
	const need = E * 5; // more than ~5 gold a turn is rarely useful
	const spend = Math.min(rest, need);
	let v = 2 * toPurse + goldRate(E) * spend + 0.01 * (rest - spend);
	// Keys: 1 point at the end, plus the option to refresh/move the messenger.
	v += keys + Math.min(keys, E) * 0.4;
	return v;
}

/** Expected end-of-game score of one player (exact when the tableau is full). */
export function playerValue(p: PlayerLike): number {
	const s = summarize(p.tableau);
	s.deposit = Math.min(p.gold, s.purseFree);
	let v = 0;
	for (const u of s.up) {
		const sc = u.info.scoring;
		v += sc.points * expectCount(sc.count, s, u, p.keys);
	}
	return v + resourceValue(s, p.gold, p.keys);
}

/** The tableau summary's purse space (for callers that value gold alone). */
export function purseFree(tableau: readonly PlacedCard[]): number {
	let f = 0;
	for (const p of tableau) if (!p.faceDown) f += Math.max(0, card(p.card).purseCapacity - p.gold);
	return f;
}
