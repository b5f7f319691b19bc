// The evaluator's tables, made once at load: how often a future card adds to each
// kind of count (the rates), distinct-kinds and still-missing chances by mask and
// cards to come, and every card's scoring in one shape (`Scoring`) for evaluate.ts
// to read at every simulated turn.
import { CARDS, SHIELDS, type Area, type CardInfo, type Count } from '../engine/index';

/** Chance that a future card of the player is taken face up. */
const P_UP = 0.72;
/** Players pick cards that fit: future cards help "more of X" counts a bit more than random ones. */
const FIT = 1.25;

const N = CARDS.length;
export const SHIELD_RATE = SHIELDS.map((_, i) => (CARDS.reduce((s, c) => s + c.shieldCounts[i], 0) / N) * P_UP * FIT);
const SHIELD_HIT = SHIELDS.map((_, i) => (CARDS.filter((c) => c.shieldCounts[i] > 0).length / N) * P_UP);
export const LOC_RATE = 0.5 * P_UP * FIT;
const rate = (pred: (c: CardInfo) => boolean) => (CARDS.filter(pred).length / N) * P_UP * FIT;
const COST_EQ = Array.from({ length: 8 }, (_, k) => rate((c) => c.cost === k));
const COST_GE = Array.from({ length: 8 }, (_, k) => rate((c) => c.cost >= k));
const SHIELD_COUNT_RATE = [0, rate((c) => c.shieldTotal === 1), rate((c) => c.shieldTotal === 2)];
export const DISCOUNT_RATE = rate((c) => c.hasDiscount);
const SHIELD_INDEX: Record<string, number> = Object.fromEntries(SHIELDS.map((s, i) => [s, i]));

/**
 * x to a whole power by multiplying: Math.pow may differ in the last bit between JavaScript
 * engines (Node's, Chromium's and workerd's V8 do), which would let a near tie in the
 * evaluation go another way and the same view give another move in the room and the page.
 */
function power(x: number, k: number): number {
	let p = 1;
	for (let i = 0; i < k; i++) p *= x;
	return p;
}

function bits(m: number): number {
	let n = 0;
	for (; m; m &= m - 1) n++;
	return n;
}

/** Expected distinct kinds once `k` more cards arrive, given the kinds already present. */
function distinctAfter(mask: number, k: number, hitScale: number): number {
	let d = bits(mask);
	if (k <= 0) return d;
	for (let i = 0; i < 6; i++) if (!(mask & (1 << i))) d += 1 - power(1 - SHIELD_HIT[i] * hitScale, k);
	return d;
}

/**
 * distinctAfter for every mask of kinds and every number of cards to come (0–9), as a table:
 * the evaluator asks it at every evaluation, and its powers were a good part of the time.
 */
const distinctTable = (hitScale: number) =>
	Float64Array.from({ length: 64 * 10 }, (_, i) => distinctAfter((i / 10) | 0, i % 10, hitScale));
export const DISTINCT = distinctTable(1);
export const DISTINCT_MISSING = distinctTable(0.35);
/** The chance that shield i is still missing after k more cards, by i × 10 + k. */
export const STILL_MISSING = Float64Array.from({ length: 6 * 10 }, (_, j) =>
	power(1 - SHIELD_HIT[(j / 10) | 0] * 0.3, j % 10)
);

