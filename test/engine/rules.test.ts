import { describe, expect, it } from 'vitest';
import {
	applyAction,
	FACE_DOWN_GAIN,
	LOCATION_CARDS,
	legalActions,
	newGame,
	positionGame,
	tableauGrid,
	toAct,
	viewFor,
	type GameState,
	type PositionSpec
} from '../../engine/index';
import { allPlacedCards, expectRejected, play } from './helpers';

const displays = { castle: ['judge', 'baron', 'his-holiness'], village: ['squire', 'potter', 'brigand'] };

function position(over: Partial<PositionSpec> = {}): GameState {
	return positionGame({
		players: [
			{ gold: 15, keys: 2, tableau: [] },
			{ gold: 15, keys: 2, tableau: [] }
		],
		displays,
		messenger: 'castle',
		seat: 0,
		...over
	});
}
const me = (g: GameState) => g.players[0];

describe('costs and discounts', () => {
	it("a card's own discount does not apply to itself, but to the next purchase", () => {
		let g = position();
		g = play(g, { type: 'take', card: 'baron', faceDown: false, x: 0, y: 0 });
		expect(me(g).gold).toBe(12); // Baron costs 3 itself
		const g2 = position({
			players: [
				{ gold: 15, keys: 2, tableau: [{ x: 0, y: 0, card: 'baron', faceDown: false }] },
				{ gold: 15, keys: 2, tableau: [] }
			],
			displays: { castle: ['judge', 'duchess', 'his-holiness'], village: ['squire', 'potter', 'brigand'] }
		});
		const after = play(g2, { type: 'take', card: 'his-holiness', faceDown: false, x: 1, y: 0 });
		expect(me(after).gold).toBe(15 - 6);
	});

	it('discounts stack, by location', () => {
		const g = position({
			players: [
				{
					gold: 15,
					keys: 2,
					tableau: [
						{ x: 0, y: 0, card: 'princess', faceDown: false }, // castle −1
						{ x: 1, y: 0, card: 'fisherman', faceDown: false }, // castle −1
						{ x: 2, y: 0, card: 'alchemist', faceDown: false } // all −1
					]
				},
				{ gold: 15, keys: 2, tableau: [] }
			],
			displays: { castle: ['judge', 'baron', 'his-holiness'], village: ['squire', 'potter', 'brigand'] }
		});
		const after = play(g, { type: 'take', card: 'his-holiness', faceDown: false, x: 0, y: 1 });
		expect(me(after).gold).toBe(15 - (7 - 3));
		expect(after.log.filter((e) => e.type === 'take').at(-1)).toMatchObject({ card: 'his-holiness', cost: 4 });
	});

	it('the cost never goes below 0 and excess discount gives nothing', () => {
		const g = position({
			players: [
				{
					gold: 0,
					keys: 2,
					tableau: [
						{ x: 0, y: 0, card: 'baron', faceDown: false },
						{ x: 1, y: 0, card: 'armorer', faceDown: false },
						{ x: 2, y: 0, card: 'alchemist', faceDown: false },
						{ x: 0, y: 1, card: 'squire', faceDown: false }
					]
				},
				{ gold: 15, keys: 2, tableau: [] }
			],
			displays: { castle: ['judge', 'princess', 'his-holiness'], village: ['innkeeper', 'potter', 'brigand'] }
		});
		const after = play(g, { type: 'take', card: 'princess', faceDown: false, x: 1, y: 1 });
		expect(me(after).gold).toBe(0);
		expect(after.log.filter((e) => e.type === 'take').at(-1)).toMatchObject({ cost: 0 });
	});

	it('a face-down discount card gives no discount', () => {
		const g = position({
			players: [
				{ gold: 15, keys: 2, tableau: [{ x: 0, y: 0, card: 'alchemist', faceDown: true }] },
				{ gold: 15, keys: 2, tableau: [] }
			]
		});
		const after = play(g, { type: 'take', card: 'his-holiness', faceDown: false, x: 1, y: 0 });
		expect(me(after).gold).toBe(8);
	});

	it('an unaffordable card can still be taken face down', () => {
		const g = position({
			players: [
				{ gold: 6, keys: 2, tableau: [] },
				{ gold: 15, keys: 2, tableau: [] }
			]
		});
		const takes = legalActions(g).filter((a) => a.type === 'take' && a.card === 'his-holiness');
		expect(takes).toEqual([{ type: 'take', card: 'his-holiness', faceDown: true, x: 0, y: 0 }]);
		expectRejected(g, 0, { type: 'take', card: 'his-holiness', faceDown: false, x: 0, y: 0 }, 'unaffordable');
	});
});

