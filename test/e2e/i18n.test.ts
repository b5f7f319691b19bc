// The table in five languages: how a page picks its language, that only that
// language's words are downloaded, that switching keeps the seat, and that two
// players at one table each read their own language.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { createTable, PHONE, playToEnd, takeSeat } from './table-helpers';

const LOCALES = ['en', 'de', 'da', 'vi', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
/** The lobby's heading in each language (messages/<locale>.json, lobby_title). */
const LOBBY_TITLE: Record<Locale, string> = {
	en: 'Waiting for players',
	de: 'Warten auf Mitspielende',
	da: 'Venter på spillere',
	vi: 'Đang chờ người chơi',
	fr: 'En attente des joueurs'
};

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let german: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[browser, german] = await Promise.all([launchBrowser(PHONE), launchBrowser(PHONE, { locale: 'de-DE' })]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await browser?.close();
	await german?.close();
});

const roomId = (prefix: string) => prefix + Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
/** A table that exists (made like "New table" does). */
const newTable = () => createTable(inject('baseURL'));
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const lobbyTitle = (page: Page) => page.locator('#lobby-title').textContent();

/** Every script the page downloads, as text. */
function collectScripts(page: Page): string[] {
	const scripts: string[] = [];
	page.on('response', async (response: Response) => {
		if (response.request().resourceType() !== 'script') return;
		const body = await response.text().catch(() => '');
		scripts.push(body);
	});
	return scripts;
}

test('?lang=vi on an embedded table gives Vietnamese, and only Vietnamese is downloaded', async () => {
	const page = await browser.context.newPage();
	const scripts = collectScripts(page);
	await page.goto(`${inject('baseURL')}/embed/${roomId('langvi')}?lang=vi`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('vi');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.vi);
	expect(await page.title()).toMatch(/^Bàn /);
	await page.waitForLoadState('networkidle');
	const code = scripts.join('\n');
	expect(code).toContain(LOBBY_TITLE.vi);
	for (const other of LOCALES.filter((l) => l !== 'vi')) expect(code).not.toContain(LOBBY_TITLE[other]);
	await page.close();
});

test('the first visit follows Accept-Language, the cookie wins afterwards, and ?lang wins over both', async () => {
	const base = inject('baseURL');
	const page = await german.context.newPage();
	await page.goto(`${base}/t/${await newTable()}`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('de');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.de);

	// The server-rendered page is already in the language: no flash of English.
	const html = await (await page.request.get(`${base}/`, { headers: { 'accept-language': 'da,en;q=0.5' } })).text();
	expect(html).toContain('<html lang="da">');

	await german.context.addCookies([{ name: 'lang', value: 'fr', url: base }]);
	await page.goto(`${base}/t/${await newTable()}`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('fr');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.fr);

	await page.goto(`${base}/t/${await newTable()}?lang=da`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('da');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.da);
	await german.context.clearCookies();
	await page.close();
});

test('the language picker switches the table to another language and keeps the seat', async () => {
	const page = await browser.context.newPage();
	await page.goto(`${inject('baseURL')}/t/${await newTable()}`);
	await takeSeat(page, 'Ada');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.en);

	await Promise.all([page.waitForEvent('load'), page.getByTestId('language-picker').selectOption('de')]);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('de');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.de);
	// Still seated, as the host: no name field, and "du" by Ada's name.
	const seat = page.locator('[data-testid="seat"]', { hasText: 'Ada' });
	await expect.poll(() => seat.textContent(), { timeout: 20_000 }).toContain('du');
	expect(await page.getByTestId('name-input').count()).toBe(0);
	expect(await page.getByTestId('start').isVisible()).toBe(true);
	// Remembered for the next page.
	await page.goto(`${inject('baseURL')}/`);
	expect(await htmlLang(page)).toBe('de');
	await browser.context.clearCookies();
	await page.close();
});

test(
	'each language at phone size: lobby and first turn fit the screen (screenshots in test-results/)',
	{ timeout: 180_000 },
	async () => {
		for (const locale of LOCALES) {
			const page = await browser.context.newPage();
			await page.goto(`${inject('baseURL')}/t/${await newTable()}?lang=${locale}`);
			await takeSeat(page, 'Ada');
			await page.getByTestId('add-bot').click();
			await page.locator('[data-testid="seat"][data-kind="bot"]').waitFor();
			await page.screenshot({ path: `test-results/lobby-${locale}.png`, fullPage: true });
			expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(PHONE.width);

			await page.getByTestId('start').click();
			await page.getByTestId('game').waitFor({ timeout: 20_000 });
			await page.getByTestId('game-log').locator('li').first().waitFor();
			await page.screenshot({ path: `test-results/first-turn-${locale}.png`, fullPage: true });
			expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(PHONE.width);
			await page.close();
		}
	}
);

test(
	'a German and an English player at one table each read their own language, from lobby to end screen',
	{ timeout: 300_000 },
	async () => {
		const room = await newTable();
		const ada = await german.context.newPage();
		const bob = await browser.context.newPage();
		await ada.goto(`${inject('baseURL')}/t/${room}`);
		await takeSeat(ada, 'Ada');
		await bob.goto(`${inject('baseURL')}/t/${room}`);
		await takeSeat(bob, 'Bob');
		expect(await lobbyTitle(ada)).toBe(LOBBY_TITLE.de);
		expect(await lobbyTitle(bob)).toBe(LOBBY_TITLE.en);

		await ada.getByTestId('start').click();
		await Promise.all([playToEnd(ada), playToEnd(bob)]);
		const log = (page: Page) => page.getByTestId('game-log').textContent();
		expect(await log(ada)).toMatch(/Ada (kauft|legt) /);
		expect(await log(bob)).toMatch(/Ada (bought|took) /);
		expect(await ada.locator('#sheet-title').textContent()).toBe('Endwertung');
		expect(await bob.locator('#sheet-title').textContent()).toBe('Final scores');
		expect(await ada.getByTestId('winner').textContent()).toMatch(/gewinnt|teilen sich den Sieg/);
		expect(await bob.getByTestId('winner').textContent()).toMatch(/wins|share the victory/);
		await ada.screenshot({ path: 'test-results/end-screen-de.png', fullPage: true });
		await ada.close();
		await bob.close();
	}
);
