// <castle-combo> on another site (127.0.0.2) in Chromium: a visitor's own table
// against bots played to the end inside the element, events as DOM events, the
// frame's height following the table, tables per visitor across reloads (storage
// partitioned or blocked), and messages from elsewhere ignored.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { holdChromium } from './browser';
import { playOut, resumePuppet, seatTokens } from './puppet';
import { DESKTOP, PHONE, playToEnd } from './table-helpers';
import {
	fitsTable,
	frameFit,
	hostEvents,
	hostPage,
	launchEmbedBrowser,
	startEmbedHost,
	tableFrame,
	type EmbedHost,
	type HostEvent
} from './embed-host';

const SHOTS = 'test-results/embed';
let host: EmbedHost;
let releaseChromium: () => Promise<void>;
beforeAll(async () => {
	// One Chromium for the file; each test's browser is a context of it.
	releaseChromium = holdChromium({ partitioned: true });
	host = await startEmbedHost();
	mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
	await releaseChromium?.();
	await host?.close();
});

const waitForEvent = async (page: import('playwright-core').Page, type: string, count = 1) => {
	await expect
		.poll(async () => (await hostEvents(page)).filter((e) => e.type === type).length, { timeout: 30_000 })
		.toBeGreaterThanOrEqual(count);
	return (await hostEvents(page)).filter((e) => e.type === type);
};

test(
	'mode="new" bots="2" autostart: a visitor plays a whole game inside the element; turn and gameover arrive as DOM events',
	{ timeout: 300_000 },
	async () => {
		const base = inject('baseURL');
		const browser = await launchEmbedBrowser(DESKTOP, { partitioned: true });
		try {
			const page = await browser.context.newPage();
			const tokens = seatTokens(page);
			await page.goto(
				host.page(hostPage(base, '<castle-combo mode="new" bots="2" level="easy" autostart></castle-combo>'))
			);
			const [seated] = await waitForEvent(page, 'seated');
			expect(seated.detail.seat).toBe(0);
			const room = await page
				.locator('castle-combo')
				.evaluate((el) => (el as HTMLElement & { tableId: string }).tableId);
			expect(room).toMatch(/^[a-z0-9]{16}$/);
			expect(seated.detail.room).toBe(room);
			const frame = await tableFrame(page);
			await frame.getByTestId('game').waitFor();
			// Between turns the frame follows the table's height, with no scrollbar inside.
			await playToEnd(frame, { stopAfterTurns: 2 });
			await expect.poll(() => frameFit(page), { timeout: 10_000 }).toSatisfy(fitsTable);
			// The rest of the game, whose end is what is looked at here, from Node with the
			// visitor's seat (its token as the room gave it): the frame follows it as it would a game
			// played in it.
			const puppet = await resumePuppet(base, room, tokens.at(-1)!);
			try {
				await playOut([puppet]);
			} finally {
				puppet.close();
			}

			const [over] = await waitForEvent(page, 'gameover');
			const scores = over.detail.scores as { seat: number; total: number; rank: number }[];
			expect(scores).toHaveLength(3);
			// The room's final scores, as the end screen shows them.
			for (const { seat, total } of scores) {
				await expect
					.poll(() =>
						frame.locator(`[data-testid="score-pad"][data-seat="${seat}"] [data-testid="pad-total"]`).innerText()
					)
					.toBe(String(total));
			}
			const turns = (await hostEvents(page)).filter((e) => e.type === 'turn');
			expect(turns.length).toBeGreaterThan(3);
			expect(turns.some((e) => e.detail.yours === true)).toBe(true);
			expect(turns.every((e) => e.detail.room === room)).toBe(true);
			await expect.poll(() => frameFit(page), { timeout: 10_000 }).toSatisfy(fitsTable);
			expect(await page.evaluate(() => (window as unknown as { errors: string[] }).errors)).toEqual([]);
		} finally {
			await browser.close();
		}
	}
);

test('two visitors get two tables, and a reload returns each to their own (partitioned storage)', async () => {
	const base = inject('baseURL');
	const url = host.page(hostPage(base, '<castle-combo mode="new" bots="1"></castle-combo>'));
	const visitors = await Promise.all([0, 1].map(() => launchEmbedBrowser(DESKTOP, { partitioned: true })));
	try {
		const tables: string[] = [];
		for (const visitor of visitors) {
			const page = await visitor.context.newPage();
			await page.goto(url);
			const [seated] = await waitForEvent(page, 'seated');
			// The frame really keeps storage here (partitioned under the host site).
			expect(await (await tableFrame(page)).evaluate(() => typeof localStorage.getItem('x'))).toBe('object');
			tables.push(String(seated.detail.room));
			await page.reload();
			const [again] = await waitForEvent(page, 'seated');
			expect(again.detail).toMatchObject({ room: tables.at(-1), seat: 0 });
			expect(
				await page.locator('castle-combo').evaluate((el) => (el as HTMLElement & { tableId: string }).tableId)
			).toBe(tables.at(-1));
		}
		expect(tables[0]).not.toBe(tables[1]);
	} finally {
		await Promise.all(visitors.map((v) => v.close()));
	}
});

