// The table as a player meets it, on a phone and on a desktop: what you need
// after picking a card is on screen, a spot waits for Confirm, the "+N" shown
// before a move is what the move does to Score now, and your turn is announced.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { steady } from './layout';
import { seatPuppet, type Puppet } from './puppet';
import { asked, createTable, MY_MOVE, PHONE, takeSeat } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };

let phone: Awaited<ReturnType<typeof launchBrowser>>;
let desktop: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[phone, desktop] = await Promise.all([launchBrowser(PHONE), launchBrowser(DESKTOP)]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await phone?.close();
	await desktop?.close();
});

/** A new table with one easy bot, started; resolves on the game screen. */
async function newGame(page: Page, name: string) {
	await page.goto(`${inject('baseURL')}/t/${await createTable(inject('baseURL'))}`);
	await takeSeat(page, name);
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
}

/**
 * A new table against a puppet (./puppet.ts), started; resolves on the game screen.
 * For the checks that read the table while the other seat is to act: a bot would
 * move at once on the test server, the puppet waits for myMoveOrEnd.
 */
async function newGameWithPuppet(page: Page, name: string): Promise<Puppet> {
	const room = await createTable(inject('baseURL'));
	await page.goto(`${inject('baseURL')}/t/${room}`);
	await takeSeat(page, name);
	const puppet = await seatPuppet(inject('baseURL'), room, 'Pip');
	await page.locator('[data-testid="seat"]', { hasText: 'Pip' }).waitFor();
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
	return puppet;
}

/** Waits until it is this player's move (true) or the game is over (false); a puppet plays its turns meanwhile. */
async function myMoveOrEnd(page: Page, puppet?: Puppet): Promise<boolean> {
	const next = page.locator(`${MY_MOVE}, [data-testid="end-screen"]`).first();
	const deadline = Date.now() + 60_000;
	while (puppet && !(await next.isVisible())) {
		if (Date.now() > deadline) throw new Error('Neither my move nor the end screen came.');
		if (!(await puppet.moveIfToAct())) await new Promise((r) => setTimeout(r, 50));
	}
	await next.waitFor({ timeout: 60_000 });
	return !(await page.getByTestId('end-screen').isVisible());
}

async function act(page: Page) {
	return (await page.getByTestId('game').getAttribute('data-act')) ?? '';
}

/** After a move: wait for the room's next state (the move counter changes). */
async function applied(page: Page, before: string, ex = expect) {
	await ex.poll(() => act(page), { timeout: 20_000 }).not.toBe(before);
}

const score = async (page: Page) => Number(await page.getByTestId('my-score').textContent());

/** Whether the element lies entirely inside the viewport (no scrolling needed to see and tap it). */
async function inView(locator: Locator, viewport: { width: number; height: number }) {
	const box = await locator.boundingBox();
	return (
		!!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
	);
}

/**
 * Plays a whole game against a puppet, checking every take: once a card is picked,
 * both sides of the take choice and at least one spot are in the viewport; the
 * spot's "+N" equals the change of Score now the move makes when it asks no
 * decision (and a decision's choice likewise). Returns the tallies.
 */
