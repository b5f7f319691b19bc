// Fitting your tableau on screen while placing: its cards are sized so the whole
// grid fits under everything else that must stay in view (measured, since text
// may wrap), and on a phone the status bar goes to the top of the screen first.
import { untrack } from 'svelte';

/** What is measured of a box (an element on the page; a stand-in in Node). */
export interface Box {
	readonly offsetHeight: number;
	readonly offsetTop: number;
	getBoundingClientRect(): { top: number; bottom: number };
}

/** The window: its size, scrolling, and watching boxes change size. Injected so it can be stood in for. */
export interface Screen {
	width(): number;
	height(): number;
	scrollBy(top: number): void;
	/** Calls `onresize` whenever one of the boxes changes size, until the returned function is called. */
	observe(boxes: Box[], onresize: () => void): () => void;
	/** Runs `read` before the next frame is drawn (the returned function cancels it). */
	nextFrame(read: () => void): () => void;
}

export const browserScreen: Screen = {
	width: () => innerWidth,
	height: () => innerHeight,
	scrollBy: (top) => scrollBy({ top, behavior: 'instant' }),
	observe(boxes, onresize) {
		const observer = new ResizeObserver(onresize);
		for (const box of boxes) observer.observe(box as unknown as Element); // on the page, boxes are elements
		return () => observer.disconnect();
	},
	nextFrame(read) {
		const frame = requestAnimationFrame(read);
		return () => cancelAnimationFrame(frame);
	}
};

/** Up to this width the table is one column and placing opens a bottom sheet (the CSS's breakpoint). */
export const NARROW = 900;
/** Never so small that the cards can't be read: below that, the sheet scrolls. */
const MIN_FIT = 240;
/** The sheet's or column's paddings and gaps around the measured boxes. */
const CHROME = 40;

export class PlacingFit {
	// Bound by the views to the boxes measured.
	statusBar = $state<Box | null>(null);
	layout = $state<Box | null>(null);
	takeBox = $state<Box | null>(null);
	headBox = $state<Box | null>(null);
	barBox = $state<Box | null>(null);

	/** Where the status bar ends: the bottom sheet stops there. */
	statusBottom = $state(0);
	/** The height the tableau's grid fits in (null: not placing, the cards keep their size). */
	fitH = $state<number | null>(null);

	readonly #placing: () => boolean;
	readonly #screen: Screen;

	constructor(placing: () => boolean, screen: Screen = browserScreen) {
		this.#placing = placing;
		this.#screen = screen;
	}

	/** Measures again (on a resize or a scroll). */
	measure = (): void => {
		if (!this.#placing() || !this.statusBar) return;
		const statusBottom = this.statusBar.getBoundingClientRect().bottom;
		this.statusBottom = statusBottom;
		const chrome = (this.headBox?.offsetHeight ?? 0) + (this.barBox?.offsetHeight ?? 0) + CHROME;
		const room =
			this.#screen.width() <= NARROW
				? this.#screen.height() - statusBottom - (this.takeBox?.offsetHeight ?? 0) // the sheet, under the status bar
				: this.#screen.height() - (this.layout?.offsetTop ?? 100); // the column beside the displays
		this.fitH = Math.max(MIN_FIT, room - chrome);
	};

	/**
	 * On a phone the sheet fills the room under the status bar, so the bar goes to
	 * the top first: what sits above it (the header, a tip) scrolls away and the
	 * sheet, Confirm included, fits the screen. Call it from an effect: it follows
	 * placing, and returns the cancel. The bar is measured in the next frame, which
	 * lays the page out anyway: measured in the tap's task, right after the sheet
	 * was drawn, it would lay the whole page out there, a long task on a slow phone.
	 */
	raiseStatusBar(): (() => void) | undefined {
		if (!this.#placing() || this.#screen.width() > NARROW) return;
		return this.#screen.nextFrame(() => {
			const top = untrack(() => this.statusBar?.getBoundingClientRect().top ?? 0);
			if (top > 0) this.#screen.scrollBy(top);
		});
	}

	/**
	 * Keeps the fit while placing, as the boxes change size, measured first in the
	 * next frame (as the status bar is raised). Call it from an effect: it returns the stop.
	 */
	follow(): (() => void) | undefined {
		if (!this.#placing()) {
			this.fitH = null;
			return;
		}
		const boxes = [this.statusBar, this.takeBox, this.headBox, this.barBox].filter((box) => box !== null);
		const stop = this.#screen.observe(boxes, this.measure);
		const cancel = this.#screen.nextFrame(this.measure);
		return () => {
			cancel();
			stop();
		};
	}
}