test('with storage blocked in the frame, a reload gives a new table and no error', async () => {
	const base = inject('baseURL');
	const browser = await launchEmbedBrowser(PHONE, { partitioned: false });
	try {
		const page = await browser.context.newPage();
		await page.goto(host.page(hostPage(base, '<castle-combo mode="new" bots="1" autostart></castle-combo>')));
		const [first] = await waitForEvent(page, 'seated');
		const frame = await tableFrame(page);
		expect(
			await frame.evaluate(() => {
				try {
					localStorage.getItem('x');
					return 'storage';
				} catch {
					return 'blocked';
				}
			})
		).toBe('blocked');
		await frame.getByTestId('game').waitFor();
		await page.reload();
		const [second] = await waitForEvent(page, 'seated');
		expect(second.detail.room).not.toBe(first.detail.room);
		await (await tableFrame(page)).getByTestId('game').waitFor();
		expect((await hostEvents(page)).filter((e) => e.type === 'error')).toEqual([]);
		expect(await page.evaluate(() => (window as unknown as { errors: string[] }).errors)).toEqual([]);
	} finally {
		await browser.close();
	}
});

test('a message from a third origin, or from another frame of the table, changes nothing and fires no event', async () => {
	const base = inject('baseURL');
	const browser = await launchEmbedBrowser(DESKTOP, { partitioned: true });
	try {
		const page = await browser.context.newPage();
		// A third site's frame that posts what the table would post, to the page and to the table's frame.
		const fake = `{ source: 'castle-combo', v: 1, room: 'forged-room-123' }`;
		const thirdUrl = host
			.page(
				`<!doctype html><script>
addEventListener('message', (e) => {
	if (e.data !== 'go') return;
	parent.postMessage({ ...${fake}, type: 'gameover', scores: [] }, '*');
	parent.postMessage({ ...${fake}, type: 'height', height: 77 }, '*');
	for (let i = 0; i < parent.frames.length; i++) {
		parent.frames[i].postMessage({ source: 'castle-combo', v: 1, type: 'setLanguage', lang: 'de' }, '*');
		parent.frames[i].postMessage({ source: 'castle-combo', v: 1, type: 'newGame' }, '*');
	}
});
</script>`
			)
			.replace(host.origin, host.thirdOrigin);
		// A real table in a plain iframe, posting to this page: the same origin as the element's table, another frame.
		const other = `other${Date.now().toString(36)}`;
		await page.goto(
			host.page(
				hostPage(
					base,
					'<castle-combo id="mine" mode="new" bots="1"></castle-combo>',
					`<iframe id="plain" src="${base}/embed/${other}?origin=${encodeURIComponent(host.origin)}" width="400" height="300"></iframe>
<iframe id="third" src="${thirdUrl}" width="10" height="10"></iframe>`
				)
			)
		);
		const [seated] = await waitForEvent(page, 'seated');
		const room = String(seated.detail.room);
		const frame = await tableFrame(page);
		await frame.getByTestId('lobby').waitFor();
		// The plain frame's table is ready and posted to this page, which heard it.
		await page.frameLocator('#plain').getByTestId('lobby').waitFor();
		// The element's frame has taken the table's height (it follows one message after the table drew).
		await expect.poll(() => frameFit(page), { timeout: 10_000 }).toSatisfy(fitsTable);
		const heightBefore = (await page.locator('castle-combo iframe').boundingBox())!.height;
		const frameUrlBefore = frame.url();
		await page.locator('#third').evaluate((el) => (el as HTMLIFrameElement).contentWindow!.postMessage('go', '*'));
		await page.waitForTimeout(2000);

		const events: HostEvent[] = await hostEvents(page);
		// Only the element's own table spoke to it.
		expect(events.every((e) => e.detail.room === room)).toBe(true);
		expect(events.some((e) => e.type === 'gameover')).toBe(false);
		expect((await page.locator('castle-combo iframe').boundingBox())!.height).toBe(heightBefore);
		expect(await page.locator('castle-combo').evaluate((el) => (el as HTMLElement & { tableId: string }).tableId)).toBe(
			room
		);
		// The table took no command from the third site: same address, same language, same table.
		expect(frame.url()).toBe(frameUrlBefore);
		expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en');

		// Its own page's commands are taken: the same table, now in German.
		await page
			.locator('castle-combo')
			.evaluate((el) => (el as HTMLElement & { setLanguage(l: string): void }).setLanguage('de'));
		await expect.poll(async () => (await tableFrame(page)).evaluate(() => document.documentElement.lang)).toBe('de');
		const seatedAgain = await waitForEvent(page, 'seated', 2);
		expect(seatedAgain[1].detail.room).toBe(room);
	} finally {
		await browser.close();
	}
});
