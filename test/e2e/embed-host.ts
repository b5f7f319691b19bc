// A site that embeds tables, for the embed tests: a small server on 127.0.0.2 (another
// *site* than the table's 127.0.0.1) serving pages the test writes, and a third origin
// (127.0.0.3) for frames that pretend to be the table. Browsers launched here can turn
// Chromium's third-party storage partitioning back on (Playwright switches it off).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Frame, Page } from 'playwright-core';
import { launchBrowser } from './browser';

export interface EmbedHost {
	/** The host site's origin, e.g. http://127.0.0.2:41234. */
	origin: string;
	/** A third site (127.0.0.3, same port), where frames pretending to be the table live. */
	thirdOrigin: string;
	/** Serves `html` at a fresh path; returns its address on the host site. */
	page(html: string): string;
	close(): Promise<void>;
}

export async function startEmbedHost(): Promise<EmbedHost> {
	const pages = new Map<string, string>();
	const server: Server = createServer((req, res) => {
		const html = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
		if (html === undefined) res.writeHead(404).end();
		else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
	});
	// All loopback addresses, one port: 127.0.0.2 is the host site, 127.0.0.3 the third.
	await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
	const { port } = server.address() as AddressInfo;
	let count = 0;
	const origin = `http://127.0.0.2:${port}`;
	return {
		origin,
		thirdOrigin: `http://127.0.0.3:${port}`,
		page(html) {
			const path = `/page-${++count}`;
			pages.set(path, html);
			return origin + path;
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve()))
	};
}

/**
 * A host page around `element` (the snippet), loading `base`/embed.js, that records
 * every event of every <castle-combo> as `window.events` and any error as `window.errors`.
 */
export function hostPage(base: string, element: string, extra = ''): string {
	return `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Host</title><body style="margin:0;font-family:sans-serif">
<h1 style="margin:8px">A board-game blog</h1>
<script>
window.events = []; window.errors = [];
addEventListener('error', (e) => window.errors.push(String(e.message)));
customElements.whenDefined('castle-combo').then(() => {
	for (const el of document.querySelectorAll('castle-combo'))
		for (const type of ['ready', 'turn', 'gameover', 'seated', 'error'])
			el.addEventListener(type, (e) => window.events.push({ type, detail: e.detail, id: el.id }));
});
</script>
<script type="module" src="${base}/embed.js"></script>
${element}
${extra}
<p style="margin:8px">The article goes on below the table.</p>
</body></html>`;
}

export type HostEvent = { type: string; detail: Record<string, unknown> & { room?: string }; id: string };

export const hostEvents = (page: Page): Promise<HostEvent[]> =>
	page.evaluate(() => (window as unknown as { events: HostEvent[] }).events);

/** The table's frame inside the element (its shadow root's iframe). */
export async function tableFrame(page: Page, selector = 'castle-combo'): Promise<Frame> {
	const handle = await page.locator(`${selector} iframe`).elementHandle({ timeout: 20_000 });
	const frame = await handle!.contentFrame();
	if (!frame) throw new Error('no frame in the element');
	return frame;
}

/** How the element's frame fits the table: its content's height, what scrolls inside, its viewport, the frame's box. */
export async function frameFit(page: Page) {
	const frame = await tableFrame(page);
	const inside = await frame.evaluate(() => ({
		content: Math.ceil(document.documentElement.getBoundingClientRect().height),
		scroll: document.documentElement.scrollHeight,
		view: innerHeight
	}));
	const box = await page.locator('castle-combo iframe').boundingBox();
	return { ...inside, box: Math.round(box!.height) };
}

/**
 * The frame is as tall as the table inside it (±1 px) and has nothing to scroll. Poll
 * it: the frame follows the table's height one message after the table has drawn.
 */
export const fitsTable = (fit: Awaited<ReturnType<typeof frameFit>>) =>
	Math.abs(fit.box - fit.content) <= 1 && fit.scroll <= fit.view;

/**
 * A browser with fresh storage, a context of the test file's shared Chromium (see
 * launchBrowser); `partitioned`: third-party storage partitioned (as Chrome, Firefox and
 * Safari ship), else Playwright's default, where a cross-site frame's localStorage throws
 * (storage blocked). Each used to launch a Chromium of its own with a profile on disk:
 * 2–3 s a launch here, a context well under one.
 */
export function launchEmbedBrowser(
	viewport: { width: number; height: number },
	{ partitioned }: { partitioned: boolean }
) {
	// As launchBrowser's default: reduced motion (the motion has tests of its own, and would only slow these down).
	return launchBrowser(viewport, { partitioned });
}
