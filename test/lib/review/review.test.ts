// The review's controller with workers that run the real job in this thread, one
// report per tick: progress, the result, the same review on several workers, a
// reactive game file, a damaged file's error code, Cancel, a worker that fails; and
// the review's words in every language.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { applyAction, newGame, recordOf, toAct, viewFor, type GameRecord } from '$engine/index';
import { reviewJob, type ReviewReport, type ReviewRequest } from '$lib/review/review-job';
import { ReviewRun, type WorkerLike } from '$lib/review/review.svelte';
import { bestText, estimateText, lossText, moveText, totalText } from '$lib/review/move-words';
import { inLocale, LOCALES } from '../i18n/helpers';

const SMALL: Extract<ReviewRequest, { type: 'plan' }>['options'] = {
	playouts: 4,
	expert: { playouts: 8, candidates: 3, timeLimitMs: Infinity }
};

/** A 2-player game where each seat takes the first legal move. */
function firstMovesGame(): GameRecord {
	let g = newGame({ players: 2, seed: 'review-controller' });
	for (let now = toAct(g); now; now = toAct(g)) {
		const r = applyAction(g, now.seat, viewFor(g, now.seat).legal[0]);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return recordOf(g);
}

/** Runs each request at once, then hands its reports over one per tick (or one per `deliver()`) until terminated. */
class TickWorker implements WorkerLike {
	onmessage: ((event: MessageEvent<ReviewReport>) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	terminated = false;
	reports: ReviewReport[] = [];
	/** The decisions this worker was asked to review. */
	reviewed: number[] = [];
	/** Called after each report is handed over (the controller has taken it in). */
	delivered: (() => void) | null = null;
	#job = reviewJob((r) => this.reports.push(structuredClone(r)));
	constructor(private auto = true) {}
	postMessage(request: ReviewRequest) {
		if (request.type === 'review') this.reviewed.push(request.index);
		this.#job(structuredClone(request));
		if (this.auto) setTimeout(() => this.#tick(), 0);
	}
	#tick() {
		if (this.deliver()) setTimeout(() => this.#tick(), 0);
	}
	/** Hands over the next report, as a worker that is still alive would; false when there is none. */
	deliver(): boolean {
		const report = this.reports.shift();
		if (!report || this.terminated) return false;
		this.onmessage?.({ data: report } as MessageEvent<ReviewReport>);
		this.delivered?.();
		return true;
	}
	terminate() {
		this.terminated = true;
	}
}

afterEach(() => vi.useRealTimers());

describe('the review controller', () => {
	test('follows the worker to the whole review, with progress on the way, then ends it', async () => {
		const workers: TickWorker[] = [];
		const seen: number[] = [];
		const run: ReviewRun = new ReviewRun(() => {
			const worker = new TickWorker();
			worker.delivered = () => seen.push(run.done);
			workers.push(worker);
			return worker;
		}, 1);
		const record = firstMovesGame();
		run.start(record, 1, SMALL);
		expect(run.status).toBe('running');
		await vi.waitFor(() => expect(run.status).toBe('done'), { timeout: 20_000 });
		expect(run.total).toBeGreaterThan(3);
		expect(run.done).toBe(run.total);
		expect(seen.some((d) => d > 0 && d < run.total)).toBe(true);
		expect(run.review?.seat).toBe(1);
		expect(run.review?.decisions.map((d) => d.step)).toEqual(run.decisions.map((d) => d.step));
		expect(workers).toHaveLength(1);
		expect(workers[0].terminated).toBe(true);
	});

	test('shares the decisions between its workers and gives the same review as one worker', async () => {
		const record = firstMovesGame();
		const reviewWith = async (count: number) => {
			const workers: TickWorker[] = [];
			const run = new ReviewRun(() => (workers.push(new TickWorker()), workers[workers.length - 1]), count);
			run.start(record, 0, SMALL);
			await vi.waitFor(() => expect(run.status).toBe('done'), { timeout: 20_000 });
			return { run, workers };
		};
		const one = await reviewWith(1);
		const three = await reviewWith(3);
		expect(three.workers).toHaveLength(3);
		for (const w of three.workers) {
			expect(w.reviewed.length).toBeGreaterThan(0);
			expect(w.terminated).toBe(true);
		}
		const asked = three.workers.flatMap((w) => w.reviewed).sort((a, b) => a - b);
		expect(asked).toEqual([...Array(three.run.total).keys()]);
		expect(three.run.review).toEqual(one.run.review);
		expect(three.run.decisions).toEqual(one.run.decisions);
		expect(three.run.decisions.map((d) => d.step)).toEqual(
			three.run.decisions.map((d) => d.step).sort((a, b) => a - b)
		);
	});

	test('a game file held as reactive state (a Proxy, which a worker cannot receive) goes as a plain copy', async () => {
		const run = new ReviewRun(() => new TickWorker(), 2);
		run.start(new Proxy(firstMovesGame(), {}), 0, SMALL);
		await vi.waitFor(() => expect(run.status).toBe('done'), { timeout: 20_000 });
		expect(run.error).toBeNull();
		expect(run.review?.seat).toBe(0);
	});

	test('a damaged record ends in its error code, nothing thrown', async () => {
		const run = new ReviewRun(() => new TickWorker(), 2);
		const record = firstMovesGame();
		run.start({ ...record, actions: record.actions.slice(0, 5) }, 0, SMALL);
		await vi.waitFor(() => expect(run.status).toBe('error'));
		expect(run.error).toBe('unfinished');
		run.start('{ not json', 0, SMALL);
		await vi.waitFor(() => expect(run.status).toBe('error'));
		expect(run.error).toBe('not-a-record');
		expect(run.review).toBeNull();
	});

	test('Cancel ends the worker and ignores what it would still have said', () => {
		const worker = new TickWorker(false);
		const run = new ReviewRun(() => worker, 1);
		run.start(firstMovesGame(), 0, SMALL);
		worker.deliver();
		worker.deliver();
		expect(run.done).toBe(1);
		run.cancel();
		expect(worker.terminated).toBe(true);
		expect(run.status).toBe('cancelled');
		expect(worker.reports.length).toBeGreaterThan(0);
		while (worker.reports.length) worker.onmessage?.({ data: worker.reports.shift()! } as MessageEvent);
		expect(run.done).toBe(1);
		expect(run.status).toBe('cancelled');
		expect(run.review).toBeNull();
	});

	test('a worker that fails is an error, not a hang', () => {
		const worker = new TickWorker();
		worker.postMessage = () => {};
		const run = new ReviewRun(() => worker, 1);
		run.start(firstMovesGame(), 0, SMALL);
		worker.onerror?.({} as ErrorEvent);
		expect(run.status).toBe('error');
		expect(run.error).toBe('crashed');
		expect(worker.terminated).toBe(true);
	});
});

describe.each(LOCALES)('the review in %s', (locale) => {
	test('says every kind of move and estimate in words', () => {
		const g = newGame({ players: 2, seed: 'review-words' });
		const view = viewFor(g, g.current);
		const nameOf = (seat: number) => ['Ada', 'Bo'][seat];
		const card = view.displays[view.messenger].find((c) => c !== null)!;
		const up = { type: 'take', card, faceDown: false, x: 0, y: 0 } as const;
		const texts = inLocale(locale, () => [
			moveText(up, view, nameOf),
			moveText({ ...up, faceDown: true }, view, nameOf),
			moveText({ type: 'key', use: 'messenger' }, view, nameOf),
			moveText({ type: 'key', use: 'refresh' }, view, nameOf),
			moveText({ type: 'neighbor', seat: 1 }, view, nameOf),
			moveText({ type: 'option', index: 1 }, view, nameOf),
			moveText({ type: 'discard', card }, view, nameOf),
			bestText({ ...up, x: 1 }, up, view, nameOf),
			estimateText({ mean: 61.25, se: 1.04 })
		]);
		for (const t of texts) expect(t).not.toMatch(/[{}]|undefined|NaN/);
		expect(new Set(texts).size).toBe(texts.length);
		expect(texts[4]).toContain('Bo');
		expect(texts[5]).toContain('2');
		expect(texts[7].startsWith(texts[0]) || texts[7].includes(texts[0])).toBe(true);
		expect(texts[8]).toMatch(/^61[.,]3 ± 1[.,]0$/);
	});

	test('a move better than the expert’s pick is said as better, never as a negative loss', () => {
		const [worse, better, tie, totalWorse, totalBetter] = inLocale(locale, () => [
			lossText({ mean: 1.2, se: 0.5 }, 'sentence'),
			lossText({ mean: -1.2, se: 0.5 }, 'sentence'),
			lossText({ mean: -0.04, se: 0.5 }, 'short'),
			totalText({ mean: 3.4, se: 1 }),
			totalText({ mean: -3.4, se: 1 })
		]);
		for (const t of [worse, better, totalWorse, totalBetter]) expect(t).not.toMatch(/[{}]|undefined|NaN|[-−]\s?\d/);
		expect(better).toMatch(/1[.,]2 ± 0[.,]5/);
		expect(worse).toMatch(/1[.,]2 ± 0[.,]5/);
		expect(better).not.toBe(worse);
		expect(inLocale(locale, () => lossText({ mean: -1.2, se: 0.5 }, 'short'))).toMatch(/1[.,]2 ± 0[.,]5/);
		expect(tie).toMatch(/^0[.,]0 ± 0[.,]5$/);
		expect(totalBetter).toMatch(/3[.,]4 ± 1[.,]0/);
		expect(totalBetter).not.toBe(totalWorse);
	});
});
