// The core scenarios in three engines (Chromium, Firefox ESR, WebKit), at a phone's size
// against two bots: one game per engine, played like a person, with a reload, a dropped
// socket and a server outage on the way, then the end screen. The steps share the game,
// so they run in order. The suite's server (bots move at once), behind the test proxy
// (test/e2e/proxy.ts) that drops sockets and plays the server being down. Screenshots go
// to test-results/engines/<engine>-<step>.png.
import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { isProductError, type EngineName, type EnginePage } from './engines/driver';
import { ENGINES, startEngines } from './engines/launch';
import { addBots, mySeat, play, PHONE, takeSeat, type Turns } from './engines/play';
import { startProxy, type Proxy } from './proxy';
import { playOut, resumePuppet } from './puppet';

const SHOTS = 'test-results/engines';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let engines: ReturnType<typeof startEngines>;
// The three engines start together (Xvfb, the drivers, the profiles), before any step: each
// waited for its turn to start, 10 s or so each. Nothing is timed while they start.
beforeAll(async () => {
	mkdirSync(SHOTS, { recursive: true });
	engines = startEngines(ENGINES, PHONE, { logDir: SHOTS });
	await Promise.all(ENGINES.map((name) => engines.get(name).catch(() => null)));
});
afterAll(() => engines?.closeAll());

/** Pretends the page was hidden or shown again, as switching apps does; returns the page's clock then. */
function setVisibility(state: 'hidden' | 'visible') {
	Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
	Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
	document.dispatchEvent(new Event('visibilitychange'));
	return Date.now();
}

/** From now on, notes the page's clock when the table is live again (at `window.engineLiveAt`). */
function watchLive() {
	const table = document.querySelector('[data-testid="table"]')!;
	const page = window as unknown as { engineLiveAt: number | null };
	page.engineLiveAt = null;
	const observer = new MutationObserver(() => {
		if (table.getAttribute('data-live') !== 'true') return;
		page.engineLiveAt = Date.now();
		observer.disconnect();
	});
	observer.observe(table, { attributes: true, attributeFilter: ['data-live'] });
	return table.getAttribute('data-live') !== 'true';
}

const liveAt = (page: EnginePage) =>
	page.waitUntil(() => (window as unknown as { engineLiveAt: number | null }).engineLiveAt, null, {
		timeout: 15_000,
		what: 'the table to be live again'
	});

const live = (page: EnginePage) => page.waitFor('[data-testid="table"][data-live="true"]');

/** The connection banner's box and whether a tap at its centre lands on it. */
function bannerHitTest() {
	const banner = document.querySelector('[data-testid="connection-banner"]');
	if (!banner) return null;
	const rect = banner.getBoundingClientRect();
	const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
	return {
		top: rect.top,
		height: rect.height,
		reached: !!hit && banner.contains(hit),
		hit: hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : null
	};
}

