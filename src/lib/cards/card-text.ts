// Short, icon-rich card text built from the card data (never from art): what
// the small cards show, in the page's language. Each phrase is a message
// (messages/<locale>.json, keys ct_*) whose placeholders are icons or other
// phrases, so every language orders its own words. Whole sentences for the card
// detail are in sentences.ts.
import type { Count, Effect, Location, NeighborCount, Shield } from '$engine/index';
import { m } from '$lib/paraglide/messages';
import { isCondition } from './card-words';

export { cardName, theCard } from './card-names';
export { LOCATION_NAMES, SHIELD_NAMES } from './card-words';

/** A piece of card text: words, or an icon drawn by <Glyph>. */
export type Token =
	| string
	| { icon: 'gold' | 'key' | 'purse' | 'facedown' }
	| { shield: Shield }
	| { banner: Location }
	| { mask: number[][] };

// Icons and nested phrases go into a message as private-use markers and come
// back out as tokens, wherever the language put them.
const MARK = '\u{E000}';
type Slot = (part: Token | Token[]) => string;

function phrase(render: (slot: Slot) => string): Token[] {
	const parts: Token[][] = [];
	const text = render((part) => `${MARK}${parts.push(Array.isArray(part) ? part : [part]) - 1}${MARK}`);
	return text.split(MARK).flatMap((piece, i) => (i % 2 ? parts[Number(piece)] : piece.trim() ? [piece.trim()] : []));
}

function inArea(what: Token[], area: string): Token[] {
	if (area === 'row') return phrase((slot) => m.ct_in_row({ what: slot(what) }));
	if (area === 'column') return phrase((slot) => m.ct_in_column({ what: slot(what) }));
	if (area === 'rowAndColumn') return phrase((slot) => m.ct_in_row_and_column({ what: slot(what) }));
	return what;
}

/** "per …" / "if …" part of a count. */
export function countTokens(c: Count | NeighborCount): Token[] {
	switch (c.type) {
		case 'shields':
			return inArea([{ shield: c.shield }], c.area);
		case 'distinctShieldTypes':
			return inArea([m.ct_shield_type()], c.area);
		case 'missingShieldTypes':
			return [m.ct_missing_shield_type()];
		case 'ifShieldMissing':
			return phrase((slot) => m.ct_if_no({ shield: slot({ shield: c.shield }) }));
		case 'shieldSets':
			return phrase((slot) => m.ct_set({ shields: slot(c.shields.map((shield) => ({ shield }))) }));
		case 'identicalShieldSets':
			return [m.ct_same_shields({ size: c.size })];
		case 'keys':
			return [{ icon: 'key' }];
		case 'banners':
			return [{ banner: c.location }];
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? phrase((slot) => m.ct_pair({ banners: slot(c.banners.map((banner) => ({ banner }))) }))
				: [`${c.banners.length}×`, { banner: c.banners[0] }];
		case 'cardsWithShieldCount':
			return [m.ct_card_with_shields({ count: c.shieldCount })];
		case 'cardsWithCost':
			return [c.orMore ? m.ct_card_cost_or_more({ cost: c.cost }) : m.ct_card_cost({ cost: c.cost })];
		case 'cardsWithDiscount':
			return [m.ct_discount_card()];
		case 'ifAnyFaceDown':
			return phrase((slot) => m.ct_if_any({ face_down: slot({ icon: 'facedown' }) }));
		case 'cardsWithPurse':
			return phrase((slot) => m.ct_purse_card({ purse: slot({ icon: 'purse' }) }));
		case 'goldOnThisPurse':
			return phrase((slot) => m.ct_gold_here({ gold: slot({ icon: 'gold' }), max: c.capacity }));
		case 'goldOnAllPurses':
			return phrase((slot) => m.ct_gold_on_purses({ gold: slot({ icon: 'gold' }) }));
		case 'occupiedPositions':
			return [m.ct_every_card()];
		case 'emptyPositions':
			return [m.ct_empty_space()];
		case 'ifPosition':
			return phrase((slot) => m.ct_if_position({ mask: slot({ mask: c.mask }) }));
		case 'bestNeighbor':
			return phrase((slot) => m.ct_of_neighbour({ what: slot(countTokens(c.count)) }));
	}
}

function resource(r: 'gold' | 'keys'): Token {
	return { icon: r === 'gold' ? 'gold' : 'key' };
}

const gain = (amount: number, r: 'gold' | 'keys'): Token[] => [`+${amount}`, resource(r)];

export function effectTokens(e: Effect): Token[] {
	switch (e.kind) {
		case 'discount': {
			const banners: Token[] = [];
			if (e.castle) banners.push({ banner: 'castle' });
			if (e.village) banners.push({ banner: 'village' });
			return phrase((slot) => m.ct_discount({ amount: e.castle || e.village, banners: slot(banners) }));
		}
		case 'gain':
			if (!e.per) return gain(e.amount, e.resource);
			return [...gain(e.amount, e.resource), ...(isCondition(e.per) ? [] : ['/']), ...countTokens(e.per)];
		case 'opponentsGain':
			return phrase((slot) => m.ct_others_gain({ gain: slot(gain(e.amount, e.resource)) }));
		case 'discardFromDisplay':
			return phrase((slot) =>
				m.ct_discard({ banner: slot({ banner: e.location }), resource: slot(resource(e.gainAs)) })
			);
		case 'goldOnEachPurse':
			return phrase((slot) => m.ct_on_each({ gain: slot(gain(e.amount, 'gold')), purse: slot({ icon: 'purse' }) }));
		case 'fillPurses':
			return phrase((slot) => m.ct_fill({ count: e.purses, purse: slot({ icon: 'purse' }) }));
		case 'choice':
			return phrase((slot) =>
				m.ct_or({ first: slot(effectTokens(e.options[0])), second: slot(effectTokens(e.options[1])) })
			);
	}
}

/** Effects joined with "then" markers. */
export function abilityTokens(effects: Effect[]): Token[] {
	return effects.flatMap((e, i) => (i ? [';', ...effectTokens(e)] : effectTokens(e)));
}

export function scoringTokens(s: { points: number; count: Count }): Token[] {
	return isCondition(s.count) ? countTokens(s.count) : ['/', ...countTokens(s.count)];
}
