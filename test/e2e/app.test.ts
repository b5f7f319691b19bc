// The installable app: Chromium finds the manifest installable, the service worker
// shows the offline page when the server is down, and it never keeps a room's state
// or a seat token. The pages come through a proxy of this file's own in front of the
// shared server (an origin of their own, with its own service worker), so that the
// server can be down for them: the proxy then refuses every request, as a stopped
// server does. (A server of its own took a `wrangler dev` start, 5–10 s of both cores.)
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { holdChromium, launchBrowser, onFailedRequests } from './browser';
import { startProxy, type Proxy } from './proxy';
import { createTable, DESKTOP, PHONE, takeSeat } from './table-helpers';

let server: Proxy;
let releaseChromium: () => Promise<void>;
beforeAll(async () => {
	// One Chromium for the tests' browsers without a profile on disk (a context each).
	releaseChromium = holdChromium();
	server = await startProxy(inject('baseURL'));
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await releaseChromium?.();
	await server?.close();
});

/**
 * A page registers the worker 5 s after it loaded and hydrated (SETTLE_MS,
 * src/lib/app/install.ts): its clock (page.clock.install, before it loads) is run 10 s
 * on, past that, instead of waiting for it.
 */
const pastSettling = (page: Page) => page.clock.runFor(10_000);

/** Until the service worker controls the page (hydrated, with its clock installed: see pastSettling). */
async function controlled(page: Page) {
	await pastSettling(page);
	await page.evaluate(() => navigator.serviceWorker.ready);
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 }).toBe(true);
}

test('Chromium finds the app installable: manifest, icons (maskable too), service worker, and the tags a phone reads', async () => {
	const browser = await launchBrowser(PHONE, { persistent: true, serviceWorker: true });
	try {
		const page = await browser.context.newPage();
		await page.clock.install();
		await page.goto(`${server.url}/`);
		// Hydrated: the controller has looked at the network.
		await page.locator('[data-testid="play-bots"][data-status="idle"]').waitFor();
		await controlled(page);
		const cdp = await browser.context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		expect(installabilityErrors).toEqual([]);
		const { url, errors } = await cdp.send('Page.getAppManifest');
		expect(url).toBe(`${server.url}/manifest.webmanifest`);
		expect(errors).toEqual([]);

		const manifest = (await (await fetch(url)).json()) as {
			theme_color: string;
			icons: { src: string; sizes: string; purpose: string }[];
		};
		expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
		const icons = manifest.icons;
		for (const purpose of ['any', 'maskable']) {
			for (const sizes of ['192x192', '512x512']) {
				const icon = icons.find((i) => i.purpose === purpose && i.sizes === sizes);
				expect(icon, `${purpose} ${sizes}`).toBeDefined();
				const response = await fetch(new URL(icon!.src, url));
				expect(response.headers.get('content-type')).toBe('image/png');
				// The PNG's own width (bytes 16–19 of its header) is the size it claims.
				const png = Buffer.from(await response.arrayBuffer());
				expect(png.readUInt32BE(16)).toBe(Number(sizes.split('x')[0]));
			}
		}

		const head = (selector: string, attribute: string) => page.locator(selector).getAttribute(attribute);
		const path = async (selector: string) => new URL((await head(selector, 'href'))!, page.url()).pathname;
		expect(await path('link[rel="apple-touch-icon"]')).toBe('/apple-touch-icon.png');
		expect(await path('link[rel="icon"]')).toBe('/favicon.svg');
		expect(await head('meta[name="theme-color"]', 'content')).toBe(manifest.theme_color);
		expect(await head('meta[name="apple-mobile-web-app-capable"]', 'content')).toBe('yes');
		expect(await head('meta[name="mobile-web-app-capable"]', 'content')).toBe('yes');
		expect(await head('meta[name="apple-mobile-web-app-status-bar-style"]', 'content')).toBe('default');
	} finally {
		await browser.close();
	}
});

/** How many times the page called navigator.serviceWorker.register (counted from before its scripts run). */
async function countRegistrations(page: Page) {
	await page.addInitScript(() => {
		const counted = window as unknown as { registerCalls: number };
		const register = ServiceWorkerContainer.prototype.register;
		counted.registerCalls = 0;
		ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
			counted.registerCalls += 1;
			return register.apply(this, args);
		};
	});
	return () => page.evaluate(() => (window as unknown as { registerCalls: number }).registerCalls);
}