async function playChecking(
	page: Page,
	viewport: { width: number; height: number },
	puppet: Puppet,
	ex: typeof expect
) {
	const expect = ex;
	const tally = { picks: 0, inView: 0, previews: 0, decisions: 0 };
	let turn = 0;
	while (await myMoveOrEnd(page, puppet)) {
		const before = await act(page);
		if (await asked(page)) {
			// The best choice is preselected; its points come from the engine's preview.
			const chosen = page.locator('[data-testid="decision"] label.chosen [data-testid="decision-gain"]');
			await page.locator('[data-testid="decision-gain"][data-gain-max]').first().waitFor();
			const [min, max] = await Promise.all([
				chosen.getAttribute('data-gain-min'),
				chosen.getAttribute('data-gain-max')
			]);
			const start = await score(page);
			await page.getByTestId('confirm-decision').click();
			await applied(page, before, expect);
			if (min === max && !(await asked(page))) {
				expect(await score(page), 'Score now after a decision').toBe(start + Number(max));
				tally.decisions++;
			}
			continue;
		}
		const cards = page.locator('[data-testid="display-card"][data-selectable="true"]');
		await cards.first().waitFor();
		await cards.nth(turn % (await cards.count())).click();
		if (turn % 3 === 2) await page.getByTestId('face-down').check();
		turn++;
		await page.locator('[data-testid="spot"][data-gain]').first().waitFor();
		// What you need next, without scrolling: the choice and a spot, once the sheet
		// has risen (its short animation) and the layout has settled.
		await page.getByTestId('face-down').waitFor();
		await steady(page, '[data-testid="spot"], [data-testid="face-up"], [data-testid="face-down"]');
		tally.picks++;
		const spots = await page.getByTestId('spot').all();
		// A screen reader tells the spots apart by where they are, not only by their "+N".
		const labels = await page.getByTestId('spot').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
		expect(new Set(labels).size, `spot labels name their spaces: ${labels.join(' | ')}`).toBe(labels.length);
		expect(labels.every((label) => /^Place here, [a-z0-9, ]+: /.test(label ?? ''))).toBe(true);
		const spotInView = (await Promise.all(spots.map((s) => inView(s, viewport)))).some(Boolean);
		const choiceInView =
			(await inView(page.getByTestId('face-up'), viewport)) && (await inView(page.getByTestId('face-down'), viewport));
		if (spotInView && choiceInView) tally.inView++;
		else await page.screenshot({ path: `test-results/out-of-view-${viewport.width}-${turn}.png` });

		// The best spot, chosen and confirmed.
		const gains = await page
			.getByTestId('spot')
			.evaluateAll((els) => els.map((el) => [Number(el.dataset.gain), Number(el.dataset.gainMin)]));
		const best = gains.findIndex(([max]) => max === Math.max(...gains.map(([m]) => m)));
		const start = await score(page);
		await page.getByTestId('spot').nth(best).click();
		await page.getByTestId('placement-preview').waitFor();
		expect(await inView(page.getByTestId('confirm-placement'), viewport), 'Confirm is on screen').toBe(true);
		await page.getByTestId('confirm-placement').click();
		await applied(page, before, expect);
		// A move that asks nothing: Score now moved by exactly the "+N" shown (the
		// puppet's move, which may give you a key, waits for the next myMoveOrEnd).
		const [max, min] = gains[best];
		if (max === min && !(await asked(page))) {
			expect(await score(page), `Score now after a take shown as +${max}`).toBe(start + max);
			tally.previews++;
		}
	}
	return tally;
}

for (const [size, viewport] of [
	['phone', PHONE],
	['desktop', DESKTOP]
] as const) {
	// The two sizes play their games at once, each in its own context (and room).
	test.concurrent(
		`${size}: after each pick the choice and a legal spot are on screen, and "+N here" is the move's change of Score now`,
		{ timeout: 240_000 },
		// Its own expect: the two tests run at once, and expect.poll must know which it is in.
		async ({ expect }) => {
			const page = await (size === 'phone' ? phone : desktop).context.newPage();
			const puppet = await newGameWithPuppet(page, 'Vic');
			const tally = await playChecking(page, viewport, puppet, expect);
			puppet.close();
			console.log(`${size} ${viewport.width}×${viewport.height}:`, JSON.stringify(tally));
			expect(tally.picks).toBe(9);
			expect(tally.inView, 'picks with the choice and a spot on screen').toBe(tally.picks);
			expect(tally.previews, 'takes whose "+N" was checked against Score now').toBeGreaterThanOrEqual(5);
			await page.close();
		}
	);
}

test('a chosen spot waits for Confirm; Cancel and Escape go back; one tap is a remembered setting', async () => {
	const page = await phone.context.newPage();
	await newGame(page, 'Cas');
	await myMoveOrEnd(page);
	const placed = page.locator('.mine [data-testid="placed-card"]');
	const pick = () => page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();

	await pick();
	const spot = page.locator('[data-testid="spot"][data-gain]').first();
	await spot.click();
	await page.getByTestId('placement-preview').waitFor();
	expect(await page.getByTestId('placement-gain').textContent()).toMatch(/Score now \d+ → \d+/);
	// Cancel: the card is still in hand, nothing was sent.
	await page.getByTestId('cancel-placement').click();
	expect(await page.getByTestId('placement-preview').count()).toBe(0);
	expect(await page.getByTestId('take-options').isVisible()).toBe(true);
	// Escape twice: first the spot, then the card.
	await spot.click();
	await page.getByTestId('placement-preview').waitFor();
	await page.keyboard.press('Escape');
	expect(await page.getByTestId('placement-preview').count()).toBe(0);
	await page.keyboard.press('Escape');
	expect(await page.getByTestId('take-options').count()).toBe(0);
	expect(await placed.count()).toBe(0);
	expect(await page.locator(MY_MOVE).isVisible()).toBe(true);
	// Confirm places it.
	const before = await act(page);
	await pick();
	await page.locator('[data-testid="spot"][data-gain]').first().click();
	await page.getByTestId('confirm-placement').click();
	await applied(page, before);
	await expect.poll(() => placed.count()).toBe(1);

	// One tap, chosen in the settings and remembered after a reload.
	await page.getByTestId('settings').click();
	await page.getByTestId('setting-one-tap').check();
	await page.reload();
	await page.getByTestId('game').waitFor();
	await page.getByTestId('settings').click();
	expect(await page.getByTestId('setting-one-tap').isChecked()).toBe(true);
	await page.getByTestId('settings').click();
	await myMoveOrEnd(page);
	while (await asked(page)) {
		const at = await act(page);
		await page.getByTestId('confirm-decision').click();
		await applied(page, at);
		await myMoveOrEnd(page);
	}
	const at = await act(page);
	await pick();
	await page.locator('[data-testid="spot"][data-gain]').first().click();
	await applied(page, at);
	await expect.poll(() => placed.count()).toBe(2);
	await page.close();
});

