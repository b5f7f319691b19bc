// The spaces of a tableau in words (cards/positions.ts), as a screen reader hears
// them at the table and in a replay: a full grid's nine names, and a smaller
// tableau named by its own edges.
import { expect, test } from 'vitest';
import { extent, spaceName } from '$lib/cards/positions';

/** Every space of a tableau `cols` × `rows` big (anywhere: its extent is its own), by name. */
const named = (cols: number, rows: number) => {
	const spaces = Array.from({ length: rows }, (_, row) =>
		Array.from({ length: cols }, (_, column) => ({ x: column - 4, y: row + 7 }))
	);
	const tableau = extent(spaces.flat())!;
	return spaces.map((row) => row.map((p) => spaceName(p, tableau)));
};

test('a full grid: top left … bottom right, in reading order', () => {
	expect(named(3, 3)).toEqual([
		['top left', 'top', 'top right'],
		['left', 'centre', 'right'],
		['bottom left', 'bottom', 'bottom right']
	]);
});

test('a tableau lies where its cards are', () => {
	expect(extent([])).toBeNull();
	expect(
		extent([
			{ x: 0, y: 0 },
			{ x: -1, y: 0 },
			{ x: -1, y: 1 }
		])
	).toEqual({ minX: -1, minY: 0, cols: 2, rows: 2 });
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
