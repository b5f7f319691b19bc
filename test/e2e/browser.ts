import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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

/** One Chromium per test file, shared by its browsers (see launchBrowser), while any is open. */
let shared: { browser: Promise<Browser>; users: number } | null = null;

async function release(lease: { browser: Promise<Browser>; users: number }) {
	lease.users -= 1;
	if (lease.users > 0) return;
	if (shared === lease) shared = null;
	await (await lease.browser).close();
}

/**
 * Debian's chromium, headless, with fresh storage; never a downloaded browser. A test
 * file's browsers are contexts of one Chromium (each with its own storage, cookies and
 * settings, as a person's browser would have): launching one took 2–3 s here, a context
 * well under one. The Chromium closes with the last of them.
 * `locale` sets the browser's language (its Accept-Language); default en-US.
 * `javaScriptEnabled: false` is a browser with JavaScript off (server rendering only).
 * `bypassCSP` lets a test add its own script (a checker such as axe-core) to the pages.
 * `motion`: the table's motion as a player sees it by default. Without it the browser
 * asks for reduced motion, so changes show at once: telling every move took a third of
 * a full game's test time, and the motion has its own tests (motion.test.ts,
 * last-moves.test.ts, table.test.ts, the three-engine suite).
 * `persistent`: a Chromium of its own with a profile on disk, as an installed browser
 * has (Chromium finds no app installable in a context without one: `in-incognito`).
 */
export async function launchBrowser(
	viewport = { width: 1280, height: 800 },
	{
		locale = 'en-US',
		javaScriptEnabled = true,
		bypassCSP = false,
		motion = false,
		persistent = false
	}: { locale?: string; javaScriptEnabled?: boolean; bypassCSP?: boolean; motion?: boolean; persistent?: boolean } = {}
) {
	const options = {
		viewport,
		locale,
		javaScriptEnabled,
		bypassCSP,
		reducedMotion: motion ? ('no-preference' as const) : ('reduce' as const)
	};
	if (persistent) {
		const profile = mkdtempSync(join(tmpdir(), 'castle-combo-chromium-'));
		const context: BrowserContext = await chromium.launchPersistentContext(profile, {
			executablePath: CHROMIUM,
			headless: true,
			args: CHROMIUM_ARGS,
			...options
		});
		return {
			context,
			async close() {
				await context.close();
				rmSync(profile, { recursive: true, force: true });
			}
		};
	}
	if (!shared) {
		const lease = {
			browser: chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
			users: 0
		};
		shared = lease;
		// A Chromium that died is not handed out again.
		lease.browser
			.then((browser) => browser.on('disconnected', () => shared === lease && (shared = null)))
			.catch(() => {});
	}
	const lease = shared;
	lease.users += 1;
	let context: BrowserContext;
	try {
		context = await (await lease.browser).newContext(options);
	} catch (error) {
		await release(lease).catch(() => {});
		throw error;
	}
	return {
		context,
		async close() {
			try {
				await context.close();
			} finally {
				await release(lease);
			}
		}
	};
}
