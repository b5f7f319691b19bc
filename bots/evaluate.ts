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
import type { PlacedCard } from '../engine/index';
import { card } from './card';
import {
	AreaCode,
	DISCOUNT_RATE,
	DISTINCT,
	DISTINCT_MISSING,
	Kind,
	LOC_RATE,
	SHIELD_RATE,
	STILL_MISSING,
	type Scoring
} from './scoring-table';
import { B, bounds, layOut, summarizeCards, type Summary } from './tableau-summary';

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

/** Expected final value of a card's count for the face-up card `u` of the summary (-1: tableau-level). */
function expectCount(c: Scoring, s: Summary, u: number, keys: number): number {
	const E = s.empty;
	const self = u >= 0;
	const rx = self ? s.upRx[u] : 0;
	const ry = self ? s.upRy[u] : 0;
	switch (c.kind) {
		case Kind.Shields: {
			const i = c.shield;
			if (c.area === AreaCode.Tableau || !self) return s.totals[i] + E * SHIELD_RATE[i];
			if (c.area === AreaCode.Row) return s.rowTotals[ry * 6 + i] + (3 - s.rowCards[ry]) * SHIELD_RATE[i];
			if (c.area === AreaCode.Column) return s.colTotals[rx * 6 + i] + (3 - s.colCards[rx]) * SHIELD_RATE[i];
			const own = s.upInfo[u].shieldCounts[i];
			const now = s.rowTotals[ry * 6 + i] + s.colTotals[rx * 6 + i] - own;
			return now + (6 - s.rowCards[ry] - s.colCards[rx]) * SHIELD_RATE[i];
		}
		case Kind.DistinctShieldTypes: {
			if (c.area === AreaCode.Tableau || !self) return DISTINCT[s.mask * 10 + E];
			if (c.area === AreaCode.Row) return DISTINCT[s.rowMask[ry] * 10 + 3 - s.rowCards[ry]];
			return DISTINCT[s.colMask[rx] * 10 + 3 - s.colCards[rx]];
		}
		case Kind.MissingShieldTypes:
			return 6 - DISTINCT_MISSING[s.mask * 10 + E];
		case Kind.IfShieldMissing: {
			const i = c.shield;
			if (s.mask & (1 << i)) return 0;
			return STILL_MISSING[i * 10 + E];
		}
		case Kind.ShieldSets: {
			let m = Infinity;
			for (let k = 0; k < c.shields.length; k++) {
				const i = c.shields[k];
				m = Math.min(m, s.totals[i] + E * SHIELD_RATE[i]);
			}
			return E > 0 ? m * 0.9 : m;
		}
		case Kind.IdenticalShieldSets: {
			let sum = 0;
			for (let i = 0; i < 6; i++) {
				const now = Math.floor(s.totals[i] / c.n);
				const later = (s.totals[i] + E * SHIELD_RATE[i]) / c.n - 0.4;
				sum += Math.max(now, later);
			}
			return sum;
		}
		case Kind.Keys:
			return keys;
		case Kind.Banners:
			return (c.castle ? s.castle : s.village) + E * LOC_RATE;
		case Kind.BannerSets: {
			let m = Infinity;
			if (c.needCastle > 0) m = Math.min(m, bannerSets(s.castle + E * LOC_RATE, c.needCastle, E));
			if (c.needVillage > 0) m = Math.min(m, bannerSets(s.village + E * LOC_RATE, c.needVillage, E));
			return Math.max(0, m === Infinity ? 0 : m);
		}
		case Kind.CardsWithShieldCount:
			return s.shieldCount[c.n] + E * c.rate;
		case Kind.CardsWithCost: {
			let now = 0;
			for (let k = 0; k < 8; k++) if (c.orMore ? k >= c.n : k === c.n) now += s.costs[k];
			return now + E * c.rate;
		}
		case Kind.CardsWithDiscount:
			return s.discounts + E * DISCOUNT_RATE;
		case Kind.IfAnyFaceDown:
			return s.anyFaceDown ? 1 : Math.min(0.9, 0.2 * E);
		case Kind.CardsWithPurse:
			return s.purses;
		case Kind.GoldOnThisPurse:
			return self ? s.upP[u].gold : 0;
		case Kind.GoldOnAllPurses:
			return s.purseGold + s.deposit;
		case Kind.OccupiedPositions:
			return s.n;
		case Kind.EmptyPositions:
			return E;
		case Kind.IfPosition:
			return self ? positionChance(s, rx - s.frameX, ry - s.frameY, c.mask) : 0;
	}
}

