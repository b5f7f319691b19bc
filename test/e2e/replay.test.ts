// Replays: a finished 3-player game watched again from its table and from its
// downloaded file (chosen and dropped) must end on the end screen's scores; a
// damaged file gives a clear error and breaks nothing; an old bare record loads.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { dropGameFile } from './game-files';
import { createTable, DESKTOP, PHONE, playOutFromNode, takeSeat } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(DESKTOP);
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

type Totals = { seat: number; total: number }[];

/** The final scores a score sheet shows (end screen or replay), by seat. */
const finalScores = (page: Page, within: string): Promise<Totals> =>
	page
		.locator(`${within} [data-testid="final-score"]`)
		.evaluateAll((els) =>
			els
				.map((el) => ({ seat: Number(el.getAttribute('data-seat')), total: Number(el.getAttribute('data-total')) }))
				.sort((a, b) => a.seat - b.seat)
		);

const step = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-step'));
const last = async (page: Page) => Number(await page.getByTestId('replay').getAttribute('data-last'));
const cardsOnTable = (page: Page) => page.locator('[data-testid="replay-player"] [data-testid="placed-card"]').count();

async function replayedToTheEnd(page: Page, legacy = false): Promise<Totals> {
	if ((await step(page)) !== (await last(page))) await page.getByTestId('replay-end').click();
	await page.getByTestId('replay-end-sheet').waitFor();
	expect(await page.getByTestId('replay-verified').textContent()).toContain(
		legacy ? 'no scores to compare' : 'match the scores saved in the file'
	);
	return finalScores(page, '[data-testid="replay-end-sheet"]');
}