describe.each(ENGINES)('%s', (name: EngineName) => {
	let proxy: Proxy;
	let page: EnginePage;
	const turns: Turns = { n: 0 };
	const shoot = (step: string) => page.screenshot(`${SHOTS}/${name}-${step}.png`);
	let seen = 0;

	beforeAll(async () => {
		[{ page }, proxy] = await Promise.all([engines.get(name), startProxy(inject('baseURL'))]);
	});
	afterAll(async () => {
		await engines.close(name);
		await proxy?.close();
	});
	// No JavaScript error from the product in any step (a refused connection is the network's).
	afterEach(async ({ task }) => {
		// What the page showed when a step failed (if the page is still there to ask).
		if (task.result?.state === 'fail')
			await shoot(`failed-${task.name.split(':')[0].replace(/\W+/g, '-')}`).catch(() => {});
		const messages = await page.messages();
		const errors = messages.slice(seen).filter(isProductError);
		seen = messages.length;
		expect(errors).toEqual([]);
	});

	test('a person takes a seat, adds two bots and starts', async () => {
		await page.goto(`${proxy.url}/new`);
		await takeSeat(page, 'Ada');
		await addBots(page, 2);
		await page.waitFor('[data-testid="start"]');
		await shoot('lobby');
		await page.tap('[data-testid="start"]');
		await page.waitFor('[data-testid="game"]');
		// The page gets the whole phone: no browser bar, no scrollbar taking width.
		expect(await page.evaluate(() => [document.documentElement.clientWidth, innerHeight], null)).toEqual([
			PHONE.width,
			PHONE.height
		]);
	});

	test('turns: pick a card, the placement sheet opens, place at the best spot, Confirm', async () => {
		turns.onSheet = () => shoot('sheet');
		await play(page, turns, { placed: 2 });
		expect(turns.onSheet).toBeUndefined();
		expect((await mySeat(page)).tableau).toHaveLength(turns.n);
	});

	test('a reload resumes the seat: same seat, same gold, keys and tableau', async () => {
		const before = await mySeat(page);
		expect(before.seat).not.toBeNull();
		await page.reload();
		await page.waitFor('[data-testid="game"]');
		await live(page);
		await page.waitFor('[data-testid="player-panel"].you');
		expect(await mySeat(page)).toEqual(before);
	});

	test('a dropped socket is live again ≤ 1 s after the page is visible; meanwhile the banner can be seen', async () => {
		await play(page, turns, { placed: turns.n + 1 });
		const figures: number[] = [];
		for (let run = 0; run < 3; run++) {
			await live(page);
			// Switching apps: the page is hidden and the phone drops its socket; the server stays
			// unreachable until the page shows again, so only becoming visible can bring it back.
			await page.evaluate(setVisibility, 'hidden');
			proxy.setDown(true);
			await page.waitFor('[data-testid="connection-banner"]');
			if (run === 0) {
				const banner = await page.evaluate(bannerHitTest, null);
				expect(banner, JSON.stringify(banner)).toMatchObject({ reached: true });
				await shoot('reconnecting');
			}
			expect(await page.evaluate(watchLive, null)).toBe(true);
			proxy.setDown(false);
			const shown = await page.evaluate(setVisibility, 'visible');
			figures.push((await liveAt(page)) - shown);
		}
		console.log(`${name}: visible → live ${figures.join(', ')} ms (median ${median(figures)})`);
		for (const ms of figures) expect(ms).toBeLessThanOrEqual(1000);
	});

	test('after the server was down for 5 s, the seat is live again soon after it answers', async () => {
		await live(page);
		proxy.setDown(true);
		await page.waitFor('[data-testid="connection-banner"]');
		expect(await page.evaluate(watchLive, null)).toBe(true);
		await sleep(5_000);
		const back = Date.now();
		proxy.setDown(false);
		const ms = (await liveAt(page)) - back;
		console.log(`${name}: server back → live ${ms} ms`);
		// While the server is gone the page asks for it twice a second with a plain request and
		// opens a socket only once it answers, so Firefox's delay after failed sockets never grows.
		expect(ms).toBeLessThanOrEqual(1500);
	});

	test('the game plays to its end, and the winner line is in view', async () => {
		// The turns were played by hand above; the rest of the game, which the page shows as it
		// goes, is played from Node for this seat (its token, on a socket of its own) and the bots.
		const room = /\/t\/([^/?#]+)/.exec(await page.url())?.[1];
		expect(room).toBeTruthy();
		const token = await page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`), room!);
		expect(token).toBeTruthy();
		const puppet = await resumePuppet(inject('baseURL'), room!, token!);
		try {
			await playOut([puppet]);
		} finally {
			puppet.close();
		}
		await page.waitFor('[data-testid="end-screen"]', { timeout: 30_000 });
		await page.waitFor('[data-testid="winner"]');
		const winnerBox = () => {
			const { top, bottom } = document.querySelector('[data-testid="winner"]')!.getBoundingClientRect();
			return { top, bottom, innerHeight, scrollY };
		};
		// The end screen scrolls itself into view (maybe smoothly): give it a moment.
		const inView = await page
			.waitUntil(
				() => {
					const { top, bottom } = document.querySelector('[data-testid="winner"]')!.getBoundingClientRect();
					return top >= 0 && bottom <= innerHeight;
				},
				null,
				{ timeout: 3_000 }
			)
			.catch(() => false);
		await shoot('end');
		expect(inView, JSON.stringify(await page.evaluate(winnerBox, null))).toBe(true);
	});
});
