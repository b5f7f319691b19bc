import { describe, expect, it } from 'vitest';
import { CARDS, positionGame, scores, scoreTableau, type Effect, type GridCell } from '../../engine/index';
import { COUNTS } from '../../engine/counts';

const example = (faceDownCard: string): { grid: GridCell[][]; keys: number; gold: number } => ({
	grid: [
		[
			{ card: 'judge', faceDown: false },
			{ card: 'his-holiness', faceDown: false },
			{ card: 'locksmith', faceDown: false }
		],
		[
			{ card: 'clockmaker', faceDown: false },
			{ card: 'sculptor', faceDown: false, gold: 2 },
			{ card: 'spice-merchant', faceDown: false }
		],
		[
			{ card: 'banker', faceDown: false },
			{ card: faceDownCard, faceDown: true },
			{ card: 'miraculously-cured', faceDown: false, gold: 4 }
		]
	],
	keys: 11,
	gold: 0
});

describe('scoreTableau: the rulebook example', () => {
	it('scores 9 12 11 / 9 4 5 / 6 0 8 + 11 keys = 75', () => {
		const s = scoreTableau(example('duchess'));
		expect(s.cells).toEqual([
			[9, 12, 11],
			[9, 4, 5],
			[6, 0, 8]
		]);
		expect(s.keys).toBe(11);
		expect(s.total).toBe(75);
		expect(s.goldLeft).toBe(0);
	});

	it('does not depend on which card is face down', () => {
		const used = new Set(
			example('x')
				.grid.flat()
				.map((c) => c.card)
		);
		for (const c of CARDS) {
			if (used.has(c.id)) continue;
			const s = scoreTableau(example(c.id));
			expect(s.total, c.id).toBe(75);
			expect(s.cells[2][1]).toBe(0);
		}
	});

	it('scores a face-down card nobody named as a named one, and keeps it unnamed', () => {
		const unnamed = example('duchess');
		unnamed.grid[2][1] = { card: null, faceDown: true };
		const s = scoreTableau(unnamed);
		expect(s.total).toBe(75);
		expect(s.cells[2]).toEqual([6, 0, 8]);
		expect(s.grid[2][1]).toEqual({ card: null, faceDown: true, gold: 0 });
		// A face-up card must be named.
		unnamed.grid[2][1] = { card: null, faceDown: false } as unknown as GridCell;
		expect(() => scoreTableau(unnamed)).toThrow(/only a face-down card/);
	});

	it('puts leftover gold on purses in reading order before scoring', () => {
		const s = scoreTableau({ ...example('duchess'), gold: 7 });
		// Only the Sculptor has room (5 free): +5 gold = +10 on it, +5 on the Banker.
		expect(s.grid[1][1]!.gold).toBe(7);
		expect(s.goldLeft).toBe(2);
		expect(s.cells[1][1]).toBe(14);
		expect(s.cells[2][0]).toBe(11);
		expect(s.total).toBe(75 + 15);
	});
});

describe('scores()', () => {
	const faceDownGrid = (ids: string[]) =>
		ids.map((card, i) => ({ x: i % 3, y: Math.floor(i / 3), card, faceDown: true }));
	const base = (p0: { gold: number; keys: number }, p1: { gold: number; keys: number }) =>
		positionGame({
			players: [
				{
					...p0,
					tableau: faceDownGrid([
						'steward',
						'his-holiness',
						'chaplain',
						'cardinal',
						'templar',
						'gravedigger',
						'alchemist',
						'astronomer',
						'pilgrim'
					])
				},
				{
					...p1,
					tableau: faceDownGrid([
						'inventor',
						'spy',
						'vicar',
						'miraculously-cured',
						'squire',
						'philosopher',
						'doctor',
						'executioner',
						'barbarian'
					])
				}
			],
			displays: { castle: ['devout', 'nun', 'architect'], village: ['militiaman', 'bombardier', 'stonemason'] },
			messenger: 'village',
			seat: 0
		});

	it('breaks ties by gold left', () => {
		const g = base({ gold: 5, keys: 3 }, { gold: 2, keys: 3 });
		expect(g.over).toBe(true);
		const s = scores(g);
		expect(s.map((x) => x.total)).toEqual([3, 3]);
		expect(s.map((x) => x.rank)).toEqual([1, 2]);
		expect(s.map((x) => x.goldLeft)).toEqual([5, 2]);
	});

	it('shares the win when points and gold are equal', () => {
		const s = scores(base({ gold: 4, keys: 3 }, { gold: 4, keys: 3 }));
		expect(s.map((x) => x.rank)).toEqual([1, 1]);
	});

	it('more points beat more gold', () => {
		const s = scores(base({ gold: 0, keys: 4 }, { gold: 40, keys: 3 }));
		expect(s.map((x) => x.rank)).toEqual([1, 2]);
	});

	it('projects a partial tableau over its current bounding box', () => {
		const g = positionGame({
			players: [
				{
					gold: 3,
					keys: 1,
					tableau: [
						{ x: 0, y: 0, card: 'duchess', faceDown: false },
						{ x: 0, y: 1, card: 'queen-mother', faceDown: false }
					]
				},
				{ gold: 0, keys: 0, tableau: [] }
			],
			displays: { castle: ['devout', 'nun', 'architect'], village: ['militiaman', 'bombardier', 'stonemason'] },
			messenger: 'village',
			seat: 0
		});
		const s = scores(g)[0];
		// Duchess is in the top row (8); Queen Mother receives the 3 gold (6).
		expect(s.cells).toEqual([
			{ x: 0, y: 0, points: 8 },
			{ x: 0, y: 1, points: 6 }
		]);
		expect(s.total).toBe(15);
		expect(s.goldLeft).toBe(0);
		expect(g.players[0].gold).toBe(3); // a projection does not change the game
	});
});

describe('the card data fits the evaluators', () => {
	const gains = (e: Effect): Effect[] => (e.kind === 'choice' ? e.options.flatMap(gains) : [e]);

	it('every scoring count and every own-tableau ability count has an evaluator', () => {
		const evaluable = Object.keys(COUNTS);
		for (const c of CARDS) {
			expect(evaluable, c.id).toContain(c.scoring.count.type);
			for (const e of c.ability.effects.flatMap(gains)) {
				if (e.kind !== 'gain' || e.per === null) continue;
				expect(evaluable, c.id).toContain(e.per.type === 'bestNeighbor' ? e.per.count.type : e.per.type);
			}
		}
	});

	it("neighbour counts appear only in ability gains, never in a card's scoring (§2.1)", () => {
		const neighbourCards = CARDS.filter((c) =>
			c.ability.effects.flatMap(gains).some((e) => e.kind === 'gain' && e.per?.type === 'bestNeighbor')
		).map((c) => c.id);
		expect(neighbourCards.sort()).toEqual(
			['barbarian', 'blacksmith', 'bombardier', 'brigand', 'militiaman', 'spy', 'templar', 'witch'].sort()
		);
		for (const c of CARDS) expect(c.scoring.count.type).not.toBe('bestNeighbor');
	});
});
