// The table page's header on a phone: one line in every language, in the lobby
// and during the game, and the table's code still there to tell a friend (in the
// lobby, and in the settings menu during the game).
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { createTable, PHONE, takeSeat } from './table-helpers';

const LOCALES: string[] = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')).locales;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(PHONE);
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

/** The header's height, and each visible item's top and bottom (px, rounded). */
function headerLine(page: Page) {
	return page.locator('[data-testid="table"] > header').evaluate((header) => {
		const items = [...header.children].filter((el) => (el as HTMLElement).checkVisibility());
		const box = (el: Element) => el.getBoundingClientRect();
		return {
			height: Math.round(box(header).height),
			items: items.map((el) => ({ top: Math.round(box(el).top), bottom: Math.round(box(el).bottom) }))
		};
	});
}

/** One line: no taller than one 44 px control and its padding, every item side by side. */
async function expectOneLine(page: Page, where: string) {
	const { height, items } = await headerLine(page);
	expect(items.length, where).toBeGreaterThanOrEqual(3);
	expect(height, `${where}: header height`).toBeLessThanOrEqual(48);
	// Side by side: each item's box overlaps every other's vertically (none below another).
	const lowestTop = Math.max(...items.map((i) => i.top));
	const highestBottom = Math.min(...items.map((i) => i.bottom));
	expect(lowestTop, `${where}: items on more than one line`).toBeLessThan(highestBottom);
}

test('at 390×844 the table header is one line in every language, in the lobby and during the game', async () => {
	const baseURL = inject('baseURL');
	const page = await browser.context.newPage();
	const room = await createTable(baseURL);
	await page.goto(`${baseURL}/t/${room}?lang=en`);
	await takeSeat(page, 'Ada');
	await page.getByTestId('add-bot').click();
	await page.locator('[data-testid="seat"]').nth(1).waitFor();

	const open = async (lang: string) => {
		await page.goto(`${baseURL}/t/${room}?lang=${lang}`);
		await page.locator('[data-testid="table"][data-live="true"]').waitFor();
		await page.evaluate(() => document.fonts.ready);
	};
	for (const lang of LOCALES) {
		await open(lang);
		await page.getByTestId('lobby').waitFor();
		await expectOneLine(page, `lobby, ${lang}`);
		// The code, no longer in the header on a phone, is in the lobby.
		expect(await page.getByTestId('table-code').textContent(), lang).toContain(room);
		expect(await page.getByTestId('table-code').isVisible(), lang).toBe(true);
	}
	await page.screenshot({ path: 'test-results/header-lobby-phone.png' });

	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
	for (const lang of LOCALES) {
		await open(lang);
		await page.getByTestId('game').waitFor();
		await expectOneLine(page, `game, ${lang}`);
		// During the game the settings menu names the table.
		await page.getByTestId('settings').click();
		await expect.poll(() => page.getByTestId('settings-table-code').textContent(), { timeout: 10_000 }).toContain(room);
		await page.getByTestId('settings').click();
	}
	await page.evaluate(() => window.scrollTo(0, 0));
	await page.screenshot({ path: 'test-results/header-game-phone.png' });
	await page.close();
});
