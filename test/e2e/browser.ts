import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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
 * Chromium's flags for third-party storage partitioned, as Chrome, Firefox and Safari ship
 * it (Playwright switches it off, and a cross-site frame's localStorage then throws).
 * Chromium reads the last --disable-features: this one leaves partitioning on.
 */
const PARTITIONED_ARGS = [
	...CHROMIUM_ARGS,
	'--disable-features=DestroyProfileOnBrowserClose',
	'--enable-features=ThirdPartyStoragePartitioning'
];

type Lease = { browser: Promise<Browser>; users: number };
/**
 * One Chromium per test file and set of flags (Playwright's defaults, or storage
 * partitioned), shared by its browsers (see launchBrowser), while any is open.
 */
const shared = new Map<boolean, Lease>();

async function release(lease: Lease, partitioned: boolean) {
	lease.users -= 1;
	if (lease.users > 0) return;
	if (shared.get(partitioned) === lease) shared.delete(partitioned);
	await (await lease.browser).close();
}

/** Launches the Chromium that launchBrowser's contexts with these flags share. */
function share(partitioned: boolean): Lease {
	const args = partitioned ? PARTITIONED_ARGS : CHROMIUM_ARGS;
	const lease: Lease = { browser: chromium.launch({ executablePath: CHROMIUM, headless: true, args }), users: 0 };
	shared.set(partitioned, lease);
	// A Chromium that died is not handed out again.
	lease.browser
		.then((browser) =>
			browser.on('disconnected', () => shared.get(partitioned) === lease && shared.delete(partitioned))
		)
		.catch(() => {});
	return lease;
}

/**
 * Keeps the shared Chromium of these flags (see launchBrowser) open until the function
 * returned is called, for a test file whose tests each open and close their browsers:
 * without it the Chromium closes with each test's last browser and the next test
 * launches another (2–3 s here, a context well under one).
 */
export function holdChromium({ partitioned = false }: { partitioned?: boolean } = {}): () => Promise<void> {
	const lease = shared.get(partitioned) ?? share(partitioned);
	lease.users += 1;
	let released = false;
	return async () => {
		if (released) return;
		released = true;
		await release(lease, partitioned);
	};
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
 * `partitioned`: a context of another shared Chromium, whose third-party storage is
 * partitioned (a cross-site frame keeps storage of its own under the top site, as in
 * Chrome, Firefox and Safari); without it a cross-site frame's storage is blocked.
 * `serviceWorker`: the site's service worker may install, as in a person's browser. Without
 * it the browser blocks it: installed 5 s after a page loads, it fetches its language's
 * whole build (about 120 files) from the one server every test file shares, work that only
 * the tests of the app, offline play and push read.
 */
export async function launchBrowser(
	viewport = { width: 1280, height: 800 },
	{
		locale = 'en-US',
		javaScriptEnabled = true,
		bypassCSP = false,
		motion = false,
		persistent = false,
		partitioned = false,
		serviceWorker = false
	}: {
		locale?: string;
		javaScriptEnabled?: boolean;
		bypassCSP?: boolean;
		motion?: boolean;
		persistent?: boolean;
		partitioned?: boolean;
		serviceWorker?: boolean;
	} = {}
) {
	const options = {
		viewport,
		locale,
		javaScriptEnabled,
		bypassCSP,
		serviceWorkers: serviceWorker ? ('allow' as const) : ('block' as const),
		reducedMotion: motion ? ('no-preference' as const) : ('reduce' as const)
	};
	if (persistent) {
		const profile = mkdtempSync(join(tmpdir(), 'castle-combo-chromium-'));
		const context: BrowserContext = await chromium.launchPersistentContext(profile, {
			executablePath: CHROMIUM,
			headless: true,
			args: partitioned ? PARTITIONED_ARGS : CHROMIUM_ARGS,
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
	const lease = shared.get(partitioned) ?? share(partitioned);
	lease.users += 1;
	let context: BrowserContext;
	try {
		context = await (await lease.browser).newContext(options);
	} catch (error) {
		await release(lease, partitioned).catch(() => {});
		throw error;
	}
	return {
		context,
		async close() {
			try {
				await context.close();
			} finally {
				await release(lease, partitioned);
			}
		}
	};
}

/**
 * Calls `failed` with each request of the page that fails, with why, except those a
 * navigation cancelled (the favicon the last page still asked for): those reached
 * nothing, and were missing nowhere.
 */
export function onFailedRequests(page: Page, failed: (why: string) => void): void {
	page.on('requestfailed', (request) => {
		const error = request.failure()?.errorText;
		if (error !== 'net::ERR_ABORTED') failed(`${request.url()}: ${error}`);
	});
}
