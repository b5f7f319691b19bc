import { describe, expect, test, vi } from 'vitest';
import { faceQueue, SLICE_MS } from '../../../src/lib/cards/face-queue';
import { usePageClock } from './page-clock';

const { spend } = usePageClock();

/** Runs the next slice the queue set a timer for. */
const nextSlice = () => vi.advanceTimersToNextTimer();

describe('a game draws its cards’ faces in slices', () => {
	test('faces are drawn in the order asked, a slice at a time, each face drawn before the next', () => {
		const drawn: string[] = [];
		const queue = faceQueue(() => drawn.push('draw'));
		// Each face takes 3 ms to draw: a slice holds the faces that start within SLICE_MS.
		for (const card of ['a', 'b', 'c', 'd', 'e'])
			queue.ask(() => {
				drawn.push(card);
				spend(3);
			});
		expect(drawn).toEqual([]);
		nextSlice();
		const perSlice = Math.ceil(SLICE_MS / 3);
		expect(drawn.filter((x) => x !== 'draw')).toEqual(['a', 'b', 'c', 'd', 'e'].slice(0, perSlice));
		expect(drawn.slice(0, 4)).toEqual(['a', 'draw', 'b', 'draw']);
		expect(queue.open).toBe(true);
		vi.runAllTimers();
		expect(drawn.filter((x) => x !== 'draw')).toEqual(['a', 'b', 'c', 'd', 'e']);
		expect(queue.open).toBe(false);
	});

	test('a face slower than a slice still gets drawn, one a slice', () => {
		const shown: string[] = [];
		const queue = faceQueue(() => {});
		for (const card of ['a', 'b'])
			queue.ask(() => {
				shown.push(card);
				spend(SLICE_MS * 3);
			});
		nextSlice();
		expect(shown).toEqual(['a']);
		nextSlice();
		expect(shown).toEqual(['a', 'b']);
	});

	test('once the first draw is done the queue closes: a later card shows its face itself', () => {
		const queue = faceQueue(() => {});
		let shown = false;
		queue.ask(() => (shown = true));
		nextSlice();
		expect(shown).toBe(true);
		expect(queue.open).toBe(false);
		let late = false;
		queue.ask(() => (late = true));
		vi.runAllTimers();
		expect(late).toBe(false);
	});

	test('a game drawn without a card closes the queue at its first slice', () => {
		const queue = faceQueue(() => {});
		expect(queue.open).toBe(true);
		nextSlice();
		expect(queue.open).toBe(false);
	});
});
