// Two people and a bot play a whole game in two browsers, clicking only what a
// person would click; the end screen must agree with the room.
import { mkdirSync } from 'node:fs';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { playOut, resumePuppet } from './puppet';
import { DESKTOP, PHONE, playToEnd, takeSeat } from './table-helpers';

// The whole game is seen with the table's motion; the other tests ask for reduced motion
// (see launchBrowser), so that what they look at shows at once.
let host: Awaited<ReturnType<typeof launchBrowser>>;
let guest: Awaited<ReturnType<typeof launchBrowser>>;
let stillHost: Awaited<ReturnType<typeof launchBrowser>>;
let stillGuest: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[host, guest, stillHost, stillGuest] = await Promise.all([
		launchBrowser(DESKTOP, { motion: true }),
		launchBrowser(PHONE, { motion: true }),
		launchBrowser(DESKTOP),
		launchBrowser(PHONE)
	]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	for (const browser of [host, guest, stillHost, stillGuest]) await browser?.close();
});

/** Screenshots at both sizes: the host's window is a desktop, the guest's a phone. */
async function shoot(name: string, desktop: Page, phone: Page) {
	await desktop.screenshot({ path: `test-results/${name}-desktop.png`, fullPage: true });
	await phone.screenshot({ path: `test-results/${name}-phone.png`, fullPage: true });
}

/** What the room itself says, as a spectator would hear it. */
function roomState(
	baseURL: string,
	room: string
): Promise<{ phase: string; game: { scores: { total: number; rank: number }[] | null } }> {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/parties/game/${room}`);
		ws.on('message', (data) => {
			const message = JSON.parse(String(data));
			if (message.type === 'state') {
				ws.close();
				resolve(message.state);
			}
		});
		ws.on('error', reject);
	});
}

test('two people and a bot play a complete game to the end screen', { timeout: 300_000 }, async () => {
	const baseURL = inject('baseURL');
	const ada = await host.context.newPage();
	const bob = await guest.context.newPage();

	await ada.goto(baseURL + '/');
	await ada.getByRole('button', { name: 'Play with friends' }).click();
	await ada.waitForURL(/\/t\/[A-Za-z0-9_-]{10,}$/);
	const room = new URL(ada.url()).pathname.split('/').pop()!;
	await takeSeat(ada, 'Ada');

	// The invite link is what a friend opens.
	const invite = await ada.locator('#invite-link').inputValue();
	expect(invite).toBe(ada.url());
	await bob.goto(invite);
	await takeSeat(bob, 'Bob');

	await ada.getByTestId('bot-level').selectOption('easy');
	await ada.getByTestId('add-bot').click();
	await expect.poll(() => bob.getByTestId('seat').count(), { timeout: 20_000 }).toBe(3);
	await expect.poll(() => bob.getByTestId('waiting-host').isVisible(), { timeout: 20_000 }).toBe(true);
	await shoot('lobby', ada, bob);

	await ada.getByTestId('start').click();
	await Promise.all([ada.getByTestId('game').waitFor(), bob.getByTestId('game').waitFor()]);

	// Both play on their own; Ada pauses after a few turns for the mid-game pictures.
	const bobPlays = playToEnd(bob);
	await playToEnd(ada, { stopAfterTurns: 4 });
	await shoot('mid-game', ada, bob);
	await Promise.all([playToEnd(ada), bobPlays]);

	await Promise.all([ada.getByTestId('end-screen').waitFor(), bob.getByTestId('end-screen').waitFor()]);
	await shoot('end', ada, bob);

	const final = await roomState(baseURL, room);
	expect(final.phase).toBe('over');
	const shown = async (page: Page) =>
		page
			.getByTestId('final-score')
			.evaluateAll((els) =>
				els
					.map((el) => ({ seat: Number(el.getAttribute('data-seat')), total: Number(el.getAttribute('data-total')) }))
					.sort((a, b) => a.seat - b.seat)
			);
	const expected = final.game.scores!.map((s, seat) => ({ seat, total: s.total }));
	expect(await shown(ada)).toEqual(expected);
	expect(await shown(bob)).toEqual(expected);
	// The score pad adds up to the same totals.
	const padTotals = await ada.getByTestId('pad-total').allTextContents();
	expect(padTotals.map(Number).sort()).toEqual(expected.map((s) => s.total).sort());
	await expect.poll(() => ada.getByTestId('download-record').isVisible(), { timeout: 20_000 }).toBe(true);
	await expect.poll(() => ada.getByTestId('rematch').isVisible(), { timeout: 20_000 }).toBe(true);
	expect(await bob.getByTestId('rematch').count()).toBe(0);
	// Each sees their own row highlighted, and Bob is told who starts the rematch.
	expect(await ada.locator('[data-testid="final-score"][data-you="true"]').textContent()).toContain('Ada');
	expect(await bob.locator('[data-testid="final-score"][data-you="true"]').textContent()).toContain('Bob');
	expect(await bob.getByTestId('waiting-rematch').textContent()).toContain('Waiting for Ada to start a rematch');
});

test('a refresh mid-game resumes the seat and the game goes on', { timeout: 240_000 }, async () => {
	const baseURL = inject('baseURL');
	const page = await stillHost.context.newPage();
	await page.goto(baseURL + '/new');
	await takeSeat(page, 'Cleo');
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
	// Someone else opening the link mid-game watches, read-only.
	const watcher = await stillGuest.context.newPage();
	await watcher.goto(page.url());
	await watcher.getByTestId('game').waitFor();
	await expect.poll(() => watcher.getByTestId('watching').isVisible(), { timeout: 20_000 }).toBe(true);
	expect(await watcher.locator('[data-testid="display-card"][data-selectable="true"]').count()).toBe(0);
	expect(await watcher.getByTestId('your-turn').count()).toBe(0);
	await watcher.close();

	await playToEnd(page, { stopAfterTurns: 3 });
	const cardsBefore = await page.locator('.mine [data-testid="placed-card"]').count();

	await page.reload();
	await page.getByTestId('game').waitFor();
	// The seat is ours again: our panel says "(you)" and our tableau is back.
	await expect
		.poll(() => page.locator('[data-testid="player-panel"]', { hasText: '(you)' }).textContent(), { timeout: 20_000 })
		.toContain('Cleo');
	await expect
		.poll(() => page.locator('.mine [data-testid="placed-card"]').count(), { timeout: 20_000 })
		.toBeGreaterThanOrEqual(cardsBefore);
	// The page plays on; the rest of the game is played out from Node with its seat token.
	await playToEnd(page, { stopAfterTurns: 1 });
	const room = new URL(page.url()).pathname.split('/').pop()!;
	const token = await page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`)!, room);
	const cleo = await resumePuppet(baseURL, room, token);
	await playOut([cleo]);
	cleo.close();
	await page.getByTestId('end-screen').waitFor();
	expect(await page.locator('.mine [data-testid="placed-card"]').count()).toBe(9);
	await page.close();
});

