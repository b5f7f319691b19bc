// Property tests: random legal play from random seeds (fast-check, fixed seed for CI).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	applyAction,
	CARDS,
	legalActions,
	newGame,
	recordOf,
	replay,
	scores,
	toAct,
	viewFor,
	type GameState
} from '../../engine/index';
import { createRandom, determinize, randomAction } from '../../engine/sim';
import { allPlacedCards, deepFreeze } from './helpers';

const ALL = CARDS.map((c) => c.id).sort();
const FC = { seed: 20251121, numRuns: 150 };

function checkInvariants(g: GameState) {
	expect(allPlacedCards(g).sort()).toEqual(ALL);
	for (const p of g.players) {
		expect(p.gold).toBeGreaterThanOrEqual(0);
		expect(p.keys).toBeGreaterThanOrEqual(0);
		for (const c of p.tableau)
			expect(c.gold).toBeLessThanOrEqual(c.faceDown ? 0 : (CARDS.find((k) => k.id === c.card)!.purse ?? 0));
	}
}

function checkNoLeak(g: GameState) {
	const deck = [...g.decks.castle, ...g.decks.village];
	// A card reshuffled back into a deck was public before (the log mentions it); its
	// identity is known, its position is not. Cards never revealed must appear nowhere.
	const everRevealed = new Set([...g.revealed.castle, ...g.revealed.village]);
	const neverSeen = deck.filter((id) => !everRevealed.has(id));
	for (const seat of [null, ...g.players.map((_, i) => i)]) {
		const view = viewFor(g, seat);
		const json = JSON.stringify(view);
		const withoutLog = JSON.stringify({ ...view, log: [] });
		for (const id of neverSeen) if (json.includes(`"${id}"`)) throw new Error(`view of ${seat} leaks deck card ${id}`);
		for (const id of deck) if (withoutLog.includes(`"${id}"`)) throw new Error(`view of ${seat} shows deck card ${id}`);
		if (g.shuffle.seed) expect(json).not.toContain(g.shuffle.seed);
		expect(json).not.toContain('"decks":{"castle":[');
	}
}

/** Something illegal or malformed, derived from the current position. */
function badAction(g: GameState, random: () => number): [unknown, unknown] {
	const now = toAct(g)!;
	const legal = legalActions(g)[0];
	const deckCard = g.decks.castle[0] ?? g.decks.village[0] ?? 'nope';
	const pool: [unknown, unknown][] = [
		[(now.seat + 1) % g.players.length, legal],
		[now.seat, { ...legal, junk: 1 }],
		[now.seat, { type: 'take', card: deckCard, faceDown: true, x: 0, y: 0 }],
		[now.seat, { type: 'take', card: g.displays[g.messenger].find((x) => x) ?? 'x', faceDown: true, x: 9, y: 9 }],
		[now.seat, null],
		[now.seat, 'key'],
		[now.seat, { type: 'neighbor', seat: 'left' }],
		[
			now.seat,
			now.decision === 'turn' || now.decision === 'take'
				? { type: 'option', index: 0 }
				: { type: 'key', use: 'refresh' }
		],
		[
			now.seat,
			now.decision === 'take'
				? { type: 'key', use: 'messenger' }
				: { type: 'take', card: 'x', faceDown: false, x: 0, y: 0 }
		]
	];
	return pool[Math.floor(random() * pool.length)];
}

