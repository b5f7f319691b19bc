// Hints at a practice table: the Hint button gives the expert's move for this seat's
// view (the bot API's own answer for that view), marked on the card, its side and
// its space; "Choose it" makes it the move to confirm, and the log says a hint was taken.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import WebSocket from 'ws';
import { chooseAction } from '../../bots/index';
import { createRandom } from '../../engine/sim';
import type { GameView } from '../../engine/index';
import type { RoomState } from '../../party/protocol';
import { launchBrowser } from './browser';
import { createTable, DESKTOP, PHONE, startAgainstBot, takeSeat } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let guest: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[browser, guest] = await Promise.all([launchBrowser(DESKTOP), launchBrowser(PHONE)]);
});
afterAll(async () => {
	await browser?.close();
	await guest?.close();
});

/** The room's state for the seat that holds `token`, read on a socket of our own. */
function seatState(baseURL: string, room: string, token: string): Promise<RoomState> {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/parties/game/${room}?v=2`);
		ws.on('open', () => ws.send(JSON.stringify({ type: 'resume', token })));
		ws.on('message', (data) => {
			const message = JSON.parse(String(data));
			if (message.type === 'state' && message.state.you.seat !== null) {
				ws.close();
				resolve(message.state);
			}
		});
		ws.on('error', reject);
	});
}

test(
	'at a practice table, Hint marks the bot API’s move for this view, and Choose it readies it',
	{ timeout: 120_000 },
	async () => {
		const baseURL = inject('baseURL');
		const page = await browser.context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const room = await startAgainstBot(page, baseURL);
		await page.locator('[data-testid="game"][data-my-turn="true"]').waitFor({ timeout: 30_000 });

		await page.getByTestId('ask-hint').click();
		const box = page.getByTestId('hint-box');
		await box.waitFor({ timeout: 30_000 });
		const hinted = JSON.parse((await box.getAttribute('data-hint-action'))!);

		// The same view, read from the room as this seat: the hint is legal and is the expert bot's move.
		const token = await page.evaluate((r) => localStorage.getItem(`castle-combo:seat:${r}`), room);
		const state = await seatState(baseURL, room, token!);
		const view = state.game as GameView;
		expect(view.legal).toContainEqual(hinted);
		expect(hinted).toEqual(chooseAction(view, 'expert', createRandom('unused'), { timeLimitMs: Infinity }));
		expect(state.hints!.taken).toEqual([{ seat: 0, at: view.log.length, seq: state.seq }]);

		// Marked where it is played.
		if (hinted.type === 'take') {
			const slot = page.locator('.slot', {
				has: page.locator(`[data-testid="display-card"][data-card="${hinted.card}"]`)
			});
			await expect.poll(() => slot.getByTestId('hint-mark').count()).toBe(1);
			await page.getByTestId('hint-choose').click();
			const spot = page.locator(`[data-testid="spot"][data-x="${hinted.x}"][data-y="${hinted.y}"]`);
			await expect.poll(() => spot.getAttribute('data-hinted')).toBe('true');
			expect(await spot.getAttribute('data-chosen')).toBe('true');
			expect(await page.getByTestId('hint-gain').textContent()).toMatch(/your choice too/);
			await page.getByTestId('confirm-placement').click();
		} else {
			await expect.poll(() => page.getByTestId(`key-${hinted.use}`).getByTestId('hint-mark').count()).toBe(1);
		}
		await expect.poll(() => page.getByTestId('game-log').textContent()).toMatch(/Ada took a hint/);
		expect(errors).toEqual([]);
	}
);

test(
	'two people: no Hint until the host switches hints on; then both see they are on, and a hint taken is in both logs',
	{ timeout: 120_000 },
	async () => {
		const baseURL = inject('baseURL');
		const ada = await browser.context.newPage();
		const bob = await guest.context.newPage();
		const room = await createTable(baseURL);
		await ada.goto(`${baseURL}/t/${room}`);
		await takeSeat(ada, 'Ada');
		await bob.goto(`${baseURL}/t/${room}`);
		await takeSeat(bob, 'Bob');
		await expect.poll(() => ada.getByTestId('seat').count(), { timeout: 20_000 }).toBe(2);
		expect(await bob.getByTestId('hints-on').count()).toBe(0);
		expect(await bob.getByTestId('hints-setting').count()).toBe(0); // the host's alone

		// Off by default: the player to act has no Hint button.
		await ada.getByTestId('start').click();
		const toAct = async () => ((await ada.getByTestId('game').getAttribute('data-my-turn')) === 'true' ? ada : bob);
		await ada.getByTestId('game').waitFor();
		await bob.getByTestId('game').waitFor();
		await (await toAct()).locator('[data-testid="game"][data-my-turn="true"]').waitFor();
		expect(await (await toAct()).getByTestId('ask-hint').count()).toBe(0);

		// A new game on a new table with hints on (the setting is the lobby's).
		const room2 = await createTable(baseURL);
		await ada.goto(`${baseURL}/t/${room2}`);
		await takeSeat(ada, 'Ada');
		await bob.goto(`${baseURL}/t/${room2}`);
		await takeSeat(bob, 'Bob');
		await expect.poll(() => ada.getByTestId('seat').count(), { timeout: 20_000 }).toBe(2);
		await ada.getByTestId('hints-setting').selectOption('on');
		await bob.getByTestId('hints-on').waitFor();
		await ada.getByTestId('start').click();
		await ada.getByTestId('game').waitFor();
		await bob.getByTestId('game').waitFor();
		for (const page of [ada, bob]) await page.getByTestId('hints-on').waitFor();
		const player = await toAct();
		const other = player === ada ? bob : ada;
		const name = player === ada ? 'Ada' : 'Bob';
		await player.locator('[data-testid="game"][data-my-turn="true"]').waitFor();
		await player.getByTestId('ask-hint').click();
		await player.getByTestId('hint-box').waitFor({ timeout: 30_000 });
		for (const page of [player, other]) {
			await expect.poll(() => page.getByTestId('game-log').textContent()).toContain(`${name} took a hint`);
		}
	}
);
