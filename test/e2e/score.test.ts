// The score pad (/score) for a game played with the cards: the rulebook's 75-point
// example entered like a person would, its link reopened, read with JavaScript off,
// and opened offline.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { DESKTOP, PHONE } from './table-helpers';

let phone: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	phone = await launchBrowser(PHONE, { serviceWorker: true });
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => phone?.close());

/** The rulebook's example tableau in reading order: [card id, what we type, face down, purse gold]. */
const EXAMPLE: [string, string, boolean, number][] = [
	['judge', 'judg', false, 0],
	['his-holiness', 'holin', false, 0],
	['locksmith', 'locks', false, 0],
	['clockmaker', 'clockm', false, 0],
	['sculptor', 'sculp', false, 2],
	['spice-merchant', 'spice', false, 0],
	['banker', 'bank', false, 0],
	['duchess', 'duch', true, 0],
	['miraculously-cured', 'miracul', false, 4]
];
const EXAMPLE_POINTS = [9, 12, 11, 9, 4, 5, 6, 0, 8];

const points = (player: Locator) =>
	player.getByTestId('scorepad-cell').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-points'))));
const cards = (player: Locator) =>
	player.getByTestId('scorepad-cell').evaluateAll((els) => els.map((el) => el.getAttribute('data-card')));
const total = async (player: Locator) => Number(await player.getByTestId('scorepad-total').getAttribute('data-total'));

async function enterExample(page: Page, player: Locator) {
	await player.getByTestId('scorepad-cell').first().click();
	for (const [i, [id, typed, faceDown, gold]] of EXAMPLE.entries()) {
		await page.getByTestId('scorepad-search').fill(typed);
		await page.locator(`[data-testid="scorepad-result"][data-card="${id}"]`).click();
		if (faceDown) await page.getByTestId('scorepad-facedown').check();
		if (gold) {
			// The purse holds at most its capacity, whatever is typed.
			await page.getByTestId('scorepad-purse-gold').fill('99');
			const capacity = Number(await page.getByTestId('scorepad-purse-gold').getAttribute('max'));
			expect(await page.getByTestId('scorepad-purse-gold').inputValue()).toBe(String(capacity));
			// Full: "One gold more" is off and says so.
			expect(await page.getByTestId('scorepad-gold-more').isDisabled()).toBe(true);
			expect(await page.getByTestId('scorepad-purse-room').textContent()).toBe(`full: ${capacity} of ${capacity}`);
			await page.getByTestId('scorepad-purse-gold').fill(String(gold));
		}
		if (i < EXAMPLE.length - 1) await page.getByTestId('scorepad-next').click();
		else await page.getByTestId('scorepad-done').click();
	}
	await player.getByTestId('scorepad-keys').fill('11');
}

