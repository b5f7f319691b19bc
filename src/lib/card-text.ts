// Short, icon-rich card text built from the card data (never from art): what
// the small cards show. The detail view uses the full sentences of cards.json.
import type { Count, Effect, Location, Shield } from '$engine/index';

/** A piece of card text: words, or an icon drawn by <Glyph>. */
export type Token =
	| string
	| { icon: 'gold' | 'key' | 'purse' | 'facedown' }
	| { shield: Shield }
	| { banner: Location }
	| { mask: number[][] };

export const SHIELD_NAMES: Record<Shield, string> = {
	nobility: 'Nobility',
	faith: 'Faith',
	scholarship: 'Scholarship',
	military: 'Military',
	craftsmanship: 'Craftsmanship',
	peasantry: 'Peasantry'
};

export const LOCATION_NAMES: Record<Location, string> = { castle: 'Castle', village: 'Village' };

const AREA: Record<string, string> = {
	tableau: '',
	row: 'in row',
	column: 'in column',
	rowAndColumn: 'in row + column'
};

function area(a: string): Token[] {
	return AREA[a] ? [AREA[a]] : [];
}

/** "per …" / "if …" part of a count. */
export function countTokens(c: Count): Token[] {
	switch (c.type) {
		case 'shields':
			return [{ shield: c.shield }, ...area(c.area)];
		case 'distinctShieldTypes':
			return ['shield type', ...area(c.area)];
		case 'missingShieldTypes':
			return ['missing shield type'];
		case 'ifShieldMissing':
			return ['if no', { shield: c.shield }];
		case 'shieldSets':
			return ['set', ...c.shields.map((shield) => ({ shield }))];
		case 'identicalShieldSets':
			return [`${c.size} same shields`];
		case 'keys':
			return [{ icon: 'key' }];
		case 'banners':
			return [{ banner: c.location }];
		case 'bannerSets':
			return new Set(c.banners).size > 1
				? ['pair', ...c.banners.map((banner) => ({ banner }))]
				: [`${c.banners.length}×`, { banner: c.banners[0] }];
		case 'cardsWithShieldCount':
			return [`card with ${c.shieldCount} shield${c.shieldCount > 1 ? 's' : ''}`];
		case 'cardsWithCost':
			return [`card cost ${c.cost}${c.orMore ? '+' : ''}`];
		case 'cardsWithDiscount':
			return ['discount card'];
		case 'ifAnyFaceDown':
			return ['if any', { icon: 'facedown' }];
		case 'cardsWithPurse':
			return [{ icon: 'purse' }, 'card'];
		case 'goldOnThisPurse':
			return [{ icon: 'gold' }, `here (max ${c.capacity})`];
		case 'goldOnAllPurses':
			return [{ icon: 'gold' }, 'on purses'];
		case 'occupiedPositions':
			return ['card (all)'];
		case 'emptyPositions':
			return ['empty space'];
		case 'ifPosition':
			return ['if', { mask: c.mask }];
		case 'bestNeighbor':
			return [...countTokens(c.count), 'of neighbour'];
	}
}

const isCondition = (c: Count) => c.type.startsWith('if');

function resource(r: 'gold' | 'keys'): Token {
	return { icon: r === 'gold' ? 'gold' : 'key' };
}

export function effectTokens(e: Effect): Token[] {
	switch (e.kind) {
		case 'discount':
			if (e.castle && e.village) return [`−${e.castle} cost`, { banner: 'castle' }, { banner: 'village' }];
			return [`−${e.castle || e.village} cost`, { banner: e.castle ? 'castle' : 'village' }];
		case 'gain':
			return e.per
				? [`+${e.amount}`, resource(e.resource), isCondition(e.per) ? '' : '/', ...countTokens(e.per)]
				: [`+${e.amount}`, resource(e.resource)];
		case 'opponentsGain':
			return ['others', `+${e.amount}`, resource(e.resource)];
		case 'discardFromDisplay':
			return ['discard', { banner: e.location }, '→', resource(e.gainAs), '= cost'];
		case 'goldOnEachPurse':
			return [`+${e.amount}`, { icon: 'gold' }, 'on each', { icon: 'purse' }];
		case 'fillPurses':
			return [`fill ${e.purses}`, { icon: 'purse' }];
		case 'choice':
			return [...effectTokens(e.options[0]), 'or', ...effectTokens(e.options[1])];
	}
}

/** Effects joined with "then" markers. */
export function abilityTokens(effects: Effect[]): Token[] {
	return effects.flatMap((e, i) => (i ? [';', ...effectTokens(e)] : effectTokens(e))).filter((t) => t !== '');
}

export function scoringTokens(s: { points: number; count: Count }): Token[] {
	return (isCondition(s.count) ? countTokens(s.count) : ['/', ...countTokens(s.count)]).filter((t) => t !== '');
}

/** "the Judge", but "His Holiness" and "Her Majesty the Queen" keep their own article. */
export function theCard(name: string): string {
	return /^(His|Her) /.test(name) ? name : `the ${name}`;
}
