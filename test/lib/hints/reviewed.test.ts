// Hints at steps the review judged: read from the review, without a search, and the
// same as the hint's worker would have worked out for that view.
import { describe, expect, test } from 'vitest';
import { applyAction, newGame, recordOf, toAct, viewFor, type GameRecord } from '$engine/index';
import { runHint, type HintRequest } from '$lib/hints/hint-job';
import { ReviewedSteps } from '$lib/hints/reviewed';
import { planReview } from '../../../bots/review';
import { reviewJob, type DecisionReview, type ReviewReport } from '$lib/review/review-job';
import { expertStats } from '../../../bots/index';

const OPTIONS: HintRequest['options'] = {
	playouts: 6,
	minPlayouts: 6,
	bestPlayouts: 6,
	expert: { playouts: 12, candidates: 3, timeLimitMs: Infinity }
};

function game(): GameRecord {
	let g = newGame({ players: 2, seed: 'reviewed-steps' });
	for (let now = toAct(g); now; now = toAct(g)) {
		const legal = viewFor(g, now.seat).legal;
		const r = applyAction(g, now.seat, legal[legal.length > 2 ? 2 : 0]);
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return recordOf(g);
}

describe('ReviewedSteps', () => {
	const record = game();
	const reports: ReviewReport[] = [];
	const job = reviewJob((r) => reports.push(r));
	job({ type: 'plan', record, seat: 0, options: OPTIONS });
	const total = reports[0].type === 'planned' ? reports[0].total : 0;
	for (let index = 0; index < total; index++) job({ type: 'review', index });
	const decisions = reports.flatMap((r) => (r.type === 'decision' ? [r.decision] : [])) as DecisionReview[];
	const plan = planReview(record, 0);
	if (!plan.ok) throw new Error(plan.error);
	const steps = new ReviewedSteps();
	for (const d of decisions) steps.add(d);

	test('gives the hint at a reviewed step as the worker would, without searching', () => {
		const judged = plan.tasks.slice(0, 3);
		expect(judged.length).toBe(3);
		for (const task of judged) {
			const searches = expertStats.decisions;
			const alone = steps.hintAt(task.step, null)!;
			const againstPlayed = steps.hintAt(task.step, task.played)!;
			expect(expertStats.decisions).toBe(searches);
			const worker = (current: typeof task.played | null) => {
				const report = runHint({ id: 1, view: task.view, current, options: OPTIONS });
				if (!report.ok) throw new Error('hint failed');
				return report.hint;
			};
			expect(alone).toEqual(worker(null));
			expect(againstPlayed).toEqual(worker(task.played));
			expect(steps.hintAt(task.step, alone.best)!.gain).toEqual({ mean: 0, se: 0 });
		}
	});

	test('leaves to the worker what the review did not judge', () => {
		const task = plan.tasks.find((t) => t.view.legal.length > 2)!;
		const d = decisions.find((x) => x.step === task.step)!;
		const third = task.view.legal.find(
			(a) => JSON.stringify(a) !== JSON.stringify(d.best) && JSON.stringify(a) !== JSON.stringify(d.played)
		)!;
		expect(steps.hintAt(task.step, third)).toBeNull();
		expect(steps.has(-1)).toBe(false);
		expect(steps.hintAt(-1, null)).toBeNull();
	});
});
