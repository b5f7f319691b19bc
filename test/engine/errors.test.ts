import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ActionSchema, applyAction, newGame, positionGame, recordOf, replay, toAct } from '../../engine/index';
import { expectRejected, play } from './helpers';

describe('applyAction rejects without changing the game', () => {
	const g = newGame({ players: 3, seed: 'errors', firstPlayer: 1 });
	const castle = g.displays.castle as string[];
	const village = g.displays.village as string[];
	const ok = { type: 'take', card: village[0], faceDown: true, x: 0, y: 0 };

	it('accepts the control action', () => {
		expect(g.messenger).toBe('village');
		expect(applyAction(g, 1, ok).ok).toBe(true);
	});

	it('malformed input', () => {
		for (const junk of [
			null,
			undefined,
			42,
			'take',
			[],
			{},
			{ type: 'fly' },
			{ ...ok, faceDown: 'yes' },
			{ ...ok, x: 0.5 },
			{ ...ok, x: '0' },
			{ ...ok, extra: 1 },
			{ type: 'key' },
			{ type: 'key', use: 'both' },
			{ type: 'option', index: 1.5 },
			{ type: 'purses', cards: ['a', 'b', 'c'] }
		])
			expectRejected(g, 1, junk, 'malformed');
		expectRejected(g, '1', ok, 'malformed');
		expectRejected(g, 1.5, ok, 'malformed');
	});

	it('wrong seat', () => {
		expectRejected(g, 0, ok, 'wrong-seat');
		expectRejected(g, 7, ok, 'wrong-seat');
		expectRejected(g, -1, ok, 'wrong-seat');
	});

	it('unknown card, not in the display at the messenger', () => {
		expectRejected(g, 1, { ...ok, card: 'dragon' }, 'unknown-card');
		expectRejected(g, 1, { ...ok, card: castle[0] }, 'not-in-display');
		const other = ['squire', 'potter', 'brigand', 'farmer'].find((c) => !village.includes(c))!;
		expectRejected(g, 1, { ...ok, card: other }, 'not-in-display');
	});

	it('illegal position', () => {
		expectRejected(g, 1, { ...ok, x: 1 }, 'illegal-position');
	});

	it('unaffordable', () => {
		const poor = newGame({ players: 2, reveals: { castle: [], village: ['brigand', 'mercenary', 'doctor'] } });
		// 15 gold: Brigand (7) is affordable; make a player poorer via a position-free route:
		const p = JSON.parse(JSON.stringify(poor));
		p.players[0].gold = 6;
		expectRejected(p, 0, { type: 'take', card: 'brigand', faceDown: false, x: 0, y: 0 }, 'unaffordable');
		expect(applyAction(p, 0, { type: 'take', card: 'brigand', faceDown: true, x: 0, y: 0 }).ok).toBe(true);
	});

	it('second key, and decision mismatch', () => {
		const k = play(g, { type: 'key', use: 'refresh' });
		expectRejected(k, 1, { type: 'key', use: 'messenger' }, 'second-key');
		expectRejected(g, 1, { type: 'neighbor', seat: 0 }, 'wrong-decision');
		expectRejected(g, 1, { type: 'option', index: 0 }, 'wrong-decision');
		expectRejected(g, 1, { type: 'discard', card: castle[0] }, 'wrong-decision');
		expectRejected(g, 1, { type: 'purses', cards: [castle[0], castle[1]] }, 'wrong-decision');
	});

	it('never throws, even on a hostile object', () => {
		const hostile = new Proxy(
			{},
			{
				get() {
					throw new Error('boom');
				},
				ownKeys() {
					throw new Error('boom');
				}
			}
		);
		const r = applyAction(g, 1, hostile);
		expect(r.ok).toBe(false);
		expect(toAct(g)).toEqual({ seat: 1, decision: 'turn' });
	});

	it('ActionSchema is exported for the room protocol', () => {
		expect(v.safeParse(ActionSchema, ok).success).toBe(true);
		expect(v.safeParse(ActionSchema, { ...ok, junk: true }).success).toBe(false);
	});
});

describe('developer APIs throw clear errors', () => {
	const displays = { castle: ['judge', 'baron', 'his-holiness'], village: ['squire', 'potter', 'brigand'] };
	it('positionGame validates the position', () => {
		const base = {
			players: [
				{ gold: 1, keys: 1, tableau: [] },
				{ gold: 1, keys: 1, tableau: [] }
			],
			displays,
			messenger: 'castle' as const,
			seat: 0
		};
		expect(() => positionGame(base)).not.toThrow();
		expect(() => positionGame({ ...base, seat: 2 })).toThrow(/seat/);
		expect(() => positionGame({ ...base, displays: { ...displays, castle: ['judge', 'judge', 'baron'] } })).toThrow(
			/two places/
		);
		expect(() => positionGame({ ...base, displays: { ...displays, castle: ['squire', 'nun', 'baron'] } })).toThrow(
			/village card/
		);
		const far = [
			{ x: 0, y: 0, card: 'nun', faceDown: false },
			{ x: 2, y: 0, card: 'knight', faceDown: false }
		];
		expect(() => positionGame({ ...base, players: [{ gold: 1, keys: 1, tableau: far }, base.players[1]] })).toThrow(
			/legal tableau/
		);
		const tooMuchGold = [{ x: 0, y: 0, card: 'potter', faceDown: false, gold: 5 }];
		expect(() =>
			positionGame({ ...base, players: [{ gold: 1, keys: 1, tableau: tooMuchGold }, base.players[1]] })
		).toThrow(/capacity/);
		expect(() => recordOf(positionGame(base))).toThrow(/position/);
	});
	it('replay rejects a bad record', () => {
		expect(() => replay({ version: 2 })).toThrow(/invalid record/);
		expect(() =>
			replay({
				version: 1,
				players: 2,
				firstPlayer: 0,
				reveals: { castle: [], village: [] },
				actions: [{ seat: 1, action: { type: 'key', use: 'refresh' } }]
			})
		).toThrow(/rejected/);
	});
	it('newGame validates reveals', () => {
		expect(() => newGame({ players: 2, reveals: { castle: ['squire'], village: [] } })).toThrow(/not a castle card/);
		expect(() => newGame({ players: 2, reveals: { castle: ['judge', 'judge'], village: [] } })).toThrow(/twice/);
		const g = newGame({ players: 3, reveals: { castle: ['duchess', 'judge', 'nun', 'prince'], village: [] } });
		expect(g.displays.castle).toEqual(['duchess', 'judge', 'nun']);
		expect(g.decks.castle[0]).toBe('prince');
		expect(g.current).toBe(0);
	});
});
