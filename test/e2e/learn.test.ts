// Rules help inside the game: the Rules panel and the icon legend open over the
// table without losing the seat; the card detail's numbers are the table's; and
// first-game tips show once per browser, and again when asked.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { misreadStructure } from './aria';
import { launchBrowser } from './browser';
import { asked, createTable, DESKTOP, PHONE, moveIfMine, MY_MOVE, takeSeat, untilMyMoveOrEnd } from './table-helpers';

const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];
beforeAll(() => mkdirSync('test-results', { recursive: true }));
afterAll(async () => {
	await Promise.all(browsers.map((b) => b.close()));
});

async function freshBrowser(viewport = DESKTOP) {
	const b = await launchBrowser(viewport);
	browsers.push(b);
	return b;
}

/** A new table with one bot; resolves when it is this player's turn. */
async function startGame(page: Page, name: string) {
	const room = await createTable(inject('baseURL'));
	await page.goto(`${inject('baseURL')}/t/${room}`);
	await takeSeat(page, name);
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await myTurn(page);
	return room;
}

const myTurn = (page: Page) => page.locator(MY_MOVE).waitFor({ timeout: 30_000 });

/** Plays until this player has placed `n` cards. */
async function playCards(page: Page, n: number) {
	const turns = { n: 0 };
	// Until n cards are placed and no decision of their abilities is still open.
	while ((await page.locator('.mine [data-testid="placed-card"]').count()) < n || (await asked(page))) {
		if ((await moveIfMine(page, turns)) === 'idle') await untilMyMoveOrEnd(page, 30_000);
	}
}

const rulesOpen = (page: Page) => page.locator('dialog[open][data-testid="rules-panel"]').count();

test(
	'the Rules panel and the icon legend open over the table without losing the seat',
	{ timeout: 120_000 },
	async () => {
		const { context } = await freshBrowser();
		const page = await context.newPage();
		await startGame(page, 'Ada');
		const url = page.url();
		const gold = await page.getByTestId('my-gold').textContent();

		await page.getByTestId('rules-open').click();
		await page.getByTestId('rules-section').first().waitFor();
		const sections = await page
			.getByTestId('rules-section')
			.evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
		expect(sections).toEqual(
			expect.arrayContaining(['setup', 'turn', 'keys', 'face-down', 'abilities', 'scoring', 'end', 'empty-location'])
		);
		expect(await page.getByTestId('rules-panel').textContent()).toContain('most gold left');
		await page.screenshot({ path: 'test-results/rules-table-desktop.png' });

		await page.getByTestId('rules-tab-legend').click();
		const legend = page.getByTestId('legend');
		await legend.waitFor();
		const names = await legend.getByTestId('legend-name').allTextContents();
		expect(names).toEqual(
			expect.arrayContaining(['Nobility', 'Faith', 'Scholarship', 'Military', 'Craftsmanship', 'Peasantry'])
		);
		expect(names).toEqual(
			expect.arrayContaining([
				'Castle banner',
				'Village banner',
				'Messenger',
				'Purse',
				'Discount',
				'Neighbour',
				'Corners'
			])
		);
		expect(await legend.locator('svg[aria-label="Nobility shield"]').count()).toBe(1);
		await page.setViewportSize(PHONE);
		await page.screenshot({ path: 'test-results/legend-table-phone.png' });
		await page.setViewportSize(DESKTOP);

		// Closing returns to the same table, seat and turn: nothing was reloaded.
		await page.getByTestId('rules-close').click();
		expect(await rulesOpen(page)).toBe(0);
		expect(page.url()).toBe(url);
		expect(await page.getByTestId('status').textContent()).toBe('connected');
		expect(await page.getByTestId('my-gold').textContent()).toBe(gold);
		expect(await page.locator('[data-testid="player-panel"]', { hasText: '(you)' }).textContent()).toContain('Ada');
		await myTurn(page);

		// Escape closes it too, and the game goes on: the first card placed.
		await page.getByTestId('rules-open').click();
		await page.getByTestId('rules-section').first().waitFor();
		await page.keyboard.press('Escape');
		expect(await rulesOpen(page)).toBe(0);
		await playCards(page, 2);

		// The card detail of a placed card: its points are the tableau's, explained.
		const placed = page.locator('.mine [data-testid="placed-card"]', { has: page.locator('.points') }).first();
		const shown = Number((await placed.locator('.points').textContent())?.replace('=', ''));
		await placed.click();
		const now = page.getByTestId('detail-points-now');
		await now.waitFor();
		expect(Number(await now.getAttribute('data-points'))).toBe(shown);
		expect(await page.getByTestId('detail-why').textContent()).toMatch(new RegExp(`\\b${shown} point|= ${shown}\\b`));
		await page.screenshot({ path: 'test-results/card-detail-desktop.png' });
		await page.getByTestId('close-detail').click();

		// A display card: what it costs this player now, as the card itself shows it.
		await myTurn(page);
		const offered = page.locator('[data-testid="display-card"][data-selectable="true"]').first();
		const cost = Number(await offered.locator('.cost b').textContent());
		// A card you may take is picked with a tap; its face in the take panel opens the detail.
		await offered.click();
		await page.getByTestId('take-details').click();
		expect(Number(await page.getByTestId('detail-cost-now').getAttribute('data-cost'))).toBe(cost);
		await page.getByTestId('close-detail').click();
		await page.close();
	}
);

