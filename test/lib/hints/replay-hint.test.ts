// The replay's hint controller, driven as the viewer drives it: a step the review judged
// answers at once without a worker; another step sends the seat's own view at that step
// (never more) to the hint's worker, running the real job in this thread; a step with no
// choice offers nothing; and an answer is shown at its own step only.
import { describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { replay, sameAction, viewFor } from '$engine/index';
import { ReplayHint } from '$lib/hints/replay-hint.svelte';
import { ReviewedSteps } from '$lib/hints/reviewed';
import { planReview } from '../../../bots/review';
import { expertStats } from '../../../bots/index';
import { reactive } from '../table/game/fake-room.svelte';
import { finishedGame, reviewInThread, settle, SMALL, ThreadWorker } from './hint-helpers';

const record = finishedGame('replay hints');
/** Seat 0's review. */
const decisions = reviewInThread(record, 0);

function setup() {
	const at = reactive({ step: 0 });
	const workers: ThreadWorker[] = [];
	const hints = new ReplayHint({
		// Reactive, as the page's game file is: what goes to the worker must be plain.
		record: reactive(structuredClone(record)),
		step: () => at.step,
		makeWorker: () => {
			workers.push(new ThreadWorker());
			return workers.at(-1)!;
		},
		options: SMALL
	});
	const go = (step: number) => {
		at.step = step;
		flushSync();
	};
	return { hints, workers, go };
}

/** The seat to act's own view after `step` moves: the engine's replay of them, then viewFor. */
const seatViewAt = (step: number) => {
	const state = replay({ ...record, actions: record.actions.slice(0, step) });
	return { state, view: viewFor(state, record.actions[step].seat) };
};

describe('the replay’s hint', () => {
	const seat1Step = record.actions.findIndex(
		(a, step) =>
			a.seat === 1 && viewFor(replay({ ...record, actions: record.actions.slice(0, step) }), 1).legal.length > 1
	);

	test('a step the review judged answers at once, from the review, with no worker and no search', () => {
		const { hints, workers, go } = setup();
		hints.reviewed(0, decisions);
		const d = decisions[2];
		go(d.step);
		expect(hints.available).toBe(true);
		expect(hints.decision!.seat).toBe(0);
		// The view it would be worked out from is the one the review judged.
		const plan = planReview(record, 0);
		if (!plan.ok) throw new Error(plan.error);
		expect(hints.decision!.view).toEqual(plan.tasks.find((t) => t.step === d.step)!.view);
		const searches = expertStats.decisions;
		hints.ask();
		expect(hints.status).toBe('ready');
		expect(hints.source).toBe('review');
		expect(expertStats.decisions).toBe(searches);
		expect(workers).toHaveLength(0);
		const expected = new ReviewedSteps();
		expected.add(d);
		expect(hints.hint).toEqual(expected.hintAt(d.step, d.played));
		expect(hints.hint!.best).toEqual(d.best);
		expect(hints.hint!.gain).toEqual(sameAction(d.best, d.played) ? { mean: 0, se: 0 } : d.loss);
	});

	test('a step the review did not judge sends only the seat’s own view there to the worker', async () => {
		const { hints, workers, go } = setup();
		hints.reviewed(0, decisions);
		go(seat1Step);
		expect(hints.decision!.seat).toBe(1);
		hints.ask();
		expect(hints.status).toBe('thinking');
		expect(hints.hint).toBeNull();
		expect(workers).toHaveLength(1);
		const request = workers[0].requests[0];
		const { state, view } = seatViewAt(seat1Step);
		expect(request.view).toEqual(view);
		expect(request.view.seat).toBe(1);
		expect(request.current).toEqual(record.actions[seat1Step].action);
		// The game the replay rebuilt knows each deck's order; the seat saw only how many cards are left.
		expect(state.decks.castle.length).toBeGreaterThan(0);
		expect(request.view.decks).toEqual({ castle: state.decks.castle.length, village: state.decks.village.length });
		expect(JSON.stringify(request)).not.toContain(JSON.stringify(state.decks.castle));
		expect(Object.keys(request.view).sort()).toEqual(Object.keys(viewFor(state, null)).sort());
		await settle();
		expect(hints.status).toBe('ready');
		expect(hints.source).toBe('worker');
		expect(view.legal.some((a) => sameAction(a, hints.hint!.best))).toBe(true);
		expect(hints.hint!.current).toEqual(record.actions[seat1Step].action);
	});

	test('a review of another seat does not answer for this one', () => {
		const { hints, workers, go } = setup();
		hints.reviewed(1, decisions);
		go(decisions[0].step);
		hints.ask();
		expect(hints.status).toBe('thinking');
		expect(workers).toHaveLength(1);
	});

	test('a step with no choice offers no hint', () => {
		const { hints, workers, go } = setup();
		go(record.actions.length); // the end: nobody is to act
		expect(hints.decision).toBeNull();
		expect(hints.available).toBe(false);
		hints.ask();
		expect(hints.status).toBe('idle');
		expect(workers).toHaveLength(0);
		// One move before, the seat to act had a choice.
		go(record.actions.length - 1);
		expect(hints.available).toBe(true);
	});

	test('moving to another step drops the answer, even one arriving late', async () => {
		const { hints, workers, go } = setup();
		hints.reviewed(0, decisions);
		go(decisions[0].step);
		hints.ask();
		expect(hints.hint).not.toBeNull();
		go(decisions[0].step + 1);
		expect(hints.status).toBe('idle');
		expect(hints.hint).toBeNull();

		go(seat1Step);
		hints.ask();
		go(seat1Step + 1);
		await settle();
		expect(hints.status).toBe('idle');
		expect(hints.hint).toBeNull();
		// Back there, the answer is shown again; after a hint asked elsewhere, asking again answers at once.
		go(seat1Step);
		expect(hints.status).toBe('ready');
		go(decisions[0].step);
		hints.ask();
		go(seat1Step);
		expect(hints.hint).toBeNull();
		hints.ask();
		expect(hints.status).toBe('ready');
		expect(hints.source).toBe('worker');
		expect(workers[0].requests).toHaveLength(1);
	});

	test('a crashed worker says so, and asking again starts a new one', async () => {
		const { hints, workers, go } = setup();
		go(seat1Step);
		hints.ask();
		workers[0].fail = true;
		await settle();
		expect(hints.status).toBe('error');
		expect(workers[0].terminated).toBe(true);
		hints.ask();
		expect(hints.status).toBe('thinking');
		await settle();
		expect(workers).toHaveLength(2);
		expect(hints.status).toBe('ready');
	});
});
