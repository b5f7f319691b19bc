// After a deploy the room may ask an open page to reload (a version it no longer
// reads), or a script of the page's build may be gone from the server. The page
// reloads at once while the player waits, or on their turn tells them first; either
// way they are back in their seat. The room's `reload` is put on the page's own
// socket here (Playwright's WebSocket routing): this server speaks the page's version.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { launchBrowser } from './browser';
import { createTable, DESKTOP, PHONE, takeSeat } from './table-helpers';

let desk: Awaited<ReturnType<typeof launchBrowser>>;
let phone: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[desk, phone] = await Promise.all([launchBrowser(DESKTOP), launchBrowser(PHONE)]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await Promise.all([desk?.close(), phone?.close()]);
});

/** The page's sockets to the room pass through; the latest can be told what the room would say. */
async function routed(page: Page) {
	const sockets: WebSocketRoute[] = [];
	await page.routeWebSocket(/\/parties\/game\//, (ws) => {
		ws.connectToServer();
		sockets.push(ws);
	});
	return { roomSays: (message: object) => sockets.at(-1)!.send(JSON.stringify(message)) };
}

/** Marks this document: the mark is gone once the page has loaded again. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
const reloaded = (page: Page) =>
	page.waitForFunction(() => !(window as unknown as { loadedOnce?: boolean }).loadedOnce, null, { timeout: 15_000 });

test(
	'the room asks for a reload: on your turn you are told first and resume your seat; a spectator reloads at once',
	{ timeout: 120_000 },
	async () => {
		const baseURL = inject('baseURL');
		const room = await createTable(baseURL);
		const ada = await desk.context.newPage();
		const adaSocket = await routed(ada);
		await ada.goto(`${baseURL}/t/${room}`);
		await takeSeat(ada, 'Ada');
		await ada.getByTestId('add-bot').click();
		await ada.getByTestId('start').click();
		const myTurn = ada.locator('[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]');
		await myTurn.waitFor();

		const watcher = await phone.context.newPage();
		const watcherSocket = await routed(watcher);
		await watcher.goto(`${baseURL}/t/${room}`);
		await watcher.getByTestId('game').waitFor();
		await mark(watcher);
		watcherSocket.roomSays({ type: 'reload', reason: 'outdated' });
		await reloaded(watcher);
		await watcher.getByTestId('game').waitFor();
		await expect.poll(() => watcher.getByTestId('reload-notice').count()).toBe(0);

		// Ada is halfway through her turn: a card picked, not yet placed.
		await ada.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
		await mark(ada);
		adaSocket.roomSays({ type: 'reload', reason: 'newer' });
		const notice = ada.getByTestId('reload-notice');
		await notice.waitFor();
		await expect.poll(() => ada.getByTestId('table').getAttribute('data-live')).toBe('false');
		expect(await ada.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
		await ada.screenshot({ path: 'test-results/reload-notice-desktop.png' });
		await notice.getByRole('button').click();
		await reloaded(ada);
		await myTurn.waitFor();
		expect(await ada.getByTestId('reload-notice').count()).toBe(0);
		expect(await ada.getByTestId('table').getAttribute('data-live')).toBe('true');
	}
);

test(
	"a script of the page's build gone from the server: a spectator's page reloads at once",
	{ timeout: 60_000 },
	async () => {
		const baseURL = inject('baseURL');
		const room = await createTable(baseURL);
		const page = await phone.context.newPage();
		await page.goto(`${baseURL}/t/${room}`);
		await page.getByTestId('name-input').waitFor();
		await mark(page);
		await page.evaluate(() => dispatchEvent(new Event('vite:preloadError')));
		await reloaded(page);
		await page.getByTestId('name-input').waitFor();
	}
);
