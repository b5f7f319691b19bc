// The spaces of a tableau in words (cards/positions.ts), as a screen reader hears
// them at the table and in a replay: a full grid's nine names, and a smaller
// tableau named by its own edges.
import { expect, test } from 'vitest';
import { extent, spaceName, spotName } from '$lib/cards/positions';

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

/** The names of the free spaces `spots` around the cards `cards`, as a screen reader hears them. */
const spotNames = (cards: { x: number; y: number }[], spots: { x: number; y: number }[]) => {
	const frame = extent([...cards, ...spots])!;
	return spots.map((s) => spotName(s, frame));
};

test('a free space is named where it lies among the cards: "top", "left"…', () => {
	const around = [
		{ x: 0, y: -1 },
		{ x: -1, y: 0 },
		{ x: 1, y: 0 },
		{ x: 0, y: 1 }
	];
	expect(spotNames([{ x: 0, y: 0 }], around)).toEqual(['top', 'left', 'right', 'bottom']);
});

test('around a two-card-wide tableau, no two free spaces share a name', () => {
	const cards = [
		{ x: 0, y: 0 },
		{ x: 1, y: 0 }
	];
	const spots = [-1, 2].map((x) => ({ x, y: 0 })).concat([0, 1].flatMap((x) => [-1, 1].map((y) => ({ x, y }))));
	const names = spotNames(cards, spots);
	expect(new Set(names).size).toBe(spots.length);
	expect(names[0]).toBe('row 2, column 1');
	expect(names[1]).toBe('row 2, column 4');
});