test('your turn shows in the title and on the favicon, even while you look away', async () => {
	const page = await desktop.context.newPage();
	const puppet = await newGameWithPuppet(page, 'Tom');
	const badge = () => page.locator('link[rel="icon"]').getAttribute('data-badge');
	await myMoveOrEnd(page, puppet);
	await expect.poll(() => page.title()).toBe('● Your turn — Castle Combo');
	expect(await badge()).toBe('true');
	// After the move it is the puppet's turn: the title says which table this is.
	const before = await act(page);
	await page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
	await page.locator('[data-testid="spot"][data-gain]').first().click();
	await page.getByTestId('confirm-placement').click();
	await applied(page, before);
	if (!(await asked(page))) {
		await expect.poll(() => page.title(), { timeout: 5_000 }).toMatch(/^Table \S+ — Castle Combo$/);
		expect(await badge()).toBe('false');
	}
	// And back when the puppet has moved.
	await myMoveOrEnd(page, puppet);
	await expect.poll(() => page.title()).toBe('● Your turn — Castle Combo');
	puppet.close();
	await page.close();
});

test('when your turn comes: a vibration, and the beep and notification you opted into (asked only then)', async () => {
	const context = desktop.context;
	const page = await context.newPage();
	// Stand-ins for the browser's notification, sound and vibration, counting their use,
	// and a tab that can be hidden.
	await page.addInitScript(() => {
		const calls = { permission: 0, notes: [] as string[], tones: 0, vibrations: 0, hidden: false };
		Object.assign(window, { calls });
		Object.defineProperty(Document.prototype, 'hidden', { get: () => calls.hidden, configurable: true });
		class FakeNotification {
			static permission = 'default';
			static async requestPermission() {
				calls.permission++;
				FakeNotification.permission = 'granted';
				return 'granted';
			}
			onclick: (() => void) | null = null;
			constructor(title: string) {
				calls.notes.push(title);
			}
			close() {}
		}
		class FakeAudio {
			currentTime = 0;
			destination = {};
			resume() {
				return Promise.resolve();
			}
			createOscillator() {
				calls.tones++;
				return { frequency: { value: 0 }, connect: (to: unknown) => to, start() {}, stop() {} };
			}
			createGain() {
				return {
					gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
					connect: (to: unknown) => to
				};
			}
		}
		Object.assign(window, { Notification: FakeNotification, AudioContext: FakeAudio });
		Object.defineProperty(Navigator.prototype, 'vibrate', {
			value: () => (calls.vibrations++, true),
			configurable: true
		});
	});
	type Calls = { permission: number; notes: string[]; tones: number; vibrations: number };
	const calls = () => page.evaluate(() => (window as unknown as { calls: Calls }).calls);

	const puppet = await newGameWithPuppet(page, 'Nia');
	await myMoveOrEnd(page, puppet);
	expect((await calls()).permission, 'no permission asked before opting in').toBe(0);
	await page.getByTestId('settings').click();
	await page.getByTestId('setting-notify').check();
	await page.getByTestId('setting-sound').check();
	await expect.poll(async () => (await calls()).permission).toBe(1);
	expect(await page.getByTestId('setting-notify').isChecked()).toBe(true);
	await page.getByTestId('settings').click();
	const before = await calls();

	// Move, look away, and wait for the turn to come back.
	const at = await act(page);
	await page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
	await page.locator('[data-testid="spot"][data-gain]').first().click();
	await page.getByTestId('confirm-placement').click();
	await applied(page, at);
	await page.evaluate(() => ((window as unknown as { calls: { hidden: boolean } }).calls.hidden = true));
	while (await asked(page)) {
		const now = await act(page);
		await page.getByTestId('confirm-decision').click();
		await applied(page, now);
	}
	await page.locator('[data-testid="game"][data-my-turn="false"]').waitFor();
	await myMoveOrEnd(page, puppet);
	await expect.poll(async () => (await calls()).notes).toEqual(['Your turn — Castle Combo']);
	const after = await calls();
	expect(after.tones).toBeGreaterThan(before.tones);
	expect(after.vibrations).toBeGreaterThan(before.vibrations);
	puppet.close();
	await page.close();
});