test(
	'the rulebook example entered on a phone scores 75 with its per-card points; the link reopens it, also with JavaScript off and offline',
	{ timeout: 180_000 },
	async () => {
		const baseURL = inject('baseURL');
		const page = await phone.context.newPage();
		await page.goto(baseURL + '/score');
		await page.locator('main[data-live="true"]').waitFor(); // the server-rendered pad is read-only until then
		const [louison, rival] = [page.getByTestId('scorepad-player').nth(0), page.getByTestId('scorepad-player').nth(1)];
		await louison.getByTestId('scorepad-name').fill('Louison');
		await enterExample(page, louison);

		await expect.poll(() => total(louison), { timeout: 10_000 }).toBe(75);
		expect(await points(louison)).toEqual(EXAMPLE_POINTS);
		expect(await louison.getByTestId('scorepad-total').textContent()).toBe('75');

		// The cell editor explains a card's points with the engine's breakdown.
		await louison.getByTestId('scorepad-cell').nth(3).click();
		expect(await page.getByTestId('scorepad-why').textContent()).toBe(
			'3 points × 3 Craftsmanship shields in this row = 9 (Clockmaker, Sculptor, Spice Merchant).'
		);
		await page.getByTestId('scorepad-done').click();

		// Leftover gold goes onto purses with room first: 5 fit on the Sculptor (+10 there, +5 for the Banker).
		await louison.getByTestId('scorepad-gold').fill('7');
		await expect.poll(() => total(louison), { timeout: 5_000 }).toBe(90);
		expect(await louison.getByText('2 gold left for a tie').count()).toBe(1);
		await louison.getByTestId('scorepad-gold').fill('0');
		await expect.poll(() => total(louison), { timeout: 5_000 }).toBe(75);

		// A rival with a card already used elsewhere can't take it; the ranking breaks a tie on gold.
		await rival.getByTestId('scorepad-name').fill('Bea');
		await rival.getByTestId('scorepad-cell').first().click();
		await page.getByTestId('scorepad-search').fill('judge');
		expect(await page.locator('[data-testid="scorepad-result"][data-card="judge"]').isDisabled()).toBe(true);
		await page.getByTestId('scorepad-close').click();
		await rival.getByTestId('scorepad-keys').fill('75');
		await rival.getByTestId('scorepad-gold').fill('3');
		const ranks = () =>
			page
				.getByTestId('scorepad-rank')
				.evaluateAll((els) => els.map((el) => [el.getAttribute('data-player'), el.getAttribute('data-rank')]));
		await expect.poll(ranks, { timeout: 5_000 }).toEqual([
			['1', '1'],
			['0', '2']
		]);
		await rival.getByTestId('scorepad-gold').fill('0');
		await expect.poll(ranks, { timeout: 5_000 }).toEqual([
			['0', '1'],
			['1', '1']
		]);
		await page.screenshot({ path: 'test-results/score-pad-phone.png', fullPage: true });

		// The link holds everything: a new page shows the same pad.
		await expect.poll(() => page.url(), { timeout: 5_000 }).toContain('Louison');
		const link = page.url();
		const again = await phone.context.newPage();
		await again.goto(link);
		const reopened = again.getByTestId('scorepad-player').nth(0);
		expect(await reopened.getByTestId('scorepad-name').inputValue()).toBe('Louison');
		expect(await cards(reopened)).toEqual(EXAMPLE.map(([id]) => id));
		expect(await points(reopened)).toEqual(EXAMPLE_POINTS);
		expect(await total(reopened)).toBe(75);
		expect(await again.getByTestId('scorepad-player').nth(1).getByTestId('scorepad-name').inputValue()).toBe('Bea');
		await again.setViewportSize(DESKTOP);
		await again.screenshot({ path: 'test-results/score-pad-desktop.png', fullPage: true });
		await again.close();

		// With JavaScript off, the server-rendered page already shows the scores.
		const noJs = await launchBrowser(PHONE, { javaScriptEnabled: false });
		try {
			const plain = await noJs.context.newPage();
			await plain.goto(link);
			const first = plain.getByTestId('scorepad-player').nth(0);
			expect(await first.getByTestId('scorepad-total').textContent()).toBe('75');
			expect(await points(first)).toEqual(EXAMPLE_POINTS);
			expect(await plain.getByTestId('scorepad-rank').first().textContent()).toContain('Louison');
		} finally {
			await noJs.close();
		}

		// Offline once visited: the service worker serves the pad, for this link and any other.
		await page.evaluate(() => navigator.serviceWorker.ready);
		await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 10_000 }).toBe(true);
		await phone.context.setOffline(true);
		try {
			const offline = await phone.context.newPage();
			const other = link.replace('Louison', 'Offline');
			await offline.goto(other);
			await offline.locator('main[data-live="true"]').waitFor();
			const first = offline.getByTestId('scorepad-player').nth(0);
			await expect.poll(() => first.getByTestId('scorepad-name').inputValue(), { timeout: 10_000 }).toBe('Offline');
			expect(await total(first)).toBe(75);
			// One more key: +1 for the key, +1 for the Locksmith who scores per key.
			await first.getByTestId('scorepad-keys').fill('12');
			await expect.poll(() => total(first), { timeout: 5_000 }).toBe(77);
			await offline.close();
		} finally {
			await phone.context.setOffline(false);
		}
		await page.close();
	}
);

test('a face-down card can go on the pad without a name, and every face-down card shows as one', async () => {
	const page = await phone.context.newPage();
	await page.goto(inject('baseURL') + '/score?lang=en');
	await page.locator('main[data-live="true"]').waitFor();
	const player = page.getByTestId('scorepad-player').nth(0);
	const cell = (i: number) => player.locator(`[data-testid="scorepad-cell"][data-cell="${i}"]`);

	// Unnamed: no card to find, just "a face-down card".
	await cell(7).click();
	await page.getByTestId('scorepad-choose-facedown').click();
	expect(await page.getByTestId('scorepad-unnamed').textContent()).toContain('A face-down card');
	await page.getByTestId('scorepad-done').click();
	expect(await cell(7).getAttribute('data-face-down')).toBe('true');
	expect(await cell(7).getAttribute('data-card')).toBe('');
	expect(await cell(7).getAttribute('data-points')).toBe('0');
	expect(await cell(7).getAttribute('aria-label')).toBe('bottom: a face-down card, 0 points');
	expect(await cell(7).innerText()).toMatch(/^FACE DOWN\s+0$/);

	// Named and face down: still drawn as a face-down card, its name beside the words.
	await cell(0).click();
	await page.getByTestId('scorepad-search').fill('duch');
	await page.locator('[data-testid="scorepad-result"][data-card="duchess"]').click();
	await page.getByTestId('scorepad-facedown').check();
	await page.getByTestId('scorepad-done').click();
	expect(await cell(0).getAttribute('data-face-down')).toBe('true');
	expect(await cell(0).innerText()).toMatch(/^FACE DOWN\s+Duchess\s+0$/);
	await page.screenshot({ path: 'test-results/score-pad-face-down-phone.png' });

	// The link keeps both as they are.
	await expect.poll(() => page.url()).toContain('-');
	const again = await phone.context.newPage();
	await again.goto(page.url());
	const reopened = again.getByTestId('scorepad-player').nth(0);
	expect(await cards(reopened)).toEqual(['duchess', '', '', '', '', '', '', '', '']);
	expect(
		await reopened.getByTestId('scorepad-cell').evaluateAll((els) => els.map((el) => el.getAttribute('data-face-down')))
	).toEqual(['true', 'false', 'false', 'false', 'false', 'false', 'false', 'true', 'false']);
	await again.close();
	await page.close();
});
