// Firefox ESR (Debian's) through puppeteer-core over WebDriver BiDi, headless, with
// touch: a tap is a real touch event.
import puppeteer, { type Page } from 'puppeteer-core';
import { requireInstalled, withWaits, type Engine, type PageMessage, type Viewport } from './driver';

const FIREFOX = '/usr/bin/firefox-esr';

export async function launchFirefox(): Promise<Engine> {
	requireInstalled('Firefox', [FIREFOX], 'firefox-esr');
	const browser = await puppeteer.launch({
		browser: 'firefox',
		executablePath: FIREFOX,
		headless: true,
		extraPrefsFirefox: {
			// Classic scrollbars take 12 px from a 390 px phone; phones overlay theirs.
			'ui.useOverlayScrollbars': 1
		}
	});
	const nth = async (page: Page, selector: string, index: number) => {
		const element = (await page.$$(selector))[index];
		if (!element) throw new Error(`firefox: no ${selector} [${index}]`);
		return element;
	};
	return {
		name: 'firefox',
		async open(viewport: Viewport) {
			const page = await browser.newPage();
			await page.setViewport({ ...viewport, hasTouch: true });
			const messages: PageMessage[] = [];
			page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
			page.on('pageerror', (error) =>
				messages.push({
					type: 'pageerror',
					text: error instanceof Error ? (error.stack ?? error.message) : String(error)
				})
			);
			return withWaits('firefox', {
				goto: async (url) => void (await page.goto(url)),
				url: async () => page.url(),
				reload: async () => void (await page.reload()),
				tapElement: async (selector, index) => (await nth(page, selector, index)).tap(),
				fillElement: (selector, text) => page.locator(selector).fill(text),
				evaluate: <A, R>(fn: (arg: A) => R, arg: A) => page.evaluate(fn as (arg: unknown) => R, arg) as Promise<R>,
				capture: async () => Buffer.from(await page.screenshot()),
				messages: async () => [...messages],
				close: () => page.close()
			});
		},
		close: () => browser.close()
	};
}
