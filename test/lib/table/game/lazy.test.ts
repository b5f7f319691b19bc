import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Lazy } from '$lib/table/game/lazy.svelte';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(() => vi.useRealTimers());

/** An importer that fails its first `failures` calls, then gives the module. */
function flaky(failures: number) {
	const calls = { n: 0 };
	const importer = async () => {
		calls.n += 1;
		if (calls.n <= failures) throw new TypeError('Importing a module script failed.');
		return { TakePanel: 'panel' };
	};
	return { calls, importer };
}

describe('a lazily loaded module', () => {
	test('loads once, however often it is asked for', async () => {
		const { calls, importer } = flaky(0);
		const lazy = new Lazy(importer);
		lazy.load();
		lazy.load();
		await vi.advanceTimersByTimeAsync(0);
		lazy.load();
		expect(lazy.current).toEqual({ TakePanel: 'panel' });
		expect(calls.n).toBe(1);
	});

	test('a failed load is tried again a second later, and the module arrives', async () => {
		const { calls, importer } = flaky(2);
		const lazy = new Lazy(importer);
		lazy.load();
		await vi.advanceTimersByTimeAsync(0);
		expect([calls.n, lazy.current]).toEqual([1, null]);
		await vi.advanceTimersByTimeAsync(999);
		expect(calls.n).toBe(1);
		await vi.advanceTimersByTimeAsync(1);
		expect([calls.n, lazy.current]).toEqual([2, null]);
		// Asking again meanwhile starts no second chain of tries.
		lazy.load();
		await vi.advanceTimersByTimeAsync(1000);
		expect(calls.n).toBe(3);
		expect(lazy.current).toEqual({ TakePanel: 'panel' });
	});

	test('after four failed tries it stops, and asking again starts over', async () => {
		const { calls, importer } = flaky(5);
		const lazy = new Lazy(importer);
		lazy.load();
		await vi.advanceTimersByTimeAsync(10_000);
		expect([calls.n, lazy.current]).toEqual([4, null]);
		lazy.load();
		await vi.advanceTimersByTimeAsync(10_000);
		expect([calls.n, lazy.current]).toEqual([6, { TakePanel: 'panel' }]);
	});
});
