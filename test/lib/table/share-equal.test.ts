import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyAction, newGame, toAct, viewFor } from '$engine/index';
import { createRandom } from '$engine/sim';
import { shareEqual } from '$lib/table/share-equal';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

/** Every part of `result` deep-equal to the part of `last` at the same place is last's own object. */
function expectShared(last: unknown, result: unknown, at = '$'): void {
	if (JSON.stringify(last) === JSON.stringify(result)) {
		// Only an object has an identity to keep (0 and -0 read the same in JSON).
		if (typeof last === 'object' && last !== null) expect(result, at).toBe(last);
		return;
	}
	if (typeof last !== 'object' || typeof result !== 'object' || last === null || result === null) return;
	if (Array.isArray(last) !== Array.isArray(result)) return;
	for (const key of Object.keys(result))
		expectShared((last as Record<string, unknown>)[key], (result as Record<string, unknown>)[key], `${at}.${key}`);
}

function deepFreeze<T>(value: T): T {
	if (typeof value === 'object' && value !== null) {
		Object.values(value).forEach(deepFreeze);
		Object.freeze(value);
	}
	return value;
}

const state = {
	seq: 4,
	seats: [{ name: 'Ada' }, { name: 'Bo' }],
	game: {
		players: [
			{ gold: 3, tableau: [{ card: 'baker', x: 0, y: 0 }] },
			{ gold: 5, tableau: [] }
		],
		log: [1, 2]
	}
};

describe('shareEqual', () => {
	it('gives the last state itself when the new one is equal to it', () => {
		const last = copy(state);
		expect(shareEqual(last, copy(state))).toBe(last);
	});

	it('keeps what did not change and gives new objects only on the way to what did', () => {
		const last = copy(state);
		const next = copy(state);
		next.game.players[1].gold = 6;
		const result = shareEqual(last, next);
		expect(result).toEqual(next);
		expect(result).not.toBe(last);
		expect(result.game.players).not.toBe(last.game.players);
		expect(result.game.players[1]).not.toBe(last.game.players[1]);
		expect(result.game.players[0]).toBe(last.game.players[0]);
		expect(result.game.players[1].tableau).toBe(last.game.players[1].tableau);
		expect(result.seats).toBe(last.seats);
		expect(result.game.log).toBe(last.game.log);
	});

	it('changes neither of its arguments', () => {
		const last = deepFreeze(copy(state));
		const next = copy(state);
		next.game.players[0].tableau.push({ card: 'miller', x: 1, y: 0 });
		deepFreeze(next);
		const result = shareEqual(last, next);
		expect(result).toEqual(next);
		expect(result.game.players[0].tableau[0]).toBe(last.game.players[0].tableau[0]);
		expect(last).toEqual(state);
	});

	it('tells a key more, a key fewer, a longer and a shorter list from the same', () => {
		const last = { a: 1, b: [1, 2, 3], c: { d: 1 } };
		const more = shareEqual(last, { a: 1, b: [1, 2, 3], c: { d: 1 }, e: 2 });
		expect(more).not.toBe(last);
		expect(more.c).toBe(last.c);
		const fewer: { a: number; b: number[] } = shareEqual(last, { a: 1, b: [1, 2, 3] });
		expect(fewer).toEqual({ a: 1, b: [1, 2, 3] });
		expect(fewer.b).toBe(last.b);
		expect(shareEqual(last.b, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
		expect(shareEqual(last.b, [1, 2])).toEqual([1, 2]);
		// JSON's "__proto__" is an own key: told apart and shared as any other.
		const withoutProto = JSON.parse('{"a":[1]}');
		const withProto = shareEqual(withoutProto, JSON.parse('{"a":[1],"__proto__":{"b":1}}'));
		expect(JSON.stringify(withProto)).toBe('{"a":[1],"__proto__":{"b":1}}');
		expect(Object.getPrototypeOf(withProto)).toBe(Object.prototype);
		expect(withProto.a).toBe(withoutProto.a);
		expect(shareEqual(withProto, JSON.parse('{"a":[1],"__proto__":{"b":1}}'))).toBe(withProto);
		expect(shareEqual({ a: undefined }, {})).toEqual({});
		expect(shareEqual({}, { a: undefined })).toHaveProperty('a');
	});

	it('takes what is not plain data from the new state as it is', () => {
		const date = new Date(0);
		expect(shareEqual(new Date(0), date)).toBe(date);
		const map = new Map();
		expect(shareEqual(new Map(), map)).toBe(map);
		const list = ['a'];
		expect(shareEqual({ 0: 'a' }, list)).toBe(list);
	});

	it('on any two JSON values: the new one, with every equal part the last one’s, neither changed', () => {
		fc.assert(
			fc.property(fc.jsonValue(), fc.jsonValue(), fc.boolean(), (a, b, near) => {
				// Half the time the new value is the last one with one part replaced.
				const last = near ? { keep: a, edit: copy(a) } : a;
				const next = near ? { keep: copy(a), edit: b } : b;
				const before = [JSON.stringify(last), JSON.stringify(next)];
				const result = shareEqual(last, next);
				expect(JSON.stringify(result)).toBe(before[1]);
				expectShared(last, result);
				expect([JSON.stringify(last), JSON.stringify(next)]).toEqual(before);
			}),
			{ numRuns: 300 }
		);
	});

	it('through a whole game as a seat sees it: each state equal to the new one, the unchanged seats kept', () => {
		let g = newGame({ players: 4, seed: 'share-equal' });
		const random = createRandom('share-equal');
		let last = copy(viewFor(g, 0));
		let keptSeats = 0;
		for (let now = toAct(g); now; now = toAct(g)) {
			const legal = viewFor(g, now.seat).legal;
			const result = applyAction(g, now.seat, legal[Math.floor(random() * legal.length)]);
			if (!result.ok) throw new Error(result.error.message);
			g = result.game;
			const next = copy(viewFor(g, 0));
			const shared = shareEqual(last, next);
			expect(shared).toEqual(next);
			expectShared(last, shared);
			keptSeats += shared.players.filter((p, seat) => p === last.players[seat]).length;
			last = shared;
		}
		// A take changes one seat's player (most of the time): the others stay the same objects.
		expect(keptSeats).toBeGreaterThan(100);
	});
});
