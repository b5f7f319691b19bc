// A condition that waits a task to turn true (next-task.svelte.ts): false at once,
// true only once the task after it ran, and a turn undone before then never shows.
import { expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { NextTask } from '$lib/table/game/next-task.svelte';
import { mounted, reactive } from './fake-room.svelte';

function setup() {
	const page = reactive({ choosing: false });
	const tasks: (() => void)[] = [];
	let gate!: NextTask;
	const stop = mounted(() => {
		gate = new NextTask(
			() => page.choosing,
			(run) => {
				tasks.push(run);
				return () => tasks.splice(tasks.indexOf(run), 1);
			}
		);
	});
	flushSync();
	/** The next task runs. */
	const nextTask = () => {
		tasks.splice(0).forEach((run) => run());
		flushSync();
	};
	return { page, gate: () => gate, nextTask, tasks, stop };
}

test('true only in the task after the condition turned true; false at once', () => {
	const { page, gate, nextTask, stop } = setup();
	expect(gate().current).toBe(false);
	page.choosing = true;
	flushSync();
	expect(gate().current).toBe(false);
	nextTask();
	expect(gate().current).toBe(true);
	page.choosing = false;
	flushSync();
	expect(gate().current).toBe(false);
	stop();
});

test('a condition undone before its task never shows', () => {
	const { page, gate, nextTask, tasks, stop } = setup();
	page.choosing = true;
	flushSync();
	page.choosing = false;
	flushSync();
	expect(tasks).toHaveLength(0);
	nextTask();
	expect(gate().current).toBe(false);
	stop();
});

test('on the page, it waits for a timer of its own', async () => {
	const page = reactive({ choosing: true });
	let gate!: NextTask;
	const stop = mounted(() => (gate = new NextTask(() => page.choosing)));
	flushSync();
	expect(gate.current).toBe(false);
	await new Promise((resolve) => setTimeout(resolve, 0));
	flushSync();
	expect(gate.current).toBe(true);
	stop();
});
