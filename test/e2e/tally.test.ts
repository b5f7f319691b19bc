// The evening's tally in Chromium: one person and an easy bot play two games with a
// rematch. After the first the end screen shows only its scores; after the second it
// adds the tally (two games, each seat's wins and points over both), which fits a
// desktop and a phone. Back in the lobby (the host's "Change seats first"), the same
// tally shows while the seats change, and the next game deals for the new seats.
// Screenshots go to test-results/.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { RoomState, ServerMessage } from '../../party/protocol';
import { launchBrowser } from './browser';
import { PHONE, playOutFromNode, startAgainstBot } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(DESKTOP);
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

/** The final scores on the end screen, by seat: total, and whether the seat won. */
async function finalScores(page: Page) {
	const rows = page.getByTestId('final-score');
	await rows.first().waitFor();
	const read = await rows.evaluateAll((els) =>
		els.map((el) => ({
			seat: Number(el.getAttribute('data-seat')),
			total: Number(el.getAttribute('data-total')),
			won: el.getAttribute('data-rank') === '1'
		}))
	);
	return read.sort((a, b) => a.seat - b.seat);
}

async function tallyLines(page: Page) {
	return page
		.getByTestId('tally-line')
		.evaluateAll((els) =>
			els.map((el) => [
				el.getAttribute('data-name'),
				Number(el.getAttribute('data-wins')),
				Number(el.getAttribute('data-points'))
			])
		);
}

/** The tally fits its width: nothing overflows sideways. */
async function fitsWidth(page: Page) {
	return page.getByTestId('tally').evaluate((el) => {
		const box = el.getBoundingClientRect();
		const inside = [...el.querySelectorAll('*')].every(
			(child) => child.getBoundingClientRect().right <= box.right + 0.5
		);
		return inside && box.right <= document.documentElement.clientWidth && el.scrollWidth <= el.clientWidth;
	});
}

/** The tally in the room's latest state to this page (its sockets watched from the start). */
function watchTally(page: Page) {
	let tally: RoomState['tally'];
	page.on('websocket', (socket) =>
		socket.on('framereceived', ({ payload }) => {
			const message = JSON.parse(String(payload)) as ServerMessage;
			if (message.type === 'state') tally = message.state.tally;
		})
	);
	return () => tally;
}

test(
	'two games with a rematch: the end screen’s tally counts two, at 1280×800 and 390×844',
	{ timeout: 480_000 },
	async () => {
		const baseURL = inject('baseURL');
		const page = await browser.context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const tallyNow = watchTally(page);
		const room = await startAgainstBot(page, baseURL);
		// The turns are not what this test looks at: each game played out from Node with the page's seat.
		await playOutFromNode(page, baseURL, room);
		await page.getByTestId('end-screen').waitFor();
		const first = await finalScores(page);
		// One game: the score sheet says it all.
		expect(await page.getByTestId('tally').count()).toBe(0);

		await page.getByTestId('rematch').click();
		await page.locator('[data-testid="table"][data-phase="playing"]').waitFor();
		await playOutFromNode(page, baseURL, room);
		await page.getByTestId('end-screen').waitFor();
		const second = await finalScores(page);
		const tally = page.getByTestId('tally');
		await tally.waitFor();
		expect(await tally.getAttribute('data-games')).toBe('2');
		expect(await page.getByTestId('tally-games').textContent()).toBe('Games played: 2');
		const wins = (seat: number) => Number(first[seat].won) + Number(second[seat].won);
		const points = (seat: number) => first[seat].total + second[seat].total;
		const expected = [
			['Ada', wins(0), points(0)],
			['Alba', wins(1), points(1)]
		].sort((a, b) => (b[1] as number) - (a[1] as number) || (b[2] as number) - (a[2] as number));
		expect(await tallyLines(page)).toEqual(expected);
		// Ada's own line is marked as hers.
		expect(await tally.locator('tr.you').getAttribute('data-name')).toBe('Ada');

		await tally.scrollIntoViewIfNeeded();
		expect(await fitsWidth(page)).toBe(true);
		await page.screenshot({ path: 'test-results/tally-1280x800.png' });
		await page.setViewportSize(PHONE);
		await tally.scrollIntoViewIfNeeded();
		expect(await fitsWidth(page)).toBe(true);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await page.screenshot({ path: 'test-results/tally-390x844.png' });
		const evening = tallyNow();
		expect(evening?.games).toBe(2);

		// Back to the lobby: the seats may change, and the evening's tally stays in view.
		await page.setViewportSize(DESKTOP);
		await page.getByTestId('back-to-lobby').click();
		await page.locator('[data-testid="table"][data-phase="lobby"]').waitFor();
		await tally.waitFor();
		expect(await tally.getAttribute('data-games')).toBe('2');
		const byWins = [...evening!.lines].sort((a, b) => b.wins - a.wins || b.points - a.points);
		expect(await tallyLines(page)).toEqual(byWins.map((line) => [line.name, line.wins, line.points]));
		expect(await tally.locator('tr.you').getAttribute('data-name')).toBe('Ada');
		await tally.scrollIntoViewIfNeeded();
		expect(await fitsWidth(page)).toBe(true);
		await page.screenshot({ path: 'test-results/tally-lobby-1280x800.png' });
		await page.setViewportSize(PHONE);
		await tally.scrollIntoViewIfNeeded();
		expect(await fitsWidth(page)).toBe(true);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
		await page.screenshot({ path: 'test-results/tally-lobby-390x844.png' });
		// A third seat, then the next game is dealt for three.
		await page.getByTestId('add-bot').click();
		await page.locator('[data-testid="seat"]').nth(2).waitFor();
		await page.getByTestId('start').click();
		await page.locator('[data-testid="table"][data-phase="playing"]').waitFor();
		await expect.poll(() => page.locator('[data-testid="player-panel"]').count()).toBe(3);
		expect(errors).toEqual([]);
	}
);
