// What an icon of the card text says in words (its screen-reader label), and a
// whole line of tokens as plain text, in the page's language.
import type { Shield } from '$engine/index';
import type { Token } from '$lib/card-text';
import { m } from '$lib/paraglide/messages';

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

const MASK_LABELS: Record<string, () => string> = {
	'111,000,000': m.position_top_row,
	'000,111,000': m.position_middle_row,
	'000,000,111': m.position_bottom_row,
	'100,100,100': m.position_left_column,
	'010,010,010': m.position_middle_column,
	'001,001,001': m.position_right_column,
	'101,000,101': m.position_corner,
	'010,101,010': m.position_edge_middle
};

function maskLabel(mask: number[][]): string {
	const key = mask.map((r) => r.join('')).join(',');
	return (MASK_LABELS[key] ?? m.position_marked)();
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
