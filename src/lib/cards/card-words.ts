// What the small card text (card-text.ts), the card detail's sentences
// (sentences.ts) and the score pad share: the shield and location names, and
// which counts read as a condition. A module of its own, beside the card data, so
// that the card detail and the score pad's editor load no table code to get them.
import type { Count, Location, NeighborCount, Shield } from '$engine/index';
import { m } from '$lib/paraglide/messages';

/** Shield names in the page's language (read at call time: the locale can differ per request). */
export const SHIELD_NAMES: Readonly<Record<Shield, string>> = {
	get nobility() {
		return m.shield_nobility();
	},
	get faith() {
		return m.shield_faith();
	},
	get scholarship() {
		return m.shield_scholarship();
	},
	get military() {
		return m.shield_military();
	},
	get craftsmanship() {
		return m.shield_craftsmanship();
	},
	get peasantry() {
		return m.shield_peasantry();
	}
};

/** "Castle" and "Village" in the page's language (Danish: "Slottet", "Landsbyen"). */
export const LOCATION_NAMES: Readonly<Record<Location, string>> = {
	get castle() {
		return m.location_castle();
	},
	get village() {
		return m.location_village();
	}
};

/** A count that scores or gains once if true ("if …"), rather than "per …". */
export const isCondition = (c: Count | NeighborCount) => c.type.startsWith('if');
