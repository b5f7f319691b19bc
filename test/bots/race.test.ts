// The expert's early stopping: a candidate is dropped only when it is clearly behind
// the leader on the same sampled games, by the score the search picks by.
import { describe, expect, it } from 'vitest';
import { pairedGap, stillInRace } from '../../bots/race';

describe('pairedGap', () => {
	it('compares only the games both were played on', () => {
		const gap = pairedGap([5, 7, undefined, 9], [4, undefined, 1, 6]);
		expect(gap.n).toBe(2);
		expect(gap.mean).toBe(2);
		expect(gap.se).toBeCloseTo(1, 12); // differences 1 and 3: sd √2, se 1
	});

	it('has no standard error from one game', () => {
		expect(pairedGap([3], [1]).se).toBe(Infinity);
	});
});

describe('stillInRace', () => {
	const leader = [10, 12, 11, 13, 10, 12, 11, 13];
	const far = leader.map((x) => x - 8 + (x % 2)); // 8 points behind, a little noise
	const close = leader.map((x, d) => x - (d % 2 ? 2 : -1)); // about level
	const results = [leader, far, close];
	const none = () => 0;

	it('drops a candidate clearly behind, keeps the leader and one about level', () => {
		expect(stillInRace([0, 1, 2], 0, results, none, 2.5, 6)).toEqual([0, 2]);
	});

	it('keeps everyone until enough games are shared, or when the race is off', () => {
		const few = results.map((r) => r.slice(0, 3));
		expect(stillInRace([0, 1, 2], 0, few, none, 2.5, 6)).toEqual([0, 1, 2]);
		expect(stillInRace([0, 1, 2], 0, results, none, 0, 6)).toEqual([0, 1, 2]);
	});

	it('judges by the score the search picks by: its prior counts', () => {
		// A prior that makes up the gap keeps the candidate in.
		expect(stillInRace([0, 1], 0, results, (i) => (i === 1 ? 9 : 0), 2.5, 6)).toEqual([0, 1]);
	});
});
