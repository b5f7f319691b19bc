// Hints at steps the review judged: read from the review, without a search, and the
// same as the hint's worker would have worked out for that view.
import { describe, expect, test } from 'vitest';
import { runHint } from '$lib/hints/hint-job';
import { ReviewedSteps } from '$lib/hints/reviewed';
import { planReview } from '../../../bots/review';
import { expertStats } from '../../../bots/index';
import { finishedGame, reviewInThread, SMALL as OPTIONS } from './hint-helpers';

describe('ReviewedSteps', () => {
	const record = finishedGame('reviewed-steps');
	const decisions = reviewInThread(record, 0);
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
