import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('"New table" leads to a connected table that says hello', async () => {
	const page = await browser.context.newPage();
	await page.goto(inject('baseURL') + '/');
	await page.getByRole('button', { name: 'New table' }).click();
	await page.waitForURL(/\/t\/[A-Za-z0-9_-]{10,}$/);
	const room = new URL(page.url()).pathname.split('/').pop();
	await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected');
	await expect.poll(() => page.getByTestId('hello').textContent()).toContain(`Room ${room} says hello`);
	mkdirSync('test-results', { recursive: true });
	await page.screenshot({ path: 'test-results/foundation-table.png' });
});
