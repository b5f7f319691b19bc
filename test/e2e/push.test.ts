// Web Push in Chromium: the site's service worker turns a room's push (handed to it
// with DevTools' ServiceWorker.deliverPushMessage: there is no push service here)
// into the table's notification, and a newer one replaces it; at the table, "Tell me
// when it's my turn" asks for permission and says so when the browser cannot subscribe.
// A server of this file's own, with a VAPID pair, so that the table offers push.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateVapidKeys } from '../../party/push-keys';
import { pushPayload } from '../../party/push-payload';
import { startServer, type RunningServer } from '../../scripts/server.ts';
import { holdChromium, launchBrowser } from './browser';
import { createTable, DESKTOP, PHONE, startAgainstBot, takeSeat } from './table-helpers';

let server: RunningServer;
let storage: string;
let releaseChromium: () => Promise<void>;
beforeAll(async () => {
	// One Chromium for the file (each test's browser is a context of it), launched while the server starts.
	releaseChromium = holdChromium();
	storage = mkdtempSync(join(tmpdir(), 'castle-combo-push-'));
	const vars = { RATE_LIMITS: 'off', BOT_DELAY_MS: '0', VAPID_SUBJECT: 'mailto:tables@example.com' };
	server = await startServer({ persistTo: storage, quiet: true, vars: { ...vars, ...(await generateVapidKeys()) } });
});
afterAll(async () => {
	await releaseChromium?.();
	await server?.stop();
	rmSync(storage, { recursive: true, force: true });
});

/** The notifications the site's service worker shows now: title, body and tag. */
const shown = (page: Page) =>
	page.evaluate(async () => {
		const registration = await navigator.serviceWorker.ready;
		return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
	});

test('the service worker shows a room’s push as the table’s notification, a newer one replacing it', async () => {
	const browser = await launchBrowser(PHONE, { serviceWorker: true });
	try {
		await browser.context.grantPermissions(['notifications'], { origin: server.url });
		const page = await browser.context.newPage();
		await page.clock.install();
		const room = await startAgainstBot(page, server.url);
		// The page registers the worker 5 s after it loaded and hydrated (src/lib/app/install.ts):
		// its clock is run past that instead of waiting for it.
		await page.clock.runFor(10_000);
		await page.evaluate(() => navigator.serviceWorker.ready);
		const cdp = await browser.context.newCDPSession(page);
		const registered = new Promise<string>((resolve) =>
			cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
				const ours = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
				if (ours) resolve(ours.registrationId);
			})
		);
		await cdp.send('ServiceWorker.enable');
		const registrationId = await registered;

		const deliver = async (payload: object, title: string) => {
			// The first push may be lost while the worker wakes: again until it shows.
			await expect
				.poll(
					async () => {
						const data = JSON.stringify(payload);
						await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId, data });
						return (await shown(page)).map((n) => n.title);
					},
					{ timeout: 15_000, interval: 500 }
				)
				.toContain(title);
		};
		const start = pushPayload({ kind: 'start', table: room, players: ['Ada', 'Bot'] }, 'en');
		await deliver(start, start.title);
		expect(await shown(page)).toEqual([{ title: start.title, body: start.body, tag: `table:${room}` }]);

		const turn = pushPayload({ kind: 'turn', table: room, name: 'Ada', timeLeftMs: 21 * 3600_000 }, 'en');
		await deliver(turn, turn.title);
		expect(await shown(page)).toEqual([{ title: turn.title, body: turn.body, tag: `table:${room}` }]);
		expect(turn.body).toBe('Ada, it’s your turn: 21 hours left to play.');
	} finally {
		await browser.close();
	}
});

test('“Tell me when it’s my turn” asks for permission, and says why when this browser has no push service', async () => {
	const browser = await launchBrowser(DESKTOP, { serviceWorker: true });
	try {
		await browser.context.grantPermissions(['notifications'], { origin: server.url });
		const page = await browser.context.newPage();
		await startAgainstBot(page, server.url);
		await page.getByTestId('settings').click();
		const toggle = page.getByTestId('setting-push');
		await toggle.waitFor();
		expect(await toggle.isEnabled()).toBe(true);
		expect(await page.getByTestId('push-problem').count()).toBe(0);
		await toggle.click();
		// Headless Chromium reaches no push service: subscribing fails, and the setting says so (and may be tried again).
		const problem = page.getByTestId('push-problem');
		await problem.waitFor({ timeout: 30_000 });
		expect(await problem.getAttribute('data-problem')).toBe('failed');
		expect(await toggle.isChecked()).toBe(false);
		expect(await toggle.isEnabled()).toBe(true);
	} finally {
		await browser.close();
	}
});

test('a seated player can ask for "your turn" by push in the lobby already, before the first game', async () => {
	const browser = await launchBrowser(PHONE, { serviceWorker: true });
	try {
		const page = await browser.context.newPage();
		await page.goto(`${server.url}/t/${await createTable(server.url)}`);
		// A visitor without a seat is offered nothing.
		await page.getByTestId('name-input').waitFor();
		expect(await page.getByTestId('lobby-push').count()).toBe(0);
		await takeSeat(page, 'Ada');
		const toggle = page.getByTestId('lobby-push').getByTestId('setting-push');
		await toggle.waitFor();
		expect(await toggle.isChecked()).toBe(false);
		expect(await toggle.isEnabled()).toBe(true);
		await page.screenshot({ path: 'test-results/lobby-push-phone.png', fullPage: true });
	} finally {
		await browser.close();
	}
});
