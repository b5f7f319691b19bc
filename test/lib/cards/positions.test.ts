// The spaces of a tableau in words (cards/positions.ts), as a screen reader hears
// them at the table and in a replay: a full grid's nine names, and a smaller
// tableau named by its own edges.
import { expect, test } from 'vitest';
import { POSITION_NAMES, spaceIndex } from '$lib/cards/positions';

const named = (cols: number, rows: number) =>
	Array.from({ length: rows }, (_, row) =>
		Array.from({ length: cols }, (_, column) => POSITION_NAMES[spaceIndex(column, row, cols, rows)]())
	);

test('a full grid: top left … bottom right, in reading order', () => {
	expect(named(3, 3)).toEqual([
		['top left', 'top', 'top right'],
		['left', 'centre', 'right'],
		['bottom left', 'bottom', 'bottom right']
	]);
});

test('a smaller tableau is named by its own edges', () => {
	expect(named(1, 1)).toEqual([['centre']]);
	expect(named(2, 2)).toEqual([
		['top left', 'top right'],
		['bottom left', 'bottom right']
	]);
	expect(named(3, 1)).toEqual([['left', 'centre', 'right']]);
	expect(named(1, 3)).toEqual([['top'], ['centre'], ['bottom']]);
	expect(named(2, 3)).toEqual([
		['top left', 'top right'],
		['left', 'right'],
		['bottom left', 'bottom right']
	]);
});
