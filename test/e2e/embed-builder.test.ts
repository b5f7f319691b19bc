// The builder page /embed in every language, its snippet pasted into another site's
// page, and a server that refuses to be framed there (EMBED_ANCESTORS): the element
// explains instead of showing an empty box. Screenshots at a phone's and a desktop's size.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server.ts';
import { m } from '../../src/lib/paraglide/messages';
import { holdChromium } from './browser';
import { DESKTOP, PHONE } from './table-helpers';
import {
	fitsTable,
	frameFit,
	hostEvents,
	hostPage,
	launchEmbedBrowser,
	startEmbedHost,
	tableFrame,
	type EmbedHost
} from './embed-host';

const SHOTS = 'test-results/embed';
const LOCALES = ['en', 'de', 'da', 'vi', 'fr'] as const;
/** Framing limited to another site: the server of the last test. */
const ANCESTORS = 'https://elsewhere.example';
let host: EmbedHost;
let releaseChromium: () => Promise<void>;
let refusing: Promise<RunningServer>;
let refusingState: string;
beforeAll(async () => {
	// The last test's server starts now, while the others run: it is ready by the time it is needed.
	refusingState = mkdtempSync(join(tmpdir(), 'castle-combo-ancestors-'));
	refusing = startServer({
		persistTo: refusingState,
		quiet: true,
		vars: { RATE_LIMITS: 'off', EMBED_ANCESTORS: ANCESTORS }
	});
	// Awaited (and its failure reported) by the test that uses it.
	refusing.catch(() => {});
	// One Chromium for the file; each test's browser is a context of it.
	releaseChromium = holdChromium({ partitioned: true });
	host = await startEmbedHost();
	mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
	await releaseChromium?.();
	await host?.close();
	await (await refusing.catch(() => null))?.stop();
	rmSync(refusingState, { recursive: true, force: true });
});

test('/embed renders in every language, and its snippet pasted into another site works', async () => {
	const base = inject('baseURL');
	const browser = await launchEmbedBrowser(DESKTOP, { partitioned: true });
	try {
		const page = await browser.context.newPage();
		for (const locale of LOCALES) {
			await page.goto(`${base}/embed?lang=${locale}`);
			await expect.poll(() => page.locator('h1').innerText()).toBe(m.embed_title({}, { locale }));
			expect(await page.getByTestId('events').innerText()).toContain(m.embed_event_gameover({}, { locale }));
		}
		await page.goto(`${base}/embed?lang=en`);
		// The builder names each language as the site's language picker does, in its own words.
		const names = (testid: string) => page.getByTestId(testid).locator('option').allInnerTexts();
		expect(await names('lang')).toEqual(await names('language-picker'));
		await page.getByTestId('bots').selectOption('1');
		await page.getByTestId('lang').selectOption('fr');
		// The live table beside the choices is the element itself.
		await expect
			.poll(async () => (await tableFrame(page)).evaluate(() => document.documentElement.lang), { timeout: 20_000 })
			.toBe('fr');
		const snippet = await page.locator('#snippet-script').inputValue();
		expect(snippet).toContain(`<script type="module" src="${base}/embed.js"></script>`);
		expect(snippet).toContain('<castle-combo mode="new" bots="1" level="medium" autostart lang="fr"></castle-combo>');
		const iframe = await page.locator('#snippet-iframe').inputValue();
		expect(iframe).toContain(`${base}/embed/new?bots=1&amp;level=medium&amp;lang=fr&amp;autostart=1&amp;origin=`);

		// Pasted as it is into a page of another site.
		const pasted = snippet.replace(/<script type="module"[^>]*><\/script>\n/, '');
		const visitor = await browser.context.newPage();
		await visitor.goto(host.page(hostPage(base, pasted)));
		await expect
			.poll(async () => (await hostEvents(visitor)).map((e) => e.type), { timeout: 30_000 })
			.toContain('seated');
		const frame = await tableFrame(visitor);
		await frame.getByTestId('game').waitFor();
		expect(await frame.evaluate(() => document.documentElement.lang)).toBe('fr');
	} finally {
		await browser.close();
	}
});

/** Whether table `id` is open, from its page as a visitor gets it (the page creates nothing). */
async function isOpen(base: string, id: string): Promise<boolean> {
	const html = await (await fetch(`${base}/t/${id}`)).text();
	return !html.includes('data-testid="no-table"');
}

