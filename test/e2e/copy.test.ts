// Copying a link where the browser refuses the clipboard: the link is shown selected and
// the page says to press and hold it, on the score pad and in a table's invite. Where the
// clipboard works, the link is on it and the page says so.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { createTable, PHONE } from './table-helpers';

let phone: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	phone = await launchBrowser(PHONE);
});
afterAll(() => phone?.close());

/** Sets the page's clipboard permission for writing, as a player's browser settings would. */
async function clipboard(page: Page, setting: 'granted' | 'denied') {
	const cdp = await phone.context.newCDPSession(page);
	// In this page's browser context: without it, the Chromium's default context.
	const { browserContextId } = (await cdp.send('Target.getTargetInfo')).targetInfo;
	for (const name of ['clipboard-write', 'clipboard-read']) {
		await cdp.send('Browser.setPermission', {
			permission: { name },
			setting,
			origin: inject('baseURL'),
			browserContextId
		});
	}
}

const selection = (page: Page) =>
	page.evaluate(() => {
		const el = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
		return el && 'value' in el ? el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0) : '';
	});

const PRESS_AND_HOLD = 'Press and hold the selected text to copy it (or Ctrl+C).';

test('the score pad: a refused copy shows the link selected and says to press and hold it', async () => {
	const page = await phone.context.newPage();
	await page.goto(inject('baseURL') + '/score?lang=en');
	await page.locator('main[data-live="true"]').waitFor();
	await page.getByTestId('scorepad-name').first().fill('Louison');
	await expect.poll(() => page.url()).toContain('Louison');
	await clipboard(page, 'denied');

	expect(await page.locator('#scorepad-link').count()).toBe(0);
	await page.getByTestId('scorepad-copy').click();
	await expect.poll(() => page.getByTestId('scorepad-copy-status').textContent()).toBe(PRESS_AND_HOLD);
	expect(await page.locator('#scorepad-link').isVisible()).toBe(true);
	expect(await selection(page)).toBe(page.url());
	await page.screenshot({ path: 'test-results/copy-refused-pad-phone.png' });

	await clipboard(page, 'granted');
	await page.getByTestId('scorepad-copy').click();
	await expect.poll(() => page.getByTestId('scorepad-copy-status').textContent()).toBe('Copied!');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
	await page.close();
});

test('the invite: a refused copy selects the table link and says to press and hold it', async () => {
	const baseURL = inject('baseURL');
	const room = await createTable(baseURL);
	const page = await phone.context.newPage();
	await page.goto(`${baseURL}/t/${room}?lang=en`);
	await page.locator('[data-live="true"]').first().waitFor();
	await clipboard(page, 'denied');

	await page.getByTestId('copy-invite').click();
	await expect.poll(() => page.getByTestId('copy-invite-status').textContent()).toBe(PRESS_AND_HOLD);
	expect(await selection(page)).toBe(`${baseURL}/t/${room}`);
	await page.screenshot({ path: 'test-results/copy-refused-invite-phone.png' });

	await clipboard(page, 'granted');
	await page.getByTestId('copy-invite').click();
	await expect.poll(() => page.getByTestId('copy-invite-status').textContent()).toBe('Copied!');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/t/${room}`);
	await page.close();
});

test('the embed snippet: a refused copy selects the snippet and says to press and hold it', async () => {
	const page = await phone.context.newPage();
	await page.goto(`${inject('baseURL')}/embed?lang=en`);
	await page.locator('#snippet-script').waitFor();
	await page.waitForLoadState('networkidle');
	await clipboard(page, 'denied');

	await page.getByTestId('copy-snippet-script').click();
	await expect.poll(() => page.getByTestId('copy-snippet-script-status').textContent()).toBe(PRESS_AND_HOLD);
	const snippet = await page.locator('#snippet-script').inputValue();
	expect(snippet).toContain('<castle-combo');
	expect(await selection(page)).toBe(snippet);
	await page.getByTestId('copy-snippet-script').screenshot({ path: 'test-results/copy-refused-embed-phone.png' });
	await page.close();
});
