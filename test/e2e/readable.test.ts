// Readable and tappable on a phone (390×844), measured in the browser mid-game:
// card text ≥ 12 px, counters ≥ 11 px, every control ≥ 44×44 px, position icons
// large enough to tell the cells apart, names never cut off, no emoji; lists and
// roles a screen reader reads as they are meant.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { misreadStructure } from './aria';
import { launchBrowser } from './browser';
import { createTable, PHONE, playToEnd, takeSeat } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(PHONE);
});
afterAll(() => browser?.close());

/** The smallest font size of any visible text inside the elements matched by `selector`. */
function smallestText(page: Page, selector: string) {
	return page.evaluate((selector) => {
		let smallest = { size: Infinity, text: '' };
		for (const root of document.querySelectorAll(selector)) {
			const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const el = node.parentElement!;
				if (!node.textContent?.trim() || el.closest('.sr, title') || !el.checkVisibility()) continue;
				const size = parseFloat(getComputedStyle(el).fontSize);
				if (size < smallest.size) smallest = { size, text: node.textContent.trim() };
			}
		}
		return smallest;
	}, selector);
}

/** Controls smaller than 44×44 px (a radio or checkbox counts by its label). */
function smallTargets(page: Page, within: string) {
	return page.evaluate((within) => {
		const small: string[] = [];
		const targets = document.querySelectorAll<HTMLElement>(
			`${within} :is(button, select, summary, a[href], input:not([type="radio"], [type="checkbox"])), ${within} label:has(input[type="radio"], input[type="checkbox"])`
		);
		for (const el of targets) {
			if (!el.checkVisibility()) continue;
			const box = el.getBoundingClientRect();
			if (box.width < 44 || box.height < 44)
				small.push(
					`${el.tagName} "${el.textContent?.trim().slice(0, 30) || el.getAttribute('aria-label')}" ${Math.round(box.width)}×${Math.round(box.height)}`
				);
		}
		return small;
	}, within);
}

test('on a phone, cards, counters, controls and icons are readable and tappable', { timeout: 180_000 }, async () => {
	const page = await browser.context.newPage();
	await page.goto(`${inject('baseURL')}/t/${await createTable(inject('baseURL'))}`);
	await takeSeat(page, 'Maximilian Longname');
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
	await playToEnd(page, { stopAfterTurns: 5 });
	await page.locator('[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]').waitFor();

	// Card text in the displays and the tableau.
	const cardText = await smallestText(page, '[data-testid="display-card"], [data-testid="placed-card"]');
	expect(cardText.size, `card text "${cardText.text}"`).toBeGreaterThanOrEqual(12);
	// Counters: gold, keys, scores, decks, purses, points.
	const counters = await smallestText(
		page,
		'[data-testid="my-gold"], [data-testid="my-keys"], [data-testid="my-score"], [data-testid="gold"], [data-testid="keys"], [data-testid="projected-score"], [data-testid^="deck-"], .purse, .points'
	);
	expect(counters.size, `counter "${counters.text}"`).toBeGreaterThanOrEqual(11);
	expect(await smallTargets(page, '[data-testid="table"]')).toEqual([]);

	// The position icon: a 3×3 grid large enough to tell the cells apart.
	const masks = await page
		.locator('svg.mask')
		.evaluateAll((els) =>
			els.filter((el) => (el as SVGElement).checkVisibility()).map((el) => el.getBoundingClientRect().width)
		);
	if (masks.length) expect(Math.min(...masks)).toBeGreaterThanOrEqual(20);

	// Names are never cut off.
	const cut = await page
		.locator('[data-testid="player-panel"] h3')
		.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
	expect(cut).toEqual([]);

	// No emoji: every icon is drawn (emoji depend on the fonts installed).
	const text = await page.locator('body').innerText();
	expect(text.match(/\p{Extended_Pictographic}/gu)).toBeNull();

	// The game log's lines are a list inside its live region; no role where its element may not take it.
	await page.getByTestId('game-log').locator('li').first().waitFor();
	expect(await misreadStructure(page)).toEqual([]);

	// Picking a card: the take panel and the spots are just as readable and tappable.
	await page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
	await page.locator('[data-testid="spot"][data-gain]').first().click();
	await page.getByTestId('confirm-placement').waitFor();
	expect((await smallestText(page, '[data-testid="take-options"] .card')).size).toBeGreaterThanOrEqual(12);
	expect(await smallTargets(page, '[data-testid="table"]')).toEqual([]);
	expect(await misreadStructure(page)).toEqual([]);
	await page.screenshot({ path: 'test-results/readable-phone-placing.png' });
	await page.keyboard.press('Escape');
	await page.keyboard.press('Escape');

	// Another player's tableau opens at full size, just as readable; its cards open their details.
	await page.getByTestId('show-tableau').first().click();
	await page.getByTestId('tableau-dialog').waitFor();
	expect((await smallestText(page, '[data-testid="tableau-dialog"] .card')).size).toBeGreaterThanOrEqual(12);
	expect(await smallTargets(page, '[data-testid="tableau-dialog"]')).toEqual([]);
	await page.screenshot({ path: 'test-results/readable-phone-opponent.png' });
	await page.locator('[data-testid="tableau-dialog"] [data-testid="placed-card"]').first().click();
	await page.getByTestId('card-detail').waitFor();
	await page.getByTestId('close-detail').click();
	await page.getByTestId('close-tableau').click();

	// Every card opens its details: one in a display that is not yours to take.
	await page
		.locator('[data-testid="display-card"][data-selectable="false"]')
		.first()
		.click()
		.catch(() => null);
	if (await page.getByTestId('card-detail').isVisible()) await page.getByTestId('close-detail').click();
	await page.close();
});
