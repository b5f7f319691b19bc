import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
/** Flags for a headless Chromium in a container (also used by scripts/bench-bundle.ts). */
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

/**
 * Debian's chromium, headless, with a fresh profile; never a downloaded browser.
 * `locale` sets the browser's language (its Accept-Language); default en-US.
 * `javaScriptEnabled: false` is a browser with JavaScript off (server rendering only).
 * `bypassCSP` lets a test add its own script (a checker such as axe-core) to the pages.
 */
export async function launchBrowser(
	viewport = { width: 1280, height: 800 },
	{
		locale = 'en-US',
		javaScriptEnabled = true,
		bypassCSP = false
	}: { locale?: string; javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}
) {
	const profile = mkdtempSync(join(tmpdir(), 'castle-combo-chromium-'));
	const context: BrowserContext = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		viewport,
		locale,
		javaScriptEnabled,
		bypassCSP,
		args: CHROMIUM_ARGS
	});
	return {
		context,
		async close() {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		}
	};
}
