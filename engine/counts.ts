// Count evaluators (RULES.md §2): one small function per Count type.
// Face-down cards are invisible to every count except the three that look at
// grid spaces (occupiedPositions, emptyPositions, ifAnyFaceDown).
import { card, LOCATIONS, SHIELDS, type Area, type CardInfo, type Count, type CountType } from './cards';
import type { PlacedCard } from './types';

export interface CountContext {
	/** The tableau the count looks at. */
	tableau: readonly PlacedCard[];
	/** Keys held by the tableau's owner. */
	keys: number;
	/** The card owning the count (row/column/position/purse kinds); null for abilities. */
	self: PlacedCard | null;
}

type Evaluators = { [K in CountType]: (count: Extract<Count, { type: K }>, ctx: CountContext) => number };

const SHIELD_INDEX: Record<string, number> = Object.fromEntries(SHIELDS.map((s, i) => [s, i]));

function inArea(p: PlacedCard, area: Area, self: PlacedCard | null): boolean {
	if (area === 'tableau' || !self) return true;
	if (area === 'row') return p.y === self.y;
	if (area === 'column') return p.x === self.x;
	return p.y === self.y || p.x === self.x;
}

/** The data of the i-th card of the tableau when it is face up and in `area`, else null. */
function upAt(ctx: CountContext, area: Area, i: number): CardInfo | null {
	const p = ctx.tableau[i];
	return !p.faceDown && inArea(p, area, ctx.self) ? card(p.card) : null;
}

/** How many face-up cards of the whole tableau pass `test`. Loops, not filtered arrays: playouts count often. */
function countFaceUp(ctx: CountContext, test: (info: CardInfo) => boolean): number {
	let n = 0;
	for (let i = 0; i < ctx.tableau.length; i++) {
		const info = upAt(ctx, 'tableau', i);
		if (info && test(info)) n++;
	}
	return n;
}

/** Shield icons of one kind (index into SHIELDS) on the face-up cards in `area`. */
function shieldsOf(ctx: CountContext, shield: number, area: Area): number {
	let n = 0;
	for (let i = 0; i < ctx.tableau.length; i++) n += upAt(ctx, area, i)?.shieldCounts[shield] ?? 0;
	return n;
}

/** Bit i set when a face-up card in `area` shows SHIELDS[i]. */
function shieldMask(ctx: CountContext, area: Area = 'tableau'): number {
	let m = 0;
	for (let i = 0; i < ctx.tableau.length; i++) m |= upAt(ctx, area, i)?.shieldMask ?? 0;
	return m;
}

function bitCount(m: number): number {
	let n = 0;
	for (; m; m &= m - 1) n++;
	return n;
}

export const COUNTS: Evaluators = {
	shields: (c, ctx) => shieldsOf(ctx, SHIELD_INDEX[c.shield], c.area),
	distinctShieldTypes: (c, ctx) => bitCount(shieldMask(ctx, c.area)),
	missingShieldTypes: (_c, ctx) => 6 - bitCount(shieldMask(ctx)),
	ifShieldMissing: (c, ctx) => (shieldMask(ctx) & (1 << SHIELD_INDEX[c.shield]) ? 0 : 1),
	shieldSets: (c, ctx) => {
		let sets = Infinity;
		for (const s of c.shields) sets = Math.min(sets, shieldsOf(ctx, SHIELD_INDEX[s], 'tableau'));
		return sets;
	},
	identicalShieldSets: (c, ctx) => {
		let sets = 0;
		for (let i = 0; i < 6; i++) sets += Math.floor(shieldsOf(ctx, i, 'tableau') / c.size);
		return sets;
	},
	keys: (_c, ctx) => ctx.keys,
	banners: (c, ctx) => countFaceUp(ctx, (info) => info.location === c.location),
	bannerSets: (c, ctx) => {
		let sets = Infinity;
		for (const loc of LOCATIONS) {
			let need = 0;
			for (const b of c.banners) if (b === loc) need++;
			if (need > 0) sets = Math.min(sets, Math.floor(countFaceUp(ctx, (info) => info.location === loc) / need));
		}
		return sets === Infinity ? 0 : sets;
	},
	cardsWithShieldCount: (c, ctx) => countFaceUp(ctx, (info) => info.shieldTotal === c.shieldCount),
	cardsWithCost: (c, ctx) => countFaceUp(ctx, (info) => (c.orMore ? info.cost >= c.cost : info.cost === c.cost)),
	cardsWithDiscount: (_c, ctx) => countFaceUp(ctx, (info) => info.hasDiscount),
	ifAnyFaceDown: (_c, ctx) => (ctx.tableau.some((p) => p.faceDown) ? 1 : 0),
	cardsWithPurse: (_c, ctx) => countFaceUp(ctx, (info) => info.purseCapacity > 0),
	goldOnThisPurse: (_c, ctx) => ctx.self?.gold ?? 0,
	goldOnAllPurses: (_c, ctx) => {
		let gold = 0;
		for (const p of ctx.tableau) gold += p.gold;
		return gold;
	},
	occupiedPositions: (_c, ctx) => ctx.tableau.length,
	emptyPositions: (_c, ctx) => 9 - ctx.tableau.length,
	ifPosition: (c, ctx) => {
		if (!ctx.self) return 0;
		// Grid origin: the minimum x and y over all cards, face-down included (RULES.md §2.1).
		let minX = Infinity;
		let minY = Infinity;
		for (const p of ctx.tableau) {
			if (p.x < minX) minX = p.x;
			if (p.y < minY) minY = p.y;
		}
		return c.mask[ctx.self.y - minY]?.[ctx.self.x - minX] ? 1 : 0;
	}
};

/** Evaluate any count. */
export function evaluate(count: Count, ctx: CountContext): number {
	return (COUNTS[count.type] as (c: Count, ctx: CountContext) => number)(count, ctx);
}
