// A player who leaves mid-game, seen by the others and on coming back: the
// countdown on their panel, the bot's moves named in the log, and the summary
// for the returning player. Its own server with a short grace period (GRACE_MS),
// so a bot takes over within seconds; desktop and phone sizes.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { serverAndTwoBrowsers, type OwnServer } from './own-server';
import { moveIfMine, MY_MOVE, PHONE, twoPeopleStarted } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };
const GRACE_MS = 8_000;

let own: OwnServer;
beforeAll(async () => {
	own = await serverAndTwoBrowsers('absence', { GRACE_MS: String(GRACE_MS) });
});
afterAll(() => own?.close());

const seatOf = async (page: Page, name: string) =>
	Number(
		await page
			.locator('[data-testid="player-panel"]', { has: page.locator('h3', { hasText: name }) })
			.getAttribute('data-seat')
	);

/** Whether an element matches `selector` in the page (`present`), or none does (`absent`). */
type Until = { present: string } | { absent: string };

/**
 * Ada plays her own turns (and answers her cards) until `done` holds in her page; between
 * her moves it waits for her next move or for `done`, looked for at every frame.
 */
async function playUntil(page: Page, done: Until, what: string) {
	const turns = { n: 0 };
	const deadline = Date.now() + 90_000;
	const holds = ({ done, myMove }: { done: Until; myMove: string | null }) =>
		('present' in done ? !!document.querySelector(done.present) : !document.querySelector(done.absent)) ||
		(myMove !== null && [...document.querySelectorAll(myMove)].some((el) => el.checkVisibility()));
	while (Date.now() < deadline) {
		if (await page.evaluate(holds, { done, myMove: null })) return;
		if ((await moveIfMine(page, turns)) !== 'idle') continue;
		await page
			.waitForFunction(
				holds,
				{ done, myMove: MY_MOVE },
				{ polling: 'raf', timeout: Math.max(1, deadline - Date.now()) }
			)
			.catch(() => {});
	}
	throw new Error(`Timed out waiting for ${what}.`);
}

test(
	'a player who leaves mid-game: a countdown on their panel, the bot’s moves named in the log, a summary on return',
	{ timeout: 240_000 },
	async () => {
		const { server, desk, phone } = own;
		const started = await twoPeopleStarted(server.url, desk.context, phone.context);
		const { room, ada } = started;
		let bob = started.bob;
		const bobSeat = await seatOf(ada, 'Bob');

		// Bob closes his page: Ada sees, on his panel, when a bot will take over; it counts down.
		await bob.close();
		const absence = ada.locator(`[data-testid="player-panel"][data-seat="${bobSeat}"] [data-testid="absence"]`);
		await ada
			.locator(`[data-testid="player-panel"][data-seat="${bobSeat}"] [data-testid="absence"][data-bot-in]`)
			.waitFor({ timeout: 20_000 });
		expect(await absence.textContent()).toMatch(/^Bob is offline — a bot plays for them in \d+ sec$/);
		const first = Number(await absence.getAttribute('data-bot-in'));
		expect(first).toBeGreaterThan(0);
		expect(first).toBeLessThanOrEqual(GRACE_MS / 1000);
		await expect
			.poll(async () => Number(await absence.getAttribute('data-bot-in')), { timeout: 5_000 })
			.toBeLessThan(first);
		await ada.screenshot({ path: 'test-results/absence-countdown-desktop.png' });
		// On a phone too, the panel says it.
		await ada.setViewportSize(PHONE);
		await absence.scrollIntoViewIfNeeded();
		expect(await absence.isVisible()).toBe(true);
		await ada.screenshot({ path: 'test-results/absence-countdown-phone.png' });
		await ada.setViewportSize(DESKTOP);

		// The grace period ends: a bot plays Bob's turns, and the log says so on Bob's lines only.
		const standIn = ada.locator('[data-testid="game-log"] li[data-stand-in="bot"]');
		await playUntil(
			ada,
			{ present: '[data-testid="game-log"] li[data-stand-in="bot"]' },
			'a move by the bot standing in for Bob'
		);
		for (const line of await standIn.allTextContents()) expect(line).toMatch(/^Bob .*\(bot for Bob\)$/);
		expect(await ada.locator('[data-testid="game-log"] li.header[data-stand-in]').count()).toBe(0);
		expect(await absence.textContent()).toBe('Bob is away — a bot plays for them');
		// Let the bot finish the turn it is playing (an ability may ask a question).
		await playUntil(
			ada,
			{ absent: `[data-testid="player-panel"][data-seat="${bobSeat}"] [data-testid="active-marker"]` },
			'the end of the bot’s turn'
		);
		await ada.screenshot({ path: 'test-results/absence-log-desktop.png' });

		// Bob comes back (his seat token is in this browser): he reads what happened, then dismisses it.
		bob = await phone.context.newPage();
		await bob.goto(`${server.url}/t/${room}`);
		const summary = bob.getByTestId('away-summary');
		await summary.waitFor({ timeout: 20_000 });
		expect(await summary.textContent()).toMatch(/While you were away, a bot played \d+ turns? for you\./);
		const turns = Number((await summary.textContent())?.match(/played (\d+) turn/)?.[1]);
		expect(turns).toBeGreaterThanOrEqual(1);
		// The log is the column's last slice of the page's first draw, which may come after the summary.
		await bob.locator('[data-testid="game-log"] li[data-stand-in="bot"]').first().waitFor({ timeout: 10_000 });
		await bob.screenshot({ path: 'test-results/absence-return-phone.png' });
		await bob.setViewportSize(DESKTOP);
		await bob.screenshot({ path: 'test-results/absence-return-desktop.png' });
		await bob.getByTestId('dismiss-away').click();
		expect(await summary.count()).toBe(0);
		// Back: his panel on Ada's screen no longer speaks of a bot.
		await expect.poll(() => absence.count(), { timeout: 20_000 }).toBe(0);
		await ada.close();
		await bob.close();
	}
);
