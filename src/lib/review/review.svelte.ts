// One review at a time: starts its workers (review-pool.ts), follows their reports
// (progress, each decision, the result or an error code) and ends them on Cancel. The
// view draws this state; the workers are made by the caller (real Web Workers in the
// page, ones running in the same thread in the tests).
import type { DecisionReview, ReviewError, ReviewRequest, SeatReview } from './review-job';
import { ReviewPool, reviewWorkers, type WorkerLike } from './review-pool';

export type { WorkerLike };
export type ReviewStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export class ReviewRun {
	status = $state<ReviewStatus>('idle');
	seat = $state(0);
	done = $state(0);
	total = $state(0);
	/** The decisions judged so far, in the order of the game. */
	decisions = $state.raw<DecisionReview[]>([]);
	review = $state.raw<SeatReview | null>(null);
	/** A code from the review ('crashed': a worker itself failed). */
	error = $state<ReviewError | 'crashed' | null>(null);

	#pool: ReviewPool | null = null;

	constructor(
		private readonly makeWorker: () => WorkerLike,
		private readonly workers = reviewWorkers()
	) {}

	start(record: unknown, seat: number, options?: Extract<ReviewRequest, { type: 'plan' }>['options']) {
		this.#stop();
		this.status = 'running';
		this.seat = seat;
		this.done = this.total = 0;
		this.decisions = [];
		this.review = null;
		this.error = null;
		let plain: unknown;
		try {
			// A plain copy: the page's game file may be reactive state, which a worker can't receive.
			// A game file is JSON; $state.snapshot would put Svelte's cloning in every page's first load.
			plain = JSON.parse(JSON.stringify(record));
		} catch {
			this.status = 'error';
			this.error = 'not-a-record';
			return;
		}
		const pool: ReviewPool = new ReviewPool(
			this.makeWorker,
			this.workers,
			{
				planned: (total) => (this.total = total),
				decision: (decision, done) => {
					this.done = done;
					this.decisions = [...this.decisions, decision].sort((a, b) => a.step - b.step);
				},
				done: (review) => {
					this.review = review;
					this.status = 'done';
					this.#pool = null;
				},
				error: (error) => {
					this.error = error;
					this.status = 'error';
					this.#pool = null;
				}
			},
			{ type: 'plan', record: plain, seat, options }
		);
		this.#pool = pool;
	}

	cancel() {
		if (this.status !== 'running') return;
		this.#stop();
		this.status = 'cancelled';
	}

	/** Ends the workers (the view leaves). */
	dispose() {
		this.#stop();
	}

	#stop() {
		this.#pool?.stop();
		this.#pool = null;
	}
}
