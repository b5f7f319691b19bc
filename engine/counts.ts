// Count evaluators (RULES.md §2): one small function per Count type.
// Face-down cards are invisible to every count except the three that look at
// grid spaces (occupiedPositions, emptyPositions, ifAnyFaceDown).
import { card, SHIELDS, type Area, type CardInfo, type Count, type CountType } from './cards';
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

/** Face-up cards of the tableau (optionally restricted to an area), with their data. */
function faceUp(ctx: CountContext, area: Area = 'tableau'): CardInfo[] {
	const out: CardInfo[] = [];
	for (const p of ctx.tableau) if (!p.faceDown && inArea(p, area, ctx.self)) out.push(card(p.card));
	return out;
}

function shieldTotals(cards: CardInfo[]): number[] {
	const totals = [0, 0, 0, 0, 0, 0];
	for (const c of cards) for (let i = 0; i < 6; i++) totals[i] += c.shieldCounts[i];
	return totals;
}

function shieldMask(cards: CardInfo[]): number {
	let m = 0;
	for (const c of cards) m |= c.shieldMask;
	return m;
}

function bitCount(m: number): number {
	let n = 0;
	for (; m; m &= m - 1) n++;
	return n;
}

export const COUNTS: Evaluators = {
	shields: (c, ctx) => {
		const i = SHIELD_INDEX[c.shield];
		let n = 0;
		for (const info of faceUp(ctx, c.area)) n += info.shieldCounts[i];
		return n;
	},
	distinctShieldTypes: (c, ctx) => bitCount(shieldMask(faceUp(ctx, c.area))),
	missingShieldTypes: (_c, ctx) => 6 - bitCount(shieldMask(faceUp(ctx))),
	ifShieldMissing: (c, ctx) => (shieldMask(faceUp(ctx)) & (1 << SHIELD_INDEX[c.shield]) ? 0 : 1),
	shieldSets: (c, ctx) => {
		const totals = shieldTotals(faceUp(ctx));
		return Math.min(...c.shields.map((s) => totals[SHIELD_INDEX[s]]));
	},
	identicalShieldSets: (c, ctx) => shieldTotals(faceUp(ctx)).reduce((sum, n) => sum + Math.floor(n / c.size), 0),
	keys: (_c, ctx) => ctx.keys,
	banners: (c, ctx) => faceUp(ctx).filter((info) => info.location === c.location).length,
	bannerSets: (c, ctx) => {
		const cards = faceUp(ctx);
		let sets = Infinity;
		for (const loc of new Set(c.banners)) {
			const need = c.banners.filter((b) => b === loc).length;
			sets = Math.min(sets, Math.floor(cards.filter((info) => info.location === loc).length / need));
		}
		return sets === Infinity ? 0 : sets;
	},
	cardsWithShieldCount: (c, ctx) => faceUp(ctx).filter((info) => info.shieldTotal === c.shieldCount).length,
	cardsWithCost: (c, ctx) =>
		faceUp(ctx).filter((info) => (c.orMore ? info.cost >= c.cost : info.cost === c.cost)).length,
	cardsWithDiscount: (_c, ctx) => faceUp(ctx).filter((info) => info.hasDiscount).length,
	ifAnyFaceDown: (_c, ctx) => (ctx.tableau.some((p) => p.faceDown) ? 1 : 0),
	cardsWithPurse: (_c, ctx) => faceUp(ctx).filter((info) => info.purseCapacity > 0).length,
	goldOnThisPurse: (_c, ctx) => ctx.self?.gold ?? 0,
	goldOnAllPurses: (_c, ctx) => ctx.tableau.reduce((sum, p) => sum + p.gold, 0),
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
