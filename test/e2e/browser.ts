import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's chromium, headless, with a fresh profile; never a downloaded browser.
 * `locale` sets the browser's language (its Accept-Language); default en-US.
 * `javaScriptEnabled: false` is a browser with JavaScript off (server rendering only).
 */
export async function launchBrowser(
	viewport = { width: 1280, height: 800 },
	{ locale = 'en-US', javaScriptEnabled = true }: { locale?: string; javaScriptEnabled?: boolean } = {}
) {
	const profile = mkdtempSync(join(tmpdir(), 'castle-combo-chromium-'));
	const context: BrowserContext = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		viewport,
		locale,
		javaScriptEnabled,
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync'
		]
	});
	return {
		context,
		async close() {
			await context.close();
			rmSync(profile, { recursive: true, force: true });
		}
	};
}
