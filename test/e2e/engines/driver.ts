// One small interface over three browser engines (Chromium, Firefox, WebKit), so the
// core scenarios are written once and run the same way in each. Each adapter maps
// these few verbs onto its own protocol; waiting is done here, by polling the page.
import { existsSync, writeFileSync } from 'node:fs';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
	width: number;
	height: number;
}

/** A console message or an uncaught error, as the page reported it. */
export interface PageMessage {
	/** `pageerror` for uncaught errors and unhandled rejections, else the console level. */
	type: string;
	text: string;
}

/** What a page can do; the adapters implement the first block, the rest comes from `withWaits`. */
export interface EnginePageCore {
	goto(url: string): Promise<void>;
	url(): Promise<string>;
	reload(): Promise<void>;
	/** A person's tap (a click where the engine has no touch) on the `index`-th match, once it is visible. */
	tapElement(selector: string, index: number): Promise<void>;
	/** Replaces the field's text by typing. */
	fillElement(selector: string, text: string): Promise<void>;
	/** Runs `fn(arg)` in the page and returns its (JSON-able) result. */
	evaluate<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
	/** The viewport as the engine last painted it, as PNG. */
	capture(): Promise<Buffer>;
	/** Every console message and uncaught error since the page opened (across reloads). */
	messages(): Promise<PageMessage[]>;
	close(): Promise<void>;
}

export interface EnginePage extends EnginePageCore {
	readonly engine: EngineName;
	/** The viewport once the page has settled (no transition running, two same frames), to a PNG file. */
	screenshot(path: string): Promise<void>;
	tap(selector: string, index?: number): Promise<void>;
	fill(selector: string, text: string): Promise<void>;
	/** Waits until the `index`-th match of `selector` is visible. */
	waitFor(selector: string, options?: { index?: number; timeout?: number }): Promise<void>;
	/** Polls `fn(arg)` in the page until it returns something truthy, and returns that. */
	waitUntil<A, R>(fn: (arg: A) => R, arg: A, options?: { timeout?: number; what?: string }): Promise<NonNullable<R>>;
}

export interface Engine {
	readonly name: EngineName;
	/** A new page (a tab, or a window sized to `viewport`), with nothing loaded yet. */
	open(viewport: Viewport): Promise<EnginePage>;
	close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the `index`-th match is rendered, has a size and isn't hidden; with `enabled`,
 * also not disabled (runs in the page).
 */
export function isVisibleInPage({ selector, index, enabled }: { selector: string; index: number; enabled?: boolean }) {
	const element = document.querySelectorAll(selector)[index];
	if (!element || (enabled && element.matches(':disabled'))) return false;
	const rect = element.getBoundingClientRect();
	if (rect.width === 0 || rect.height === 0) return false;
	const style = getComputedStyle(element);
	return style.visibility !== 'hidden' && style.display !== 'none';
}

/**
 * Holds every running endless animation still at its start (`hold`), or lets the ones
 * held go again (runs in the page).
 */
export function holdEndless(hold: boolean) {
	const page = window as unknown as { heldForShot?: Animation[] };
	if (!hold) {
		for (const animation of page.heldForShot ?? []) animation.play();
		page.heldForShot = [];
		return true;
	}
	page.heldForShot = document
		.getAnimations()
		.filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity);
	for (const animation of page.heldForShot) {
		animation.pause();
		animation.currentTime = 0;
	}
	return true;
}

