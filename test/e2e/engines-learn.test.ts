// The guided first game (/learn) in Firefox ESR and WebKit (Chromium's is
// guided-game.test.ts, at both sizes and in two languages) at a phone's size: a wrong tap explained, then the marked control followed to the
// score sheet, with no JavaScript error from the product. The lesson's room runs in
// the page (a Web Worker), so no proxy is needed. Screenshots go to
// test-results/engines/<engine>-learn-<step>.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { isProductError, type Engine, type EngineName, type EnginePage } from './engines/driver';
import { launchEngine } from './engines/launch';
import { PHONE } from './engines/play';

const SHOTS = 'test-results/engines';
const TARGET = '[data-tutorial-target]';
const END = '[data-testid="lesson-card-scores"]';

beforeAll(() => {
	mkdirSync(SHOTS, { recursive: true });
});

/** Until the marked control is another element than the last one tapped, or the lesson ended: 'end' then. */
function nextTarget({ target, end }: { target: string; end: string }) {
	if (document.querySelector(end)) return 'end';
	// A tap while the table still tells a change shows the latest game and is spent (as
	// for a person): wait until it is still, as engines/play.ts does.
	if (document.querySelector('[data-testid="game"]')?.getAttribute('data-moving') === 'true') return null;
	const element = document.querySelector(target);
	const last = (window as unknown as { lessonLast?: Element | null }).lessonLast;
	if (!element || element === last) return null;
	const rect = element.getBoundingClientRect();
	return rect.width > 0 && rect.height > 0 ? element.getAttribute('data-tutorial-target') : null;
}

function rememberTarget(target: string) {
	(window as unknown as { lessonLast?: Element | null }).lessonLast = document.querySelector(target);
	return true;
}

describe.each(['firefox', 'webkit'] as const)('%s', (name: EngineName) => {
	let engine: Engine;
	let page: EnginePage;

	beforeAll(async () => {
		engine = await launchEngine(name, { logDir: SHOTS });
		page = await engine.open(PHONE);
	});
	afterAll(async () => {
		await page?.close();
		await engine?.close();
	});

	test('/learn: a wrong tap is explained, then the marked controls lead to the score sheet', async () => {
		await page.goto(`${inject('baseURL')}/learn`);
		await page.waitFor(TARGET);
		await page.tap(`[data-testid="display-card"]:not(${TARGET})`);
		await page.waitFor('[data-testid="lesson-wrong"]');
		expect(await page.evaluate(() => document.querySelectorAll('[data-testid="take-options"]').length, null)).toBe(0);
		let taps = 1;
		for (let i = 0; i < 60; i++) {
			const next = await page.waitUntil(nextTarget, { target: TARGET, end: END }, { what: 'the next marked control' });
			if (next === 'end') break;
			if (i === 9) await page.screenshot(`${SHOTS}/${name}-learn-step.png`);
			await page.evaluate(rememberTarget, TARGET);
			await page.tap(TARGET);
			taps++;
		}
		await page.waitFor(END);
		const text = await page.evaluate(() => document.querySelector('[data-testid="lesson"]')!.textContent ?? '', null);
		expect(text).toContain('63');
		expect(taps).toBeLessThanOrEqual(40);
		await page.screenshot(`${SHOTS}/${name}-learn-end.png`);
		expect((await page.messages()).filter(isProductError)).toEqual([]);
	}, 180_000);
});
