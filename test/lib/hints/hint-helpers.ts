// What the hints' tests share: a worker that runs the real hint job in this thread, a
// finished game to replay, and a review of it run by the review's own job.
import { applyAction, newGame, recordOf, toAct, viewFor, type GameRecord } from '$engine/index';
import { runHint, type HintReport, type HintRequest } from '$lib/hints/hint-job';
import type { HintWorker } from '$lib/hints/hint.svelte';
import { reviewJob, type DecisionReview, type ReviewReport } from '$lib/review/review-job';

/** Small budgets, so a review and a hint run in a test's time. */
export const SMALL: HintRequest['options'] = {
	playouts: 6,
	minPlayouts: 6,
	bestPlayouts: 6,
	expert: { playouts: 12, candidates: 3, timeLimitMs: Infinity }
};

/** Runs the job when asked and answers on the next tick (or, with `fail`, crashes as a worker can). */
export class ThreadWorker implements HintWorker {
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

/** The worker's answer arrives. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A whole 2-player game, each move the third legal one when there are more than two. */
export function finishedGame(seed: string): GameRecord {
	let g = newGame({ players: 2, seed });
	for (let now = toAct(g); now; now = toAct(g)) {
		const legal = viewFor(g, now.seat).legal;
		const r = applyAction(g, now.seat, legal[legal.length > 2 ? 2 : 0]);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return recordOf(g);
}

/** A seat's review, run by the review's own job in this thread. */
export function reviewInThread(record: GameRecord, seat: number): DecisionReview[] {
	const reports: ReviewReport[] = [];
	const job = reviewJob((r) => reports.push(r));
	job({ type: 'plan', record, seat, options: SMALL });
	const total = reports[0].type === 'planned' ? reports[0].total : 0;
	for (let index = 0; index < total; index++) job({ type: 'review', index });
	return reports.flatMap((r) => (r.type === 'decision' ? [r.decision] : []));
}
