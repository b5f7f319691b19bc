// The JSON lines party/log.ts writes during each test of a file, parsed, instead of printed.
import { afterEach, beforeEach, vi } from 'vitest';

/** Call at the top of a test file; the array holds the current test's lines. */
export function logLines(): Record<string, unknown>[] {
	const lines: Record<string, unknown>[] = [];
	beforeEach(() => {
		lines.length = 0;
		vi.spyOn(console, 'log').mockImplementation((text: string) => lines.push(JSON.parse(text)));
	});
	afterEach(() => {
		vi.restoreAllMocks();
	});
	return lines;
}
