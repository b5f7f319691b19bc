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
 * `motion`: the table's motion as a player sees it by default. Without it the browser
 * asks for reduced motion, so changes show at once: telling every move took a third of
 * a full game's test time, and the motion has its own tests (motion.test.ts,
 * last-moves.test.ts, table.test.ts, the three-engine suite).
 */
export async function launchBrowser(
	viewport = { width: 1280, height: 800 },
	{
		locale = 'en-US',
		javaScriptEnabled = true,
		bypassCSP = false,
		motion = false
	}: { locale?: string; javaScriptEnabled?: boolean; bypassCSP?: boolean; motion?: boolean } = {}
) {
	const profile = mkdtempSync(join(tmpdir(), 'castle-combo-chromium-'));
	const context: BrowserContext = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		viewport,
		locale,
		javaScriptEnabled,
		bypassCSP,
		reducedMotion: motion ? 'no-preference' : 'reduce',
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
