// Typed card data (engine/cards.json) plus per-card facts precomputed once,
// so the hot path never re-derives discounts, shield counts or purse sizes.
import rawCards from './cards.json' with { type: 'json' };

export type Location = 'castle' | 'village';
export const LOCATIONS: readonly Location[] = ['castle', 'village'];
export const otherLocation = (l: Location): Location => (l === 'castle' ? 'village' : 'castle');

/**
 * `record[loc]`, read as one of two fixed properties. V8 serves a property read whose
 * key varies (castle, village) with a slow generic lookup; playouts read displays,
 * decks and discounts by location at every step.
 */
export function atLocation<T>(record: Readonly<Record<Location, T>>, loc: Location): T {
	return loc === 'castle' ? record.castle : record.village;
}

export type Shield = 'nobility' | 'faith' | 'scholarship' | 'military' | 'craftsmanship' | 'peasantry';
export const SHIELDS: readonly Shield[] = [
	'nobility',
	'faith',
	'scholarship',
	'military',
	'craftsmanship',
	'peasantry'
];
export type Area = 'tableau' | 'row' | 'column' | 'rowAndColumn';
export type Resource = 'gold' | 'keys';

/** A declarative count (RULES.md §2). */
export type Count =
	| { type: 'shields'; shield: Shield; area: Area }
	| { type: 'distinctShieldTypes'; area: Area }
	| { type: 'missingShieldTypes' }
	| { type: 'ifShieldMissing'; shield: Shield }
	| { type: 'shieldSets'; shields: Shield[] }
	| { type: 'identicalShieldSets'; size: number }
	| { type: 'keys' }
	| { type: 'banners'; location: Location }
	| { type: 'bannerSets'; banners: Location[] }
	| { type: 'cardsWithShieldCount'; shieldCount: number }
	| { type: 'cardsWithCost'; cost: number; orMore: boolean }
	| { type: 'cardsWithDiscount' }
	| { type: 'ifAnyFaceDown' }
	| { type: 'cardsWithPurse' }
	| { type: 'goldOnThisPurse'; capacity: number }
	| { type: 'goldOnAllPurses' }
	| { type: 'occupiedPositions' }
	| { type: 'emptyPositions' }
	| { type: 'ifPosition'; mask: number[][] };
export type CountType = Count['type'];

/**
 * What some ability gains count on a neighbour's tableau (§2.2, ⚑1). Not a Count:
 * it needs the seats around the player, so only the ability resolution reads it
 * (the player picks a side when they differ); a card's scoring never looks at
 * another player.
 */
export interface NeighborCount {
	type: 'bestNeighbor';
	count: Count;
}

/** An ability effect (RULES.md §3). */
export type Effect =
	| { kind: 'discount'; castle: number; village: number }
	| { kind: 'gain'; resource: Resource; amount: number; per: Count | NeighborCount | null }
	| { kind: 'opponentsGain'; resource: Resource; amount: number }
	| { kind: 'discardFromDisplay'; location: Location; gainAs: Resource }
	| { kind: 'goldOnEachPurse'; amount: number }
	| { kind: 'fillPurses'; purses: number }
	| { kind: 'choice'; options: [Effect, Effect] };
export type EffectKind = Effect['kind'];

export interface Card {
	id: string;
	name: string;
	location: Location;
	cost: number;
	shields: Shield[];
	messenger: boolean;
	ability: { effects: Effect[] };
	scoring: { points: number; count: Count };
	purse: number | null;
}

/** A card plus facts derived once from its data. */
export interface CardInfo extends Card {
	/** Position in cards.json: the deterministic "cards.json order". */
	index: number;
	/** Shield icons per kind, indexed like SHIELDS. */
	shieldCounts: readonly number[];
	/** Total shield icons (1 or 2). */
	shieldTotal: number;
	/** Bit i set when the card shows SHIELDS[i]. */
	shieldMask: number;
	/** Discount this card gives (face up, from the next purchase on). */
	discount: Readonly<Record<Location, number>>;
	hasDiscount: boolean;
	/** Purse capacity, 0 when the card is not a purse. */
	purseCapacity: number;
}

export const CARDS: readonly CardInfo[] = (rawCards as unknown as Card[]).map((card, index) => {
	const shieldCounts = SHIELDS.map((s) => card.shields.filter((x) => x === s).length);
	const discount = { castle: 0, village: 0 };
	for (const e of card.ability.effects) {
		if (e.kind === 'discount') {
			discount.castle += e.castle;
			discount.village += e.village;
		}
	}
	// Field by field, not `...card`: spread copies of the JSON objects got maps of their
	// own, and every read of a card's facts then went through V8's slowest lookup.
	return {
		id: card.id,
		name: card.name,
		location: card.location,
		cost: card.cost,
		shields: card.shields,
		messenger: card.messenger,
		ability: card.ability,
		scoring: card.scoring,
		purse: card.purse,
		index,
		shieldCounts,
		shieldTotal: card.shields.length,
		shieldMask: shieldCounts.reduce((m, n, i) => (n > 0 ? m | (1 << i) : m), 0),
		discount,
		hasDiscount: card.ability.effects.some((e) => e.kind === 'discount'),
		purseCapacity: card.purse ?? 0
	};
});

/**
 * An id's slot in BY_SLOT: three of its letters and its length, mixed so that the 78 ids
 * land in 78 different slots (test/engine/cards.test.ts finds every card by its id).
 * Playouts look a card up at nearly every step; reading a slot and comparing one id takes
 * a twentieth less of a playout than a Map's lookup did. Any string gives a slot (a
 * missing letter makes the sum NaN, which `& 255` turns into slot 0).
 */
const slotOf = (id: string) =>
	(id.charCodeAt(0) * 39 + id.charCodeAt(1) * 17 + id.charCodeAt(id.length - 1) * 29 + id.length) & 255;

const BY_SLOT: (CardInfo | undefined)[] = Array.from({ length: 256 });
for (const c of CARDS) BY_SLOT[slotOf(c.id)] = c;

/** The card with that id, or undefined for an unknown id. */
export function findCard(id: unknown): CardInfo | undefined {
	if (typeof id !== 'string') return undefined;
	const c = BY_SLOT[slotOf(id)];
	return c?.id === id ? c : undefined;
}

/** The card with that id; throws on an unknown id (internal use, ids already checked). */
export function card(id: string): CardInfo {
	const c = findCard(id);
	if (!c) throw new Error(`Unknown card id "${id}"`);
	return c;
}

/** Ids of one location's 39 cards, in cards.json order. */
export const LOCATION_CARDS: Readonly<Record<Location, readonly string[]>> = {
	castle: CARDS.filter((c) => c.location === 'castle').map((c) => c.id),
	village: CARDS.filter((c) => c.location === 'village').map((c) => c.id)
};

/** Sort ids into cards.json order (used wherever a deterministic order is needed). */
export function inCardsOrder(ids: Iterable<string>): string[] {
	return [...ids].sort((a, b) => card(a).index - card(b).index);
}