test('the preview of a shared table creates nothing, however its code is typed; "Open it now" creates it', async () => {
	const base = inject('baseURL');
	const browser = await launchEmbedBrowser(DESKTOP, { partitioned: true });
	try {
		const page = await browser.context.newPage();
		await page.goto(`${base}/embed?lang=en`);
		await (await tableFrame(page)).getByTestId('game').waitFor({ timeout: 30_000 });
		await page.getByTestId('mode-room').check();
		const suggested = await page.getByTestId('room').inputValue();
		await expect
			.poll(async () => (await tableFrame(page)).url(), { timeout: 10_000 })
			.toContain(`/embed/${suggested}?`);
		await (await tableFrame(page)).getByTestId('preview-none').waitFor({ timeout: 20_000 });

		// Typed key by key: every prefix of 10 characters or more is a table id of its own.
		const code = `typed${Date.now().toString(36)}`;
		await page.getByTestId('room').fill('');
		await page.getByTestId('room').pressSequentially(code, { delay: 80 });
		await expect.poll(async () => (await tableFrame(page)).url(), { timeout: 10_000 }).toContain(`/embed/${code}?`);
		const frame = await tableFrame(page);
		await frame.getByTestId('preview-none').waitFor({ timeout: 20_000 });
		expect(await frame.getByTestId('preview-none').innerText()).toContain(code);
		expect(await page.locator('#snippet-script').inputValue()).toContain(`<castle-combo room="${code}" lang="en">`);
		const prefixes = Array.from({ length: code.length - 9 }, (_, i) => code.slice(0, 10 + i));
		for (const id of [suggested, ...prefixes]) expect(await isOpen(base, id), id).toBe(false);
		await page.screenshot({ path: `${SHOTS}/builder-preview-none.png` });

		// A deliberate click opens the table the snippet names, and the preview shows it.
		await frame.getByTestId('preview-open').click();
		await (await tableFrame(page)).getByTestId('lobby').waitFor({ timeout: 20_000 });
		expect(await isOpen(base, code)).toBe(true);
		for (const id of [suggested, ...prefixes.slice(0, -1)]) expect(await isOpen(base, id), id).toBe(false);
	} finally {
		await browser.close();
	}
});

test('screenshots: the builder and a host page, at a phone and a desktop size', async () => {
	const base = inject('baseURL');
	// Each page is loaded once, at a phone's size, then shown at a desktop's: its table and
	// the frame around it follow the new size (two loads and two new tables cost twice as much).
	const sizes = [
		['390x844', PHONE],
		['1280x800', { width: 1280, height: 800 }]
	] as const;
	const browser = await launchEmbedBrowser(sizes[0][1], { partitioned: true });
	try {
		const page = await browser.context.newPage();
		await page.goto(`${base}/embed?lang=en`);
		await (await tableFrame(page)).getByTestId('game').waitFor({ timeout: 30_000 });
		for (const [name, viewport] of sizes) {
			await page.setViewportSize(viewport);
			await page.screenshot({ path: `${SHOTS}/builder-${name}.png`, fullPage: true });
		}
		await page.setViewportSize(sizes[0][1]);
		await page.goto(
			host.page(
				hostPage(
					base,
					'<castle-combo mode="new" bots="2" autostart theme="dark" style="--castle-combo-accent:#8a2be2"></castle-combo>'
				)
			)
		);
		await (await tableFrame(page)).getByTestId('game').waitFor({ timeout: 30_000 });
		for (const [name, viewport] of sizes) {
			await page.setViewportSize(viewport);
			// The frame fits the table at this size too: as tall as its content, nothing to scroll inside.
			await expect.poll(() => frameFit(page), { timeout: 10_000 }).toSatisfy(fitsTable);
			await page.screenshot({ path: `${SHOTS}/host-${name}.png`, fullPage: true });
		}
	} finally {
		await browser.close();
	}
});

test('EMBED_ANCESTORS naming another site: the frame is refused by CSP and the element explains', async () => {
	const server = await refusing;
	const browser = await launchEmbedBrowser(DESKTOP, { partitioned: true });
	try {
		const room = `refused${Date.now().toString(36)}`;
		const response = await fetch(`${server.url}/embed/${room}`);
		expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${ANCESTORS}`);
		const page = await browser.context.newPage();
		const refusals: string[] = [];
		page.on('console', (message) => {
			if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
		});
		await page.goto(host.page(hostPage(server.url, `<castle-combo room="${room}" lang="de"></castle-combo>`)));
		const notice = page.locator('castle-combo [role="alert"]');
		await notice.waitFor({ timeout: 20_000 });
		expect(await notice.innerText()).toContain(m.embed_refused({}, { locale: 'de' }));
		expect(await notice.locator('a').getAttribute('href')).toBe(`${server.url}/t/${room}`);
		expect(await page.locator('castle-combo iframe').isHidden()).toBe(true);
		expect(refusals.length).toBeGreaterThan(0);
		const events = await hostEvents(page);
		expect(events.map((e) => [e.type, e.detail.code])).toEqual([['error', 'refused']]);
		await page.screenshot({ path: `${SHOTS}/refused.png` });
	} finally {
		await browser.close();
	}
});
