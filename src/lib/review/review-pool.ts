// A review shared between several workers, since a phone has cores to spare while the
// reader waits: each worker checks the record and makes the same plan itself, then
// reviews one decision at a time, the next going to whichever worker is free first.
// They all start at once: a worker's start costs more than its plan.
// Each decision is judged from its own view with its own seed (bots/review.ts), so the
// review is the same whatever the number of workers and the order they finish in.
// Plain TypeScript: the page's controller (review.svelte.ts) and the benchmark use it.
import { summarize } from '../../../bots/review';
import type { DecisionReview, ReviewError, ReviewReport, ReviewRequest, SeatReview } from './review-job';

/** The part of a Worker the pool uses. */
export interface WorkerLike {
	postMessage(request: ReviewRequest): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<ReviewReport>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
}

export interface ReviewEvents {
	planned(total: number): void;
	/** A decision is judged; `done` of `total` so far. */
	decision(decision: DecisionReview, done: number, total: number): void;
	done(review: SeatReview): void;
	/** 'crashed': a worker itself failed. */
	error(error: ReviewError | 'crashed'): void;
}

/** How many workers a review uses on this device: one per core, at most 4 (more gain little on 15 decisions). */
export const reviewWorkers = (cores = globalThis.navigator?.hardwareConcurrency ?? 1) =>
	Math.max(1, Math.min(4, Math.floor(cores) || 1));

export class ReviewPool {
	#workers: WorkerLike[] = [];
	#results: DecisionReview[] = [];
	#next = 0;
	#done = 0;
	#total = 0;
	#planned = false;
	#over = false;

	/** Starts at once; `events` hear nothing after `stop()`. */
	constructor(
		private readonly makeWorker: () => WorkerLike,
		size: number,
		private readonly events: ReviewEvents,
		private readonly plan: Extract<ReviewRequest, { type: 'plan' }>
	) {
		for (let i = 0; i < Math.max(1, size); i++) this.#spawn();
	}

	/** Ends every worker; what they would still have said is ignored. */
	stop() {
		this.#over = true;
		for (const worker of this.#workers) worker.terminate();
		this.#workers = [];
	}

	#spawn() {
		const worker = this.makeWorker();
		this.#workers.push(worker);
		worker.onmessage = (event) => {
			if (!this.#over) this.#report(worker, event.data);
		};
		worker.onerror = () => this.#fail('crashed');
		worker.postMessage(this.plan);
	}

	#report(worker: WorkerLike, report: ReviewReport) {
		switch (report.type) {
			case 'error':
				return this.#fail(report.error);
			case 'planned':
				if (!this.#planned) {
					this.#planned = true;
					this.#total = report.total;
					this.events.planned(report.total);
					if (report.total === 0) return this.#finish();
				}
				return this.#handOut(worker);
			case 'decision':
				this.#results[report.index] = report.decision;
				this.#done++;
				this.events.decision(report.decision, this.#done, this.#total);
				if (this.#done === this.#total) return this.#finish();
				return this.#handOut(worker);
		}
	}

	/** The next decision to a free worker; a worker with nothing left to do is ended. */
	#handOut(worker: WorkerLike) {
		if (this.#next < this.#total) worker.postMessage({ type: 'review', index: this.#next++ });
		else worker.terminate();
	}

	#finish() {
		const review = summarize(this.plan.seat, this.#results);
		this.stop();
		this.events.done(review);
	}

	#fail(error: ReviewError | 'crashed') {
		if (this.#over) return;
		this.stop();
		this.events.error(error);
	}
}
