// /practice with no network: opened once online (the service worker installs), then
// the browser goes offline, the page loads again from the cache, and a game against
// two medium bots is played on the room in the page, with a reload on the way that
// continues it. A phone in English plays to the end and replays the downloaded file; a
// desktop in German stops a turn after the reload (the end screen at a desktop's size
// and in German is the server table's, tested with it; the three-engine suite plays
// /practice in Firefox and WebKit too). No request reaches the network during the game, no script
// error, and the finished game's file replays to its scores. Screenshots go to
// test-results/practice-<locale>-<size>.png. The two play at once, each in its own browser:
// a game is mostly the bots' pauses (in the page's worker, 900 ms a move).
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, inject, test, type ExpectStatic } from 'vitest';
import { replay, scores } from '../../engine/index';
import { launchBrowser, onFailedRequests } from './browser';
import { playToEnd, PHONE } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };
beforeAll(() => mkdirSync('test-results', { recursive: true }));

/**
 * Until the service worker controls the page. The page registers it 5 s after it loaded
 * (src/lib/app/install.ts): its clock, installed before it loaded, is run past that.
 */
async function controlled(page: Page, expect: ExpectStatic) {
	await page.clock.runFor(10_000);
	await page.evaluate(() => navigator.serviceWorker.ready);
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
}

/** The size of the game kept in IndexedDB (idb-keyval's store), as JSON. */
const keptBytes = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<number>((resolve, reject) => {
				const open = indexedDB.open('keyval-store');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const get = open.result.transaction('keyval').objectStore('keyval').get('practice');
					get.onsuccess = () => resolve(JSON.stringify(get.result ?? null).length);
				};
			})
	);

const CASES = [
	{ size: 'phone', viewport: PHONE, locale: 'en-US', heading: 'New practice game', toEnd: true },
	{ size: 'desktop', viewport: DESKTOP, locale: 'de-DE', heading: 'Neues Übungsspiel', toEnd: false }
];

for (const { size, viewport, locale, heading, toEnd } of CASES) {
	const what = toEnd ? 'played to the end' : 'a reload continues the game';
	test.concurrent(`/practice offline after one online load, ${what} (${locale}, ${size})`, async ({ expect }) => {
		const baseURL = inject('baseURL');
		const browser = await launchBrowser(viewport, { locale, serviceWorker: true });
		const errors: string[] = [];
		try {
			const page = await browser.context.newPage();
			page.on('pageerror', (error) => errors.push(error.message));
			page.on('console', (message) => {
				if (message.type() === 'error') errors.push(message.text());
			});
			await page.clock.install();
			await page.goto(`${baseURL}/practice`);
			await page.getByTestId('game').waitFor();
			// A room in the page: no connection status in the header ("connected" read wrong offline).
			expect(await page.getByTestId('status').count()).toBe(0);
			await controlled(page, expect);

			await browser.context.setOffline(true);
			// Every request from here on: answered by the service worker's cache, or failed (none may reach the network).
			const requests: { url: string; fromCache: boolean }[] = [];
			const failed: string[] = [];
			page.on('requestfinished', async (request) => {
				const response = await request.response();
				requests.push({ url: request.url(), fromCache: !!response?.fromServiceWorker() });
			});
			onFailedRequests(page, (why) => failed.push(why));
			const started = Date.now();
			await page.reload();
			await page.getByTestId('game').waitFor();
			const loadMs = Date.now() - started;
			await page.getByRole('heading', { name: heading }).waitFor();
			const loadRequests = requests.length;
			expect(requests.filter((r) => !r.fromCache)).toEqual([]);

			// A few moves, then a reload: the game goes on where it was.
			await playToEnd(page, { stopAfterTurns: toEnd ? 3 : 1 });
			// Compared on the player's own turn: while a bot is to act, it may move during the reload.
			await page.locator('[data-testid="game"][data-my-turn="true"]').waitFor();
			const act = await page.getByTestId('game').getAttribute('data-act');
			await page.reload();
			await page.getByTestId('game').waitFor();
			expect(await page.getByTestId('game').getAttribute('data-act')).toBe(act);
			if (size === 'phone') await page.screenshot({ path: `test-results/practice-${locale}-${size}-mid.png` });
			if (!toEnd) {
				await playToEnd(page, { stopAfterTurns: 1 });
				expect(requests.slice(loadRequests).filter((r) => !r.fromCache)).toEqual([]);
				expect(errors).toEqual([]);
				return;
			}

			await playToEnd(page);
			await page.getByTestId('end-screen').waitFor();
			expect(await page.locator('[data-testid="end-screen"] [data-testid="winner"]').count()).toBeGreaterThan(0);
			await page.screenshot({ path: `test-results/practice-${locale}-${size}.png`, fullPage: size === 'desktop' });

			// The file downloads and the engine replays it to the scores the table showed.
			const [download] = await Promise.all([
				page.waitForEvent('download'),
				page.getByTestId('download-record').click()
			]);
			const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
			expect(file.format).toBe('castle-combo-game');
			expect(file.seats.map((s: { kind: string }) => s.kind)).toEqual(['human', 'bot', 'bot']);
			expect(scores(replay(file.record)).map((s) => s.total)).toEqual(file.scores);

			const stored = await keptBytes(page);
			const gameRequests = requests.slice(loadRequests);
			console.log(
				`practice ${locale} ${size}: offline load ${loadMs} ms, ${loadRequests} requests at load (all from the cache), ` +
					`${gameRequests.length} during the game (${gameRequests.filter((r) => !r.fromCache).length} to the network), ` +
					`kept game ${stored} bytes`
			);
			expect(gameRequests.filter((r) => !r.fromCache)).toEqual([]);
			// Chromium's own check for a newer service worker script is not the page's (test/e2e/app.test.ts).
			expect(failed.filter((url) => !url.includes('/service-worker.js'))).toEqual([]);
			expect(errors).toEqual([]);
		} finally {
			await browser.close();
		}
	});
}
