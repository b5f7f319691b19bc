// What one of the review's Web Workers does: check the record and list the seat's
// decisions ('plan'), then review the decisions it is handed one by one ('review'),
// telling the page after each. The page runs several such workers at once
// (review-pool.ts). Pure apart from `post`, so the page's controller, the benchmark
// and the tests run it in Node too.
import { planReview, reviewDecision, type ReviewOptions, type ReviewTask } from '../../../bots/review';
import type { DecisionReview, ReviewError, SeatReview } from '../../../bots/review';

export type { DecisionReview, ReviewError, SeatReview };

export type ReviewRequest =
	| {
			type: 'plan';
			/** The game file's engine record (checked here again: the worker trusts nothing). */
			record: unknown;
			seat: number;
			/** Budgets (tests use small ones); the page sends none. */
			options?: ReviewOptions;
	  }
	/** Review the plan's decision number `index` (0-based, in the order of the game). */
	| { type: 'review'; index: number };

export type ReviewReport =
	| { type: 'planned'; total: number }
	| { type: 'decision'; index: number; decision: DecisionReview }
	| { type: 'error'; error: ReviewError };

/** One worker's state: the plan it made, answering each request through `post`. */
export function reviewJob(post: (report: ReviewReport) => void): (request: ReviewRequest) => void {
	let tasks: ReviewTask[] = [];
	let options: ReviewOptions | undefined;
	return (request) => {
		if (request?.type === 'plan') {
			const plan = planReview(request.record, request.seat);
			if (!plan.ok) return post({ type: 'error', error: plan.error });
			tasks = plan.tasks;
			options = request.options;
			post({ type: 'planned', total: tasks.length });
		} else if (request?.type === 'review' && tasks[request.index]) {
			post({ type: 'decision', index: request.index, decision: reviewDecision(tasks[request.index], options) });
		}
	};
}