test(
	'a whole turn by keyboard: Tab to a card, Enter, focus lands on the best spot, Enter picks it, Enter confirms',
	{ timeout: 120_000 },
	async () => {
		const page = await stillHost.context.newPage();
		await page.goto(inject('baseURL') + '/new');
		await takeSeat(page, 'Kim');
		await page.getByTestId('bot-level').selectOption('easy');
		await page.getByTestId('add-bot').click();
		await page.getByTestId('start').click();
		await page
			.locator('[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]')
			.waitFor({ timeout: 30_000 });
		const focused = () =>
			page.evaluate(() => {
				const el = document.activeElement as HTMLElement | null;
				return {
					testid: el?.dataset.testid ?? null,
					selectable: el?.dataset.selectable ?? null,
					gain: el?.dataset.gain ?? null
				};
			});
		let reached = false;
		for (let i = 0; i < 80 && !reached; i++) {
			await page.keyboard.press('Tab');
			const f = await focused();
			reached = f.testid === 'display-card' && f.selectable === 'true';
		}
		expect(reached).toBe(true);
		await page.keyboard.press('Enter');
		await expect.poll(async () => (await focused()).testid, { timeout: 5_000 }).toBe('spot');
		const gains = await page
			.getByTestId('spot')
			.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-gain'))));
		expect(Number((await focused()).gain)).toBe(Math.max(...gains));
		await page.keyboard.press('Enter');
		// The spot shows the card in place and focus waits on Confirm.
		await page.getByTestId('placement-preview').waitFor();
		await expect.poll(async () => (await focused()).testid, { timeout: 5_000 }).toBe('confirm-placement');
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator('.mine [data-testid="placed-card"]').count(), { timeout: 10_000 }).toBe(1);
		await page.close();
	}
);

test('with the turn timer on, the player to act sees their seconds count down', { timeout: 60_000 }, async () => {
	const page = await stillHost.context.newPage();
	await page.goto(inject('baseURL') + '/new');
	await takeSeat(page, 'Tia');
	await page.getByLabel('Turn timer').selectOption('30'); // by value: the label is in the page's language
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await page
		.locator('[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]')
		.waitFor({ timeout: 30_000 });
	const seconds = async () => Number((await page.getByTestId('timer').textContent())?.match(/\d+/)?.[0]);
	const first = await seconds();
	expect(first).toBeGreaterThan(20);
	expect(first).toBeLessThanOrEqual(30);
	await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
	await page.close();
});
