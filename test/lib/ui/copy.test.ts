// Copying a link or snippet: "copied" for a moment; when the clipboard refuses or is
// missing, the text is selected and the status says to press and hold it.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { COPIED_MS, Copier } from '$lib/ui/copy.svelte';

describe('Copier', () => {
	afterEach(() => vi.useRealTimers());

	test('says "copied" for a moment and selects nothing', async () => {
		vi.useFakeTimers();
		const copier = new Copier();
		const writeText = vi.fn(async () => {});
		const select = vi.fn();
		expect(await copier.copy('https://example.test/t/abc', select, writeText)).toBe('copied');
		expect(writeText).toHaveBeenCalledWith('https://example.test/t/abc');
		expect(select).not.toHaveBeenCalled();
		vi.advanceTimersByTime(COPIED_MS - 1);
		expect(copier.status).toBe('copied');
		vi.advanceTimersByTime(1);
		expect(copier.status).toBe('idle');
	});

	test('a refused copy selects the text and asks to press and hold, until the next attempt', async () => {
		vi.useFakeTimers();
		const copier = new Copier();
		const select = vi.fn();
		const denied = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
		expect(await copier.copy('x', select, denied)).toBe('manual');
		expect(select).toHaveBeenCalledOnce();
		vi.advanceTimersByTime(COPIED_MS * 2);
		expect(copier.status).toBe('manual');
		expect(await copier.copy('x', select, async () => {})).toBe('copied');
	});

	test('a page without a clipboard at all (plain http) falls back the same way', async () => {
		const copier = new Copier();
		const select = vi.fn();
		const missing = () => {
			throw new TypeError("Cannot read properties of undefined (reading 'writeText')");
		};
		expect(await copier.copy('x', select, missing)).toBe('manual');
		expect(select).toHaveBeenCalledOnce();
	});

	test("a second copy starts the moment again: the first one's timer does not cut it short", async () => {
		vi.useFakeTimers();
		const copier = new Copier();
		await copier.copy(
			'x',
			() => {},
			async () => {}
		);
		vi.advanceTimersByTime(COPIED_MS - 10);
		await copier.copy(
			'x',
			() => {},
			async () => {}
		);
		vi.advanceTimersByTime(20);
		expect(copier.status).toBe('copied');
	});
});