describe('face-down purchase', () => {
	it('pays nothing, gains 6 gold and 2 keys, no ability, no messenger move, no discount', () => {
		// Judge: ability "gain 2 keys" and a messenger icon; bought face down it does neither.
		const g = position({
			players: [
				{ gold: 1, keys: 0, tableau: [] },
				{ gold: 15, keys: 2, tableau: [] }
			]
		});
		const after = play(g, { type: 'take', card: 'judge', faceDown: true, x: 0, y: 0 });
		expect(me(after)).toMatchObject({ gold: 7, keys: 2 });
		// The exported figure the UI shows is the one the reducer applies.
		expect(FACE_DOWN_GAIN).toEqual({ gold: 6, keys: 2 });
		expect(after.messenger).toBe('castle');
		expect(me(after).tableau).toEqual([{ x: 0, y: 0, card: 'judge', faceDown: true, gold: 0 }]);
		expect(toAct(after)).toEqual({ seat: 1, decision: 'turn' });
		// The same card face up moves the messenger and gains 2 keys.
		const up = play(position(), { type: 'take', card: 'judge', faceDown: false, x: 0, y: 0 });
		expect(up.messenger).toBe('village');
		expect(me(up)).toMatchObject({ gold: 11, keys: 4 });
	});

	it('a face-down card is public in the view', () => {
		const after = play(position(), { type: 'take', card: 'judge', faceDown: true, x: 0, y: 0 });
		expect(viewFor(after, 1).players[0].tableau[0]).toMatchObject({ card: 'judge', faceDown: true });
	});
});

describe('keys', () => {
	it('one key per turn; the key is spent', () => {
		let g = position();
		expect(legalActions(g).filter((a) => a.type === 'key')).toEqual([
			{ type: 'key', use: 'messenger' },
			{ type: 'key', use: 'refresh' }
		]);
		g = play(g, { type: 'key', use: 'messenger' });
		expect(g.messenger).toBe('village');
		expect(me(g).keys).toBe(1);
		expect(toAct(g)).toEqual({ seat: 0, decision: 'take' });
		expect(viewFor(g, 0).keyUsed).toBe(true);
		expectRejected(g, 0, { type: 'key', use: 'refresh' }, 'second-key');
		expect(legalActions(g).every((a) => a.type === 'take')).toBe(true);
	});

	it('no key, no key action', () => {
		const g = position({
			players: [
				{ gold: 15, keys: 0, tableau: [] },
				{ gold: 15, keys: 2, tableau: [] }
			]
		});
		expect(legalActions(g).some((a) => a.type === 'key')).toBe(false);
		expectRejected(g, 0, { type: 'key', use: 'messenger' }, 'no-key');
	});

	it('refresh discards the 3 cards and refills the display in slot order', () => {
		const g = position({ decks: { castle: ['duchess', 'prince', 'knight'], village: [] } });
		const after = play(g, { type: 'key', use: 'refresh' });
		expect(after.displays.castle).toEqual(['duchess', 'prince', 'knight']);
		expect(after.discards.castle).toEqual(['judge', 'baron', 'his-holiness']);
	});
});