test('the embed, framed by other sites, never registers the worker', async () => {
	const browser = await launchBrowser(DESKTOP, { serviceWorker: true });
	try {
		const page = await browser.context.newPage();
		const registerCalls = await countRegistrations(page);
		await page.clock.install();
		await page.goto(`${server.url}/embed/${await createTable(server.url)}`);
		await page.getByTestId('name-input').waitFor();
		await page.waitForLoadState('load');
		// Hydrated (the table's socket is open): the layout has decided whether to register.
		await page.locator('[data-testid="table"][data-live="true"]').waitFor();
		await pastSettling(page);
		expect(await registerCalls()).toBe(0);
		expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
		// The same count on a page of the site itself sees it register, once its clock is past the same wait.
		await page.goto(`${server.url}/score`);
		await page.waitForLoadState('load');
		await page.locator('main[data-live="true"]').waitFor();
		await pastSettling(page);
		await expect.poll(registerCalls).toBe(1);
	} finally {
		await browser.close();
	}
});

test('with the server down, any page shows the offline page in the page’s language, and nothing of a room or a seat was kept', async () => {
	const browser = await launchBrowser(PHONE, { locale: 'de-DE', serviceWorker: true });
	try {
		let page = await browser.context.newPage();
		await page.clock.install();
		const room = await createTable(server.url);
		await page.goto(`${server.url}/t/${room}`);
		await takeSeat(page, 'Ada');
		await controlled(page);
		const token = await page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`), room);
		expect(token).toBeTruthy();
		// A room asked over HTTP, and the table's page and data fetched again, under the worker.
		await page.evaluate(async (room) => {
			await fetch(`/parties/game/${room}`).catch(() => null);
			await fetch(`/t/${room}/__data.json`).catch(() => null);
		}, room);
		await page.reload();
		await page.getByTestId('seat').first().waitFor();

		const kept = await page.evaluate(async () => {
			const entries: { url: string; body: string }[] = [];
			for (const name of await caches.keys()) {
				const cache = await caches.open(name);
				for (const request of await cache.keys()) {
					const response = await cache.match(request);
					entries.push({
						url: new URL(request.url).pathname + new URL(request.url).search,
						body: await response!.text()
					});
				}
			}
			return entries;
		});
		const urls = kept.map((entry) => entry.url);
		expect(urls).toContain('/offline?lang=de');
		expect(urls).toContain('/score?lang=de');
		expect(urls).toContain('/manifest.webmanifest');
		expect(urls.some((url) => url.startsWith('/_app/immutable/de/'))).toBe(true);
		// Only the allow-list: built files, static files, the pad (its links name players and
		// scores only), the pages whose room runs in the page (practice, the lesson: no game
		// in them, it is kept in IndexedDB) and the offline page.
		const allowed =
			/^\/(_app\/immutable\/de\/|icons\/|favicon|apple-touch-icon|manifest\.webmanifest$|(score|practice|learn)(\?.*)?$|offline\?lang=de$)/;
		expect(urls.filter((url) => !allowed.test(url))).toEqual([]);
		expect(urls.filter((url) => url.includes('/parties/') || url.startsWith('/t/'))).toEqual([]);
		expect(kept.filter((entry) => entry.body.includes(token!)).map((entry) => entry.url)).toEqual([]);

		server.setDown(true);
		// The table's page, its socket dropped, probes the server (/_app/version.json): those
		// requests fail, as they should. Closed, and the rest in a new tab of this browser.
		await page.close();
		page = await browser.context.newPage();
		// Offline, every file a page asks for comes from the cache.
		const failed: string[] = [];
		onFailedRequests(page, (why) => failed.push(why));
		await page.goto(`${server.url}/t/${room}`);
		const offline = page.getByTestId('offline-page');
		await offline.waitFor();
		expect(await page.locator('h1').textContent()).toBe('Keine Verbindung');
		expect(await page.locator('html').getAttribute('lang')).toBe('de');
		// "Try again" is the page that could not be reached.
		expect(await page.getByTestId('offline-retry').evaluate((a: HTMLAnchorElement) => a.href)).toBe(
			`${server.url}/t/${room}`
		);
		// Its styles came from the cache too: the card is laid out, not bare text.
		expect(await offline.evaluate((main) => getComputedStyle(main).borderTopLeftRadius)).toBe('12px');
		await page.screenshot({ path: 'test-results/offline-phone.png' });
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.screenshot({ path: 'test-results/offline-desktop.png' });

		await page.goto(`${server.url}/`);
		await offline.waitFor();
		// The score pad still works without the server.
		await page.getByTestId('offline-pad').click();
		await page.locator('main[data-live="true"]').waitFor();
		await page.getByTestId('scorepad-player').first().waitFor();
		// So does practice against bots: its room runs in the page, its page was kept at install.
		await page.goto(`${server.url}/`);
		await page.getByTestId('offline-practice').click();
		await page.getByTestId('game').waitFor();
		expect(failed).toEqual([]);
	} finally {
		await browser.close();
	}
});