/** What a count is, as a number: expectCount switches on it. */
export const enum Kind {
	Shields,
	DistinctShieldTypes,
	MissingShieldTypes,
	IfShieldMissing,
	ShieldSets,
	IdenticalShieldSets,
	Keys,
	Banners,
	BannerSets,
	CardsWithShieldCount,
	CardsWithCost,
	CardsWithDiscount,
	IfAnyFaceDown,
	CardsWithPurse,
	GoldOnThisPurse,
	GoldOnAllPurses,
	OccupiedPositions,
	EmptyPositions,
	IfPosition
}
const KINDS: Record<Count['type'], Kind> = {
	shields: Kind.Shields,
	distinctShieldTypes: Kind.DistinctShieldTypes,
	missingShieldTypes: Kind.MissingShieldTypes,
	ifShieldMissing: Kind.IfShieldMissing,
	shieldSets: Kind.ShieldSets,
	identicalShieldSets: Kind.IdenticalShieldSets,
	keys: Kind.Keys,
	banners: Kind.Banners,
	bannerSets: Kind.BannerSets,
	cardsWithShieldCount: Kind.CardsWithShieldCount,
	cardsWithCost: Kind.CardsWithCost,
	cardsWithDiscount: Kind.CardsWithDiscount,
	ifAnyFaceDown: Kind.IfAnyFaceDown,
	cardsWithPurse: Kind.CardsWithPurse,
	goldOnThisPurse: Kind.GoldOnThisPurse,
	goldOnAllPurses: Kind.GoldOnAllPurses,
	occupiedPositions: Kind.OccupiedPositions,
	emptyPositions: Kind.EmptyPositions,
	ifPosition: Kind.IfPosition
};
export const enum AreaCode {
	Tableau,
	Row,
	Column,
	RowAndColumn
}
const AREAS: Record<Area, AreaCode> = {
	tableau: AreaCode.Tableau,
	row: AreaCode.Row,
	column: AreaCode.Column,
	rowAndColumn: AreaCode.RowAndColumn
};

/**
 * A card's scoring as expectCount reads it, in one shape for every card: the counts'
 * own objects have a shape per type, and reading them at every evaluation went through
 * V8's slowest property lookups.
 */
export interface Scoring {
	points: number;
	kind: Kind;
	area: AreaCode;
	/** Whether the count depends on where the cards lie (else it is the same on every space). */
	layout: boolean;
	/** The shield (index into SHIELDS), or the shields of a set. */
	shield: number;
	shields: number[];
	/** A set's size, a cost, or a number of shields on a card. */
	n: number;
	orMore: boolean;
	/** The expected rate of future cards that add to the count (cardsWith… counts). */
	rate: number;
	castle: boolean;
	/** Banners a set needs of each location. */
	needCastle: number;
	needVillage: number;
	mask: number[][];
}

function scoringOf(points: number, c: Count): Scoring {
	const area = 'area' in c ? AREAS[c.area] : AreaCode.Tableau;
	const banners = c.type === 'bannerSets' ? c.banners : [];
	return {
		points,
		kind: KINDS[c.type],
		area,
		layout:
			c.type === 'ifPosition' ||
			((c.type === 'shields' || c.type === 'distinctShieldTypes') && area !== AreaCode.Tableau),
		shield: 'shield' in c ? SHIELD_INDEX[c.shield] : 0,
		shields: c.type === 'shieldSets' ? c.shields.map((sh) => SHIELD_INDEX[sh]) : [],
		n:
			c.type === 'identicalShieldSets'
				? c.size
				: c.type === 'cardsWithCost'
					? c.cost
					: c.type === 'cardsWithShieldCount'
						? c.shieldCount
						: 0,
		orMore: c.type === 'cardsWithCost' && c.orMore,
		rate:
			c.type === 'cardsWithCost'
				? c.orMore
					? COST_GE[c.cost]
					: COST_EQ[c.cost]
				: c.type === 'cardsWithShieldCount'
					? (SHIELD_COUNT_RATE[c.shieldCount] ?? 0)
					: 0,
		castle: c.type === 'banners' && c.location === 'castle',
		needCastle: banners.filter((b) => b === 'castle').length,
		needVillage: banners.filter((b) => b === 'village').length,
		mask: c.type === 'ifPosition' ? c.mask : []
	};
}

/** Each card's scoring, by its index. */
export const SCORING = CARDS.map((c) => scoringOf(c.scoring.points, c.scoring.count));
