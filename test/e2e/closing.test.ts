// A table that reaches its age with a game in progress: both players see the
// warning (when it closes, that no new game starts, how long the replay stays) and
// the game goes on. Its own server with a short age (MAX_AGE_MS), so the warning
// comes within seconds; a desktop and a phone, each screenshotted.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server.ts';
import { launchBrowser } from './browser';
import { createTable, moveIfMine, PHONE, takeSeat } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };
/** Long enough for two people to sit down and start; the warning follows once the game runs. */
const MAX_AGE_MS = 30_000;
const CLOSING_GRACE_MS = 3_600_000;

let server: RunningServer;
let storage: string;
let desk: Awaited<ReturnType<typeof launchBrowser>>;
let phone: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	storage = mkdtempSync(join(tmpdir(), 'castle-combo-closing-'));
	const vars = { RATE_LIMITS: 'off', MAX_AGE_MS: String(MAX_AGE_MS), CLOSING_GRACE_MS: String(CLOSING_GRACE_MS) };
	[server, desk, phone] = await Promise.all([
		startServer({ persistTo: storage, quiet: true, vars }),
		launchBrowser(DESKTOP),
		launchBrowser(PHONE)
	]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await Promise.all([desk?.close(), phone?.close(), server?.stop()]);
	rmSync(storage, { recursive: true, force: true });
});

test('a game running at the age limit is warned, on both screens, and goes on', { timeout: 180_000 }, async () => {
	const room = await createTable(server.url);
	const ada = await desk.context.newPage();
	await ada.goto(`${server.url}/t/${room}`);
	await takeSeat(ada, 'Ada');
	const bob = await phone.context.newPage();
	await bob.goto(`${server.url}/t/${room}`);
	await takeSeat(bob, 'Bob');
	await ada.getByTestId('start').click();
	await bob.getByTestId('game').waitFor({ timeout: 20_000 });
	expect(await ada.getByTestId('closing-notice').count()).toBe(0);

	for (const page of [ada, bob]) {
		const notice = page.getByTestId('closing-notice');
		await notice.waitFor({ timeout: MAX_AGE_MS + 20_000 });
		expect(await notice.innerText()).toMatch(
			/^This table has been open for 24 hours and closes in 60 min, whether or not this game is over\. Finish it now: its replay stays available for 7 days\.$/
		);
	}
	await ada.screenshot({ path: 'test-results/closing-1280x800.png' });
	await bob.screenshot({ path: 'test-results/closing-390x844.png' });

	// The game goes on under the warning: whoever is to act moves, and the room answers.
	const turns = { n: 0 };
	let moved = false;
	for (let i = 0; i < 50 && !moved; i++) {
		for (const page of [ada, bob]) moved ||= (await moveIfMine(page, turns)) === 'moved';
		if (!moved) await new Promise((r) => setTimeout(r, 200));
	}
	expect(moved).toBe(true);
	expect(await ada.getByTestId('closing-notice').isVisible()).toBe(true);
});
