import { describe, expect, it } from 'vitest';
import { legalActions, positionGame, toAct, viewFor, type GameState } from '../../engine/index';
import { createRandom, determinize } from '../../engine/sim';
import { expectRejected, play } from './helpers';

type Tab = { x: number; y: number; card: string; faceDown: boolean; gold?: number }[];
const row = (...cards: string[]): Tab => cards.map((card, x) => ({ x, y: 0, card, faceDown: false }));

function game(tableaux: Tab[], castle: string[], village: string[], messenger: 'castle' | 'village'): GameState {
	return positionGame({
		players: tableaux.map((tableau) => ({ gold: 20, keys: 2, tableau })),
		displays: { castle, village },
		messenger,
		seat: 0
	});
}

describe('neighbour decisions (bestNeighbor)', () => {
	// Templar: 1 gold per Faith of a neighbour, then 1 key per own Military.
	const castle = ['templar', 'judge', 'duchess'];
	const village = ['squire', 'potter', 'brigand'];

	it('asked in 3+ players when the neighbours differ; then the next effect resolves', () => {
		// Seat 0's neighbours: seat 2 (left) and seat 1 (right).
		const g = game([[], row('mother-superior', 'nun'), row('cardinal')], castle, village, 'castle');
		let s = play(g, { type: 'take', card: 'templar', faceDown: false, x: 0, y: 0 });
		expect(toAct(s)).toEqual({ seat: 0, decision: 'neighbor' });
		const v = viewFor(s, 0);
		expect(v.pending).toMatchObject({
			decision: 'neighbor',
			card: 'templar',
			resource: 'gold',
			neighbors: [
				{ seat: 2, amount: 1 },
				{ seat: 1, amount: 3 }
			]
		});
		expect(v.legal).toEqual([
			{ type: 'neighbor', seat: 2 },
			{ type: 'neighbor', seat: 1 }
		]);
		expect(s.players[0].keys).toBe(2); // keys effect not resolved yet
		expectRejected(s, 0, { type: 'neighbor', seat: 0 }, 'invalid-neighbor');
		// determinize keeps the pending ability context
		const d = determinize(v, createRandom('d'));
		expect(viewFor(d, 0)).toEqual(v);
		expect(play(d, { type: 'neighbor', seat: 1 }).players[0]).toMatchObject({ gold: 18, keys: 3 });
		const worse = play(s, { type: 'neighbor', seat: 2 });
		expect(worse.players[0]).toMatchObject({ gold: 20 - 5 + 1, keys: 3 });
		s = play(s, { type: 'neighbor', seat: 1 });
		expect(s.players[0]).toMatchObject({ gold: 20 - 5 + 3, keys: 3 });
		expect(s.log.filter((e) => e.type === 'gain').at(-2)).toMatchObject({
			seat: 0,
			gold: 3,
			source: 'templar',
			neighbor: 1
		});
		expect(toAct(s)).toEqual({ seat: 1, decision: 'turn' });
	});

	it('not asked when both neighbours give the same amount', () => {
		const g = game([[], row('nun'), row('cardinal')], castle, village, 'castle');
		const s = play(g, { type: 'take', card: 'templar', faceDown: false, x: 0, y: 0 });
		expect(toAct(s)).toEqual({ seat: 1, decision: 'turn' });
		expect(s.players[0].gold).toBe(16);
	});

	it('never asked in a 2-player game', () => {
		const g = game([[], row('mother-superior', 'nun')], castle, village, 'castle');
		const s = play(g, { type: 'take', card: 'templar', faceDown: false, x: 0, y: 0 });
		expect(toAct(s)).toEqual({ seat: 1, decision: 'turn' });
		expect(s.players[0].gold).toBe(18);
	});
});

describe('option decisions (choice)', () => {
	// Barbarian: 1 gold per Scholarship of the best neighbour, or 2 keys.
	const castle = ['judge', 'duchess', 'nun'];
	const village = ['barbarian', 'potter', 'brigand'];

	it('asks the option, then the neighbour when the gold option is picked and neighbours differ', () => {
		const g = game([[], row('astronomer', 'chancellor'), row('professor')], castle, village, 'village');
		const s = play(g, { type: 'take', card: 'barbarian', faceDown: false, x: 0, y: 0 });
		expect(toAct(s)).toEqual({ seat: 0, decision: 'option' });
		expect(viewFor(s, 0).pending).toMatchObject({
			decision: 'option',
			card: 'barbarian',
			options: [
				{ index: 0, kind: 'gain', gold: 3, keys: 0 },
				{ index: 1, kind: 'gain', gold: 0, keys: 2 }
			]
		});
		expect(legalActions(s)).toEqual([
			{ type: 'option', index: 0 },
			{ type: 'option', index: 1 }
		]);
		expectRejected(s, 0, { type: 'option', index: 2 }, 'malformed');
		expectRejected(s, 0, { type: 'neighbor', seat: 1 }, 'wrong-decision');
		const keys = play(s, { type: 'option', index: 1 });
		expect(keys.players[0]).toMatchObject({ gold: 18, keys: 4 });
		expect(toAct(keys)).toEqual({ seat: 1, decision: 'turn' });
		const gold = play(s, { type: 'option', index: 0 });
		expect(toAct(gold)).toEqual({ seat: 0, decision: 'neighbor' });
		expect(viewFor(gold, 0).pending).toMatchObject({
			option: 0,
			neighbors: [
				{ seat: 2, amount: 1 },
				{ seat: 1, amount: 3 }
			]
		});
		const done = play(gold, { type: 'neighbor', seat: 1 });
		expect(done.players[0]).toMatchObject({ gold: 21, keys: 2 });
		expect(done.messenger).toBe('castle'); // Barbarian has the messenger icon, after the ability
	});

	it('Banker: purse gold or 3 keys', () => {
		const g = game([row('potter'), []], ['banker', 'judge', 'duchess'], ['squire', 'vicar', 'brigand'], 'castle');
		const s = play(g, { type: 'take', card: 'banker', faceDown: false, x: 1, y: 0 });
		expect(viewFor(s, 0).pending).toMatchObject({ options: [{ purseGold: 2 }, { keys: 3 }] });
		const a = play(s, { type: 'option', index: 0 });
		expect(a.players[0].tableau[0].gold).toBe(2);
		const b = play(s, { type: 'option', index: 1 });
		expect(b.players[0].keys).toBe(5);
	});
});

