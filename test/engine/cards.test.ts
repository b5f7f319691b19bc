// Looking a card up by id (engine/cards.ts): every id finds its own card, and nothing
// else finds one, not even a string that lands in a card's slot of the lookup table.
import { describe, expect, it } from 'vitest';
import { applyAction, CARDS, findCard, newGame } from '../../engine/index';

/** The id with its third letter changed: the same slot as `id` (first two letters, last letter and length kept). */
const twinOf = (id: string) => id.slice(0, 2) + (id[2] === 'q' ? 'z' : 'q') + id.slice(3);

describe('card lookup', () => {
	it('finds each of the 78 cards by its id', () => {
		expect(CARDS).toHaveLength(78);
		for (const c of CARDS) expect(findCard(c.id)).toBe(c);
	});

	it('finds nothing for a string in a card’s slot that is not its id', () => {
		const twins = CARDS.filter((c) => c.id.length >= 4).map((c) => twinOf(c.id));
		expect(twins.length).toBeGreaterThan(70);
		for (const twin of twins) expect(findCard(twin), twin).toBeUndefined();
	});

	it('finds nothing for the empty string, one letter, a number or an object', () => {
		for (const id of ['', 'b', 'spy ', 42, { id: 'spy' }, null]) expect(findCard(id)).toBeUndefined();
	});

	it('refuses a take of a slot twin as an unknown card', () => {
		const g = newGame({ players: 2, reveals: { castle: ['steward', 'chaplain', 'nun'], village: [] } });
		const take = { type: 'take', card: twinOf('steward'), faceDown: true, x: 0, y: 0 };
		const result = applyAction(g, g.current, take);
		expect(result.ok ? null : result.error.code).toBe('unknown-card');
	});
});
