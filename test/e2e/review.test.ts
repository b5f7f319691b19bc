// "Review": a game against a bot ends, its review runs in the page's Web Worker from
// the end screen's link, and the worst turn is one click away with the expert's
// move highlighted on that step's board; on /replay a dropped file's review shows
// its progress and stops on Cancel.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { dropGameFile } from './game-files';
import { DESKTOP, playToEnd, startAgainstBot } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(DESKTOP);
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

const replayStep = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-step'));

test(
	'the review of a game against a bot shows the worst turn with the suggestion on its board',
	{ timeout: 420_000 },
	async () => {
		const baseURL = inject('baseURL');
		const page = await browser.context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const room = await startAgainstBot(page, baseURL);
		await playToEnd(page);
		await page.getByTestId('end-screen').waitFor();
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-record').click()]);
		const saved = `test-results/review-${download.suggestedFilename()}`;
		await download.saveAs(saved);

		// The end screen's link opens the replay with this seat's review running.
		await page.getByTestId('review-game').click();
		await page.waitForURL(new RegExp(`/t/${room}/replay\\?review=0$`));
		await page.getByTestId('review-progress').waitFor({ timeout: 30_000 });
		// The page answers while the worker thinks.
		const t0 = Date.now();
		await page.getByTestId('replay-forward').click();
		expect(await replayStep(page)).toBe(1);
		expect(Date.now() - t0).toBeLessThan(2_000);
		await page.locator('[data-testid="review"][data-status="done"]').waitFor({ timeout: 300_000 });
		console.log(`review of one seat of a 2-player game in the browser: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
		expect(Number(await page.getByTestId('review-total').getAttribute('data-loss'))).not.toBeNaN();
		const decisions = page.getByTestId('review-decision');
		expect(await decisions.count()).toBeGreaterThan(5);

		// The worst turn: one click away.
		const worst = page.getByTestId('review-worst').first();
		const step = Number(await worst.getAttribute('data-step'));
		const losses = await decisions.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-loss'))));
		const lossThere = Number(await decisions.and(page.locator(`[data-step="${step}"]`)).getAttribute('data-loss'));
		expect(lossThere).toBe(Math.max(...losses));
		await worst.click();
		expect(await replayStep(page)).toBe(step);
		const focus = page.getByTestId('review-focus');
		await focus.waitFor();
		expect((await page.getByTestId('review-played').textContent())?.trim()).not.toBe('');
		expect((await page.getByTestId('review-best').textContent())?.trim()).not.toBe('');
		const best = JSON.parse((await focus.getAttribute('data-best'))!);
		if (best.type === 'take') {
			// The suggested card in its display, and in Ada's tableau the suggested space with the card on its side.
			const picked = page.locator('[data-testid="display-card"].selected');
			expect(await picked.count()).toBe(1);
			expect(await picked.getAttribute('data-card')).toBe(best.card);
			const spot = page.locator(
				'[data-testid="replay-player"][data-seat="0"] [data-testid="spot"][data-chosen="true"]'
			);
			expect(await spot.count()).toBe(1);
			expect([Number(await spot.getAttribute('data-x')), Number(await spot.getAttribute('data-y'))]).toEqual([
				best.x,
				best.y
			]);
			await spot.getByTestId('placement-preview').waitFor();
			// The seat to play at that step is Ada, and the card is there to take.
			expect(await page.getByTestId('replay-position').textContent()).toContain('Ada');
		}
		await page.screenshot({ path: 'test-results/review-worst-turn.png', fullPage: true });
		// A key use or an ability's answer is marked on the board too, not only said in words.
		await page.locator('[data-testid="review"] details').evaluate((d) => ((d as HTMLDetailsElement).open = true));
		const shows = page.getByTestId('review-show');
		let otherKinds = 0;
		for (let i = 0; i < (await shows.count()); i++) {
			await shows.nth(i).click();
			const picked = JSON.parse((await page.getByTestId('review-focus').getAttribute('data-best'))!);
			if (picked.type === 'take') continue;
			otherKinds++;
			// A card to discard is picked out in its display as a take's card is; the rest carry data-marked.
			const marked =
				picked.type === 'discard'
					? page.locator(`[data-testid="display-card"].selected[data-card="${picked.card}"]`)
					: page.locator('[data-testid="replay"] [data-marked="true"]');
			expect(await marked.count(), JSON.stringify(picked)).toBe(picked.type === 'purses' ? 2 : 1);
			if (otherKinds === 1) await page.screenshot({ path: 'test-results/review-marked-move.png', fullPage: true });
		}
		console.log(`expert's moves other than a take, each marked on the board: ${otherKinds}`);
		// Another step: no suggestion drawn there.
		await page.getByTestId('replay-forward').click();
		expect(await page.locator('[data-testid="display-card"].selected').count()).toBe(0);
		expect(await page.getByTestId('review-focus').count()).toBe(0);

		// On /replay, a dropped file: Review, then Cancel stops it.
		await page.goto(`${baseURL}/replay`);
		await page.locator('main[data-live="true"]').waitFor(); // a drop needs the started page
		const text = readFileSync(saved, 'utf8');
		await dropGameFile(page, text);
		await page.getByTestId('replay').waitFor();
		expect(await page.getByTestId('review').count()).toBe(0);
		await page.getByTestId('review-open').click();
		await page.getByTestId('review-seat').selectOption('1');
		await page.getByTestId('review-start').click();
		await page.getByTestId('review-progress').waitFor();
		await page.getByTestId('review-cancel').click();
		await page.getByTestId('review-cancelled').waitFor();
		expect(await page.getByTestId('review').getAttribute('data-status')).toBe('cancelled');
		expect(errors).toEqual([]);
	}
);
