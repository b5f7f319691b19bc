// The score pad's cell editor: opening a space, finding a card by name or by
// location and shield, laying it (once on the whole pad), face down, gold on a
// purse up to its capacity, clearing, moving on, and the engine's "why".
import { describe, expect, test } from 'vitest';
import { CARDS, findCard } from '$engine/index';
import { CellEditor } from '$lib/score-pad/cell-editor.svelte';
import { ScorePad } from '$lib/score-pad/score-pad.svelte';

/** A fresh two-player pad and an editor over it. */
function setup() {
	const page = new ScorePad(new URLSearchParams());
	const editor = new CellEditor(() => page.pad);
	return { page, pad: page.pad, editor };
}

const ids = (cards: { id: string }[]) => cards.map((c) => c.id);
/** A purse card (it holds gold when face up), and its capacity from the card data. */
const PURSE = CARDS.find((c) => (c.purse ?? 0) > 1)!;
const purse = PURSE.purse!;

describe('opening a space', () => {
	test('an empty space starts with an empty search; a laid one shows its card', () => {
		const { pad, editor } = setup();
		expect(editor.at).toBeNull();
		editor.moveTo({ player: 0, cell: 2 });
		expect(editor.at).toEqual({ player: 0, cell: 2 });
		expect(editor.picking).toBe(true);
		expect(editor.card).toBeUndefined();
		editor.query = 'judge';
		pad.players[1].cells[5] = { card: 'banker', faceDown: false, gold: 0 };
		editor.moveTo({ player: 1, cell: 5 });
		expect(editor.picking).toBe(false);
		expect(editor.query).toBe('');
		expect(editor.card?.id).toBe('banker');
		editor.close();
		expect(editor.at).toBeNull();
		expect(editor.cell).toBeNull();
	});

	test('next goes through the nine spaces, then to the next player, and ends after the last', () => {
		const { page, editor } = setup();
		editor.moveTo({ player: 0, cell: 0 });
		expect(editor.next).toEqual({ player: 0, cell: 1 });
		editor.moveTo({ player: 0, cell: 8 });
		expect(editor.next).toEqual({ player: 1, cell: 0 });
		editor.moveTo({ player: 1, cell: 8 });
		expect(editor.next).toBeNull();
		page.addPlayer();
		expect(editor.next).toEqual({ player: 2, cell: 0 });
	});
});

describe('finding a card', () => {
	test('by part of its name, accents and case aside, names starting so first', () => {
		const { editor } = setup();
		editor.moveTo({ player: 0, cell: 0 });
		expect(editor.results).toHaveLength(CARDS.length);
		editor.query = 'judg';
		expect(ids(editor.results)).toEqual(['judge']);
		editor.query = '  SPICE  ';
		expect(ids(editor.results)[0]).toBe('spice-merchant');
		editor.query = 'no card is called this';
		expect(editor.results).toEqual([]);
	});

	test('by location and shield, each a toggle, together narrowing', () => {
		const { editor } = setup();
		editor.moveTo({ player: 0, cell: 0 });
		editor.toggleLocation('village');
		expect(editor.location).toBe('village');
		expect(editor.results.length).toBeGreaterThan(0);
		expect(editor.results.every((c) => c.location === 'village')).toBe(true);
		editor.toggleShield('faith');
		expect(editor.results.length).toBeGreaterThan(0);
		expect(editor.results.every((c) => c.location === 'village' && c.shields.includes('faith'))).toBe(true);
		expect(editor.results.length).toBe(
			CARDS.filter((c) => c.location === 'village' && c.shields.includes('faith')).length
		);
		editor.toggleLocation('castle');
		expect(editor.results.every((c) => c.location === 'castle' && c.shields.includes('faith'))).toBe(true);
		editor.toggleLocation('castle');
		editor.toggleShield('faith');
		expect(editor.location).toBeNull();
		expect(editor.shield).toBeNull();
		expect(editor.results).toHaveLength(CARDS.length);
	});

	test('choosing lays the card face up with no gold and shows it', () => {
		const { pad, editor } = setup();
		editor.moveTo({ player: 1, cell: 3 });
		editor.choose('clockmaker');
		expect(pad.players[1].cells[3]).toEqual({ card: 'clockmaker', faceDown: false, gold: 0 });
		expect(editor.picking).toBe(false);
		expect(editor.card?.id).toBe('clockmaker');
	});

	test('a card laid elsewhere on the pad is marked with its owner, and Enter skips it', () => {
		const { pad, editor } = setup();
		editor.moveTo({ player: 1, cell: 0 });
		editor.query = 'er';
		const [first, second] = ids(editor.results);
		pad.players[0].name = 'Louison';
		pad.players[0].cells[0] = { card: first, faceDown: false, gold: 0 };
		expect(editor.ownerOf(first)).toBe('Louison');
		expect(ids(editor.results)[0]).toBe(first);
		expect(editor.chooseFirst()).toBe(true);
		expect(pad.players[1].cells[0]?.card).toBe(second);
		// The card in the space being edited is not "used": it can be chosen again.
		editor.moveTo({ player: 0, cell: 0 });
		expect(editor.ownerOf(first)).toBeUndefined();
		expect(editor.ownerOf(second)).toBe('Player 2');
	});

	test('Enter with nothing free to choose does nothing', () => {
		const { pad, editor } = setup();
		pad.players[0].cells[0] = { card: 'judge', faceDown: false, gold: 0 };
		editor.moveTo({ player: 1, cell: 0 });
		editor.query = 'judge';
		expect(editor.chooseFirst()).toBe(false);
		expect(pad.players[1].cells[0]).toBeNull();
		expect(editor.picking).toBe(true);
	});

	test('another card can be looked for, and the one there kept', () => {
		const { pad, editor } = setup();
		editor.moveTo({ player: 0, cell: 0 });
		editor.keep();
		expect(editor.picking).toBe(true);
		editor.choose('banker');
		editor.pickAnother();
		expect(editor.picking).toBe(true);
		expect(pad.players[0].cells[0]?.card).toBe('banker');
		editor.keep();
		expect(editor.picking).toBe(false);
	});
});