test(
	'a finished 3-player game replays to the end screen scores, from the table and from its downloaded file',
	{ timeout: 300_000 },
	async () => {
		const baseURL = inject('baseURL');
		const page = await browser.context.newPage();
		const room = await createTable(baseURL);
		await page.goto(`${baseURL}/t/${room}`);
		await takeSeat(page, 'Ada');
		await page.getByTestId('bot-level').selectOption('easy');
		await page.getByTestId('add-bot').click();
		await page.getByTestId('add-bot').click();
		await expect.poll(() => page.getByTestId('seat').count(), { timeout: 20_000 }).toBe(3);
		await page.getByTestId('start').click();
		await page.getByTestId('game').waitFor();
		// The turns are not what this test looks at: played out from Node with the page's seat.
		await playOutFromNode(page, baseURL, room);
		await page.getByTestId('end-screen').waitFor();
		const endSeenAt = Date.now();
		const ended = await finalScores(page, '[data-testid="end-screen"]');
		expect(ended).toHaveLength(3);

		// The download: a versioned game file with the names, seats and scores.
		const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-record').click()]);
		const saved = `test-results/${download.suggestedFilename()}`;
		await download.saveAs(saved);
		const text = readFileSync(saved, 'utf8');
		const file = JSON.parse(text);
		expect(file).toMatchObject({ format: 'castle-combo-game', version: 2, room, gameNumber: 1 });
		// Dated when the game ended (before its end screen showed), not when the button was pressed.
		expect(Date.parse(file.finishedAt)).toBeLessThanOrEqual(endSeenAt);
		expect(file.seats.map((s: { name: string; kind: string }) => [s.name, s.kind])).toEqual([
			['Ada', 'human'],
			['Alba', 'bot'],
			['Bruno', 'bot']
		]);
		expect(file.scores).toEqual(ended.map((s) => s.total));

		// "Watch the replay" from the end screen: the room's own record, step by step.
		await page.getByTestId('watch-replay').click();
		await page.waitForURL(new RegExp(`/t/${room}/replay$`));
		await page.getByTestId('replay').waitFor({ timeout: 20_000 });
		// Who played, each bot by its own name with its level, then a spaced dash and when it ended.
		const who = (await page.getByTestId('replay-who').textContent())!.trim();
		expect(who).toMatch(/^Ada · Alba \(easy bot\) · Bruno \(easy bot\) — \w/);
		expect(await step(page)).toBe(0);
		expect(await cardsOnTable(page)).toBe(0);
		for (let i = 0; i < 3; i++) await page.getByTestId('replay-forward').click();
		expect(await step(page)).toBe(3);
		expect(await cardsOnTable(page)).toBeGreaterThan(0);
		expect((await page.getByTestId('replay-line').textContent())?.trim()).not.toBe('');
		await page.getByTestId('replay-back').click();
		expect(await step(page)).toBe(2);
		await page.getByTestId('replay-turn').selectOption('5');
		expect(await page.getByTestId('replay-position').textContent()).toContain('Turn 5');
		await page.screenshot({ path: 'test-results/replay-table-desktop.png' });
		// Play the last turns at 4× until the end.
		const turns = await page
			.getByTestId('replay-turn')
			.locator('option')
			.evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== 'end'));
		await page.getByTestId('replay-turn').selectOption(turns[turns.length - 2]);
		await page.getByTestId('replay-speed').selectOption('250');
		await page.getByTestId('replay-play').click();
		await expect.poll(() => step(page), { timeout: 30_000 }).toBe(await last(page));
		expect(await replayedToTheEnd(page)).toEqual(ended);
		await page.screenshot({ path: 'test-results/replay-end-desktop.png', fullPage: true });

		// The downloaded file, chosen on /replay (even before the page has started), gives the same;
		// dropped, too; on a phone.
		await page.goto(`${baseURL}/replay`);
		await page.getByTestId('replay-file').setInputFiles(saved);
		await page.getByTestId('replay').waitFor();
		// The file is dated when the game ended, as the table's replay is.
		expect((await page.getByTestId('replay-who').textContent())!.trim()).toBe(who);
		expect(await replayedToTheEnd(page)).toEqual(ended);
		await page.setViewportSize(PHONE);
		await page.goto(`${baseURL}/replay`);
		await page.locator('main[data-live="true"]').waitFor(); // a drop needs the started page
		await dropGameFile(page, text);
		await page.getByTestId('replay').waitFor();
		await page.getByTestId('replay-turn').selectOption('4');
		await page.screenshot({ path: 'test-results/replay-file-phone.png', fullPage: true });
		expect(await replayedToTheEnd(page)).toEqual(ended);

		// An old download (the bare engine record) still loads, with numbered names.
		await dropGameFile(page, JSON.stringify(file.record), 'old.json');
		await expect.poll(() => page.getByTestId('replay').textContent(), { timeout: 10_000 }).toContain('Player 1');
		expect(await replayedToTheEnd(page, true)).toEqual(ended);

		// Damaged files: a clear error each time, no crash, and the page still opens a good file afterwards.
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const damaged: [string, string][] = [
			[text.slice(0, text.length / 2), 'not valid JSON'],
			[JSON.stringify({ ...file, scores: file.scores.map((s: number, i: number) => (i ? s : s + 1)) }), 'final scores'],
			[
				JSON.stringify({
					...file,
					record: { ...file.record, actions: file.record.actions.slice(0, -4) }
				}),
				'before the end'
			],
			[
				JSON.stringify({
					...file,
					record: {
						...file.record,
						actions: file.record.actions.map((a: { action: { type: string } }, i: number) =>
							i === 1 ? { ...a, action: { type: 'key', use: 'refresh' } } : a
						)
					}
				}),
				'legal game'
			],
			[JSON.stringify({ format: 'castle-combo-game', version: 2, seats: 'x' }), 'damaged'],
			['{"hello": "world"}', 'not a Castle Combo game record']
		];
		for (const [content, says] of damaged) {
			await dropGameFile(page, content, 'damaged.json');
			await expect.poll(() => page.getByTestId('replay-error').textContent(), { timeout: 10_000 }).toContain(says);
			expect(await page.getByTestId('replay').count()).toBe(0);
		}
		await page.screenshot({ path: 'test-results/replay-error-phone.png' });
		await page.getByTestId('replay-file').setInputFiles(saved);
		await page.getByTestId('replay').waitFor();
		expect(await page.getByTestId('replay-error').count()).toBe(0);
		expect(errors).toEqual([]);

		// The table keeps its finished games: after a rematch, the replay link still shows game 1
		// (also by number), and a game that is not finished is named as such.
		await page.goto(`${baseURL}/t/${room}`);
		await page.getByTestId('rematch').click();
		await page.locator('[data-testid="table"][data-phase="playing"]').waitFor({ timeout: 20_000 });
		for (const path of ['replay', 'replay?game=1']) {
			await page.goto(`${baseURL}/t/${room}/${path}`);
			await page.getByTestId('replay').waitFor({ timeout: 20_000 });
			expect(await replayedToTheEnd(page)).toEqual(ended);
		}
		await page.goto(`${baseURL}/t/${room}/replay?game=2`);
		await expect
			.poll(() => page.getByTestId('replay-waiting').textContent(), { timeout: 20_000 })
			.toContain('no finished game number 2');
		await page.close();
	}
);
