// The score pad's page controller: players come and go within 2–5, keys and
// leftover gold are whole numbers that the engine turns into points, the link
// holds the whole pad, the ranking breaks a tie on gold, and the editor opens and
// gives the focus back.
import { describe, expect, test, vi } from 'vitest';
import { ScorePad } from '$lib/score-pad/score-pad.svelte';
import { MAX_PLAYERS, MIN_PLAYERS, UNNAMED_FACE_DOWN, type PadCell } from '$lib/score-pad/pad';

/** The rulebook's example tableau in reading order, 75 points with 11 keys. */
const EXAMPLE: PadCell[] = [
	{ card: 'judge', faceDown: false, gold: 0 },
	{ card: 'his-holiness', faceDown: false, gold: 0 },
	{ card: 'locksmith', faceDown: false, gold: 0 },
	{ card: 'clockmaker', faceDown: false, gold: 0 },
	{ card: 'sculptor', faceDown: false, gold: 2 },
	{ card: 'spice-merchant', faceDown: false, gold: 0 },
	{ card: 'banker', faceDown: false, gold: 0 },
	{ card: 'duchess', faceDown: true, gold: 0 },
	{ card: 'miraculously-cured', faceDown: false, gold: 4 }
];

/** A pad whose first player holds the rulebook's example. */
function example() {
	const pad = new ScorePad(new URLSearchParams());
	pad.pad.players[0].name = 'Louison';
	pad.pad.players[0].cells = EXAMPLE.map((c) => ({ ...c }));
	pad.setKeys(0, '11');
	return pad;
}

