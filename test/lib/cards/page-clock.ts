// The page's clock in a test of the first draw's slices: a slice is a timer (faked), and
// drawing a face "takes" time by moving `performance.now()`, which the test drives.
import { afterEach, beforeEach, vi } from 'vitest';

/** Fakes timers and the clock around each test of the calling file; `spend(ms)` moves the clock. */
export function usePageClock(): { spend: (ms: number) => void } {
	let now = 0;
	beforeEach(() => {
		now = 0;
		vi.useFakeTimers({ toFake: ['setTimeout'] });
		vi.spyOn(performance, 'now').mockImplementation(() => now);
	});
	afterEach(() => {
		vi.useRealTimers();
		vi.restoreAllMocks();
	});
	return { spend: (ms) => void (now += ms) };
}
