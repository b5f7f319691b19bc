// Chromium through playwright-core, with the flags and the Debian binary of the other
// browser tests, and touch on: a tap is a touch, as on a phone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../browser';
import { requireInstalled, withWaits, type Engine, type PageMessage, type Viewport } from './driver';

export async function launchChromium(): Promise<Engine> {
	requireInstalled('Chromium', [CHROMIUM], 'chromium');
	const profile = mkdtempSync(join(tmpdir(), 'castle-combo-chromium-'));
	const context = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		hasTouch: true,
		args: CHROMIUM_ARGS
	});
	return {
		name: 'chromium',
		async open(viewport: Viewport) {
			const page = await context.newPage();
			await page.setViewportSize(viewport);
			const messages: PageMessage[] = [];
			page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
			page.on('pageerror', (error) => messages.push({ type: 'pageerror', text: String(error.stack ?? error) }));
			return withWaits('chromium', {
				goto: async (url) => void (await page.goto(url)),
				url: async () => page.url(),
				reload: async () => void (await page.reload()),
				tapElement: (selector, index) => page.locator(selector).nth(index).tap(),
				fillElement: (selector, text) => page.locator(selector).fill(text),
				evaluate: <A, R>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg),
				capture: () => page.screenshot(),
				messages: async () => [...messages],
				close: () => page.close()
			});
		},
		async close() {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		}
	};
}