describe('placement', () => {
	it('first card at (0,0), then orthogonally adjacent, within 3×3', () => {
		let g = position();
		expect(legalActions(g).filter((a) => a.type === 'take' && a.card === 'judge' && a.faceDown)).toHaveLength(1);
		expectRejected(g, 0, { type: 'take', card: 'judge', faceDown: true, x: 1, y: 0 }, 'illegal-position');
		const row = position({
			players: [
				{
					gold: 15,
					keys: 2,
					tableau: [
						{ x: 0, y: 0, card: 'nun', faceDown: false },
						{ x: 1, y: 0, card: 'prince', faceDown: false },
						{ x: 2, y: 0, card: 'knight', faceDown: true }
					]
				},
				{ gold: 15, keys: 2, tableau: [] }
			]
		});
		const cells = legalActions(row)
			.filter((a) => a.type === 'take' && a.card === 'judge' && a.faceDown)
			.map((a) => (a.type === 'take' ? [a.x, a.y] : []));
		expect(cells).toEqual([
			[0, -1],
			[1, -1],
			[2, -1],
			[0, 1],
			[1, 1],
			[2, 1]
		]);
		expectRejected(row, 0, { type: 'take', card: 'judge', faceDown: true, x: 3, y: 0 }, 'illegal-position');
		expectRejected(row, 0, { type: 'take', card: 'judge', faceDown: true, x: -1, y: 0 }, 'illegal-position');
		expectRejected(row, 0, { type: 'take', card: 'judge', faceDown: true, x: 1, y: 0 }, 'illegal-position'); // occupied
		expectRejected(row, 0, { type: 'take', card: 'judge', faceDown: true, x: 0, y: 2 }, 'illegal-position'); // not adjacent
		g = play(row, { type: 'take', card: 'judge', faceDown: true, x: 1, y: -1 });
		expect(g.players[0].tableau.at(-1)).toMatchObject({ x: 1, y: -1 });
	});
});

describe('refill', () => {
	it('fills empty slots from the lowest index, Castle then Village, after the messenger move', () => {
		// Gravedigger (Castle, slot 1) discards the Village slot 0 card: both gaps are refilled at the end.
		const g = position({
			displays: { castle: ['judge', 'gravedigger', 'his-holiness'], village: ['squire', 'potter', 'brigand'] },
			decks: { castle: ['duchess'], village: ['farmer'] }
		});
		let after = play(g, { type: 'take', card: 'gravedigger', faceDown: false, x: 0, y: 0 });
		expect(toAct(after)).toEqual({ seat: 0, decision: 'discard' });
		after = play(after, { type: 'discard', card: 'brigand' });
		expect(me(after).gold).toBe(15 - 4 + 7);
		expect(after.displays.castle).toEqual(['judge', 'duchess', 'his-holiness']);
		expect(after.displays.village).toEqual(['squire', 'potter', 'farmer']);
		expect(after.discards.village).toEqual(['brigand']);
		const reveals = after.log.filter((e) => e.type === 'reveal');
		expect(reveals.slice(-2)).toEqual([
			{ type: 'reveal', location: 'castle', slot: 1, card: 'duchess' },
			{ type: 'reveal', location: 'village', slot: 2, card: 'farmer' }
		]);
	});
});