describe('players', () => {
	test('a new pad has two players, named in order', () => {
		const pad = new ScorePad(new URLSearchParams());
		expect(pad.pad.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2']);
		expect(pad.pad.players[0].cells).toEqual(Array(9).fill(null));
		expect(pad.scores.map((s) => s.total)).toEqual([0, 0]);
	});

	test('players are added up to five and removed down to two', () => {
		const pad = new ScorePad(new URLSearchParams());
		expect(pad.canRemovePlayer).toBe(false);
		pad.removePlayer(0);
		expect(pad.pad.players).toHaveLength(MIN_PLAYERS);
		for (let i = MIN_PLAYERS; i < MAX_PLAYERS; i++) {
			expect(pad.canAddPlayer).toBe(true);
			pad.addPlayer();
		}
		expect(pad.pad.players.map((p) => p.name)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5']);
		expect(pad.canAddPlayer).toBe(false);
		pad.addPlayer();
		expect(pad.pad.players).toHaveLength(MAX_PLAYERS);
		expect(pad.canRemovePlayer).toBe(true);
		pad.removePlayer(1);
		expect(pad.pad.players.map((p) => p.name)).toEqual(['Player 1', 'Player 3', 'Player 4', 'Player 5']);
		expect(pad.scores).toHaveLength(4);
	});
});

describe('keys and leftover gold', () => {
	test('a number field keeps a whole number from 0 to 999 and says what it kept', () => {
		const pad = new ScorePad(new URLSearchParams());
		expect(pad.setKeys(0, '12')).toBe(12);
		expect(pad.setKeys(0, '1000')).toBe(999);
		expect(pad.pad.players[0].keys).toBe(999);
		expect(pad.setKeys(0, '-4')).toBe(0);
		expect(pad.setKeys(0, '2.7')).toBe(2);
		expect(pad.setKeys(0, '')).toBe(0);
		expect(pad.setGold(1, 'abc')).toBe(0);
		expect(pad.setGold(1, '5000')).toBe(999);
		expect(pad.pad.players[1].gold).toBe(999);
	});

	test('the totals are the engine’s: the rulebook example scores 75, per card as printed', () => {
		const pad = example();
		expect(pad.scores[0].total).toBe(75);
		expect(pad.scores[0].cells).toEqual([9, 12, 11, 9, 4, 5, 6, 0, 8]);
		expect(pad.scores[0].keys).toBe(11);
	});

	test('keys count again on a change, and leftover gold goes onto purses with room first', () => {
		const pad = example();
		// One more key: +1 for the key, +1 for the Locksmith who scores per key.
		pad.setKeys(0, '12');
		expect(pad.scores[0].total).toBe(77);
		pad.setKeys(0, '11');
		// 5 of 7 fit on the Sculptor (+10 there, +5 for the Banker); 2 are left for a tie.
		pad.setGold(0, '7');
		expect(pad.scores[0].total).toBe(90);
		expect(pad.scores[0].goldLeft).toBe(2);
		expect(pad.scores[0].goldPlaced).toBe(5);
		expect(pad.scores[0].stored[4]).toBe(pad.pad.players[0].cells[4]!.gold + 5);
		pad.setGold(0, '0');
		expect(pad.scores[0].total).toBe(75);
	});
});

describe('a face-down card nobody named', () => {
	test('scores as a named one, and the link keeps it unnamed', () => {
		const pad = example();
		pad.pad.players[0].cells[7] = { ...UNNAMED_FACE_DOWN };
		expect(pad.scores[0].total).toBe(75);
		expect(pad.scores[0].cells).toEqual([9, 12, 11, 9, 4, 5, 6, 0, 8]);
		const again = new ScorePad(new URLSearchParams(pad.query));
		expect(again.pad.players[0].cells[7]).toEqual({ card: null, faceDown: true, gold: 0 });
		expect(again.scores).toEqual(pad.scores);
		// Written as "-": no card code, no face-down mark, so the Duchess is free again.
		const cells = new URLSearchParams(pad.query).getAll('p')[0].split('.')[0];
		expect(cells).toContain('-');
		expect(cells).not.toContain('D');
	});

	test('an older link (every face-down card named) reads as before', () => {
		const old = new ScorePad(new URLSearchParams(example().query));
		expect(old.pad.players[0].cells[7]).toEqual({ card: 'duchess', faceDown: true, gold: 0 });
	});
});

describe('the link', () => {
	test('holds the whole pad: a pad read back from its query is the same pad with the same scores', () => {
		const pad = example();
		pad.addPlayer();
		pad.pad.players[1].name = 'Bea. B';
		pad.setGold(1, '3');
		pad.setKeys(2, '40');
		const again = new ScorePad(new URLSearchParams(pad.query));
		expect(again.pad).toEqual(pad.pad);
		expect(again.scores).toEqual(pad.scores);
		expect(again.query).toBe(pad.query);
	});

	test('the address bar is written only when it does not show this pad already', () => {
		const pad = new ScorePad(new URLSearchParams());
		expect(pad.urlToWrite('')).toBe(`/score?${pad.query}`);
		expect(pad.urlToWrite(`?${pad.query}`)).toBeNull();
		pad.setKeys(0, '3');
		expect(pad.urlToWrite(`?${new ScorePad(new URLSearchParams()).query}`)).toBe(`/score?${pad.query}`);
	});
});

describe('ranking', () => {
	test('most points first; on equal points the most gold left wins, and equal gold shares the place', () => {
		const pad = example();
		pad.pad.players[1].name = 'Bea';
		pad.setKeys(1, '75');
		pad.setGold(1, '3');
		const order = () => pad.ranking.map((r) => [r.name, r.rank, r.total, r.goldLeft]);
		expect(order()).toEqual([
			['Bea', 1, 75, 3],
			['Louison', 2, 75, 0]
		]);
		pad.setGold(1, '0');
		expect(order()).toEqual([
			['Louison', 1, 75, 0],
			['Bea', 1, 75, 0]
		]);
		pad.setKeys(1, '76');
		expect(order()).toEqual([
			['Bea', 1, 76, 0],
			['Louison', 2, 75, 0]
		]);
		expect(pad.ranking.map((r) => r.player)).toEqual([1, 0]);
	});
});

describe('the cell editor', () => {
	test('opens on a cell, stays loaded once used, and gives the focus back on close', () => {
		const pad = new ScorePad(new URLSearchParams());
		expect(pad.editing).toBeNull();
		expect(pad.editorUsed).toBe(false);
		const opener = { focus: vi.fn() };
		pad.open({ player: 1, cell: 4 }, opener);
		expect(pad.editing).toEqual({ player: 1, cell: 4 });
		expect(pad.editorUsed).toBe(true);
		expect(opener.focus).not.toHaveBeenCalled();
		pad.close();
		expect(pad.editing).toBeNull();
		expect(pad.editorUsed).toBe(true);
		expect(opener.focus).toHaveBeenCalledOnce();
	});
});
