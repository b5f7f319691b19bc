// Layout checks measured in the browser: nothing sticks out of the viewport
// sideways, and no text is cut off in a control, label or heading. Also what a
// page says in words, for language checks.
import type { Page } from 'playwright-core';

/** Visible elements reaching past the viewport's sides (unless a clipping or scrolling ancestor hides it). */
export function overflowing(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const width = document.documentElement.clientWidth;
		const clipped = (el: Element) => {
			for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
				const overflowX = getComputedStyle(a).overflowX;
				if (overflowX !== 'visible') {
					const box = a.getBoundingClientRect();
					if (box.left >= -1 && box.right <= width + 1) return true;
				}
			}
			return false;
		};
		const out: string[] = [];
		for (const el of document.body.querySelectorAll('*')) {
			if (!(el as HTMLElement).checkVisibility?.()) continue;
			const box = el.getBoundingClientRect();
			if (!box.width || (box.left >= -1 && box.right <= width + 1) || clipped(el)) continue;
			out.push(
				`${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 40)}" ${Math.round(box.left)}…${Math.round(box.right)}`
			);
		}
		return out;
	});
}

/**
 * Controls, labels, headings and short texts whose content is wider than their
 * box: cut off, or spilling over what is next to them. Inside a card the small
 * text is clipped by design (the card detail shows it whole), and a box holding
 * a card is measured by its card; the table code in
 * the header shows a glimpse on purpose (the invite link has it).
 */
export function cutText(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const selector =
			'button, label, summary, select, a, h1, h2, h3, h4, dt, dd, p, li, [role="status"], [data-testid="turn-status"], .hint, .what, .title, .who, .turn, .count, .score';
		const out: string[] = [];
		for (const el of document.querySelectorAll<HTMLElement>(selector)) {
			if (!el.checkVisibility() || el.closest('.card, .room.code, .sr, option') || el.querySelector('.card')) continue;
			const style = getComputedStyle(el);
			if (style.display === 'inline' || ['auto', 'scroll'].includes(style.overflowX)) continue;
			if (el.scrollWidth > el.clientWidth + 1)
				out.push(
					`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 50)}" ${el.scrollWidth}>${el.clientWidth}`
				);
		}
		return out;
	});
}

/**
 * Everything the page says, as words: visible text and the labels a screen
 * reader reads (aria-label, title, placeholder), leaving out the language
 * picker (it names every language in its own) and what `skip` matches.
 */
export function pageWords(page: Page, skip = ''): Promise<string> {
	return page.evaluate((skip) => {
		const ignored = (el: Element) =>
			!!el.closest('[data-testid="language-picker"], script, style' + (skip ? `, ${skip}` : ''));
		const parts: string[] = [];
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const el = node.parentElement;
			if (!el || ignored(el) || !node.textContent?.trim()) continue;
			if (!el.checkVisibility() && !el.closest('.sr')) continue;
			parts.push(node.textContent.trim());
		}
		for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
			if (ignored(el)) continue;
			for (const name of ['aria-label', 'title', 'placeholder']) {
				const value = el.getAttribute(name);
				if (value) parts.push(value);
			}
		}
		parts.push(document.title);
		return parts.join('\n');
	}, skip);
}

/** Waits until no animation runs (the placing sheet rises), so a screenshot shows the settled page. */
export function settled(page: Page): Promise<unknown> {
	return page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

let steadyCalls = 0;
/**
 * Waits until what `selector` matches, and the page's scroll, stay put for two frames
 * running with no animation playing: the page has done what it does after a change in
 * its next frames (a sheet risen, the page scrolled to it, the fit measured again).
 */
export function steady(page: Page, selector: string): Promise<unknown> {
	const key = `steady${++steadyCalls}`;
	return page.waitForFunction(
		({ selector, key }) => {
			const seen = window as unknown as Record<string, { layout: string; frames: number } | undefined>;
			const layout = JSON.stringify([
				scrollX,
				scrollY,
				...[...document.querySelectorAll(selector)].map((el) => {
					const box = el.getBoundingClientRect();
					return [box.x, box.y, box.width, box.height];
				})
			]);
			const last = seen[key];
			seen[key] = { layout, frames: last?.layout === layout ? last.frames + 1 : 0 };
			return seen[key].frames >= 2 && document.getAnimations().every((a) => a.playState !== 'running');
		},
		{ selector, key },
		{ polling: 'raf' }
	);
}
