// Quick reactions between two people in their own browsers and languages: Ada (English,
// a desktop) reacts and Bob (German, a phone) sees her bubble and the log's line in
// German within a second (measured from her click to his bubble, printed); Bob answers
// from the keyboard; the picker makes him wait before the next; Ada hides them; a frame
// with `reactions=off` shows neither button nor bubble. Screenshots in test-results/.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { createTable, PHONE, takeSeat, twoPeopleStarted } from './table-helpers';

const LAPTOP = { width: 1280, height: 800 };
let ada: Awaited<ReturnType<typeof launchBrowser>>;
let bob: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	mkdirSync('test-results', { recursive: true });
	[ada, bob] = await Promise.all([launchBrowser(LAPTOP), launchBrowser(PHONE, { locale: 'de-DE' })]);
});
afterAll(async () => {
	await ada?.close();
	await bob?.close();
});

/** Notes (on this machine's clock, which both browsers share) when a bubble first appears in the page. */
const watchBubbles = (page: Page) =>
	page.evaluate(() => {
		const seen: { at: number; text: string }[] = [];
		(window as unknown as { bubblesSeen: typeof seen }).bubblesSeen = seen;
		new MutationObserver(() => {
			const bubble = document.querySelector('[data-testid="player-panel"] [data-testid="reaction-bubble"]');
			if (bubble && !seen.some((s) => s.text === bubble.textContent)) {
				seen.push({ at: performance.timeOrigin + performance.now(), text: bubble.textContent!.trim() });
			}
		}).observe(document.body, { childList: true, subtree: true });
	});
const bubblesSeen = (page: Page) =>
	page.evaluate(() => (window as unknown as { bubblesSeen: { at: number; text: string }[] }).bubblesSeen);

/** Notes when the next pointer press on a picker's button happens, on the same clock. */
const watchClick = (page: Page) =>
	page.evaluate(() => {
		const w = window as unknown as { clickedAt: number | null };
		w.clickedAt = null;
		addEventListener(
			'pointerdown',
			(event) => {
				if ((event.target as Element).closest('[data-testid="reaction-picker"]'))
					w.clickedAt ??= performance.timeOrigin + performance.now();
			},
			{ capture: true }
		);
	});

