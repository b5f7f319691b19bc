// Card abilities and scoring as whole sentences, for the card detail, in the
// page's language ("Gain 1 gold per Faith shield in your tableau."). Built from
// the card data with messages (messages/<locale>.json, keys cs_*); the English
// ones are those of the card table in engine/RULES.md (§9). The card data holds
// no sentence: this module is their one source, in every language.
import type { Count, Effect, NeighborCount } from '$engine/index';
import { m } from '$lib/paraglide/messages';
import { isCondition, SHIELD_NAMES } from './card-words';
import { currentLocale } from '$lib/i18n/locale';
import { SHIELD_LABELS } from './token-words';

type Area = Extract<Count, { type: 'shields' }>['area'];

const WHERE = {
	tableau: m.cs_in_tableau,
	row: m.cs_in_row,
	column: m.cs_in_column,
	rowAndColumn: m.cs_in_row_and_column
} satisfies Record<Area, () => string>;

const POSITIONS: Record<string, () => string> = {
	'111,000,000': m.cs_if_top_row,
	'000,111,000': m.cs_if_middle_row,
	'000,000,111': m.cs_if_bottom_row,
	'100,100,100': m.cs_if_left_column,
	'010,010,010': m.cs_if_middle_column,
	'001,001,001': m.cs_if_right_column,
	'101,000,101': m.cs_if_corner,
	'010,101,010': m.cs_if_edge_middle
};

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase(currentLocale()) + text.slice(1);

/** What a count counts, as the noun phrase after "per": "Faith shield in this card's row". */
function countPhrase(c: Count | NeighborCount, neighbour = false): string {
	const where = (area: Area = 'tableau') => (neighbour ? m.cs_in_neighbour_tableau() : WHERE[area]());
	const placed = (what: string, area?: Area) => m.cs_what_where({ what, where: where(area) });
	switch (c.type) {
		case 'shields':
			return placed(SHIELD_LABELS[c.shield](), c.area);
		case 'distinctShieldTypes':
			return placed(m.cs_shield_type(), c.area);
		case 'missingShieldTypes':
			return m.cs_missing_shield_type();
		case 'shieldSets':
			// English says "Nobility + Military shields"; the others repeat the word ("Adel-Wappen + Militär-Wappen").
			return placed(
				m.cs_shield_set({
					names: c.shields.map((s) => SHIELD_NAMES[s]).join(' + '),
					labels: c.shields.map((s) => SHIELD_LABELS[s]()).join(' + ')
				})
			);
		case 'identicalShieldSets':
			return placed(m.cs_same_shields_set({ size: c.size }));
		case 'keys':
			return m.cs_key_held();
		case 'banners':
			return placed(c.location === 'castle' ? m.glyph_castle_card() : m.glyph_village_card());
		case 'bannerSets':
			if (new Set(c.banners).size > 1) return placed(m.cs_castle_village_pair());
			return placed(
				c.banners[0] === 'castle'
					? m.cs_castle_group({ count: c.banners.length })
					: m.cs_village_group({ count: c.banners.length })
			);
		case 'cardsWithShieldCount':
			return placed(m.cs_card_with_shields({ count: c.shieldCount }));
		case 'cardsWithCost':
			return placed(c.orMore ? m.cs_card_costing_or_more({ cost: c.cost }) : m.cs_card_costing({ cost: c.cost }));
		case 'cardsWithDiscount':
			return placed(m.cs_discount_card());
		case 'cardsWithPurse':
			return placed(m.cs_purse_card());
		case 'goldOnThisPurse':
			return m.cs_gold_on_this_card({ max: c.capacity });
		case 'goldOnAllPurses':
			return m.cs_gold_on_purses();
		case 'occupiedPositions':
			return m.cs_every_card();
		case 'emptyPositions':
			return m.cs_empty_space();
		case 'bestNeighbor':
			return countPhrase(c.count, true);
		case 'ifShieldMissing':
		case 'ifAnyFaceDown':
		case 'ifPosition':
			return condition(c);
	}
}

/** A condition count as an "if …" clause. */
function condition(c: Count | NeighborCount): string {
	if (c.type === 'ifShieldMissing') return m.cs_if_no_shield({ shield: SHIELD_LABELS[c.shield]() });
	if (c.type === 'ifAnyFaceDown') return m.cs_if_any_face_down();
	if (c.type === 'ifPosition') return (POSITIONS[c.mask.map((r) => r.join('')).join(',')] ?? m.cs_if_marked)();
	return countPhrase(c);
}

function effectSentence(e: Effect): string {
	switch (e.kind) {
		case 'discount':
			if (e.castle && e.village) return m.cs_discount_every({ amount: e.castle });
			return e.castle ? m.cs_discount_castle({ amount: e.castle }) : m.cs_discount_village({ amount: e.village });
		case 'gain': {
			const gain = e.resource === 'gold' ? m.cs_gain_gold({ amount: e.amount }) : m.cs_gain_keys({ amount: e.amount });
			if (!e.per) return gain;
			return isCondition(e.per)
				? m.cs_gain_if({ gain, condition: condition(e.per) })
				: m.cs_per({ gain, what: countPhrase(e.per) });
		}
		case 'opponentsGain':
			return e.resource === 'gold'
				? m.cs_opponents_gold({ amount: e.amount })
				: m.cs_opponents_keys({ amount: e.amount });
		case 'discardFromDisplay':
			if (e.location === 'castle') return e.gainAs === 'gold' ? m.cs_discard_castle_gold() : m.cs_discard_castle_keys();
			return e.gainAs === 'gold' ? m.cs_discard_village_gold() : m.cs_discard_village_keys();
		case 'goldOnEachPurse':
			return m.cs_gold_on_each_purse({ amount: e.amount });
		case 'fillPurses':
			return m.cs_fill_purses({ count: e.purses });
		case 'choice':
			return m.cs_either({
				first: lowerFirst(effectSentence(e.options[0])),
				second: lowerFirst(effectSentence(e.options[1]))
			});
	}
}

/** "Gain 3 keys; then each opponent gains 1 key." in the page's language. */
export function abilityText(effects: Effect[]): string {
	const text = effects.map(effectSentence).reduce((first, next) => m.cs_then({ first, next: lowerFirst(next) }));
	return `${text}.`;
}

/** "3 points per Faith shield in this card's row." in the page's language. */
export function scoringText(s: { points: number; count: Count }): string {
	const text = isCondition(s.count)
		? m.cs_points_if({ points: s.points, condition: condition(s.count) })
		: m.cs_points_per({ points: s.points, what: countPhrase(s.count) });
	return `${text}.`;
}