describe('reshuffle', () => {
	// Build a 2-player game with `reveals` and drive it so the Castle deck runs out
	// during a refresh's redraw: seat 0 moves the messenger to the Castle once; then
	// every turn refreshes the Castle (3 draws) and takes a Castle card face down (1 draw).
	const castleOrder = [...LOCATION_CARDS.castle];
	function drive(reveals: { castle: string[]; village: string[] }) {
		let g = newGame({ players: 2, reveals });
		g = play(g, { type: 'key', use: 'messenger' });
		const takeFirst = (s: GameState) => {
			const a = legalActions(s).find((x) => x.type === 'take' && x.faceDown)!;
			return play(s, a);
		};
		g = takeFirst(g); // 4 castle cards drawn so far
		while (g.decks.castle.length > 3) {
			g = play(g, { type: 'key', use: 'refresh' });
			g = takeFirst(g);
		}
		// 3 left; one plain take leaves 2, then the refresh needs 3: it reshuffles.
		g = takeFirst(g);
		expect(g.decks.castle.length).toBe(2);
		return g;
	}

	it('reshuffles the discard pile, including the 3 cards just refreshed away', () => {
		const probe = drive({ castle: castleOrder, village: [...LOCATION_CARDS.village] });
		const refreshed = probe.displays.castle as string[];
		// Plan the post-reshuffle order: the refreshed cards come back first, reversed.
		const planned = [refreshed[2], refreshed[1], refreshed[0]];
		const g = drive({ castle: [...castleOrder, ...planned], village: [...LOCATION_CARDS.village] });
		const deckTop = g.decks.castle.slice();
		const after = play(g, { type: 'key', use: 'refresh' });
		expect(after.displays.castle).toEqual([deckTop[0], deckTop[1], refreshed[2]]);
		expect(after.log.some((e) => e.type === 'reshuffle' && e.location === 'castle')).toBe(true);
		expect(after.discards.castle).toEqual([]);
		expect(after.decks.castle.slice(0, 2)).toEqual([refreshed[1], refreshed[0]]);
		expect(allPlacedCards(after).sort()).toEqual([...LOCATION_CARDS.castle, ...LOCATION_CARDS.village].sort());
		expect(JSON.stringify(viewFor(after, 0))).not.toContain('"reshuffles"');
	});

	it('a reveals entry that is not in the discard pile is a clear error', () => {
		const probe = drive({ castle: castleOrder, village: [...LOCATION_CARDS.village] });
		const inTableau = probe.players[0].tableau[0].card;
		const g = drive({ castle: [...castleOrder, inTableau], village: [...LOCATION_CARDS.village] });
		const r = applyAction(g, toAct(g)!.seat, { type: 'key', use: 'refresh' });
		expect(r.ok).toBe(false);
		if (!r.ok) {
			expect(r.error.code).toBe('bad-reveals');
			expect(r.error.message).toContain(inTableau);
		}
	});
});

describe('empty location', () => {
	// 5 players; 36 Castle cards are in tableaux, 3 in the display, none in deck or discard.
	const castle = [...LOCATION_CARDS.castle];
	const display = ['steward', 'his-holiness', 'chaplain'];
	const rest = castle.filter((c) => !display.includes(c));
	const sizes = [8, 7, 7, 7, 7];
	const shape = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i % 3, y: Math.floor(i / 3) }));
	let k = 0;
	const players = sizes.map((n) => ({
		gold: 10,
		keys: 2,
		tableau: shape(n).map((p) => ({ ...p, card: rest[k++], faceDown: true }))
	}));
	const start = () =>
		positionGame({
			players,
			displays: { castle: display, village: ['executioner', 'potter', 'brigand'] },
			messenger: 'castle',
			seat: 0
		});

	it('removes the location when its display cannot be refilled; the messenger goes to the other one', () => {
		const g = play(start(), { type: 'take', card: 'steward', faceDown: true, x: 2, y: 2 });
		expect(g.removed).toEqual(['castle']);
		expect(g.displays.castle).toEqual([null, null, null]);
		expect(g.removedCards.sort()).toEqual(['chaplain', 'his-holiness']);
		expect(g.messenger).toBe('village');
		expect(g.log.slice(-3)).toEqual([
			{ type: 'removed', location: 'castle' },
			{ type: 'messenger', to: 'village' },
			{ type: 'turn', seat: 1, turn: g.turn }
		]);
		expect(g.log.some((e) => e.type === 'removed' && e.location === 'castle')).toBe(true);
		expect(viewFor(g, null).removed).toEqual(['castle']);
		expect(allPlacedCards(g)).toHaveLength(78);
		// Seat 1: the messenger key action is illegal, refresh is still possible.
		expect(legalActions(g).filter((a) => a.type === 'key')).toEqual([{ type: 'key', use: 'refresh' }]);
		expectRejected(g, 1, { type: 'key', use: 'messenger' }, 'messenger-blocked');
		// Executioner targets the (empty) Castle display: the effect is skipped, the turn ends.
		const after = play(g, { type: 'take', card: 'executioner', faceDown: false, x: 1, y: 2 });
		expect(toAct(after)).toEqual({ seat: 2, decision: 'turn' });
		expect(after.messenger).toBe('village');
		expect(after.players[1].gold).toBe(10);
	});
});

