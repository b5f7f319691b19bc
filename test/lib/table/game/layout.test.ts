// Fitting your tableau while placing (layout.svelte.ts) on a stand-in screen:
// the height the grid gets on a phone (under the status bar, beside the take
// panel) and on a wide screen, its floor, and the status bar raised first.
import { expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { PlacingFit, type Box, type Screen } from '$lib/table/game/layout.svelte';
import { reactive, watch } from './fake-room.svelte';

const box = (height: number, { top = 0, offsetTop = 0 } = {}): Box => ({
	offsetHeight: height,
	offsetTop,
	getBoundingClientRect: () => ({ top, bottom: top + height })
});

class TestScreen implements Screen {
	scrolled: number[] = [];
	observed: Box[][] = [];
	/** Tells the one following that a box changed size. */
	resize = () => {};
	constructor(
		private readonly w: number,
		private readonly h: number
	) {}
	width = () => this.w;
	height = () => this.h;
	scrollBy = (top: number) => void this.scrolled.push(top);
	observe(boxes: Box[], onresize: () => void) {
		this.observed.push(boxes);
		this.resize = onresize;
		return () => (this.resize = () => {});
	}
	/** What waits for the next frame. */
	frames = new Set<() => void>();
	nextFrame(read: () => void) {
		this.frames.add(read);
		return () => void this.frames.delete(read);
	}
	/** The next frame: what waited for it runs. */
	draw() {
		const reads = [...this.frames];
		this.frames.clear();
		for (const read of reads) read();
	}
}

function setup(width: number, height: number, placing = { now: true }) {
	const screen = new TestScreen(width, height);
	const fit = new PlacingFit(() => placing.now, screen);
	fit.statusBar = box(44, { top: 0 });
	fit.layout = box(600, { offsetTop: 120 });
	fit.takeBox = box(150);
	fit.headBox = box(30);
	fit.barBox = box(50);
	return { screen, fit, placing };
}

test('on a phone the grid gets the screen under the status bar, less the take panel, head, bar and paddings', () => {
	const { fit } = setup(390, 844);
	fit.measure();
	expect(fit.statusBottom).toBe(44);
	expect(fit.fitH).toBe(844 - 44 - 150 - (30 + 50 + 40));
});

test('on a wide screen the grid gets the height beside the displays', () => {
	const { fit } = setup(1280, 800);
	fit.measure();
	expect(fit.fitH).toBe(800 - 120 - (30 + 50 + 40));
});

test('never less than a readable height: below it the sheet scrolls', () => {
	const { fit } = setup(390, 500);
	fit.measure();
	expect(fit.fitH).toBe(240);
});

test('not placing: nothing is measured, and the fit is let go', () => {
	const placing = { now: false };
	const { fit, screen } = setup(390, 844, placing);
	fit.measure();
	expect([fit.statusBottom, fit.fitH]).toEqual([0, null]);
	placing.now = true;
	fit.follow();
	screen.draw();
	expect(fit.fitH).not.toBeNull();
	placing.now = false;
	fit.follow();
	expect(fit.fitH).toBeNull();
});

test('following: measured in the next frame and again when a box changes size, until stopped', () => {
	const { fit, screen } = setup(390, 844);
	const stop = fit.follow()!;
	expect(screen.observed).toEqual([[fit.statusBar, fit.takeBox, fit.headBox, fit.barBox]]);
	expect(fit.fitH).toBeNull();
	screen.draw();
	expect(fit.fitH).toBe(844 - 44 - 150 - 120);
	fit.takeBox = box(250);
	screen.resize();
	expect(fit.fitH).toBe(844 - 44 - 250 - 120);
	stop();
	fit.takeBox = box(150);
	screen.resize();
	expect(fit.fitH).toBe(844 - 44 - 250 - 120);
});

test('on a phone the status bar goes to the top when placing starts; on a wide screen nothing scrolls', () => {
	const phone = setup(390, 844);
	phone.fit.statusBar = box(44, { top: 130 }); // a header and a tip above it
	phone.fit.raiseStatusBar();
	// Measured in the next frame, not in the tap's task.
	expect(phone.screen.scrolled).toEqual([]);
	phone.screen.draw();
	expect(phone.screen.scrolled).toEqual([130]);
	phone.fit.statusBar = box(44, { top: 0 });
	phone.fit.raiseStatusBar();
	phone.screen.draw();
	expect(phone.screen.scrolled).toEqual([130]);
	const wide = setup(1280, 800);
	wide.fit.statusBar = box(44, { top: 130 });
	wide.fit.raiseStatusBar();
	wide.screen.draw();
	expect(wide.screen.scrolled).toEqual([]);
});

test('on a page, the status bar is raised each time placing starts, not when it moves while placing', () => {
	const placing = reactive({ now: false });
	const { fit, screen } = setup(390, 844, placing);
	fit.statusBar = box(44, { top: 130 });
	const stop = watch(() => fit.raiseStatusBar());
	flushSync();
	placing.now = true;
	flushSync();
	screen.draw();
	fit.statusBar = box(44, { top: 60 });
	flushSync();
	screen.draw();
	placing.now = false;
	flushSync();
	placing.now = true;
	flushSync();
	screen.draw();
	// Placing ended before its frame: nothing is raised.
	placing.now = false;
	flushSync();
	screen.draw();
	stop();
	expect(screen.scrolled).toEqual([130, 60]);
});
