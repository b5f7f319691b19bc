// scoreBreakdown: why one placed card scores what it does. Its points must be
// the card's cell in projectTableau for every card of every tableau.
import { describe, expect, it } from 'vitest';
import {
	applyAction,
	legalActions,
	newGame,
	projectTableau,
	toAct,
	type GameState,
	type PlacedCard
} from '../../engine/index';
import { scoreBreakdown } from '../../engine/preview';

const up = (card: string, x: number, y: number, gold = 0): PlacedCard => ({ card, x, y, faceDown: false, gold });
const down = (card: string, x: number, y: number): PlacedCard => ({ card, x, y, faceDown: true, gold: 0 });

describe('scoreBreakdown, by hand', () => {
	it('Bombardier: 3 points × 2 military shields in its column = 6', () => {
		// Column x=0: Bombardier (military) and Royal guard (nobility, military).
		// Officer (military) at (1,0) is outside the column; the face-down card shows nothing.
		const tableau = [up('bombardier', 0, 0), up('royal-guard', 0, 1), up('officer', 1, 0), down('captain', 0, 2)];
		const b = scoreBreakdown({ tableau, keys: 0, gold: 0 }, { x: 0, y: 0 });
		expect(b).toEqual({
			card: 'bombardier',
			x: 0,
			y: 0,
			faceDown: false,
			counted: { type: 'shields', shield: 'military', area: 'column' },
			perUnit: 3,
			count: 2,
			points: 6,
			area: 'column',
			matches: [
				{ x: 0, y: 0 },
				{ x: 0, y: 1 }
			],
			gold: 0,
			position: null
		});
	});

	it('a face-down card scores nothing and counts nothing', () => {
		const tableau = [up('bombardier', 0, 0), down('royal-guard', 0, 1)];
		const b = scoreBreakdown({ tableau, keys: 3, gold: 0 }, { x: 0, y: 1 });
		expect(b).toMatchObject({ card: 'royal-guard', faceDown: true, count: 0, points: 0, matches: [] });
	});

	it('sets: Officer counts min(nobility, military) and lists the cards showing either', () => {
		// nobility: royal-guard, steward = 2; military: officer, royal-guard, bombardier = 3 → 2 sets.
		const tableau = [up('officer', 0, 0), up('royal-guard', 1, 0), up('steward', 2, 0), up('bombardier', 0, 1)];
		const b = scoreBreakdown({ tableau, keys: 0, gold: 0 }, { x: 0, y: 0 });
		expect(b).toMatchObject({ perUnit: 4, count: 2, points: 8, area: 'tableau' });
		expect(b.matches).toHaveLength(4);
	});

	it('a purse counts the gold the projection stores on it from the stock', () => {
		// Steward holds 3; 1 already there, 5 gold in stock: 2 more go on it.
		const tableau = [up('steward', 0, 0, 1), up('bombardier', 1, 0)];
		const b = scoreBreakdown({ tableau, keys: 0, gold: 5 }, { x: 0, y: 0 });
		expect(b).toMatchObject({ perUnit: 2, count: 3, points: 6, gold: 3, area: null, matches: [] });
	});

	it('a position card reports its place in the 3×3 frame', () => {
		// Captain scores in the right column; frame spans x = -1..1, so x = 1 is column 2.
		const tableau = [up('captain', 1, 0), up('bombardier', 0, 0), up('officer', -1, 0)];
		const b = scoreBreakdown({ tableau, keys: 0, gold: 0 }, { x: 1, y: 0 });
		expect(b).toMatchObject({ count: 1, points: 8, position: { column: 2, row: 0 }, area: null });
		const left = scoreBreakdown(
			{ tableau: [up('captain', 0, 0), up('bombardier', 1, 0)], keys: 0, gold: 0 },
			{
				x: 0,
				y: 0
			}
		);
		expect(left).toMatchObject({ count: 0, points: 0, position: { column: 0, row: 0 } });
	});

	it('keys: Templar counts the owner keys', () => {
		const b = scoreBreakdown({ tableau: [up('templar', 0, 0)], keys: 4, gold: 0 }, { x: 0, y: 0 });
		expect(b).toMatchObject({ perUnit: 1, count: 4, points: 4, area: null, matches: [] });
	});

	it('throws for an empty space', () => {
		expect(() => scoreBreakdown({ tableau: [up('templar', 0, 0)], keys: 0, gold: 0 }, { x: 1, y: 0 })).toThrow();
	});
});

/** A small seeded generator (xorshift32), so the games are the same on every run. */
function seeded(seed: number): (n: number) => number {
	let s = seed * 2654435761 || 1;
	return (n) => {
		s ^= s << 13;
		s ^= s >>> 17;
		s ^= s << 5;
		return (s >>> 0) % n;
	};
}

describe('scoreBreakdown agrees with projectTableau', () => {
	it('for every card of every player after every turn of 40 random games (2–5 players)', () => {
		let checked = 0;
		const checkAll = (g: GameState) => {
			for (const p of g.players) {
				const projected = projectTableau(p.tableau, p.keys, p.gold);
				for (const cell of projected.cells) {
					const b = scoreBreakdown(p, cell);
					expect(b.points).toBe(cell.points);
					expect(b.points).toBe(b.perUnit * b.count);
					for (const m of b.matches) expect(p.tableau.some((q) => q.x === m.x && q.y === m.y)).toBe(true);
					checked++;
				}
			}
		};
		for (let i = 0; i < 40; i++) {
			const pick = seeded(i + 1);
			let g = newGame({ players: 2 + (i % 4), seed: `breakdown-${i}` });
			for (let now = toAct(g); now; now = toAct(g)) {
				const legal = legalActions(g);
				const r = applyAction(g, now.seat, legal[pick(legal.length)]);
				if (!r.ok) throw new Error(r.error.message);
				g = r.game;
				if (toAct(g)?.decision === 'turn' || g.over) checkAll(g);
			}
		}
		expect(checked).toBeGreaterThan(10_000);
	});
});