describe('empty location, reached by play from newGame({ reveals })', () => {
	it('a 5-player game where everyone takes Castle cards face down runs the Castle out after 37 takes', () => {
		// Nothing shuffled: Castle and Village cards come up in cards.json order.
		let g = newGame({
			players: 5,
			reveals: { castle: [...LOCATION_CARDS.castle], village: [...LOCATION_CARDS.village] }
		});
		let castleTakes = 0;
		let removedAt: number | null = null;
		for (let now = toAct(g); now; now = toAct(g)) {
			const legal = legalActions(g);
			// Keep the Messenger at the Castle while it has cards; always take face down
			// (no ability, no Messenger move), on the first legal space.
			const toCastle = legal.find((a) => a.type === 'key' && a.use === 'messenger');
			const action =
				g.messenger === 'village' && !g.removed.includes('castle') && toCastle
					? toCastle
					: legal.find((a) => a.type === 'take' && a.faceDown)!;
			const before = g.messenger;
			g = play(g, action);
			if (action.type === 'take' && before === 'castle') castleTakes++;
			if (removedAt === null && g.removed.includes('castle')) removedAt = castleTakes;
		}
		// 36 takes empty the deck; the 37th leaves 2 cards that cannot be topped up to 3.
		expect(removedAt).toBe(37);
		expect(castleTakes).toBe(37);
		expect(g.removed).toEqual(['castle']);
		expect(g.removedCards).toHaveLength(2);
		expect(g.messenger).toBe('village');
		expect(g.players.every((p) => p.tableau.length === 9)).toBe(true);
		expect(allPlacedCards(g)).toHaveLength(78);
	});
});

describe('game end', () => {
	it('ends after the last take; leftover gold goes onto purses automatically', () => {
		const filler = (ids: string[]) => ids.map((card, i) => ({ x: i % 3, y: Math.floor(i / 3), card, faceDown: true }));
		const g = positionGame({
			players: [
				{
					gold: 10,
					keys: 0,
					tableau: [
						{ x: 0, y: 0, card: 'queen-mother', faceDown: false, gold: 1 },
						...filler(['steward', 'chaplain', 'cardinal', 'templar', 'gravedigger', 'alchemist', 'astronomer']).map(
							(c, i) => ({
								...c,
								x: (i + 1) % 3,
								y: Math.floor((i + 1) / 3)
							})
						)
					]
				},
				{
					gold: 3,
					keys: 0,
					tableau: filler([
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
			displays: { castle: ['nun', 'architect', 'goldsmith'], village: ['militiaman', 'bombardier', 'stonemason'] },
			messenger: 'castle',
			seat: 0
		});
		const cells = legalActions(g).filter((a) => a.type === 'take' && a.card === 'nun' && a.faceDown);
		expect(cells).toHaveLength(1);
		const end = play(g, cells[0]);
		expect(end.over).toBe(true);
		expect(toAct(end)).toBeNull();
		expect(legalActions(end)).toEqual([]);
		expect(end.players[0].tableau[0].gold).toBe(5); // 1 + 4 of the 16 gold
		expect(end.players[0].gold).toBe(12);
		expect(end.log.at(-1)).toEqual({ type: 'end' });
		const v = viewFor(end, 0);
		expect(v.over).toBe(true);
		expect(v.scores![0].cells.find((c) => c.x === 0 && c.y === 0)!.points).toBe(10);
		expectRejected(end, 0, { type: 'key', use: 'refresh' }, 'game-over');
	});
});

describe('tableauGrid', () => {
	it('lays a tableau out as its 3×3 grid, top row first, whatever the first card’s place', () => {
		const card = (x: number, y: number, id: string) => ({ x, y, card: id, faceDown: false, gold: 0 });
		const grid = tableauGrid([card(0, 0, 'nun'), card(-1, 0, 'prince'), card(0, -2, 'knight'), card(0, -1, 'judge')]);
		expect(grid.map((row) => row.map((p) => p?.card ?? null))).toEqual([
			[null, 'knight', null],
			[null, 'judge', null],
			['prince', 'nun', null]
		]);
		expect(tableauGrid([]).flat()).toEqual(Array(9).fill(null));
	});
});
