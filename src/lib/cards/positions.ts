// The position masks the cards use ("if this card is in a corner"), by name: one
// table for the icons' labels (token-words.ts) and the card detail's sentences
// (why.ts). Names only; each language words them.

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