/** Expected sets of `need` banners of a location with `have` expected banners of it. */
function bannerSets(have: number, need: number, E: number): number {
	return E > 0 ? have / need - (need > 1 ? 0.35 : 0.15) : Math.floor(have / need);
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
	const s = summarizeCards(p.tableau);
	s.deposit = Math.min(p.gold, s.purseFree);
	if (s.layoutCards > 0) {
		bounds(p.tableau, null);
		layOut(p.tableau, null, B[0], B[1]);
		s.frameX = s.frameY = 0;
		s.w = B[2] - B[0] + 1;
		s.h = B[3] - B[1] + 1;
	}
	let v = 0;
	for (let u = 0; u < s.upCount; u++) {
		const sc = s.upScoring[u];
		v += sc.points * expectCount(sc, s, u, p.keys);
	}
	return v + resourceValue(s, p.gold, p.keys);
}

/** placementValues' scratch: each face-up card's term when it does not depend on the layout. */
const TERMS: number[] = [];

/**
 * `playerValue` of the player with its card `placed` at each of `cells` (x, y pairs of open
 * spaces) in turn, into `out`. Only the new card's row and column change from space to space
 * (the frame with them), so the other cards are laid out once, and the terms that do not
 * depend on the layout are computed once: each value is still summed in playerValue's order,
 * so it is the same number. Leaves `placed` at the last cell.
 */
export function placementValues(p: PlayerLike, placed: PlacedCard, cells: readonly number[], out: number[]): void {
	const s = summarizeCards(p.tableau);
	s.deposit = Math.min(p.gold, s.purseFree);
	for (let u = 0; u < s.upCount; u++) {
		const sc = s.upScoring[u];
		if (!sc.layout) TERMS[u] = sc.points * expectCount(sc, s, u, p.keys);
	}
	const rest = resourceValue(s, p.gold, p.keys);
	if (s.layoutCards === 0) {
		// No count looks at the layout: every space is worth the same.
		let v = 0;
		for (let u = 0; u < s.upCount; u++) v += TERMS[u];
		for (let i = 0; i < cells.length; i += 2) out[i >> 1] = v + rest;
		placed.x = cells[cells.length - 2];
		placed.y = cells[cells.length - 1];
		return;
	}
	bounds(p.tableau, placed);
	const minX = B[0],
		minY = B[1],
		maxX = B[2],
		maxY = B[3];
	let ox = minX,
		oy = minY;
	for (let i = 0; i < cells.length; i += 2) {
		if (cells[i] < ox) ox = cells[i];
		if (cells[i + 1] < oy) oy = cells[i + 1];
	}
	const own = layOut(p.tableau, placed, ox, oy);
	const shields = own >= 0 ? s.upInfo[own].shieldCounts : null;
	const mask = own >= 0 ? s.upInfo[own].shieldMask : 0;
	for (let i = 0; i < cells.length; i += 2) {
		const x = (placed.x = cells[i]);
		const y = (placed.y = cells[i + 1]);
		const fx = x < minX ? x : minX;
		const fy = y < minY ? y : minY;
		s.frameX = fx - ox;
		s.frameY = fy - oy;
		s.w = (x > maxX ? x : maxX) - fx + 1;
		s.h = (y > maxY ? y : maxY) - fy + 1;
		const rx = x - ox;
		const ry = y - oy;
		const rowMask = s.rowMask[ry];
		const colMask = s.colMask[rx];
		s.rowCards[ry]++;
		s.colCards[rx]++;
		if (shields) {
			s.upRx[own] = rx;
			s.upRy[own] = ry;
			for (let m = mask; m; m &= m - 1) {
				const k = 31 - Math.clz32(m & -m);
				s.rowTotals[ry * 6 + k] += shields[k];
				s.colTotals[rx * 6 + k] += shields[k];
			}
			s.rowMask[ry] |= mask;
			s.colMask[rx] |= mask;
		}
		let v = 0;
		for (let u = 0; u < s.upCount; u++) {
			const sc = s.upScoring[u];
			v += sc.layout ? sc.points * expectCount(sc, s, u, p.keys) : TERMS[u];
		}
		out[i >> 1] = v + rest;
		s.rowCards[ry]--;
		s.colCards[rx]--;
		if (shields) {
			for (let m = mask; m; m &= m - 1) {
				const k = 31 - Math.clz32(m & -m);
				s.rowTotals[ry * 6 + k] -= shields[k];
				s.colTotals[rx * 6 + k] -= shields[k];
			}
			s.rowMask[ry] = rowMask;
			s.colMask[rx] = colMask;
		}
	}
}

/** The tableau summary's purse space (for callers that value gold alone). */
export function purseFree(tableau: readonly PlacedCard[]): number {
	let f = 0;
	for (const p of tableau) if (!p.faceDown) f += Math.max(0, card(p.card).purseCapacity - p.gold);
	return f;
}
