// The first-game tip never moves the board under a finger: it is offered in a place
// of the status bar kept for it from the game's first frame, and opens over the
// board when tapped. The Castle display stays where it was first drawn, and no
// layout shift happens that input did not cause.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { layoutShifts, recordLayoutShifts } from './layout-shifts';
import { createTable, DESKTOP, PHONE, takeSeat } from './table-helpers';

const SIZES = [
	{ size: 'phone', viewport: PHONE, locale: 'en-US', lang: 'en' },
	{ size: 'desktop', viewport: DESKTOP, locale: 'de-DE', lang: 'de' },
	{ size: 'phone', viewport: PHONE, locale: 'de-DE', lang: 'de' },
	{ size: 'desktop', viewport: DESKTOP, locale: 'en-US', lang: 'en' }
] as const;
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];
beforeAll(async () => {
	browsers.push(...(await Promise.all(SIZES.map(({ viewport, locale }) => launchBrowser(viewport, { locale })))));
});
afterAll(async () => {
	await Promise.all(browsers.map((b) => b.close()));
});

test.each(SIZES.map((s, i) => ({ ...s, i })))(
	'$size, $lang: the first-game tip is offered and opened without moving the board',
	{ timeout: 90_000 },
	async ({ i, size, lang }) => {
		const baseURL = inject('baseURL');
		const page = await browsers[i].context.newPage();
		const room = await createTable(baseURL);
		await page.goto(`${baseURL}/t/${room}`);
		await takeSeat(page, 'Tia');
		await page.getByTestId('bot-level').selectOption('easy');
		await page.getByTestId('add-bot').click();
		await page.evaluate(recordLayoutShifts);
		await page.evaluate(() => {
			const watch = { firstTop: null as number | null };
			(window as unknown as { watch: typeof watch }).watch = watch;
			const sample = () => {
				const castle = document.querySelector('[data-testid="display-castle"]');
				if (castle) watch.firstTop = castle.getBoundingClientRect().top + scrollY;
				else requestAnimationFrame(sample);
			};
			requestAnimationFrame(sample);
		});
		await page.getByTestId('start').click();
		// Who plays first is dealt: the bot may, and the tip comes with your turn.
		await page.getByTestId('hint').waitFor({ timeout: 30_000 });
		await page.waitForTimeout(800);
		const castleTop = () =>
			page.getByTestId('display-castle').evaluate((castle) => castle.getBoundingClientRect().top + scrollY);
		const watch = await page.evaluate(() => (window as unknown as { watch: { firstTop: number | null } }).watch);
		expect(watch.firstTop).not.toBeNull();
		expect((await castleTop()) - watch.firstTop!, 'the board moved by').toBe(0);
		const shifts = await layoutShifts(page);
		const total = shifts.reduce((sum, s) => sum + s.value, 0);
		expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
		await page.screenshot({ path: `test-results/tip-offered-${size}-${lang}.png` });

		// Opened, it lies over the board: still nothing moves.
		await page.getByTestId('hint-open').click();
		await page.getByTestId('hint-panel').waitFor();
		await page.getByTestId('hint-panel').evaluate((p) => Promise.all(p.getAnimations().map((a) => a.finished)));
		expect(await page.getByTestId('hint-open').getAttribute('aria-expanded')).toBe('true');
		expect((await castleTop()) - watch.firstTop!, 'the board moved by').toBe(0);
		await page.screenshot({ path: `test-results/tip-open-${size}-${lang}.png` });
		// Esc closes it; "Got it" takes the offer away, and the status bar keeps its height.
		await page.keyboard.press('Escape');
		expect(await page.getByTestId('hint-panel').count()).toBe(0);
		const barHeight = () => page.getByTestId('turn-status').evaluate((s) => s.parentElement!.offsetHeight);
		const before = await barHeight();
		await page.getByTestId('hint-open').click();
		await page.getByTestId('hint-dismiss').click();
		expect(await page.getByTestId('hint').count()).toBe(0);
		expect(await barHeight()).toBe(before);
		expect((await castleTop()) - watch.firstTop!, 'the board moved by').toBe(0);
		await page.close();
	}
);
