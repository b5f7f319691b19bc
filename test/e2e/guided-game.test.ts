// The guided first game (/learn), played as a first-timer would: follow the marked
// control (`data-tutorial-target`) from the deal to the score sheet, once tapping
// the wrong control (explained, not done) and once asking "Why?". At a phone's size
// and a desktop's in English, and a phone's in German, with no JavaScript error. Prints the
// taps and the time; screenshots of a step go to test-results/learn-<size>.png.
// The three lessons play at once, each in its own browser: a lesson waits on its bots'
// pauses (700 ms a move, the learner's pace), which the others use (69 → 53 s here).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, inject, test, type ExpectStatic } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, onFailedRequests } from './browser';
import { PHONE } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };

const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];
beforeAll(() => mkdirSync('test-results', { recursive: true }));
afterAll(async () => {
	await Promise.all(browsers.map((b) => b.close()));
});

const TARGET = '[data-tutorial-target]';
const END = '[data-testid="lesson-card-scores"]';

/** Waits until the marked control is another element than `before` (or the lesson ended); true at the end. */
async function nextTarget(page: Page): Promise<boolean> {
	await page.waitForFunction(
		([target, end]) => {
			const w = window as unknown as { lessonLast?: Element | null };
			const el = document.querySelector(target);
			return !!document.querySelector(end) || (!!el && el !== w.lessonLast && el.checkVisibility());
		},
		[TARGET, END],
		{ timeout: 20_000 }
	);
	return (await page.locator(END).count()) > 0;
}

async function tapTarget(page: Page) {
	await page.evaluate((target) => {
		(window as unknown as { lessonLast?: Element | null }).lessonLast = document.querySelector(target);
	}, TARGET);
	await page.locator(TARGET).click();
}

/**
 * Until the service worker controls the page. The page registers it 5 s after it loaded
 * (src/lib/app/install.ts): its clock, installed before it loaded, is run past that.
 */
async function controlled(page: Page, expect: ExpectStatic) {
	await page.clock.runFor(10_000);
	await page.evaluate(() => navigator.serviceWorker.ready);
	await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000 }).toBe(true);
}

/** `expect`: the test's own (the tests run at once). */
async function playLesson(
	expect: ExpectStatic,
	viewport: { width: number; height: number },
	lang: 'en' | 'de',
	{ offline = false } = {}
) {
	const browser = await launchBrowser(viewport, { serviceWorker: offline });
	browsers.push(browser);
	const page = await browser.context.newPage();
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	if (offline) await page.clock.install();
	await page.goto(`${inject('baseURL')}/learn?lang=${lang}`);
	// Offline: opened once online, then loaded again from the service worker's cache with no network.
	const network: string[] = [];
	if (offline) {
		await nextTarget(page);
		await controlled(page, expect);
		await browser.context.setOffline(true);
		page.on('requestfinished', async (request) => {
			if (!(await request.response())?.fromServiceWorker()) network.push(request.url());
		});
		onFailedRequests(page, (why) => network.push(why));
		await page.reload();
	}
	const started = Date.now();
	let taps = 0;
	await nextTarget(page);
	expect(await page.getByTestId('lesson-progress').innerText()).toBe(lang === 'en' ? 'Turn 1 of 9' : 'Zug 1 von 9');
	// The marked control shows as marked from the first turn (its style is the page's, not the end panel's).
	expect(await page.locator(TARGET).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

	// A wrong tap: another card of the display. Explained, and nothing picked.
	const other = page.locator(`[data-testid="display-card"]:not(${TARGET})`).first();
	await other.click();
	taps++;
	await page.getByTestId('lesson-wrong').waitFor();
	expect(await page.getByTestId('take-options').count()).toBe(0);
	expect(await page.locator(TARGET).getAttribute('data-card')).toBe('armorer');

	// "Why?" shows the reason and changes nothing.
	await page.getByTestId('lesson-why').click();
	taps++;
	await page.getByTestId('lesson-why-text').waitFor();
	expect(await page.locator(TARGET).getAttribute('data-card')).toBe('armorer');

	let shot = false;
	for (let i = 0; i < 60; i++) {
		if (await nextTarget(page)) break;
		const step = await page.getByTestId('lesson').getAttribute('data-step');
		const kind = await page.locator(TARGET).getAttribute('data-tutorial-target');
		if (step === 'space' && kind === 'spot' && !shot) {
			await page.screenshot({ path: `test-results/learn-${viewport.width}-${lang}.png` });
			shot = true;
		}
		await tapTarget(page);
		taps++;
	}
	const seconds = (Date.now() - started) / 1000;
	await page.locator(END).waitFor();
	const end = await page.getByTestId('lesson').innerText();
	expect(end).toContain('63');
	expect(end).toContain('44');
	expect(await page.locator(`${END} li`).count()).toBe(10);
	expect(await page.getByTestId('lesson-bots').getAttribute('href')).toBe('/?play=bots');
	expect(await page.getByTestId('lesson-friends').getAttribute('href')).toBe('/new');
	await page.screenshot({ path: `test-results/learn-${viewport.width}-${lang}-end.png` });
	expect(shot).toBe(true);
	expect(errors).toEqual([]);
	expect(network).toEqual([]);
	console.log(
		`/learn ${lang} ${viewport.width}×${viewport.height}${offline ? ' offline' : ''}: ${taps} taps, ${seconds.toFixed(1)} s`
	);
	return { taps, seconds, page };
}

test.concurrent(
	'/learn on a phone, offline after one online load: followed to the score sheet in at most 40 taps, a wrong tap explained',
	async ({ expect }) => {
		const { taps, page } = await playLesson(expect, PHONE, 'en', { offline: true });
		expect(taps).toBeLessThanOrEqual(40);
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
	},
	120_000
);

test.concurrent(
	'/learn on a desktop',
	async ({ expect }) => {
		const { taps } = await playLesson(expect, DESKTOP, 'en');
		expect(taps).toBeLessThanOrEqual(40);
	},
	120_000
);

test.concurrent(
	'/learn in German, on a phone',
	async ({ expect }) => {
		const { page } = await playLesson(expect, PHONE, 'de');
		expect(await page.getByTestId('lesson-bots').innerText()).toBe('Gegen Bots spielen');
	},
	120_000
);