describe('random legal play', () => {
	it('keeps every invariant, view secrecy, replay and determinize', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), (players, seedInt) => {
				const random = createRandom(`play-${seedInt}`);
				let g = newGame({ players, seed: `seed-${seedInt}` });
				const takes = new Array(players).fill(0);
				let steps = 0;
				for (let now = toAct(g); now; now = toAct(g)) {
					checkInvariants(g);
					if (steps % 4 === 0) checkNoLeak(g);
					if (steps % 5 === 0) {
						const [seat, bad] = badAction(g, random);
						const before = JSON.stringify(g);
						expect(applyAction(g, seat, bad).ok).toBe(false);
						expect(JSON.stringify(g)).toBe(before);
					}
					if (steps % 7 === 3) {
						const seat = Math.floor(random() * players);
						const view = viewFor(g, seat);
						const d = determinize(view, random);
						expect(viewFor(d, seat)).toEqual(view);
						expect(allPlacedCards(d).sort()).toEqual(ALL);
						expect(d.decks.castle.length).toBe(g.decks.castle.length);
					}
					const legal = legalActions(g);
					const sampled = randomAction(g, random);
					expect(legal.map((a) => JSON.stringify(a))).toContain(JSON.stringify(sampled));
					const action = steps % 2 ? sampled : legal[Math.floor(random() * legal.length)];
					if (action.type === 'take') takes[now.seat]++;
					const before = JSON.stringify(g);
					const r = applyAction(g, now.seat, action);
					expect(r.ok).toBe(true);
					expect(JSON.stringify(g)).toBe(before);
					if (r.ok) g = r.game;
					steps++;
				}
				checkInvariants(g);
				checkNoLeak(g);
				expect(takes).toEqual(new Array(players).fill(9));
				for (const p of g.players) {
					expect(p.tableau).toHaveLength(9);
					const xs = new Set(p.tableau.map((c) => c.x));
					const ys = new Set(p.tableau.map((c) => c.y));
					expect([xs.size, ys.size]).toEqual([3, 3]);
				}
				expect(legalActions(g)).toEqual([]);
				const again = replay(JSON.parse(JSON.stringify(recordOf(g))));
				for (const seat of [null, ...g.players.map((_, i) => i)])
					expect(viewFor(again, seat)).toEqual(viewFor(g, seat));
				expect(scores(again)).toEqual(scores(g));
				expect(toAct(again)).toBeNull();
				expect(recordOf(again)).toEqual(recordOf(g));
				const ranks = scores(g).map((s) => s.rank);
				expect(Math.min(...ranks)).toBe(1);
			}),
			FC
		);
	}, 60_000);

	it('replays games in progress too', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 5 }),
				fc.integer(),
				fc.integer({ min: 0, max: 60 }),
				(players, seedInt, stop) => {
					const random = createRandom(`mid-${seedInt}`);
					let g = newGame({ players, seed: `mid-${seedInt}` });
					for (let i = 0; i < stop && toAct(g); i++) {
						const r = applyAction(g, toAct(g)!.seat, randomAction(g, random));
						if (r.ok) g = r.game;
					}
					const again = replay(recordOf(g));
					for (const seat of [null, ...g.players.map((_, i) => i)])
						expect(viewFor(again, seat)).toEqual(viewFor(g, seat));
					expect(scores(again)).toEqual(scores(g));
					expect(toAct(again)).toEqual(toAct(g));
				}
			),
			{ seed: 7, numRuns: 60 }
		);
	}, 30_000);

	// applyAction's new state shares parts with the one before (engine/README.md, "Fast
	// paths"): a step that changed one in place would change the state it was given.
	it('never changes the state it is given, to the end of the game', () => {
		fc.assert(
			fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), (players, seedInt) => {
				const random = createRandom(`frozen-${seedInt}`);
				let g = deepFreeze(newGame({ players, seed: `frozen-${seedInt}` }));
				for (let now = toAct(g); now; now = toAct(g)) {
					const list = legalActions(g);
					const r = applyAction(g, now.seat, list[Math.floor(random() * list.length)]);
					expect(r).toMatchObject({ ok: true }); // a change to a frozen part throws: 'internal'
					if (r.ok) g = deepFreeze(r.game);
				}
			}),
			{ seed: 11, numRuns: 100 }
		);
	}, 30_000);
});

describe('randomAction', () => {
	it('is uniform over legal actions', () => {
		const g = newGame({ players: 2, seed: 'uniform' });
		const legal = legalActions(g).map((a) => JSON.stringify(a));
		const counts = new Map(legal.map((k) => [k, 0]));
		const random = createRandom('u');
		const N = 20000;
		for (let i = 0; i < N; i++) {
			const k = JSON.stringify(randomAction(g, random));
			counts.set(k, counts.get(k)! + 1);
		}
		expect(counts.size).toBe(legal.length);
		const expected = N / legal.length;
		for (const c of counts.values()) expect(Math.abs(c - expected)).toBeLessThan(expected * 0.25);
	});
});

describe('seeded setup', () => {
	it('is deterministic from the seed; the view never contains the seed', () => {
		const a = newGame({ players: 4, seed: 'same' });
		const b = newGame({ players: 4, seed: 'same' });
		expect(b).toEqual(a);
		expect(JSON.stringify(viewFor(a, null))).not.toContain('same');
		expect(newGame({ players: 4, seed: 'other' }).decks).not.toEqual(a.decks);
		const fresh = newGame({ players: 5 });
		expect(fresh.current).toBeGreaterThanOrEqual(0);
		expect(fresh.displays.castle.every((x) => x)).toBe(true);
		expect(() => newGame({ players: 6 })).toThrow(/2 to 5/);
	});
});