describe('the card laid', () => {
	test('a full purse takes no more gold and an empty one gives none: the buttons know', () => {
		const { pad, editor } = setup();
		pad.players[0].cells[0] = { card: PURSE.id, faceDown: false, gold: 0 };
		editor.moveTo({ player: 0, cell: 0 });
		expect([editor.purseEmpty, editor.purseFull]).toEqual([true, false]);
		editor.setGold(purse - 1);
		expect([editor.purseEmpty, editor.purseFull]).toEqual([false, false]);
		editor.setGold(purse);
		expect([editor.purseEmpty, editor.purseFull]).toEqual([false, true]);
		// Face down, the card holds nothing: no gold goes on.
		editor.setFaceDown(true);
		expect(editor.purseFull).toBe(true);
	});

	test('gold on a purse stays between 0 and its capacity, and says what it kept', () => {
		const { pad, editor } = setup();
		editor.moveTo({ player: 0, cell: 4 });
		editor.choose(PURSE.id);
		expect(editor.capacity).toBe(purse);
		expect(editor.setGold('1')).toBe(1);
		expect(editor.setGold(99)).toBe(purse);
		expect(pad.players[0].cells[4]?.gold).toBe(purse);
		// A full purse takes no more.
		expect(editor.setGold(editor.cell!.gold + 1)).toBe(purse);
		expect(editor.setGold(-1)).toBe(0);
		expect(editor.setGold('')).toBe(0);
	});

	test('face down, a card scores nothing and holds no gold; face up again it holds gold again', () => {
		const { page, pad, editor } = setup();
		editor.moveTo({ player: 0, cell: 0 });
		editor.choose(PURSE.id);
		editor.setGold(purse);
		editor.setFaceDown(true);
		expect(pad.players[0].cells[0]).toEqual({ card: PURSE.id, faceDown: true, gold: 0 });
		expect(editor.capacity).toBe(0);
		expect(editor.setGold(1)).toBe(0);
		expect(page.scores[0].cells[0]).toBe(0);
		editor.setFaceDown(false);
		expect(editor.capacity).toBe(purse);
		expect(editor.setGold(1)).toBe(1);
	});

	test('a card that is no purse holds no gold', () => {
		const { editor } = setup();
		editor.moveTo({ player: 0, cell: 0 });
		editor.choose('judge');
		expect(findCard('judge')?.purse ?? 0).toBe(0);
		expect(editor.capacity).toBe(0);
		expect(editor.setGold(3)).toBe(0);
	});

	test('clearing empties the space and goes back to the search', () => {
		const { page, pad, editor } = setup();
		editor.moveTo({ player: 0, cell: 6 });
		editor.choose('banker');
		editor.clear();
		expect(pad.players[0].cells[6]).toBeNull();
		expect(editor.picking).toBe(true);
		expect(editor.card).toBeUndefined();
		expect(page.scores[0].total).toBe(0);
	});

	test('a face-down card can be laid without a name: it scores nothing, holds no gold and stays face down', () => {
		const { page, pad, editor } = setup();
		editor.moveTo({ player: 0, cell: 4 });
		editor.chooseFaceDown();
		expect(pad.players[0].cells[4]).toEqual({ card: null, faceDown: true, gold: 0 });
		expect(editor.picking).toBe(false);
		expect(editor.card).toBeUndefined();
		expect(editor.capacity).toBe(0);
		expect(editor.setGold(3)).toBe(0);
		editor.setFaceDown(false);
		expect(pad.players[0].cells[4]?.faceDown).toBe(true);
		expect(editor.why).toBeNull();
		expect(page.scores[0].cells[4]).toBe(0);
		// It names no card: every card is still free to lay elsewhere.
		expect(editor.used).toEqual({});
		// Looking for a card to name it, then keeping it unnamed after all.
		editor.pickAnother();
		editor.keep();
		expect(editor.picking).toBe(false);
		expect(pad.players[0].cells[4]).toEqual({ card: null, faceDown: true, gold: 0 });
	});

	test('the why of a card beside an unnamed face-down card counts no shield for it', () => {
		const { pad, editor } = setup();
		// The Clockmaker scores per Craftsmanship shield in its row; an unnamed face-down card has none.
		pad.players[0].cells[3] = { card: 'clockmaker', faceDown: false, gold: 0 };
		pad.players[0].cells[4] = { card: null, faceDown: true, gold: 0 };
		editor.moveTo({ player: 0, cell: 3 });
		expect(editor.why?.breakdown.count).toBe(1);
		expect(editor.why?.names).toEqual(['Clockmaker']);
	});

	test('why a card scores what it does is the engine’s breakdown over the player’s grid', () => {
		const { pad, editor } = setup();
		const row = ['clockmaker', 'sculptor', 'spice-merchant'];
		row.forEach((card, i) => (pad.players[0].cells[3 + i] = { card, faceDown: false, gold: 0 }));
		editor.moveTo({ player: 0, cell: 3 });
		expect(editor.why?.breakdown.points).toBe(9);
		expect(editor.why?.breakdown.count).toBe(3);
		expect(editor.why?.names).toEqual(['Clockmaker', 'Sculptor', 'Spice Merchant']);
		expect(editor.why?.full).toBe(false);
		pad.players[0].cells[5] = null;
		expect(editor.why?.breakdown.points).toBe(6);
		editor.moveTo({ player: 0, cell: 0 });
		expect(editor.why).toBeNull();
	});
});
