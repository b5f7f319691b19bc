import { mkdirSync } from 'node:fs';
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { createTable, PHONE, takeSeat } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser();
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

test('"Play with friends" leads to a connected lobby', async () => {
	const page = await browser.context.newPage();
	await page.goto(inject('baseURL') + '/');
	await expect.poll(() => page.getByTestId('home-court').isVisible(), { timeout: 20_000 }).toBe(true);
	await page.getByRole('button', { name: 'Play with friends' }).click();
	await page.waitForURL(/\/t\/[A-Za-z0-9_-]{10,}$/);
	await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected');
	await page.getByTestId('lobby').waitFor();
	await page.screenshot({ path: 'test-results/home-new-table.png' });
	await page.close();
});

/** A table that exists (as "New table" makes it), by one request, as a script would. */
async function existingTable(): Promise<string> {
	const response = await fetch(inject('baseURL') + '/new', { redirect: 'manual' });
	expect(response.status).toBe(303);
	return response.headers.get('location')!.split('/').pop()!;
}

/** What a WebSocket to the table hears first: a state, or `closed` with its reason. */
function firstMessage(room: string): Promise<{ type: string; reason?: string }> {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(`${inject('baseURL').replace(/^http/, 'ws')}/parties/game/${room}`);
		ws.on('message', (data) => {
			ws.close();
			resolve(JSON.parse(String(data)));
		});
		ws.on('error', reject);
	});
}

test('a table code or link typed on the home page opens that table; an unknown one is named and created nowhere', async () => {
	const page = await browser.context.newPage();
	await page.setViewportSize(PHONE);
	await page.goto(inject('baseURL') + '/');
	await page.screenshot({ path: 'test-results/home-phone.png', fullPage: true });
	await page.getByLabel('Join a table').fill('not a code');
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('not a table link');

	const unknown = 'zzzzzzzzzzzzzzzz';
	await page.getByLabel('Join a table').fill(unknown);
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await expect
		.poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 })
		.toBe(`No table with the code ${unknown}.`);
	expect(new URL(page.url()).pathname).toBe('/');
	expect(await page.getByLabel('Join a table').inputValue()).toBe(unknown);
	expect(await firstMessage(unknown)).toEqual({ type: 'closed', reason: 'missing' });

	const room = await existingTable();
	await page.getByLabel('Join a table').fill(`${inject('baseURL')}/t/${room}`);
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await page.waitForURL(new RegExp(`/t/${room}$`));
	await page.getByTestId('lobby').waitFor();
	await page.close();
});

test('/t/<id> of a table that does not exist says so and offers a new one', async () => {
	const page = await browser.context.newPage();
	await page.goto(inject('baseURL') + '/t/doesnotexist99');
	await expect.poll(() => page.getByTestId('no-table').textContent(), { timeout: 20_000 }).toContain('doesnotexist99');
	await page.screenshot({ path: 'test-results/no-table.png' });
	expect(await firstMessage('doesnotexist99')).toEqual({ type: 'closed', reason: 'missing' });
	await page.getByTestId('new-table').click();
	await page.waitForURL(/\/t\/[a-z2-9]{16}$/);
	await page.getByTestId('lobby').waitFor();
	await page.close();
});

test("the bots' settings chosen before the page has hydrated are kept, and remembered for the next visit", async () => {
	// A browser of its own: the settings it remembers must not reach the other tests.
	const slow = await launchBrowser(PHONE);
	try {
		const page = await slow.context.newPage();
		// The app's first script arrives late, as on a slow phone: the page is the server's until then.
		let hydrated = false;
		await page.route(/\/entry\/start\.[^/]+\.js$/, async (route) => {
			await new Promise((resolve) => setTimeout(resolve, 1500));
			hydrated = true;
			await route.continue();
		});
		const loading = page.goto(inject('baseURL') + '/');
		await page.getByTestId('bot-settings').locator('summary').click();
		await page.getByTestId('bot-count').selectOption('4');
		await page.getByTestId('bot-game-level').selectOption('hard');
		expect(hydrated, 'chosen before the app arrived').toBe(false);
		await loading;
		await expect.poll(() => page.getByTestId('bots-summary').textContent(), { timeout: 10_000 }).toBe('Bots: 4 · hard');
		expect(await page.getByTestId('bot-count').inputValue()).toBe('4');
		expect(await page.getByTestId('bot-game-level').inputValue()).toBe('hard');

		await page.unrouteAll();
		await page.reload();
		await expect.poll(() => page.getByTestId('bots-summary').textContent(), { timeout: 10_000 }).toBe('Bots: 4 · hard');
	} finally {
		await slow.close();
	}
});