test(
	'a reaction reaches the other person in their language within a second; keyboard, wait, hide and an embed without them',
	{ timeout: 120_000 },
	async () => {
		const baseURL = inject('baseURL');
		const { room, ada: a, bob: b } = await twoPeopleStarted(baseURL, ada.context, bob.context);
		const errors: string[] = [];
		for (const page of [a, b]) page.on('pageerror', (e) => errors.push(e.message));
		expect(await b.evaluate(() => document.documentElement.lang)).toBe('de');

		// Ada reacts: the picker loads on demand, from the status bar's button.
		await watchBubbles(b);
		await watchClick(a);
		await a.getByTestId('react').click();
		const picker = a.getByTestId('reaction-picker');
		await picker.waitFor();
		expect(await picker.getAttribute('aria-label')).toBe('Quick reactions');
		await a.locator('[data-testid="reaction-picker"] [data-reaction="nice-combo"]').click();
		await picker.waitFor({ state: 'detached' });

		const bubble = b.locator('[data-testid="player-panel"][data-seat="0"] [data-testid="reaction-bubble"]');
		await bubble.waitFor({ timeout: 5_000 });
		expect(await bubble.textContent()).toMatch(/^\s*Starke Kombo!\s*$/);
		const clickedAt = await a.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt);
		const seenAt = (await bubblesSeen(b)).find((s) => s.text === 'Starke Kombo!')!.at;
		const ms = seenAt - clickedAt;
		console.log(`reaction: Ada's click to Bob's bubble (German) in ${ms.toFixed(0)} ms`);
		expect(ms).toBeGreaterThan(0);
		expect(ms).toBeLessThan(1000);
		// A quiet line in his log, which his screen reader reads (role="log"); the bubble itself is not read.
		await expect
			.poll(() => b.locator('[data-testid="game-log"] li.reaction').allTextContents())
			.toEqual(['Ada: Starke Kombo!']);
		expect(await bubble.getAttribute('aria-hidden')).toBe('true');
		// Ada sees her own, in English.
		await a.locator('[data-testid="player-panel"][data-seat="0"] [data-testid="reaction-bubble"]').waitFor();
		// On Bob's phone the panels are below the board: the latest shows under the pinned status bar too, in view.
		const near = b.getByTestId('reaction-near');
		expect(await near.textContent()).toMatch(/^\s*Ada: Starke Kombo!\s*$/);
		const box = (await near.boundingBox())!;
		expect(box.y + box.height).toBeLessThan(PHONE.height);
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(await a.getByTestId('reaction-near').isVisible()).toBe(false); // a desktop has its panels in view
		await new Promise((r) => setTimeout(r, 300)); // past the bubble's pop
		await b.screenshot({ path: 'test-results/reaction-bubble-390x844.png' });

		// Bob answers from the keyboard: Enter opens, the first reaction has the focus, Tab moves on.
		const react = b.getByTestId('react');
		expect(await react.getAttribute('aria-label')).toBe('Reagieren');
		await react.focus();
		await b.keyboard.press('Enter');
		await b.getByTestId('reaction-picker').waitFor();
		expect(await b.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Applaus');
		await b.keyboard.press('Escape');
		await b.getByTestId('reaction-picker').waitFor({ state: 'detached' });
		expect(await b.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('react');
		await b.keyboard.press('Enter');
		for (let i = 0; i < 6; i++) await b.keyboard.press('Tab');
		expect(await b.evaluate(() => document.activeElement?.getAttribute('data-reaction'))).toBe('good-game');
		await b.keyboard.press('Enter');

		// At once again: the picker says how long to wait (that nothing goes meanwhile is the controller's test).
		await react.click();
		const wait = b.getByTestId('reaction-wait');
		await wait.waitFor();
		expect(await wait.textContent()).toMatch(/In [12] s kannst du wieder reagieren\./);
		await b.keyboard.press('Escape');

		const hers = a.locator('[data-testid="player-panel"][data-seat="1"] [data-testid="reaction-bubble"]');
		await hers.waitFor({ timeout: 5_000 });
		expect(await hers.textContent()).toMatch(/^\s*Good game\s*$/);
		await new Promise((r) => setTimeout(r, 300));
		await a.screenshot({ path: 'test-results/reaction-bubble-1280x800.png' });

		// About 4 s later the bubbles are gone.
		await hers.waitFor({ state: 'detached', timeout: 6_000 });
		await bubble.waitFor({ state: 'detached', timeout: 6_000 });
		expect(await a.locator('[data-testid="reaction-bubble"]').count()).toBe(0);

		// A frame of Ada's seat with reactions="off" (the embed element's attribute): no button, no bubble.
		const framed = await ada.context.newPage();
		await framed.goto(`${baseURL}/embed/${room}?reactions=off`);
		await framed.getByTestId('game').waitFor({ timeout: 20_000 });
		await framed.getByTestId('settings').waitFor();
		expect(await framed.getByTestId('react').count()).toBe(0);

		// Ada hides them (the table's settings): Bob's next one shows nowhere for her.
		await a.getByTestId('settings').click();
		await a.getByTestId('setting-hide-reactions').check();
		await a.getByTestId('settings').click();
		await b.getByTestId('react').click();
		await b.locator('[data-testid="reaction-picker"] [data-reaction="wow"]').click();
		await b.locator('[data-testid="player-panel"][data-seat="1"] [data-testid="reaction-bubble"]').waitFor();
		// Bob's own page shows it, so it reached the room; Ada's two pages had a second more to draw it.
		await new Promise((r) => setTimeout(r, 1000));
		expect(await a.locator('[data-testid="reaction-bubble"]').count()).toBe(0);
		expect(await framed.locator('[data-testid="reaction-bubble"]').count()).toBe(0);
		expect(await a.locator('[data-testid="game-log"] li.reaction').count()).toBe(0);
		expect(errors).toEqual([]);
	}
);

test('in the lobby: a reaction shows by the seat and is said politely; the host turns them off for everyone', async () => {
	const baseURL = inject('baseURL');
	const room = await createTable(baseURL);
	// Ada hid them in the test before (her settings are kept in this browser): shown again.
	await ada.context.addInitScript(() => localStorage.removeItem('castle-combo:settings'));
	const a = await ada.context.newPage();
	await a.goto(`${baseURL}/t/${room}`);
	await takeSeat(a, 'Ada');
	const b = await bob.context.newPage();
	await b.goto(`${baseURL}/t/${room}`);
	await takeSeat(b, 'Bob');

	await b.getByTestId('react').click();
	await b.locator('[data-testid="reaction-picker"] [data-reaction="clap"]').click();
	const bubble = a.locator('[data-testid="seat"][data-seat="1"] [data-testid="reaction-bubble"]');
	await bubble.waitFor({ timeout: 5_000 });
	expect(await bubble.textContent()).toMatch(/^\s*👏\s*$/);
	const said = a.getByTestId('reaction-said');
	expect(await said.getAttribute('aria-live')).toBe('polite');
	await expect.poll(() => said.textContent()).toMatch(/^\s*Bob: Applause\s*$/);

	await a.getByTestId('reactions-setting').selectOption('off');
	await b.getByTestId('reactions-off').waitFor();
	expect(await b.getByTestId('reactions-off').textContent()).toContain('Reaktionen');
	expect(await b.getByTestId('react').count()).toBe(0);
	expect(await a.getByTestId('react').count()).toBe(0);
	await a.getByTestId('reactions-setting').selectOption('on');
	await b.getByTestId('react').waitFor();
});
