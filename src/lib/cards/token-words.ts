// What an icon of the card text says in words (its screen-reader label), and a
// whole line of tokens as plain text, in the page's language.
import type { Shield } from '$engine/index';
import type { Token } from './card-text';
import { m } from '$lib/paraglide/messages';
import { positionName, type PositionName } from './positions';

/** Each shield's name as a label ("Military shield"), in the page's language. */
export const SHIELD_LABELS = {
	nobility: m.glyph_shield_nobility,
	faith: m.glyph_shield_faith,
	scholarship: m.glyph_shield_scholarship,
	military: m.glyph_shield_military,
	craftsmanship: m.glyph_shield_craftsmanship,
	peasantry: m.glyph_shield_peasantry
} satisfies Record<Shield, () => string>;

const ICON_LABELS = {
	gold: m.glyph_gold,
	key: m.glyph_key,
	purse: m.glyph_purse,
	facedown: m.glyph_face_down
} as const;

const POSITION_LABELS: Record<PositionName, () => string> = {
	top: m.position_top_row,
	middleRow: m.position_middle_row,
	bottom: m.position_bottom_row,
	left: m.position_left_column,
	middleColumn: m.position_middle_column,
	right: m.position_right_column,
	corner: m.position_corner,
	edgeMiddle: m.position_edge_middle
};

function maskLabel(mask: number[][]): string {
	const name = positionName(mask);
	return name ? POSITION_LABELS[name]() : m.position_marked();
}

/** "Military shield", "Castle card", "gold", "position: a corner". */
export function tokenLabel(token: Exclude<Token, string>): string {
	if ('shield' in token) return SHIELD_LABELS[token.shield]();
	if ('banner' in token) return token.banner === 'castle' ? m.glyph_castle_card() : m.glyph_village_card();
	if ('mask' in token) return m.glyph_position({ where: maskLabel(token.mask) });
	return ICON_LABELS[token.icon]();
}

/** A line of card text with its icons said in words: "+2 gold / Military shield in row". */
export function tokensText(tokens: readonly Token[]): string {
	return tokens
		.map((t) => (typeof t === 'string' ? t : tokenLabel(t)))
		.join(' ')
		.replaceAll(' ;', ';');
}
