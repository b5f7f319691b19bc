// Measuring, inside the page, how fast the table answers a player's taps: from the
// pointer going down to the DOM showing the tap (a card picked, a spot chosen,
// "sending…"), and from Confirm to the room's new state on screen. Used by the
// latency browser test and by `npm run bench:latency`.
import type { Page } from 'playwright-core';
import { asked, MY_MOVE, takeSeat } from './table-helpers';

/**
 * Installed in every page before its own scripts (a string: the page must not see a
 * bundler's helpers). `__latency.arm(...)` watches the next pointerdown and then
 * records, with performance.now(), when `feedback` first matches, when the frame after
 * it starts, when the game's `data-act` changes (the room's new state drawn) and the
 * frame after that; and, between the tap and that change, how long `keep` (what should
 * stay on screen, e.g. the card just placed) was missing.
 */
export const PROBE = `(() => {
	const probes = [];
	let armed = null;
	const now = () => performance.now();
	const act = () => document.querySelector('[data-testid="game"]')?.getAttribute('data-act') ?? null;
	const check = () => {
		const p = armed;
		if (!p || p.down === null) return;
		const t = now();
		if (p.feedback === null && p.feedbackSelector && document.querySelector(p.feedbackSelector)) {
			p.feedback = t;
			requestAnimationFrame(() => (p.feedbackFrame = now()));
		}
		if (p.keepSelector && p.confirmed === null) {
			const shown = !!document.querySelector(p.keepSelector);
			if (!shown && p.lostAt === null) p.lostAt = t;
			if (shown && p.lostAt !== null) { p.missingMs += t - p.lostAt; p.lostAt = null; }
		}
		if (p.watchAct && p.confirmed === null && act() !== p.actBefore) {
			p.confirmed = t;
			if (p.lostAt !== null) { p.missingMs += t - p.lostAt; p.lostAt = null; }
			requestAnimationFrame(() => (p.confirmedFrame = now()));
		}
	};
	new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
	addEventListener('pointerdown', () => {
		if (armed && armed.down === null) armed.down = now();
	}, true);
	window.__latency = {
		arm(feedbackSelector, watchAct, keepSelector) {
			armed = { feedbackSelector, watchAct, keepSelector, actBefore: act(), down: null, feedback: null,
				feedbackFrame: null, confirmed: null, confirmedFrame: null, lostAt: null, missingMs: 0 };
			probes.push(armed);
			return probes.length - 1;
		},
		read(i) { return probes[i]; }
	};
})();`;

interface Probe {
	down: number | null;
	feedback: number | null;
	feedbackFrame: number | null;
	confirmed: number | null;
	confirmedFrame: number | null;
	missingMs: number;
}

/** What one tap did: tap → feedback on screen, and for a move, Confirm → the room's state on screen. */
export interface Tap {
	kind: 'card' | 'spot' | 'confirm' | 'decision' | 'key';
	/** From pointerdown to the frame that shows the tap. */
	feedbackMs: number;
	/** From pointerdown on Confirm (or a one-tap move) to the frame that shows the room's new state. */
	confirmedMs?: number;
	/** Between Confirm and the room's state, how long the card just placed was not shown in your tableau. */
	missingMs?: number;
}

type Arm = { feedback: string; move: boolean; keep?: string };

/** Arms the probe, taps with `tap`, and waits until the page has shown the tap (and, for a move, the room's answer). */
async function measure(page: Page, arm: Arm, tap: () => Promise<void>, kind: Tap['kind']): Promise<Tap> {
	const id = await page.evaluate(
		([feedback, move, keep]) =>
			(window as unknown as { __latency: { arm(...a: unknown[]): number } }).__latency.arm(feedback, move, keep),
		[arm.feedback, arm.move, arm.keep ?? null] as const
	);
	await tap();
	const done = await page.waitForFunction(
		([i, move]) => {
			const p = (window as unknown as { __latency: { read(i: number): Probe } }).__latency.read(i);
			return p.feedbackFrame !== null && (!move || p.confirmedFrame !== null) ? p : null;
		},
		[id, arm.move] as const,
		{ timeout: 15_000 }
	);
	const p = (await done.jsonValue()) as Probe;
	return {
		kind,
		feedbackMs: p.feedbackFrame! - p.down!,
		...(arm.move ? { confirmedMs: p.confirmedFrame! - p.down! } : {}),
		...(arm.keep ? { missingMs: p.missingMs } : {})
	};
}

