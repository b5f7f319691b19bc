// A table that reaches its age with a game in progress: both players see the
// warning (when it closes, that no new game starts, how long the replay stays) and
// the game goes on. Its own server with a short age (MAX_AGE_MS), so the warning
// comes within seconds; a desktop and a phone, each screenshotted.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serverAndTwoBrowsers, type OwnServer } from './own-server';
import { moveIfMine, twoPeopleStarted, untilMyMoveOrEnd } from './table-helpers';

/** Long enough for two people to sit down and start; the warning follows once the game runs. */
const MAX_AGE_MS = 30_000;
const CLOSING_GRACE_MS = 3_600_000;

let own: OwnServer;
beforeAll(async () => {
	own = await serverAndTwoBrowsers('closing', {
		MAX_AGE_MS: String(MAX_AGE_MS),
		CLOSING_GRACE_MS: String(CLOSING_GRACE_MS)
	});
});
afterAll(() => own?.close());

test('a game running at the age limit is warned, on both screens, and goes on', { timeout: 180_000 }, async () => {
	const { ada, bob } = await twoPeopleStarted(own.server.url, own.desk.context, own.phone.context);
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
	const deadline = Date.now() + 10_000;
	while (!moved && Date.now() < deadline) {
		for (const page of [ada, bob]) moved ||= (await moveIfMine(page, turns)) === 'moved';
		// Until either of them has a move to make (looked for at every frame), not a fixed time.
		if (!moved) await Promise.race([ada, bob].map((page) => untilMyMoveOrEnd(page, deadline - Date.now())));
	}
	expect(moved).toBe(true);
	expect(await ada.getByTestId('closing-notice').isVisible()).toBe(true);
});
