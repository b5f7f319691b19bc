// Why a placed card scores what it does, in the page's language, from the engine's
// breakdown: "3 points × 2 Military shields in this column = 6 (Bombardier, Royal
// guard)." One case per kind of count, each one message (messages/<locale>.json, keys
// cd_units_* and cd_why_*) whose plural forms and word order are the language's own.
// Every number is the engine's (scoreBreakdown): never computed here.
import type { Count, Shield } from '$engine/index';
import type { ScoreBreakdown } from '$engine/preview';
import { m } from '$lib/paraglide/messages';
import { SHIELD_LABELS } from './token-words';
import { positionName } from './positions';

type Area = Extract<Count, { type: 'shields' }>['area'];
const inArea = (area: Area) => m.cd_in_area({ area });

/** The nine spaces of the grid by name, in reading order (row * 3 + column). */
const SPACES = [
	'top-left',
	'top-middle',
	'top-right',
	'middle-left',
	'centre',
	'middle-right',
	'bottom-left',
	'bottom-middle',
	'bottom-right'
] as const;

/** "Nobility and Military", "Adel-Wappen und Militär-Wappen", "Noblesse + Militaire". */
function shieldList(shields: readonly Shield[]): string {
	return shields
		.map((shield) => m.cd_set_shield({ shield }))
		.reduce((head, item, i) => m.cd_set_join({ head, item, last: i === shields.length - 1 ? 'yes' : 'no' }));
}

/**
 * The card's points and why: `matches` names the cards counted, `full` says the grid
 * has all nine cards (a position is only "so far" before).
 */
export function whyText(b: ScoreBreakdown, matches: string[], full: boolean): string {
	if (b.faceDown) return m.cd_why_face_down();
	const c = b.counted;
	const count = b.count;
	const points = m.pad_points({ points: b.points });
	/** "3 points × 2 Military shields in this column = 6 (Bombardier, Royal guard)." */
	const product = (units: string) => {
		const named = matches.length ? ` (${matches.join(', ')})` : '';
		return `${m.pad_points({ points: b.perUnit })} × ${units} = ${b.points}${named}.`;
	};
	switch (c.type) {
		case 'shields':
			return product(m.cd_units_shields({ count, shield: c.shield, where: inArea(c.area) }));
		case 'distinctShieldTypes':
			return product(m.cd_units_distinct_shields({ count, where: inArea(c.area) }));
		case 'missingShieldTypes':
			return product(m.cd_units_missing_shields({ count }));
		case 'shieldSets':
			return product(m.cd_units_shield_sets({ count, shields: shieldList(c.shields) }));
		case 'identicalShieldSets':
			return product(m.cd_units_same_shield_sets({ count, size: c.size }));
		case 'keys':
			return product(m.cd_units_keys({ count }));
		case 'banners':
			return product(
				c.location === 'castle' ? m.cd_units_castle_cards({ count }) : m.cd_units_village_cards({ count })
			);
		case 'bannerSets': {
			if (new Set(c.banners).size > 1) return product(m.cd_units_banner_pairs({ count }));
			const size = c.banners.length;
			return product(
				c.banners[0] === 'castle'
					? m.cd_units_castle_groups({ count, size })
					: m.cd_units_village_groups({ count, size })
			);
		}
		case 'cardsWithShieldCount':
			return product(m.cd_units_cards_with_shields({ count, shieldCount: c.shieldCount }));
		case 'cardsWithCost':
			return product(
				c.orMore
					? m.cd_units_cards_costing_or_more({ count, cost: c.cost })
					: m.cd_units_cards_costing({ count, cost: c.cost })
			);
		case 'cardsWithDiscount':
			return product(m.cd_units_discount_cards({ count }));
		case 'cardsWithPurse':
			return product(m.cd_units_purse_cards({ count }));
		case 'goldOnThisPurse':
			return product(m.cd_units_gold_on_this_purse({ count, capacity: c.capacity }));
		case 'goldOnAllPurses':
			return product(m.cd_units_gold_on_purses({ count }));
		case 'occupiedPositions':
			return product(m.cd_units_cards({ count }));
		case 'emptyPositions':
			return product(m.cd_units_empty_spaces({ count }));
		case 'ifShieldMissing': {
			const shield = SHIELD_LABELS[c.shield]();
			return count ? m.cd_why_no_shield({ points, shield }) : m.cd_why_has_shield({ shield });
		}
		case 'ifAnyFaceDown':
			return count ? m.cd_why_any_face_down({ points }) : m.cd_why_none_face_down();
		case 'ifPosition': {
			const needed = m.cd_needed({ position: positionName(c.mask) ?? 'marked' });
			const why = count ? m.cd_why_position_met({ points, needed }) : m.cd_why_position_unmet({ needed });
			if (!b.position) return why;
			const space = m.cd_space({ space: SPACES[b.position.row * 3 + b.position.column] });
			return full ? m.cd_why_position_now({ why, space }) : m.cd_why_position_so_far({ why, space });
		}
	}
}
