// An embedded table reads well in both themes: every text on every panel a player
// meets (the lobby with its language picker, the game with "Spend a key?", the
// take choice and the free spaces) meets WCAG AA contrast, 4.5:1 (3:1 for large
// text), as axe-core measures it on the rendered page.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { PHONE, takeSeat } from './table-helpers';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(PHONE, { bypassCSP: true });
});
afterAll(async () => {
	await browser?.close();
});

/** The texts whose contrast falls short, each with its colours and ratio, as axe says. */
async function lowContrast(page: Page, where: string): Promise<string[]> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
	// Colours mid-animation (a tip fading in) are not the ones a player reads.
	await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
	const found = await page.evaluate(async () => {
		const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
		const result = await axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] });
		return result.violations.flatMap((v) =>
			v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((c) => c.message).join('; ')}`)
		);
	});
	return found.map((line) => `${where}: ${line}`);
}

for (const theme of ['light', 'dark'] as const) {
	test(`${theme}: every panel of an embedded table meets AA contrast`, { timeout: 120_000 }, async () => {
		const baseURL = inject('baseURL');
		const page = await browser.context.newPage();
		const room = `look${theme}${Date.now().toString(36)}`;
		await page.goto(`${baseURL}/embed/${room}?theme=${theme}`);
		await page.getByTestId('lobby').waitFor();
		const problems: string[] = [];
		problems.push(...(await lowContrast(page, 'lobby')));

		await takeSeat(page, 'Dee');
		await page.getByTestId('add-bot').click();
		// Once the bot sits: until a second seat is taken, Start is inactive, and faded as such.
		await page.locator('[data-testid="seat"][data-kind="bot"]').waitFor();
		problems.push(...(await lowContrast(page, 'lobby, seated')));
		await page.getByTestId('start').click();
		await page.getByTestId('key-actions').waitFor();
		problems.push(...(await lowContrast(page, 'first turn, keys')));

		await page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
		await page.getByTestId('face-down').waitFor();
		await page.locator('[data-testid="spot"][data-gain]').first().waitFor();
		problems.push(...(await lowContrast(page, 'take choice')));

		await page.getByTestId('language-picker').first().focus();
		problems.push(...(await lowContrast(page, 'language picker')));
		await page.screenshot({ path: `test-results/embed-contrast-${theme}.png`, fullPage: true });
		await page.close();
		expect(problems).toEqual([]);
	});
}