const hint = (page: Page) => page.getByTestId('hint');
/** No tip shows: checked a moment after the page is ready, since tips appear at once. */
async function noHint(page: Page) {
	await new Promise((r) => setTimeout(r, 1500));
	expect(await hint(page).count()).toBe(0);
}

test('first-game tips show once per browser, and again after "Show tips again"', { timeout: 150_000 }, async () => {
	const { context } = await freshBrowser(PHONE);
	const page = await context.newPage();
	await startGame(page, 'Bea');
	await hint(page).waitFor({ timeout: 10_000 });
	expect(await hint(page).getAttribute('data-hint')).toBe('first-pick');
	await page.screenshot({ path: 'test-results/hint-phone.png' });
	// The tip is read out as a status, on an element that may take that role.
	expect(await misreadStructure(page)).toEqual([]);
	// Offered in the status bar, the tip opens over the board; "More in the rules" opens the panel at the right section.
	await hint(page).getByTestId('hint-open').click();
	await page.getByTestId('hint-panel').waitFor();
	await page.getByTestId('hint-panel').evaluate((p) => Promise.all(p.getAnimations().map((a) => a.finished)));
	await page.screenshot({ path: 'test-results/hint-open-phone.png' });
	expect(await misreadStructure(page)).toEqual([]);
	await page.getByTestId('hint-more').click();
	await expect.poll(() => rulesOpen(page), { timeout: 5_000 }).toBe(1);
	expect(await misreadStructure(page)).toEqual([]);
	await page.getByTestId('rules-close').click();
	await page.getByTestId('hint-dismiss').click();
	expect(await hint(page).count()).toBe(0);

	// The same tip never comes back: not after a reload, not in another game.
	await page.reload();
	await myTurn(page);
	await noHint(page);
	const other = await context.newPage();
	await startGame(other, 'Bea');
	await noHint(other);
	await playCards(other, 1);
	await myTurn(other);
	await noHint(other);

	// Asked for again, the tips belong to the game being played.
	await other.getByTestId('rules-open').click();
	await other.getByTestId('show-tips-again').click();
	await other.getByTestId('tips-reset').waitFor();
	await other.getByTestId('rules-close').click();
	await hint(other).waitFor({ timeout: 10_000 });
	// Which one depends on the moment: a pick, or the decision of the card just placed.
	expect(['first-pick', 'cant-afford', 'first-decision']).toContain(await hint(other).getAttribute('data-hint'));

	// Another browser has its own first game.
	const { context: fresh } = await freshBrowser(DESKTOP);
	const newcomer = await fresh.newPage();
	await startGame(newcomer, 'Cy');
	await hint(newcomer).waitFor({ timeout: 10_000 });
	await page.close();
	await other.close();
	await newcomer.close();
});
