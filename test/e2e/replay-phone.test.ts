// A replay on a phone (390×844): the pinned controls are one compact row, jumping
// to the end lands on the final scores with their heading in sight, and a screen
// reader hears each tableau row by row with each card's place, as the eye sees it.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { dropGameFile, playedGameFile } from './game-files';
import { PHONE } from './table-helpers';

/** A whole 3-player game, each move the first legal one, as its downloaded file. */
const gameFileText = () =>
	playedGameFile({
		seed: 'replay on a phone',
		names: ['Ada', 'Bob', 'Cy'],
		room: 'phonereplay23',
		finishedAt: Date.UTC(2025, 10, 24, 18, 29),
		pick: (legal) => legal[0]
	});

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
beforeAll(async () => {
	browser = await launchBrowser(PHONE);
	mkdirSync('test-results', { recursive: true });
	page = await browser.context.newPage();
	await page.goto(`${inject('baseURL')}/replay`);
	await page.locator('main[data-live="true"]').waitFor();
	await dropGameFile(page, gameFileText());
	await page.getByTestId('replay').waitFor();
});
afterAll(() => browser?.close());

/** Scrolled down to the last player's tableau, as while watching the board. */
const scrollToLastPlayer = () =>
	page
		.getByTestId('replay-player')
		.last()
		.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + scrollY));

/** How far down the screen the replay's pinned (sticky) parts reach, in px. */
const pinnedBottom = () =>
	page.getByTestId('replay').evaluate((replay) => {
		const pinned = [...replay.querySelectorAll('*')].filter((el) => getComputedStyle(el).position === 'sticky');
		return Math.max(0, ...pinned.map((el) => el.getBoundingClientRect().bottom));
	});

test('the pinned controls are one row, a fourteenth of the screen at most', async () => {
	await page.getByTestId('replay-turn').selectOption('20');
	await scrollToLastPlayer();
	const bottom = await pinnedBottom();
	expect(bottom).toBeGreaterThan(0);
	expect(bottom).toBeLessThanOrEqual(PHONE.height / 14); // 60 px: a 44 px row and its margins
	// Every control of the toolbar side by side.
	const tops = await page
		.getByRole('toolbar')
		.locator('button, select')
		.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
	expect(tops.length).toBeGreaterThanOrEqual(6);
	expect(new Set(tops).size).toBe(1);
	await page.screenshot({ path: 'test-results/replay-phone-pinned.png' });
});

test('jumping to the end from the board lands on the final scores, their heading below the pinned controls', async () => {
	await page.getByTestId('replay-turn').selectOption('20');
	await scrollToLastPlayer();
	await page.getByTestId('replay-end').click();
	await page.getByTestId('replay-end-sheet').waitFor();
	const heading = page.getByTestId('replay-end-sheet').getByRole('heading', { name: 'Final scores' });
	await expect
		.poll(async () => {
			const box = (await heading.boundingBox())!;
			return box.y >= (await pinnedBottom()) && box.y + box.height <= PHONE.height;
		})
		.toBe(true);
	await page.screenshot({ path: 'test-results/replay-phone-final-scores.png' });
});

const NINE = [
	['top left', 'top', 'top right'],
	['left', 'centre', 'right'],
	['bottom left', 'bottom', 'bottom right']
];

/** A player's placed cards as a screen reader meets them: their names, in order, and where each is seen. */
function tableauAsRead(seat: number) {
	return page
		.locator(`[data-testid="replay-player"][data-seat="${seat}"] [data-testid="tableau"]`)
		.ariaSnapshot()
		.then(async (snapshot) => {
			const names = [...snapshot.matchAll(/button "([^"]*)"/g)].map((m) => m[1]);
			const boxes = await page
				.locator(`[data-testid="replay-player"][data-seat="${seat}"] [data-testid="placed-card"]`)
				.evaluateAll((els) =>
					els.map((el) => {
						const box = el.getBoundingClientRect();
						return { top: Math.round(box.top), left: Math.round(box.left) };
					})
				);
			return { names, boxes };
		});
}

test('a screen reader reads each tableau row by row, each card with its place', async () => {
	await page.getByTestId('replay-turn').selectOption('end');
	for (const seat of [0, 1, 2]) {
		const { names, boxes } = await tableauAsRead(seat);
		expect(names).toHaveLength(9);
		// The order read is the order seen: top row left to right, then the next row.
		const seen = [...boxes].sort((a, b) => a.top - b.top || a.left - b.left);
		expect(boxes).toEqual(seen);
		expect(names.map((name) => name.split(':')[0])).toEqual(NINE.flat());
	}

	// Midway, a smaller tableau: read row by row too, each card named by its place in it.
	await page.getByTestId('replay-turn').selectOption('8');
	for (const seat of [0, 1, 2]) {
		const { names, boxes } = await tableauAsRead(seat);
		expect(names.length).toBeGreaterThanOrEqual(2);
		expect(boxes).toEqual([...boxes].sort((a, b) => a.top - b.top || a.left - b.left));
		const rows = [...new Set(boxes.map((b) => b.top))].sort((a, b) => a - b);
		const columns = [...new Set(boxes.map((b) => b.left))].sort((a, b) => a - b);
		// One row or column is the middle; two are the two edges (as a full grid names them).
		const third = (i: number, n: number) => (n === 1 ? 1 : n === 2 ? i * 2 : i);
		const expected = boxes.map(
			(b) => NINE[third(rows.indexOf(b.top), rows.length)][third(columns.indexOf(b.left), columns.length)]
		);
		expect(
			names.map((name) => name.split(':')[0]),
			`seat ${seat}`
		).toEqual(expected);
	}
});
