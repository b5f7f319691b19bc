import { flushSync } from 'svelte';
import { describe, expect, test, vi } from 'vitest';
import { faceQueue, SLICE_MS } from '../../../src/lib/cards/face-queue';
import { partsDrawn, type PartsDrawn } from '../../../src/lib/cards/parts-drawn.svelte';
import { mounted, reactive } from '../table/game/fake-room.svelte';
import { usePageClock } from './page-clock';

// Each thing the queue draws takes a whole slice, so a slice draws one.
const { spend } = usePageClock();

/** The page's queue: what a slice shows is drawn (flushSync) before the next, which sets off the effects it changed. */
const pageQueue = () =>
	faceQueue(() => {
		flushSync();
		spend(SLICE_MS);
	});

const nextSlice = () => vi.advanceTimersToNextTimer();

/** A component's setup: the count, created while it is set up, and its effects run once. */
function setUp(make: () => PartsDrawn): { parts: PartsDrawn; stop: () => void } {
	let parts!: PartsDrawn;
	const stop = mounted(() => void (parts = make()));
	flushSync();
	return { parts, stop };
}

describe('a view drawn in parts during the first draw', () => {
	test('draws its first parts at once, then one more each slice, until all are drawn', () => {
		// A face the queue holds before the column's parts, and one part drawn at once (the first panel).
		const queue = pageQueue();
		queue.ask(() => {});
		const { parts, stop } = setUp(() => partsDrawn(queue, () => 3, 1));
		expect(parts.count).toBe(1);
		nextSlice(); // the board's face, asked first
		expect(parts.count).toBe(1);
		nextSlice();
		expect(parts.count).toBe(2);
		nextSlice();
		expect(parts.count).toBe(3);
		expect(queue.open).toBe(false);
		stop();
	});

	test('a new state read while a part waits asks for it once, not twice', () => {
		// A slice that ran two asks for one count would draw two parts at once.
		const queue = pageQueue();
		const size = reactive({ parts: 4 });
		const { parts, stop } = setUp(() => partsDrawn(queue, () => size.parts));
		size.parts = 4;
		size.parts = 5;
		flushSync();
		expect(parts.count).toBe(0);
		nextSlice();
		expect(parts.count).toBe(1);
		nextSlice();
		expect(parts.count).toBe(2);
		vi.runAllTimers();
		expect(parts.count).toBe(5);
		stop();
	});

	test('without a queue, or once it has closed, every part is drawn at once', () => {
		const none = setUp(() => partsDrawn(undefined, () => 4, 1));
		expect(none.parts.count).toBe(Infinity);
		none.stop();

		const queue = pageQueue();
		vi.runAllTimers();
		expect(queue.open).toBe(false);
		const closed = setUp(() => partsDrawn(queue, () => 4, 1));
		expect(closed.parts.count).toBe(Infinity);
		closed.stop();
	});

	test('a queue that closes while parts wait draws the rest at once', () => {
		// The column's parts are asked for after the board's faces; if the queue has run out
		// meanwhile (it closes when a slice leaves nothing waiting), nothing would ask again.
		const queue = pageQueue();
		const size = reactive({ parts: 0 });
		const { parts, stop } = setUp(() => partsDrawn(queue, () => size.parts, 0));
		nextSlice();
		expect(queue.open).toBe(false);
		size.parts = 3;
		flushSync();
		expect(parts.count).toBe(Infinity);
		stop();
	});
});
