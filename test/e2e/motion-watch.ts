// Watching a table's motion from the page (src/lib/table/game/motion/): Ada at a
// new table with three bots, and what the page saw after each change of the room's
// game. Shared by test/e2e/motion.test.ts and scripts/bench-motion.ts.
import type { Page } from 'playwright-core';
import { createTable, moveIfMine, takeSeat } from './table-helpers';

/** Bot moves to watch: two rounds. */
export const BOT_MOVES = 6;

/** What the page saw after one change of the room's game (data-act). */
export interface Change {
	from: string;
	to: string;
	/** Animations started by script (not CSS) within a second of the change, or until the page was still (at most 4 s). */
	scripted: number;
	/**
	 * Any animation that moves (longer than 1 ms) started within that second, CSS
	 * included. (With reduced motion, the site makes every transition last 0.01 ms:
	 * a style that changes, such as a mark, is such a transition, and moves nothing.)
	 */
	all: number;
	/** Something was marked as changed (data-changed), and for how long (ms, to the frame). */
	marked: boolean;
	markedMs: number;
	/** A flying copy (in the flight layer over the page) carried a test id, so a query could find it for the real card. */
	copyFindable: boolean;
	/** When it came (the page's clock). */
	at: number;
	/** The longest task (ms) in that second. */
	longestTask: number;
	/**
	 * How long the page told this change (ms): until it was still (data-moving false)
	 * and its mark was off; 0 when it showed at once.
	 */
	toldMs: number;
	/**
	 * The longest task (ms) while the page told it, the task that brought it and the one
	 * that ended it included. Your own taps come after: your move's controls wait for a still page.
	 */
	longestTold: number;
}

/**
 * Runs in the page: watches the game's data-act (the room's move counter), and for a
 * second after each change notes the long tasks and, when `look`, frame by frame,
 * the animations that started and the marks (a cost of its own: a bench of long
 * tasks leaves it out).
 */
export function recordChanges(look: boolean) {
	const changes: Change[] = [];
	const tasks: { start: number; duration: number }[] = [];
	(window as unknown as { changes: Change[] }).changes = changes;
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
	}).observe({ type: 'longtask', buffered: true });
	// When marks were set and taken off (exact, not to the frame).
	const marks: { at: number; on: boolean }[] = [];
	new MutationObserver((records) => {
		for (const record of records)
			marks.push({ at: performance.now(), on: (record.target as HTMLElement).hasAttribute('data-changed') });
	}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-changed'] });
	// Every value the other seats' gold and keys counters showed, in order (when looking): the
	// page draws a new value, and the motion's count goes to it from the old one.
	const COUNTER = '[data-testid="player-panel"]:not(.you) :is([data-testid="gold"], [data-testid="keys"])';
	const counted: Record<string, number[]> = {};
	(window as unknown as { counted: typeof counted }).counted = counted;
	if (look)
		new MutationObserver((records) => {
			for (const record of records) {
				const counter = record.target.parentElement;
				if (!counter?.matches(COUNTER)) continue;
				const key = `${counter.closest<HTMLElement>('[data-seat]')?.dataset.seat} ${counter.dataset.testid}`;
				(counted[key] ??= []).push(Number(record.target.nodeValue));
			}
		}).observe(document, { subtree: true, characterData: true });
	// When the page became still (data-moving went false).
	const stills: number[] = [];
	const attach = () => {
		const game = document.querySelector<HTMLElement>('[data-testid="game"]');
		if (!game) return void setTimeout(attach, 50);
		let act = game.dataset.act ?? '';
		let moving = game.dataset.moving === 'true';
		new MutationObserver(() => {
			const nowMoving = game.dataset.moving === 'true';
			if (moving && !nowMoving) stills.push(performance.now());
			moving = nowMoving;
			const to = game.dataset.act ?? '';
			if (to === act) return;
			const change: Change = {
				from: act,
				to,
				at: performance.now(),
				scripted: 0,
				all: 0,
				marked: false,
				markedMs: 0,
				copyFindable: false,
				longestTask: 0,
				toldMs: 0,
				longestTold: 0
			};
			act = to;
			changes.push(change);
			const movedAtOnce = moving;
			// Only when looking: the list is read in the page's task (a style update of its own).
			const before = new Set(look ? document.getAnimations() : []);
			const start = performance.now();
			const frame = () => {
				const fresh = document
					.getAnimations()
					.filter((a) => !before.has(a) && Number(a.effect?.getComputedTiming().duration) > 1);
				change.all = Math.max(change.all, fresh.length);
				change.scripted = Math.max(change.scripted, fresh.filter((a) => !(a instanceof CSSAnimation)).length);
				change.marked ||= !!document.querySelector('[data-changed]');
				change.copyFindable ||= !!document.querySelector('[data-flights] [data-testid]');
				// A second, or longer while the page still tells a change: bot moves that come
				// together queue, and a later one's motion starts once the earlier ones' end
				// (within 3 s: a backlog beyond that is shown at once).
				const elapsed = performance.now() - start;
				if (elapsed < 1000 || (elapsed < 4000 && game.dataset.moving === 'true')) requestAnimationFrame(frame);
			};
			if (look) frame();
			setTimeout(() => {
				// Both observers may hear of one page update in either order: a little slack.
				const on = marks.find((m) => m.on && m.at >= start - 50);
				const off = on && marks.find((m) => !m.on && m.at > on.at);
				if (on && off) change.markedMs = off.at - on.at;
				const longest = (until: number) =>
					Math.max(0, ...tasks.filter((t) => t.start + t.duration >= start && t.start <= until).map((t) => t.duration));
				change.longestTask = longest(start + 1000);
				// Told until the page is still, if it moved (a queued change, up to 4 s), and the mark is off.
				const told = () => {
					const still = movedAtOnce ? stills.find((at) => at >= start) : start;
					if (still === undefined && performance.now() - start < 5000) return void setTimeout(told, 200);
					change.toldMs = Math.max(still ?? start + 5000, off?.at ?? start) - start;
					change.longestTold = longest(start + change.toldMs);
				};
				told();
			}, 1100);
		}).observe(game, { attributes: true, attributeFilter: ['data-act', 'data-moving'] });
	};
	attach();
}

