// Motion at the table (src/lib/table/game/motion/): Ada plays against three bots at
// their real pace (0.9 s a move, on a server of this file's own), on a phone and on
// a desktop. Every bot move is shown as movement: new animations start after each
// one, and the others' gold and keys count a unit at a time. With reduced motion (on a phone) nothing moves, and what changed is marked instead.
// Screenshots in the middle of a move go to test-results/. (Long tasks while moves
// play, on a CPU slowed 4×: `npm run bench:motion`.)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer } from '../../scripts/server.ts';
import { holdChromium, launchBrowser } from './browser';
import { BOT_MOVES, tableWithBots, watchBots } from './motion-watch';
import { PHONE } from './table-helpers';

const SIZES = { phone: PHONE, desktop: { width: 1280, height: 800 } };

/** A counter's values went through a number between two others, a unit at a time (n, n ± 1, n ± 2). */
const countsThrough = (values: number[]) =>
	values.some(
		(v, i) => i >= 2 && v - values[i - 1] === values[i - 1] - values[i - 2] && Math.abs(v - values[i - 1]) === 1
	);

let server: Awaited<ReturnType<typeof startServer>>;
let storage: string;
let releaseChromium: () => Promise<void>;
beforeAll(async () => {
	// One Chromium for the file's three browsers (a context each), launched while the server starts.
	releaseChromium = holdChromium();
	storage = mkdtempSync(join(tmpdir(), 'castle-combo-motion-'));
	server = await startServer({ persistTo: storage, quiet: true, vars: { RATE_LIMITS: 'off', BOT_DELAY_MS: '900' } });
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await releaseChromium?.();
	await server?.stop();
	if (storage) rmSync(storage, { recursive: true, force: true });
});

describe.each(Object.entries(SIZES))('at the %s size', (name, viewport) => {
	test('every bot move is shown as movement; a screenshot mid-move', async () => {
		const browser = await launchBrowser(viewport, { motion: true });
		try {
			const page = await browser.context.newPage();
			const ada = await tableWithBots(page, server.url);
			const bots = await watchBots(page, ada, () =>
				page.screenshot({ path: `test-results/motion-${name}.png` }).then(() => undefined)
			);
			expect(bots).toHaveLength(BOT_MOVES);
			const told = bots.map(({ from, to, at, scripted, all }) => ({ from, to, at: Math.round(at), scripted, all }));
			expect(
				bots.map((c) => c.scripted > 0),
				JSON.stringify(told)
			).toEqual(bots.map(() => true));
			expect(bots.map((c) => c.copyFindable)).toEqual(bots.map(() => false));
			// The room's state is the page's again: nothing is held back.
			await page.waitForFunction(() => document.getAnimations().length === 0);
			// Gold and keys count a unit at a time (the page draws the new value, and the count goes
			// to it from the old one). The others' panels are in view on a desktop, where some move
			// paid or gained two or more.
			const counted = await page.evaluate(() => (window as unknown as { counted: Record<string, number[]> }).counted);
			if (name === 'desktop') expect(Object.values(counted).some(countsThrough), JSON.stringify(counted)).toBe(true);
		} finally {
			await browser.close();
		}
	});
});

// Reduced motion at the phone's size: what is marked and when is the same at every size
// (the queue's choice, test/lib/table/game/motion.test.ts), the page's own animations all
// wait for no-preference, and the phone's are a superset (the placement sheet's).
describe('at the phone size', () => {
	test('with reduced motion nothing moves, and what changed is marked for a moment', async () => {
		const browser = await launchBrowser(PHONE, { motion: true });
		try {
			const page = await browser.context.newPage();
			await page.emulateMedia({ reducedMotion: 'reduce' });
			const ada = await tableWithBots(page, server.url);
			const bots = await watchBots(page, ada);
			expect(bots.map((c) => c.all)).toEqual(bots.map(() => 0));
			expect(bots.map((c) => c.marked)).toEqual(bots.map(() => true));
			// 180 ms, on a timer that a busy page may run a little late. Seen by observers that
			// hear of the mark after the microtasks queued before theirs (1–2 ms on a busy page,
			// 178.7 ms was measured once): at least 150 ms, a mark one can see.
			for (const change of bots) expect(change.markedMs).toBeGreaterThanOrEqual(150);
			expect(Math.max(...bots.map((c) => c.markedMs))).toBeLessThan(300);
		} finally {
			await browser.close();
		}
	});
});
