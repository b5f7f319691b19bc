import { describe, expect, it } from 'vitest';
import { addGame, emptyTally, type Tally } from '../../party/tally';

const seats = (...names: string[]) => names.map((name) => ({ name }));
/** Final scores from totals, ranked as the engine ranks them when gold left is equal. */
const finals = (...totals: number[]) =>
	totals.map((total) => ({ total, rank: 1 + totals.filter((other) => other > total).length }));

describe('the evening’s tally', () => {
	it('adds up games, wins and points across rematches', () => {
		let tally = emptyTally();
		tally = addGame(tally, seats('Ada', 'Alba'), finals(70, 55));
		tally = addGame(tally, seats('Ada', 'Alba'), finals(48, 61));
		tally = addGame(tally, seats('Ada', 'Alba'), finals(66, 52));
		expect(tally).toEqual({
			games: 3,
			lines: [
				{ seat: 0, name: 'Ada', wins: 2, points: 184 },
				{ seat: 1, name: 'Alba', wins: 1, points: 168 }
			]
		});
	});

	it('gives every seat ranked first a win on a full tie', () => {
		const tally = addGame(emptyTally(), seats('Ada', 'Bob', 'Cem'), [
			{ total: 60, rank: 1 },
			{ total: 60, rank: 1 },
			{ total: 60, rank: 3 }
		]);
		expect(tally.games).toBe(1);
		expect(tally.lines.map((l) => l.wins)).toEqual([1, 1, 0]);
		expect(tally.lines.map((l) => l.points)).toEqual([60, 60, 60]);
	});

	it('keeps one line for a player who left and came back to the same seat under the same name', () => {
		let tally = addGame(emptyTally(), seats('Ada', 'Bob'), finals(50, 40));
		// Between games Bob is gone, then back in seat 1.
		tally = addGame(tally, seats('Ada', 'Bob'), finals(30, 45));
		expect(tally.lines).toEqual([
			{ seat: 0, name: 'Ada', wins: 1, points: 80 },
			{ seat: 1, name: 'Bob', wins: 1, points: 85 }
		]);
	});

	it('starts a new line for someone else in a seat, and for the same name in another seat', () => {
		let tally = addGame(emptyTally(), seats('Ada', 'Bob'), finals(50, 40));
		tally = addGame(tally, seats('Ada', 'Cem'), finals(30, 45));
		tally = addGame(tally, seats('Bob', 'Ada'), finals(20, 10));
		expect(tally.games).toBe(3);
		expect(tally.lines).toEqual([
			{ seat: 0, name: 'Ada', wins: 1, points: 80 },
			{ seat: 1, name: 'Bob', wins: 0, points: 40 },
			{ seat: 1, name: 'Cem', wins: 1, points: 45 },
			{ seat: 0, name: 'Bob', wins: 1, points: 20 },
			{ seat: 1, name: 'Ada', wins: 0, points: 10 }
		]);
	});

	it('leaves the tally it was given as it was', () => {
		const before: Tally = addGame(emptyTally(), seats('Ada', 'Bob'), finals(50, 40));
		const copy = structuredClone(before);
		addGame(before, seats('Ada', 'Bob'), finals(10, 20));
		expect(before).toEqual(copy);
	});
});
