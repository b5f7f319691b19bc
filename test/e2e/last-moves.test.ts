// What each seat did last, as a person at a table of four sees it (one person and
// three bots, on a phone and a desktop): each seat's last card is marked in its
// tableau and on its mini-tableau, each panel says the seat's last move, and at
// your turn "Since your last turn" names the others' cards, laid over the page
// (the Castle display does not move by a pixel when it goes) and told once.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { asked, createTable, MY_MOVE, placeAtBestSpot, PHONE, takeSeat } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };

let phone: Awaited<ReturnType<typeof launchBrowser>>;
let desktop: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[phone, desktop] = await Promise.all([launchBrowser(PHONE), launchBrowser(DESKTOP)]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await phone?.close();
	await desktop?.close();
});

/** Ada and three easy bots at a new table, started. This browser has had its first game: no tips. */
async function tableOfFour(page: Page) {
	await page.addInitScript(() =>
		localStorage.setItem('castle-combo:hints', JSON.stringify({ game: 'an-earlier-table:1', seen: [] }))
	);
	await page.goto(`${inject('baseURL')}/t/${await createTable(inject('baseURL'))}`);
	await takeSeat(page, 'Ada');
	await page.getByTestId('bot-level').selectOption('easy');
	for (let seats = 2; seats <= 4; seats++) {
		await page.getByTestId('add-bot').click();
		await page
			.locator('[data-testid="seat"]')
			.nth(seats - 1)
			.waitFor({ timeout: 20_000 });
	}
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
}

const act = async (page: Page) => (await page.getByTestId('game').getAttribute('data-act')) ?? '';

/** Waits for a card to take on Ada's turn (her answers to her cards' questions given on the way). */
async function myTurn(page: Page) {
	for (;;) {
		await page.locator(MY_MOVE).waitFor({ timeout: 60_000 });
		if (!(await asked(page))) return;
		const before = await act(page);
		await page.getByTestId('confirm-decision').click();
		await expect.poll(() => act(page), { timeout: 20_000 }).not.toBe(before);
	}
}

/** Takes the first card Ada may take, at its best spot; resolves once the room has it. Returns the card. */
async function takeACard(page: Page): Promise<string> {
	const before = await act(page);
	const card = page.locator('[data-testid="display-card"][data-selectable="true"]').first();
	const id = (await card.getAttribute('data-card'))!;
	await card.click();
	await placeAtBestSpot(page);
	await expect.poll(() => act(page), { timeout: 20_000 }).not.toBe(before);
	return id;
}

const castleTop = async (page: Page) => (await page.getByTestId('display-castle').boundingBox())!.y;

for (const [size, viewport] of [
	['phone', PHONE],
	['desktop', DESKTOP]
] as const) {
	test(
		`${size}: each seat's last card is marked, and your turn tells what the others took`,
		{ timeout: 180_000 },
		async () => {
			const page = await (size === 'phone' ? phone : desktop).context.newPage();
			await tableOfFour(page);
			await myTurn(page);
			const mine = await takeACard(page);
			await myTurn(page);

			// The summary: the three others, each with the card it took.
			const summary = page.getByTestId('since-summary');
			await summary.waitFor();
			expect(await summary.getAttribute('role')).toBe('status');
			const entries = summary.locator('li');
			expect(await entries.evaluateAll((els) => els.map((el) => Number(el.dataset.seat)).sort())).toEqual([1, 2, 3]);
			await page.screenshot({ path: `test-results/since-summary-${size}.png` });
			const taken = new Map<number, { card: string; name: string }>();
			for (const entry of await entries.all()) {
				const chip = entry.getByTestId('since-card').last();
				const card = (await chip.getAttribute('data-card'))!;
				const name = (await chip.textContent())!.trim();
				expect(await entry.textContent(), 'the entry says it in words too').toContain(name);
				taken.set(Number(await entry.getAttribute('data-seat')), { card, name });
			}
			expect(taken.size).toBe(3);

			// Laid over the page: the displays stay where they are when it goes.
			const top = await castleTop(page);
			const over = await summary.boundingBox();
			const castleCards = await page
				.locator('[data-testid="display-castle"] [data-testid="display-card"]')
				.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
			await page.getByTestId('dismiss-since').click();
			expect(await summary.count()).toBe(0);
			expect((await castleTop(page)) - top, 'the Castle display moved').toBe(0);
			// And it covers no card of the Castle display, the row the first pick is usually from.
			expect(over!.y).toBeGreaterThanOrEqual(Math.max(...castleCards));
			expect(over!.y + over!.height, 'the summary is on screen').toBeLessThanOrEqual(viewport.height);

			// Each other seat: its last card marked on the mini-tableau and in its full tableau, and said in its panel.
			for (const [seat, { card, name }] of taken) {
				const panel = page.locator(`[data-testid="player-panel"][data-seat="${seat}"]`);
				expect(await panel.locator('[data-last-move]').getAttribute('data-last-move')).toBe(card);
				expect(await panel.getByTestId('last-move-line').textContent()).toContain(name);
				await panel.getByTestId('show-tableau').click();
				const dialog = page.getByTestId('tableau-dialog');
				const marked = dialog.locator('[data-testid="placed-card"][data-last-move]');
				await marked.waitFor();
				expect(await marked.count()).toBe(1);
				expect(await marked.getAttribute('data-card')).toBe(card);
				await page.getByTestId('close-tableau').click();
				await dialog.waitFor({ state: 'detached' });
			}
			// Yours, in your tableau.
			const myMark = page.locator('.mine [data-testid="placed-card"][data-last-move]');
			expect(await myMark.getAttribute('data-card')).toBe(mine);
			expect(await myMark.textContent()).toContain('placed last');

			// Told once: not back after it was dismissed, while the turn is still yours.
			await page.waitForTimeout(500);
			expect(await summary.count()).toBe(0);
			const next = await takeACard(page);
			await expect.poll(() => myMark.getAttribute('data-card')).toBe(next);
			await myTurn(page);
			// The next turn's summary, closed for good by picking a card.
			await summary.waitFor();
			await page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
			expect(await summary.count()).toBe(0);
			await page.keyboard.press('Escape');
			await page.locator(MY_MOVE).waitFor();
			await page.waitForTimeout(300);
			expect(await summary.count()).toBe(0);
			await page.close();
		}
	);
}
