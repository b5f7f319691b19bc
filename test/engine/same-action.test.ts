// The same move, whatever the order its fields were written in; any other field value is another move.
import { expect, test } from 'vitest';
import { sameAction, type Action } from '../../engine/index';

test('two actions are the same move when their fields are, in any order', () => {
	const take: Action = { type: 'take', card: 'judge', faceDown: false, x: 0, y: 1 };
	expect(sameAction(take, { y: 1, x: 0, faceDown: false, card: 'judge', type: 'take' } as Action)).toBe(true);
	expect(sameAction(take, { ...take, faceDown: true })).toBe(false);
	expect(sameAction(take, { ...take, y: 0 })).toBe(false);
	expect(sameAction({ type: 'key', use: 'refresh' }, { type: 'key', use: 'messenger' })).toBe(false);
	const purses: Action = { type: 'purses', cards: ['banker', 'baker'] };
	expect(sameAction(purses, { cards: ['banker', 'baker'], type: 'purses' } as Action)).toBe(true);
	expect(sameAction(purses, { type: 'purses', cards: ['baker', 'banker'] })).toBe(false);
	expect(sameAction({ type: 'option', index: 0 }, { type: 'neighbor', seat: 0 })).toBe(false);
});
