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

/** Where a tableau lies: its top left corner, and its width and height in cards. */
export interface Extent {
	minX: number;
	minY: number;
	cols: number;
	rows: number;
}

/** The extent of some spaces (null for none). */
export function extent(all: readonly { x: number; y: number }[]): Extent | null {
	if (!all.length) return null;
	const xs = all.map((p) => p.x);
	const ys = all.map((p) => p.y);
	const minX = Math.min(...xs);
	const minY = Math.min(...ys);
	return { minX, minY, cols: Math.max(...xs) - minX + 1, rows: Math.max(...ys) - minY + 1 };
}

/**
 * The space at `p` of a tableau (at most 3×3) in words, named as on a full grid: two
 * columns are a left and a right one, a single column is the middle one (rows alike).
 */
export function spaceName(p: { x: number; y: number }, { minX, minY, cols, rows }: Extent): string {
	const third = (i: number, n: number) => (n === 1 ? 1 : n === 2 ? i * 2 : i);
	return POSITION_NAMES[third(p.y - minY, rows) * 3 + third(p.x - minX, cols)]();
}

/**
 * A free space where a card may go, in words, as the eye sees it among the cards and
 * the other free spaces (`frame`). Up to three columns and rows it is named like a
 * card's space ("top left"); a wider frame (a two-card-wide tableau with spaces on
 * both sides) would name two spaces alike, so they are counted instead ("row 1, column 2").
 */
export function spotName(p: { x: number; y: number }, frame: Extent): string {
	if (frame.cols <= 3 && frame.rows <= 3) return spaceName(p, frame);
	return m.spot_row_column({ row: p.y - frame.minY + 1, column: p.x - frame.minX + 1 });
}
