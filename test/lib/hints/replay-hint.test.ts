// The replay's hint controller, driven as the viewer drives it: a step the review judged
// answers at once without a worker; another step sends the seat's own view at that step
// (never more) to the hint's worker, running the real job in this thread; a step with no
// choice offers nothing; and an answer is shown at its own step only.
import { describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { applyAction, newGame, recordOf, replay, sameAction, toAct, viewFor, type GameRecord } from '$engine/index';
import { runHint, type HintReport, type HintRequest } from '$lib/hints/hint-job';
import type { HintWorker } from '$lib/hints/hint.svelte';
import { ReplayHint } from '$lib/hints/replay-hint.svelte';
import { ReviewedSteps } from '$lib/hints/reviewed';
import { reviewJob, type DecisionReview, type ReviewReport } from '$lib/review/review-job';
import { planReview } from '../../../bots/review';
import { expertStats } from '../../../bots/index';
import { reactive } from '../table/game/fake-room.svelte';

const OPTIONS: HintRequest['options'] = {
	playouts: 6,
	minPlayouts: 6,
	bestPlayouts: 6,
	expert: { playouts: 12, candidates: 3, timeLimitMs: Infinity }
};

/** Runs the job when asked and answers on the next tick (or, with `fail`, crashes as a worker can). */
class ThreadWorker implements HintWorker {
	onmessage: ((event: MessageEvent<HintReport>) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	requests: HintRequest[] = [];
	terminated = false;
	fail = false;
	postMessage(request: HintRequest) {
		this.requests.push(structuredClone(request));
		const report = runHint(structuredClone(request));
		setTimeout(() => {
			if (this.fail) this.onerror?.({} as ErrorEvent);
			else this.onmessage?.({ data: structuredClone(report) } as MessageEvent<HintReport>);
		}, 0);
	}
	terminate() {
		this.terminated = true;
	}
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function game(): GameRecord {
	let g = newGame({ players: 2, seed: 'replay hints' });
	for (let now = toAct(g); now; now = toAct(g)) {
		const legal = viewFor(g, now.seat).legal;
		const r = applyAction(g, now.seat, legal[legal.length > 2 ? 2 : 0]);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return recordOf(g);
}

const record = game();

/** Seat 0's review, run by the review's own job in this thread. */
function reviewOfSeat0(): DecisionReview[] {
	const reports: ReviewReport[] = [];
	const job = reviewJob((r) => reports.push(r));
	job({ type: 'plan', record, seat: 0, options: OPTIONS });
	const total = reports[0].type === 'planned' ? reports[0].total : 0;
	for (let index = 0; index < total; index++) job({ type: 'review', index });
	return reports.flatMap((r) => (r.type === 'decision' ? [r.decision] : []));
}
const decisions = reviewOfSeat0();

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
		options: OPTIONS
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
