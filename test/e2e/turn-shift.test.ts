// The turn coming and going moves nothing on the page: at /practice (a person and two
// bots, the bots' moves told with motion) three of the person's turns are played, and
// no layout shift happens that input did not cause. On a phone your move's controls
// are pinned to the screen's foot (drawn between the displays and your tableau, they
// pushed the tableau and everything under it down at every turn), the status bar keeps
// a two-line pill's height, and the page's first draw moves nothing either.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { DESKTOP, moveIfMine, PHONE } from './table-helpers';

const SIZES = [
	{ size: 'phone', viewport: PHONE },
	{ size: 'desktop', viewport: DESKTOP }
] as const;
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];
beforeAll(async () => {
	browsers.push(...(await Promise.all(SIZES.map(({ viewport }) => launchBrowser(viewport, { motion: true })))));
});
afterAll(async () => {
	await Promise.all(browsers.map((b) => b.close()));
});

test.each(SIZES.map((s, i) => ({ ...s, i })))(
	'$size: three turns at /practice, and no layout shift that input did not cause',
	{ timeout: 120_000 },
	async ({ i, size }) => {
		const page = await browsers[i].context.newPage();
		await page.addInitScript(recordLayoutShifts);
		await page.goto(`${inject('baseURL')}/practice`);
		await page.getByTestId('game').waitFor();
		const turns = { n: 0 };
		const deadline = Date.now() + 90_000;
		let arrivals = 0;
		let wasMine = false;
		while (turns.n < 3 && Date.now() < deadline) {
			const result = await moveIfMine(page, turns);
			if (result === 'over') break;
			const mine = result === 'moved';
			if (mine && !wasMine) arrivals++;
			wasMine = mine;
			if (result === 'idle') await page.waitForTimeout(150);
		}
		expect(turns.n, 'turns played').toBe(3);
		// The bots played between: the turn came to this page at least twice after theirs.
		expect(arrivals).toBeGreaterThanOrEqual(2);
		await page.screenshot({ path: `test-results/turn-shift-${size}.png` });
		const shifts = await layoutShifts(page);
		const total = shifts.reduce((sum, s) => sum + s.value, 0);
		expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
		await page.close();
	}
);