test('the home page forms work before the page has hydrated (no JavaScript at all)', async () => {
	const page = await browser.context.newPage();
	// Abort every script: the state a slow phone is in when someone clicks at once.
	await page.route(/\.js(\?|$)/, (route) => route.abort());
	const home = inject('baseURL') + '/';
	await page.goto(home);
	await page.getByRole('button', { name: 'Play with friends' }).click();
	await page.waitForURL(/\/t\/[a-z2-9]{16}$/);
	const first = new URL(page.url()).pathname;

	await page.goto(home);
	await page.getByRole('button', { name: 'Play with friends' }).click();
	await page.waitForURL(/\/t\/[a-z2-9]{16}$/);
	expect(new URL(page.url()).pathname, 'each click makes a fresh table').not.toBe(first);

	const room = await existingTable();
	await page.goto(home);
	await page.getByLabel('Join a table').fill(`${inject('baseURL')}/embed/${room}`);
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await page.waitForURL(new RegExp(`/t/${room}$`));

	await page.goto(home);
	await page.getByLabel('Join a table').fill('abcdefghijk23');
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await page.waitForURL(/\/\?code=abcdefghijk23&problem=missing$/);
	expect(await page.getByRole('alert').textContent()).toBe('No table with the code abcdefghijk23.');
	expect(await page.getByLabel('Join a table').inputValue()).toBe('abcdefghijk23');

	await page.goto(home);
	await page.getByLabel('Join a table').fill('not a code');
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await page.waitForURL(/\/\?code=not(\+|%20)a(\+|%20)code$/);
	expect(await page.getByRole('alert').textContent()).toContain('not a table link');
	expect(await page.getByLabel('Join a table').inputValue()).toBe('not a code');
	await page.close();
});

test('the home page lists the tables you sat at, follows their games, and forgets one on request', async () => {
	const baseURL = inject('baseURL');
	const page = await browser.context.newPage();
	const room = await createTable(baseURL);
	await page.goto(`${baseURL}/t/${room}`);
	await takeSeat(page, 'Hal');
	await page.goto(baseURL + '/');
	const entry = page.locator(`[data-testid="my-table"][data-room="${room}"]`);
	await entry.waitFor();
	await expect.poll(() => entry.getAttribute('data-live'), { timeout: 20_000 }).toBe('true');
	expect(await entry.textContent()).toContain('In the lobby');

	// Back at the table, the game starts; the home page follows it.
	await entry.getByTestId('back-to-table').click();
	await page.waitForURL(new RegExp(`/t/${room}$`));
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await page
		.locator('[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]')
		.waitFor({ timeout: 30_000 });
	await page.goto(baseURL + '/');
	await entry.waitFor();
	// This browser's memory already says "Your turn"; the names come with the table's own answer.
	await expect.poll(() => entry.getAttribute('data-live'), { timeout: 20_000 }).toBe('true');
	expect(await entry.locator('.standing').textContent()).toBe('Your turn');
	expect(await entry.textContent()).toMatch(/Table \w{4} · with \S+ · turn \d+/);
	await page.screenshot({ path: 'test-results/home-your-tables.png' });

	await entry.getByTestId('forget-table').click();
	expect(await entry.count()).toBe(0);
	await page.reload();
	await page.getByTestId('home-court').waitFor();
	expect(await entry.count()).toBe(0);
	await page.close();
});

test('a bad address gets a friendly page with the way home', async () => {
	const page = await browser.context.newPage();
	await page.setViewportSize(PHONE);
	const response = await page.goto(inject('baseURL') + '/no/such/page');
	expect(response?.status()).toBe(404);
	await page.getByTestId('error-page').waitFor();
	expect(await page.locator('h1').textContent()).toContain('nothing at this address');
	await page.getByTestId('home-link').click();
	await page.getByRole('button', { name: 'Play with friends' }).waitFor();
	await page.close();
});

test('with the network gone, "Play against bots" offers practice in the page', async () => {
	const phone = await launchBrowser(PHONE);
	try {
		const page = await phone.context.newPage();
		await page.goto(inject('baseURL') + '/');
		// Hydrated: the controller has looked at the network (before, the button is a plain form).
		await page.locator('[data-testid="play-bots"][data-status="idle"]').waitFor();
		await page.waitForLoadState('networkidle');
		await phone.context.setOffline(true);
		await page.getByTestId('play-bots').click();
		const link = page.getByTestId('practice-offline');
		await link.waitFor();
		expect(await link.getAttribute('href')).toBe('/practice');
		expect(new URL(page.url()).pathname).toBe('/');
		await phone.context.setOffline(false);
		await page.locator('[data-testid="play-bots"][data-status="idle"]').waitFor();
	} finally {
		await phone.close();
	}
});
