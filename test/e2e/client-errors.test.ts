// What breaks in a visitor's page reaches the server's logs: uncaught errors and
// unhandled rejections as `client-error` lines (src/hooks.client.ts → POST
// /client-error), a few per page life at most, never with a seat token; a failed
// navigation shows an error id that its line carries.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The `client-error` lines the server has logged whose message holds `marker`. */
function clientErrors(marker: string): Record<string, string>[] {
	return readFileSync(inject('serverLog'), 'utf8')
		.split('\n')
		.filter((line) => line.includes('"event":"client-error"') && line.includes(marker))
		.map((line) => JSON.parse(line.slice(line.indexOf('{'))));
}

async function linesFor(marker: string, count: number) {
	const deadline = Date.now() + 10_000;
	while (clientErrors(marker).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
	return clientErrors(marker);
}

/** Statuses of the page's reports, as the server answered them. */
function reportStatuses(page: Page) {
	const statuses: number[] = [];
	page.on('response', (response) => {
		if (new URL(response.url()).pathname === '/client-error') statuses.push(response.status());
	});
	return statuses;
}

test('an uncaught error and an unhandled rejection become client-error lines, without the seat token', async () => {
	const page = await browser.context.newPage();
	const statuses = reportStatuses(page);
	await page.goto(inject('baseURL') + '/');
	await page.waitForLoadState('networkidle');
	const marker = `e2e${Date.now().toString(36)}`;
	const token = 'Q'.repeat(12) + 'w-_9'.repeat(5);
	await page.evaluate(
		([marker, token]) => {
			setTimeout(() => {
				throw new Error(`${marker} thrown with {"type":"resume","token":"${token}"}`);
			});
			void Promise.reject(new Error(`${marker} rejected`));
		},
		[marker, token]
	);
	const lines = await linesFor(marker, 2);
	expect(lines.map((line) => line.kind).sort()).toEqual(['error', 'rejection']);
	for (const line of lines) {
		expect(line).toMatchObject({ event: 'client-error', path: '/' });
		expect(line.stack).toContain(marker);
		expect(JSON.stringify(line)).not.toContain(token);
	}
	expect(lines.find((line) => line.kind === 'error')!.message).toContain('"token":"[blanked]"');
	// The server may log a report before the browser has told of its response.
	await expect.poll(() => statuses).toEqual([204, 204]);
	await page.close();
});

test('a page reports three errors at most, however many it throws', async () => {
	const page = await browser.context.newPage();
	await page.goto(inject('baseURL') + '/');
	await page.waitForLoadState('networkidle');
	const marker = `many${Date.now().toString(36)}`;
	await page.evaluate((marker) => {
		for (let i = 0; i < 8; i++)
			setTimeout(() => {
				throw new Error(`${marker} #${i}`);
			});
	}, marker);
	await linesFor(marker, 3);
	// Give any further report time to arrive.
	await new Promise((r) => setTimeout(r, 1000));
	expect(clientErrors(marker)).toHaveLength(3);
	await page.close();
});

test('a navigation that fails shows an error id, and its client-error line carries it', async () => {
	const page = await browser.context.newPage();
	await page.goto(inject('baseURL') + '/score');
	await page.waitForLoadState('networkidle');
	// The next page's data arrives broken: SvelteKit's handleError in the browser sees it.
	await page.route('**/__data.json*', (route) => route.fulfill({ status: 200, body: 'not the data' }));
	await page.click('a.home');
	const shown = (await page.locator('[data-testid="error-id"]').textContent({ timeout: 10_000 }))!;
	const id = /([a-z0-9]{8})\s*$/.exec(shown)![1];
	const lines = await linesFor(id, 1);
	expect(lines).toHaveLength(1);
	expect(lines[0]).toMatchObject({ kind: 'navigation', id });
	await page.close();
});
