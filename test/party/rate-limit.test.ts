// The write budget, in Node: writes a socket's messages cause in any sliding minute.
import { describe, expect, it } from 'vitest';
import { WriteBudget } from '../../party/rate-limit';

const T0 = 1_800_000_000_000;

describe('WriteBudget', () => {
	it('lets a socket cause its writes, then makes it wait until the oldest is a minute old', () => {
		const budget = new WriteBudget(3, 60_000);
		for (let i = 0; i < 3; i++) {
			expect(budget.waitMs('a', T0 + i * 1000)).toBe(0);
			budget.spend('a', T0 + i * 1000);
		}
		expect(budget.waitMs('a', T0 + 10_000)).toBe(50_000);
		expect(budget.waitMs('b', T0 + 10_000)).toBe(0); // each socket its own
		expect(budget.waitMs('a', T0 + 60_000)).toBe(0);
		budget.spend('a', T0 + 60_000);
		expect(budget.waitMs('a', T0 + 60_500)).toBe(500); // the second write, at T0 + 1 s, is next to age out
		budget.forget('a');
		expect(budget.waitMs('a', T0 + 60_500)).toBe(0);
	});
});
