// The position masks the cards use ("if this card is in a corner"), by name: one
// table for the icons' labels (token-words.ts) and the card detail's sentences
// (why.ts). Names only; each language words them. And the nine spaces of a
// tableau in words, for screen readers (the table, replays, the score pad).
import { m } from '$lib/paraglide/messages';

/** A position mask as a key ('101,000,101': the four corners). */
export const maskKey = (m: number[][]) => m.map((r) => r.join('')).join(',');

export type PositionName = 'top' | 'middleRow' | 'bottom' | 'left' | 'middleColumn' | 'right' | 'corner' | 'edgeMiddle';

const POSITION_MASKS: Readonly<Record<string, PositionName>> = {
	'111,000,000': 'top',
	'000,111,000': 'middleRow',
	'000,000,111': 'bottom',
	'100,100,100': 'left',
	'010,010,010': 'middleColumn',
	'001,001,001': 'right',
	'101,000,101': 'corner',
	'010,101,010': 'edgeMiddle'
};

/** The name of a mask the cards use (undefined: some other set of spaces). */
export const positionName = (m: number[][]): PositionName | undefined => POSITION_MASKS[maskKey(m)];

/** The nine spaces of a 3×3 grid in reading order, in words ("top left" … "bottom right"). */
export const POSITION_NAMES: readonly (() => string)[] = [
	m.pos_top_left,
	m.pos_top,
	m.pos_top_right,
	m.pos_left,
	m.pos_centre,
	m.pos_right,
	m.pos_bottom_left,
	m.pos_bottom,
	m.pos_bottom_right
];

/**
 * Which of the nine spaces a card at `column`, `row` of a tableau `cols` × `rows`
 * big (each 1–3) is named as: two columns are a left and a right one, a single
 * column is the middle one (rows alike). An index into POSITION_NAMES.
 */
export function spaceIndex(column: number, row: number, cols: number, rows: number): number {
	const third = (i: number, n: number) => (n === 1 ? 1 : n === 2 ? i * 2 : i);
	return third(row, rows) * 3 + third(column, cols);
}
