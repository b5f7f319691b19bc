// Layout shifts as Chromium reports them, for the tests that hold the page still:
// only those that input did not cause (a tap may move things; a bot's move may not).
import type { Page } from 'playwright-core';

export interface Shift {
	value: number;
	/** When, in the page's time (ms). */
	at: number;
	/** What moved: class names, or tag names, with where it was and is (y and height, px). */
	sources: string[];
}

/** In the page (page.evaluate, or addInitScript to include the first frames): records them from now on. */
export function recordLayoutShifts() {
	const shifts: Shift[] = [];
	(window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as (PerformanceEntry & {
			value: number;
			hadRecentInput: boolean;
			sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
		})[]) {
			if (entry.hadRecentInput) continue;
			const sources = entry.sources.map(
				(s) =>
					`${s.node instanceof Element ? s.node.className || s.node.tagName : '?'} ` +
					`(y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}, h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)})`
			);
			shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
		}
	}).observe({ type: 'layout-shift' });
}

/** The shifts recorded so far. */
export const layoutShifts = (page: Page) =>
	page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
