// What the review's Web Worker does with a request: check the record, then review
// the seat's decisions one by one (bots/review.ts), telling the page after each one.
// Pure apart from `post`, so the page's controller and the tests run it in Node too.
import { planReview, reviewDecision, summarize, type ReviewOptions } from '../../../bots/review';
import type { DecisionReview, ReviewError, SeatReview } from '../../../bots/review';

export type { DecisionReview, ReviewError, SeatReview };

export interface ReviewRequest {
	/** The game file's engine record (checked here again: the worker trusts nothing). */
	record: unknown;
	seat: number;
	/** Budgets (tests use small ones); the page sends none. */
	options?: ReviewOptions;
}

export type ReviewReport =
	| { type: 'planned'; total: number }
	| { type: 'decision'; done: number; total: number; decision: DecisionReview }
	| { type: 'done'; review: SeatReview }
	| { type: 'error'; error: ReviewError };

export function runReview(request: ReviewRequest, post: (report: ReviewReport) => void): void {
	const plan = planReview(request?.record, request?.seat);
	if (!plan.ok) {
		post({ type: 'error', error: plan.error });
		return;
	}
	const total = plan.tasks.length;
	post({ type: 'planned', total });
	const decisions: DecisionReview[] = [];
	for (const task of plan.tasks) {
		decisions.push(reviewDecision(task, request.options));
		post({ type: 'decision', done: decisions.length, total, decision: decisions[decisions.length - 1] });
	}
	post({ type: 'done', review: summarize(plan.seat, decisions) });
}