describe('Steward (fillPurses)', () => {
	const castle = ['steward', 'judge', 'duchess'];
	const village = ['squire', 'potter', 'brigand'];

	it('fills every purse with space when there are at most 2 (itself included)', () => {
		const g = game([row('vicar'), []], castle, village, 'castle');
		const s = play(g, { type: 'take', card: 'steward', faceDown: false, x: 1, y: 0 });
		expect(toAct(s)).toEqual({ seat: 1, decision: 'turn' });
		expect(s.players[0].tableau.map((p) => p.gold)).toEqual([5, 3]);
	});

	it('asks which 2 when more than 2 purses have free space; full purses do not count', () => {
		const tab: Tab = [
			{ x: 0, y: 0, card: 'vicar', faceDown: false },
			{ x: 1, y: 0, card: 'queen-mother', faceDown: false, gold: 1 },
			{ x: 2, y: 0, card: 'potter', faceDown: false, gold: 4 } // full
		];
		const g = game([tab, []], castle, ['squire', 'farmer', 'brigand'], 'castle');
		const s = play(g, { type: 'take', card: 'steward', faceDown: false, x: 0, y: 1 });
		expect(toAct(s)).toEqual({ seat: 0, decision: 'purses' });
		expect(viewFor(s, 0).pending).toMatchObject({
			count: 2,
			purses: [
				{ card: 'vicar', free: 5 },
				{ card: 'queen-mother', free: 4 },
				{ card: 'steward', free: 3 }
			]
		});
		expect(legalActions(s)).toHaveLength(3);
		expectRejected(s, 0, { type: 'purses', cards: ['vicar', 'vicar'] }, 'invalid-purses');
		expectRejected(s, 0, { type: 'purses', cards: ['vicar', 'potter'] }, 'invalid-purses');
		expectRejected(s, 0, { type: 'purses', cards: ['vicar', 'nope'] }, 'unknown-card');
		expectRejected(s, 0, { type: 'purses', cards: ['vicar'] }, 'malformed');
		const done = play(s, { type: 'purses', cards: ['steward', 'vicar'] });
		expect(done.players[0].tableau.map((p) => [p.card, p.gold])).toEqual([
			['vicar', 5],
			['queen-mother', 1],
			['potter', 4],
			['steward', 3]
		]);
		expect(toAct(done)).toEqual({ seat: 1, decision: 'turn' });
	});
});

describe('discard decisions (discardFromDisplay)', () => {
	it('Executioner: pick a Castle display card, gain its printed cost; refilled at end of turn', () => {
		const g = game([[], []], ['judge', 'his-holiness', 'steward'], ['executioner', 'potter', 'brigand'], 'village');
		const s = play(g, { type: 'take', card: 'executioner', faceDown: false, x: 0, y: 0 });
		expect(toAct(s)).toEqual({ seat: 0, decision: 'discard' });
		expect(viewFor(s, 0).pending).toMatchObject({
			location: 'castle',
			resource: 'gold',
			cards: [
				{ card: 'judge', amount: 4 },
				{ card: 'his-holiness', amount: 7 },
				{ card: 'steward', amount: 0 }
			]
		});
		expectRejected(s, 0, { type: 'discard', card: 'potter' }, 'not-in-display');
		expectRejected(s, 0, { type: 'discard', card: 'nobody' }, 'unknown-card');
		const done = play(s, { type: 'discard', card: 'his-holiness' });
		expect(done.players[0].gold).toBe(27);
		expect(done.discards.castle).toEqual(['his-holiness']);
		expect(done.displays.castle[1]).not.toBeNull();
		expect(done.displays.castle[1]).not.toBe('his-holiness');
		expect(done.messenger).toBe('castle');
	});

	it('Guildmaster gains keys', () => {
		const g = game([[], []], ['guildmaster', 'judge', 'duchess'], ['squire', 'brigand', 'potter'], 'castle');
		const s = play(g, { type: 'take', card: 'guildmaster', faceDown: false, x: 0, y: 0 });
		const done = play(s, { type: 'discard', card: 'brigand' });
		expect(done.players[0]).toMatchObject({ gold: 15, keys: 9 });
	});
});