/** Opens a new table at `baseURL` (the server, or a proxy in front of it), sits down with two bots and starts. */
export async function startBotGame(page: Page, baseURL: string, name = 'Sol') {
	await page.goto(baseURL + '/new');
	await takeSeat(page, name);
	await page.getByTestId('bot-level').selectOption('easy');
	for (const seats of [2, 3]) {
		await page.getByTestId('add-bot').click();
		await page
			.locator('[data-testid="seat"]')
			.nth(seats - 1)
			.waitFor({ timeout: 10_000 });
	}
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
}

const SENDING = '[data-testid="sending"]';

/**
 * Plays this seat's moves to the end screen like table-helpers' playToEnd (a key now
 * and then, a decision's preselected answer, a card placed at its best spot and
 * confirmed, every fourth face down), measuring every tap. One Confirm is tapped twice
 * at once, as an impatient thumb does: the page must send that move once.
 */
export async function playMeasured(page: Page): Promise<Tap[]> {
	const taps: Tap[] = [];
	const turn = { n: 0 };
	const next = page.locator(`[data-testid="end-screen"], ${MY_MOVE}`);
	for (;;) {
		await next.first().waitFor({ timeout: 60_000 });
		if (await page.getByTestId('end-screen').isVisible()) return taps;
		if (await asked(page)) {
			const confirm = page.getByTestId('confirm-decision');
			await confirm.waitFor();
			taps.push(await measure(page, { feedback: SENDING, move: true }, () => confirm.click(), 'decision'));
		} else if ((await page.getByTestId('key-messenger').isVisible()) && turn.n % 5 === 2) {
			const key = page.getByTestId('key-messenger');
			taps.push(await measure(page, { feedback: SENDING, move: true }, () => key.click(), 'key'));
		} else {
			const cards = page.locator('[data-testid="display-card"][data-selectable="true"]');
			await cards.first().waitFor();
			const card = cards.nth(turn.n % (await cards.count()));
			const id = await card.getAttribute('data-card');
			const picked = `[data-testid="display-card"][data-card="${id}"][aria-pressed="true"]`;
			taps.push(await measure(page, { feedback: picked, move: false }, () => card.click(), 'card'));
			if (turn.n % 4 === 3) await page.getByTestId('face-down').check();
			// The gains come from the engine's preview, loaded on demand.
			await page.locator('[data-testid="spot"][data-gain]').first().waitFor();
			const spots = page.getByTestId('spot');
			const gains = await spots.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-gain'))));
			const spot = spots.nth(gains.indexOf(Math.max(...gains)));
			const [x, y] = [await spot.getAttribute('data-x'), await spot.getAttribute('data-y')];
			const ghost = `[data-testid="spot"][data-x="${x}"][data-y="${y}"] [data-testid="placement-preview"]`;
			taps.push(await measure(page, { feedback: ghost, move: false }, () => spot.click(), 'spot'));
			// The card stays in your tableau from Confirm on: shown in place, then placed.
			const keep = `.mine [data-testid="placement-preview"], .mine [data-testid="placed-card"][data-card="${id}"]`;
			const confirm = page.getByTestId('confirm-placement');
			// Once, two taps in one task, before the page has drawn the first: the second
			// meets the same button, and the page must still send the move once.
			const twice = () =>
				confirm.evaluate((button: HTMLElement) => {
					button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
					button.click();
					button.click();
				});
			const tap = turn.n === 1 ? twice : () => confirm.click();
			taps.push(await measure(page, { feedback: SENDING, move: true, keep }, tap, 'confirm'));
			turn.n += 1;
		}
	}
}

/** The q-quantile (0..1) of `values`, nearest rank. */
export function quantile(values: number[], q: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** p50, p95 and max of tap → feedback, Confirm → confirmed and the card's time out of place. */
export function summary(taps: Tap[]) {
	const stats = (values: number[]) => ({
		n: values.length,
		p50: Math.round(quantile(values, 0.5)),
		p95: Math.round(quantile(values, 0.95)),
		max: Math.round(Math.max(...values))
	});
	return {
		feedback: stats(taps.map((t) => t.feedbackMs)),
		confirmed: stats(taps.flatMap((t) => (t.confirmedMs === undefined ? [] : [t.confirmedMs]))),
		missing: stats(taps.flatMap((t) => (t.missingMs === undefined ? [] : [t.missingMs])))
	};
}
