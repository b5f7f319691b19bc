import { describe, expect, test } from 'vitest';
import { FaceQueue, SLICE_MS, type FaceClock } from '../../../src/lib/cards/face-queue';

/** A clock the test moves: `tasks` are the slices the queue asked for, run one by one. */
function fakeClock() {
	const tasks: (() => void)[] = [];
	let time = 0;
	const clock: FaceClock = { now: () => time, later: (next) => tasks.push(next) };
	return {
		clock,
		tasks,
		advance: (ms: number) => (time += ms),
		/** Runs the next slice the queue asked for. */
		runTask: () => tasks.shift()?.()
	};
}

describe('a game draws its cards’ faces in slices', () => {
	test('faces are drawn in the order asked, a slice at a time, each face drawn before the next', () => {
		const { clock, tasks, advance, runTask } = fakeClock();
		const drawn: string[] = [];
		const queue = new FaceQueue(clock, () => drawn.push('draw'));
		// Each face takes 3 ms to draw: a slice holds the faces that start within SLICE_MS.
		for (const card of ['a', 'b', 'c', 'd', 'e'])
			queue.ask(() => {
				drawn.push(card);
				advance(3);
			});
		expect(drawn).toEqual([]);
		expect(tasks).toHaveLength(1);
		runTask();
		const perSlice = Math.ceil(SLICE_MS / 3);
		expect(drawn.filter((x) => x !== 'draw')).toEqual(['a', 'b', 'c', 'd', 'e'].slice(0, perSlice));
		expect(drawn.slice(0, 4)).toEqual(['a', 'draw', 'b', 'draw']);
		expect(queue.open).toBe(true);
		while (tasks.length) runTask();
		expect(drawn.filter((x) => x !== 'draw')).toEqual(['a', 'b', 'c', 'd', 'e']);
	});

	test('a face slower than a slice still gets drawn, one a slice', () => {
		const { clock, advance, runTask } = fakeClock();
		const shown: string[] = [];
		const queue = new FaceQueue(clock, () => {});
		for (const card of ['a', 'b'])
			queue.ask(() => {
				shown.push(card);
				advance(SLICE_MS * 3);
			});
		runTask();
		expect(shown).toEqual(['a']);
		runTask();
		expect(shown).toEqual(['a', 'b']);
	});

	test('once the first draw is done the queue closes: a later card shows its face itself', () => {
		const { clock, tasks, runTask } = fakeClock();
		const queue = new FaceQueue(clock, () => {});
		let shown = false;
		queue.ask(() => (shown = true));
		runTask();
		expect(shown).toBe(true);
		expect(queue.open).toBe(false);
		let late = false;
		queue.ask(() => (late = true));
		expect(tasks).toHaveLength(0);
		expect(late).toBe(false);
	});

	test('a game drawn without a card closes the queue at its first slice', () => {
		const { clock, runTask } = fakeClock();
		const queue = new FaceQueue(clock, () => {});
		expect(queue.open).toBe(true);
		runTask();
		expect(queue.open).toBe(false);
	});

	test('a card that leaves before its face is drawn is not drawn', () => {
		const { clock, tasks, runTask } = fakeClock();
		const queue = new FaceQueue(clock, () => {});
		const shown: string[] = [];
		queue.ask(() => shown.push('a'));
		const cancel = queue.ask(() => shown.push('b'));
		queue.ask(() => shown.push('c'));
		cancel();
		while (tasks.length) runTask();
		expect(shown).toEqual(['a', 'c']);
	});
});
