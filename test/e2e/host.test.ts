// The host stays host through reloads: in the lobby and mid-game, on a phone and
// on a desktop. The role would pass to the guest if the room took a reload for a
// departure, so the guest is seated and connected the whole time. While the room
// can't hear the host, the lobby's controls are disabled and name the banner. After the
// reloads the game is played out from Node (each page's seat token, over a socket of its own).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { playOut, resumePuppet } from './puppet';
import { startProxy } from './proxy';
import { createTable, DESKTOP, PHONE, playToEnd, takeSeat } from './table-helpers';

let phone: Awaited<ReturnType<typeof launchBrowser>>;
let desktop: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[phone, desktop] = await Promise.all([launchBrowser(PHONE), launchBrowser(DESKTOP)]);
});
afterAll(async () => {
	await phone?.close();
	await desktop?.close();
});

/** The lobby's host controls are there, and this page is seated (it resumed its seat). */
async function hasHostControls(page: Page) {
	await page.getByTestId('lobby').waitFor();
	await page.getByTestId('start').waitFor({ timeout: 20_000 });
	expect(await page.getByTestId('add-bot').isVisible()).toBe(true);
	expect(await page.getByTestId('name-input').count()).toBe(0);
}

for (const size of ['phone', 'desktop'] as const) {
	test(`the host reloads on a ${size}, in the lobby and mid-game, and stays host`, { timeout: 300_000 }, async () => {
		const baseURL = inject('baseURL');
		const [hostBrowser, guestBrowser] = size === 'phone' ? [phone, desktop] : [desktop, phone];
		const ada = await hostBrowser.context.newPage();
		const bob = await guestBrowser.context.newPage();
		const room = await createTable(baseURL);
		await ada.goto(`${baseURL}/t/${room}`);
		await takeSeat(ada, 'Ada');
		await bob.goto(`${baseURL}/t/${room}`);
		await takeSeat(bob, 'Bob');
		await bob.getByTestId('waiting-host').waitFor();

		// A reload in the lobby: Ada comes back as the host; Bob never became host.
		await ada.reload();
		await hasHostControls(ada);
		expect(await bob.getByTestId('start').count()).toBe(0);
		await expect.poll(() => bob.getByTestId('waiting-host').isVisible(), { timeout: 10_000 }).toBe(true);

		await ada.getByTestId('bot-level').selectOption('easy');
		await ada.getByTestId('add-bot').click();
		await expect.poll(() => ada.getByTestId('seat').count(), { timeout: 20_000 }).toBe(3);
		await ada.getByTestId('start').click();
		await Promise.all([ada.getByTestId('game').waitFor(), bob.getByTestId('game').waitFor()]);

		// A reload mid-game, after a few moves; Ada's page plays on after it.
		await Promise.all([playToEnd(ada, { stopAfterTurns: 3 }), playToEnd(bob, { stopAfterTurns: 3 })]);
		await ada.reload();
		await ada.getByTestId('game').waitFor();
		await Promise.all([playToEnd(ada, { stopAfterTurns: 1 }), playToEnd(bob, { stopAfterTurns: 1 })]);
		// The rest of the game is not what this test looks at: both seats' own tokens play it
		// out from Node, the pages still seated and connected.
		const token = (page: Page) => page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`)!, room);
		const puppets = await Promise.all([ada, bob].map(async (page) => resumePuppet(baseURL, room, await token(page))));
		await playOut(puppets);
		for (const puppet of puppets) puppet.close();

		// At the end only Ada may start the rematch, and Bob is told she will.
		await Promise.all([ada.getByTestId('end-screen').waitFor(), bob.getByTestId('end-screen').waitFor()]);
		await expect.poll(() => ada.getByTestId('rematch').isVisible(), { timeout: 20_000 }).toBe(true);
		expect(await bob.getByTestId('rematch').count()).toBe(0);
		expect(await bob.getByTestId('waiting-rematch').textContent()).toContain('Ada');
		await ada.close();
		await bob.close();
	});
}

test('while the room can’t hear the host, the lobby’s controls wait and point at the banner', async () => {
	const proxy = await startProxy(inject('baseURL'));
	const ada = await desktop.context.newPage();
	try {
		await ada.goto(`${proxy.url}/t/${await createTable(proxy.url)}`);
		await takeSeat(ada, 'Ada');
		await hasHostControls(ada);
		const controls = ['add-bot', 'stand-in-level', 'hints-setting', 'start'];
		/** Each control: disabled, and what describes it. */
		const state = () =>
			Promise.all(
				controls.map(async (testid) => {
					const control = ada.getByTestId(testid);
					return [testid, await control.isDisabled(), await control.getAttribute('aria-describedby')];
				})
			);
		// Alone at the table: Start waits for a second player; the hints setting has its note.
		expect(await state()).toEqual([
			['add-bot', false, null],
			['stand-in-level', false, null],
			['hints-setting', false, 'hints-note'],
			['start', true, null]
		]);
		proxy.setDown(true);
		await ada.getByTestId('connection-banner').waitFor();
		expect(await state()).toEqual(controls.map((testid) => [testid, true, 'connection-banner']));
		proxy.setDown(false);
		await ada.locator('[data-testid="table"][data-live="true"]').waitFor({ timeout: 10_000 });
		expect(await state()).toEqual([
			['add-bot', false, null],
			['stand-in-level', false, null],
			['hints-setting', false, 'hints-note'],
			['start', true, null]
		]);
	} finally {
		await ada.close();
		await proxy.close();
	}
});