/** A bot's move: the change of a seat other than Ada's, from its turn (a take or a key), not an answer. */
export const isBotMove = (change: Change, ada: string) => {
	const [, seat, decision] = change.from.split(':');
	return seat !== ada && (decision === 'turn' || decision === 'take');
};

/** Ada and three bots at a new table, the game started, the page watching its changes. */
export async function tableWithBots(page: Page, baseURL: string, look = true) {
	// tsx (the bench scripts') names functions through an `__name` helper the page lacks.
	await page.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
	await page.addInitScript(recordChanges, look);
	const room = await createTable(baseURL);
	await page.goto(`${baseURL}/t/${room}`);
	await takeSeat(page, 'Ada');
	for (let n = 1; n <= 3; n++) {
		await page.getByTestId('add-bot').click();
		await page.locator('[data-testid="seat"]').nth(n).waitFor({ timeout: 20_000 });
	}
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
	return page.locator('[data-testid="player-panel"].you').getAttribute('data-seat') as Promise<string>;
}

/** Plays Ada's moves, back at the top of the table after each, until `BOT_MOVES` bot moves were seen. */
export async function watchBots(page: Page, ada: string, onMotion?: () => Promise<void>) {
	const turns = { n: 0 };
	const deadline = Date.now() + 90_000;
	let shot = false;
	for (;;) {
		const seen = () => page.evaluate(() => (window as unknown as { changes: Change[] }).changes);
		const bots = (await seen()).filter((c) => isBotMove(c, ada));
		if (bots.length >= BOT_MOVES) {
			// A change's record is complete a second after it, once the page is still.
			await page.locator('[data-testid="game"][data-moving="false"]').waitFor({ timeout: 10_000 });
			await page.waitForTimeout(1200);
			return (await seen()).filter((c) => isBotMove(c, ada)).slice(0, BOT_MOVES);
		}
		if (Date.now() > deadline) throw new Error(`Only ${bots.length} bot moves seen.`);
		if ((await moveIfMine(page, turns)) === 'moved') await page.evaluate(() => window.scrollTo(0, 0));
		else if (!shot && onMotion) {
			// A bot's move, a moment after it came, while it moves.
			shot = await page
				.waitForFunction(
					(seat) => {
						const last = (window as unknown as { changes: Change[] }).changes.at(-1);
						const bots = last && last.from.split(':')[1] !== seat && performance.now() - last.at > 150;
						return bots && document.getAnimations().some((a) => !(a instanceof CSSAnimation));
					},
					ada,
					{ timeout: 1500, polling: 'raf' }
				)
				.then(() => onMotion().then(() => true))
				.catch(() => false);
		} else await new Promise((r) => setTimeout(r, 100));
	}
}
