// A hint in a replay, on a phone (390×844): after the review of Ada's game, Hint at a
// step it judged marks the expert's move at once, with no hint worker started; at one
// of Bob's steps, which the review did not judge, the hint's worker works it out.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { replay, viewFor, type GameRecord } from '../../engine/index';
import { launchBrowser } from './browser';
import { dropGameFile, playedGameFile } from './game-files';
import { PHONE } from './table-helpers';

/** A whole 2-player game (each move the third legal one when there are more than two), and Bob's steps with a choice. */
function twoPlayerGame(): { text: string; bobsChoices: number[] } {
	const text = playedGameFile({
		seed: 'hint in a replay',
		names: ['Ada', 'Bob'],
		room: 'replayhint33',
		finishedAt: Date.UTC(2026, 10, 27, 18, 0),
		pick: (legal) => legal[legal.length > 2 ? 2 : 0]
	});
	const record: GameRecord = JSON.parse(text).record;
	const bobsChoices = record.actions.flatMap(({ seat }, step) => {
		const before = replay({ ...record, actions: record.actions.slice(0, step) });
		return seat === 1 && viewFor(before, 1).legal.length > 1 ? [step] : [];
	});
	return { text, bobsChoices };
}

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(PHONE);
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

const replayStep = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-step'));

/** Goes to `step` with the slider, as a reader dragging it. */
async function goTo(page: Page, step: number) {
	await page.getByTestId('replay-slider').fill(String(step));
	await expect.poll(() => replayStep(page)).toBe(step);
}

/** The expert's move `best`, of `seat`, marked on the board: a take's card and space, else the marks the review uses. */
async function expectMarked(page: Page, best: { type: string; card?: string; x?: number; y?: number }, seat: number) {
	if (best.type === 'take') {
		const picked = page.locator('[data-testid="display-card"].selected');
		expect(await picked.count()).toBe(1);
		expect(await picked.getAttribute('data-card')).toBe(best.card);
		const spot = page.locator(
			`[data-testid="replay-player"][data-seat="${seat}"] [data-testid="spot"][data-chosen="true"]`
		);
		expect(await spot.count()).toBe(1);
		expect([Number(await spot.getAttribute('data-x')), Number(await spot.getAttribute('data-y'))]).toEqual([
			best.x,
			best.y
		]);
	} else if (best.type === 'discard') {
		expect(await page.locator(`[data-testid="display-card"].selected[data-card="${best.card}"]`).count()).toBe(1);
	} else {
		expect(await page.locator('[data-testid="replay"] [data-marked="true"]').count()).toBeGreaterThan(0);
	}
}

test(
	'a hint in a replay: from the review at a judged step, from the worker elsewhere',
	{ timeout: 300_000 },
	async () => {
		const { text, bobsChoices } = twoPlayerGame();
		const page = await browser.context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const workers: string[] = [];
		page.on('worker', (w) => workers.push(w.url()));
		const hintWorkers = () => workers.filter((url) => url.includes('hint.worker')).length;

		await page.goto(`${inject('baseURL')}/replay`);
		await page.locator('main[data-live="true"]').waitFor();
		await dropGameFile(page, text);
		await page.getByTestId('replay').waitFor();
		// The deal: Ada is to choose, and Hint is offered.
		await page.getByTestId('replay-hint-ask').waitFor();

		// Ada's review, in the page's workers.
		await page.getByTestId('review-open').click();
		await page.getByTestId('review-seat').selectOption('0');
		await page.getByTestId('review-start').click();
		await page.locator('[data-testid="review"][data-status="done"]').waitFor({ timeout: 240_000 });
		const judged = await page
			.getByTestId('review-decision')
			.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-step'))));
		expect(judged.length).toBeGreaterThan(3);
		expect(workers.some((url) => url.includes('review.worker'))).toBe(true);

		// A step the review judged: the expert's move at once, from the review, no worker started.
		const step = judged[Math.floor(judged.length / 2)];
		await goTo(page, step);
		const t0 = Date.now();
		await page.getByTestId('replay-hint-ask').click();
		const box = page.getByTestId('replay-hint');
		await box.waitFor();
		const fromReview = Date.now() - t0;
		expect(await box.getAttribute('data-source')).toBe('review');
		expect(await page.getByTestId('hint-thinking').count()).toBe(0);
		const best = JSON.parse((await box.getAttribute('data-hint-action'))!);
		await expectMarked(page, best, 0);
		expect((await page.getByTestId('hint-gain').textContent())?.trim()).not.toBe('');
		await page.screenshot({ path: 'test-results/replay-hint-reviewed-phone.png' });
		expect(hintWorkers()).toBe(0);
		console.log(`hint at a reviewed step shown ${fromReview} ms after the press`);

		// The next step drops it.
		await page.getByTestId('replay-forward').click();
		expect(await box.count()).toBe(0);

		// One of Bob's steps: the review (of Ada) did not judge it, so the hint's worker works it out.
		const bobs = bobsChoices[Math.floor(bobsChoices.length / 2)];
		await goTo(page, bobs);
		await page.getByTestId('replay-hint-ask').click();
		await box.waitFor({ timeout: 60_000 });
		expect(await box.getAttribute('data-source')).toBe('worker');
		expect(hintWorkers()).toBe(1);
		await expectMarked(page, JSON.parse((await box.getAttribute('data-hint-action'))!), 1);
		expect(await page.getByTestId('replay-hint').textContent()).toContain('Bob');
		await page.screenshot({ path: 'test-results/replay-hint-worker-phone.png' });

		// The end: nobody is to act, no Hint.
		await page.getByTestId('replay-end').click();
		expect(await page.getByTestId('replay-hint-ask').count()).toBe(0);
		expect(errors).toEqual([]);
	}
);
