// One review at a time: starts the worker, follows its reports (progress, each
// decision, the result or an error code) and ends it on Cancel. The view draws
// this state; the worker is made by the caller (a real Web Worker in the page,
// one running in the same thread in the tests).
import type { DecisionReview, ReviewError, ReviewReport, ReviewRequest, SeatReview } from './review-job';

/** The part of a Worker this controller uses. */
export interface WorkerLike {
	postMessage(request: ReviewRequest): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<ReviewReport>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
}

export type ReviewStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

export class ReviewRun {
	status = $state<ReviewStatus>('idle');
	seat = $state(0);
	done = $state(0);
	total = $state(0);
	decisions = $state.raw<DecisionReview[]>([]);
	review = $state.raw<SeatReview | null>(null);
	/** A code from the review ('crashed': the worker itself failed). */
	error = $state<ReviewError | 'crashed' | null>(null);

	#worker: WorkerLike | null = null;
	#makeWorker: () => WorkerLike;

	constructor(makeWorker: () => WorkerLike) {
		this.#makeWorker = makeWorker;
	}

	start(record: unknown, seat: number, options?: ReviewRequest['options']) {
		this.#stop();
		this.status = 'running';
		this.seat = seat;
		this.done = this.total = 0;
		this.decisions = [];
		this.review = null;
		this.error = null;
		const worker = this.#makeWorker();
		this.#worker = worker;
		worker.onmessage = (event) => {
			if (this.#worker === worker) this.#report(event.data);
		};
		worker.onerror = () => {
			if (this.#worker !== worker) return;
			this.#stop();
			this.status = 'error';
			this.error = 'crashed';
		};
		try {
			// A plain copy: the page's game file may be reactive state, which a worker can't receive.
			// A game file is JSON; $state.snapshot would put Svelte's cloning in every page's first load.
			worker.postMessage({ record: JSON.parse(JSON.stringify(record)), seat, options });
		} catch {
			this.#stop();
			this.status = 'error';
			this.error = 'not-a-record';
		}
	}

	cancel() {
		if (this.status !== 'running') return;
		this.#stop();
		this.status = 'cancelled';
	}

	/** Ends the worker (the view leaves). */
	dispose() {
		this.#stop();
	}

	#report(report: ReviewReport) {
		switch (report.type) {
			case 'planned':
				this.total = report.total;
				break;
			case 'decision':
				this.done = report.done;
				this.total = report.total;
				this.decisions = [...this.decisions, report.decision];
				break;
			case 'done':
				this.review = report.review;
				this.status = 'done';
				this.#stop();
				break;
			case 'error':
				this.error = report.error;
				this.status = 'error';
				this.#stop();
				break;
		}
	}

	#stop() {
		this.#worker?.terminate();
		this.#worker = null;
	}
}