/** Adds the waiting verbs, the same for every engine, to an adapter's page. */
export function withWaits(engine: EngineName, core: EnginePageCore): EnginePage {
	const page: EnginePage = Object.assign(core, {
		engine,
		async waitUntil<A, R>(
			fn: (arg: A) => R,
			arg: A,
			{ timeout = 20_000, what = 'a condition' }: { timeout?: number; what?: string } = {}
		): Promise<NonNullable<R>> {
			const deadline = Date.now() + timeout;
			let failure = '';
			for (;;) {
				// A page between two documents (a reload) can't answer: ask again.
				const value = await core.evaluate(fn, arg).then(
					(result) => ((failure = ''), result),
					(error: Error) => void (failure = ` (${error.name}: ${error.message || 'no message'})`)
				);
				if (value) return value as NonNullable<R>;
				if (Date.now() > deadline)
					throw new Error(`${engine}: timed out after ${timeout} ms waiting for ${what}${failure}.`);
				await sleep(50);
			}
		},
		async waitFor(selector: string, { index = 0, timeout = 20_000 }: { index?: number; timeout?: number } = {}) {
			await page.waitUntil(isVisibleInPage, { selector, index }, { timeout, what: `${selector} [${index}] to show` });
		},
		async tap(selector: string, index = 0) {
			// The element can be drawn anew between two questions to the page: look again then.
			for (let attempt = 1; ; attempt++) {
				await page.waitUntil(
					isVisibleInPage,
					{ selector, index, enabled: true },
					{ what: `${selector} [${index}] to show, enabled` }
				);
				// A person scrolls what they want into the middle of the screen, clear of the pinned bars.
				const there = await core.evaluate(
					({ selector, index }) => {
						const element = document.querySelectorAll(selector)[index];
						if (!element) return false;
						const { top, bottom } = element.getBoundingClientRect();
						// The phone's status bar is pinned, and the lesson's words in it make it taller.
						const bar = document.querySelector('[data-testid="turn-status"]')?.closest('.status-bar');
						const pinned = bar && getComputedStyle(bar).position === 'sticky' ? bar.getBoundingClientRect().bottom : 0;
						if (top < Math.max(innerHeight * 0.15, pinned + 8) || bottom > innerHeight * 0.85)
							element.scrollIntoView({ block: 'center' });
						return true;
					},
					{ selector, index }
				);
				if (there) break;
				if (attempt === 3) throw new Error(`${engine}: ${selector} [${index}] kept going away before the tap.`);
			}
			// A tap that lands on something passing over the element (WebKit's driver says so) is
			// made again a moment later, as a person would.
			for (let attempt = 1; ; attempt++) {
				try {
					return await core.tapElement(selector, index);
				} catch (error) {
					if ((error as Error).name !== 'ElementClickInterceptedError' || attempt === 3) throw error;
					await sleep(300);
				}
			}
		},
		async screenshot(path: string) {
			// A sheet slides in, and WebKit's snapshot is its last presented frame, which can lag
			// the DOM by a few hundred ms: wait for transitions to end, a moment more, then for
			// two captures that agree.
			await page
				.waitUntil(
					() =>
						document
							.getAnimations()
							.every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
					null,
					{ timeout: 3_000 }
				)
				.catch(() => null);
			// An endless animation (the lesson's pulsing mark) never lets two captures agree: the
			// shot before the lesson's turn 3 Confirm took all 17 captures, 4.6-6.1 s, which read as
			// a slow tap. Held at its start for the shot, as Playwright's `animations: 'disabled'`
			// does, and let go after.
			await core.evaluate(holdEndless, true).catch(() => null);
			try {
				await sleep(250);
				let shot = await core.capture();
				for (let tries = 0; tries < 15; tries++) {
					await sleep(150);
					const next = await core.capture();
					if (next.equals(shot)) break;
					shot = next;
				}
				writeFileSync(path, shot);
			} finally {
				await core.evaluate(holdEndless, false).catch(() => null);
			}
		},
		async fill(selector: string, text: string) {
			await page.waitFor(selector);
			await core.fillElement(selector, text);
		}
	});
	return page;
}

/**
 * An uncaught error or console error that comes from the product, not from the network
 * being down on purpose: each engine reports a refused connection in its own words
 * (Firefox as a page error).
 */
export function isProductError(message: PageMessage): boolean {
	if (message.type !== 'pageerror' && message.type !== 'error') return false;
	const network = [
		/Failed to load resource/i,
		/WebSocket connection to .* failed/i,
		/can.t establish a connection to the server/i,
		/connection to .* was interrupted while the page was loading/i,
		/WebSocket network error/i,
		/Could not connect to the server/i,
		/net::ERR_/,
		// Chromium, when the service worker's script (or its update check) can't be fetched.
		/An unknown error occurred when fetching the script/
	];
	return !network.some((pattern) => pattern.test(message.text));
}

/** Throws the apt command that installs what is missing, as the browser tests do for chromium. */
export function requireInstalled(what: string, paths: string[], packages: string) {
	const missing = paths.filter((path) => !existsSync(path));
	if (missing.length > 0)
		throw new Error(`${what} needs ${missing.join(', ')}: run \`apt-get install -y ${packages}\`.`);
}
