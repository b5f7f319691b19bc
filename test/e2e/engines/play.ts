// Playing the table like a person, in any engine, with the driver's verbs only: take a
// seat, add bots, pick a card, place it at the best spot, Confirm, answer decisions.
// (test/e2e/table-helpers.ts does the same with Playwright for the Chromium-only tests.)
import type { EnginePage } from './driver';

export const PHONE = { width: 390, height: 844 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Join the lobby with a name (the name field and "Take a seat"). */
export async function takeSeat(page: EnginePage, name: string) {
	await page.fill('[data-testid="name-input"]', name);
	await page.tap('[data-testid="join"]');
	await page.waitUntil(
		(who) => [...document.querySelectorAll('[data-testid="seat"]')].some((seat) => seat.textContent?.includes(who)),
		name,
		{ what: `${name}'s seat in the lobby` }
	);
}

/** "Add a bot", `count` times, each time waiting for its seat. */
export async function addBots(page: EnginePage, count: number) {
	const seats = () => page.evaluate(() => document.querySelectorAll('[data-testid="seat"]').length, null);
	const before = await seats();
	for (let i = 1; i <= count; i++) {
		await page.tap('[data-testid="add-bot"]');
		await page.waitUntil((n) => document.querySelectorAll('[data-testid="seat"]').length === n, before + i, {
			what: `seat ${before + i}`
		});
	}
}

/** What a person sees of the game, read in one go (runs in the page). */
function readScreen() {
	const game = document.querySelector('[data-testid="game"]');
	const act = game?.getAttribute('data-act') ?? '';
	const myTurn = game?.getAttribute('data-my-turn') === 'true';
	const yourTurn = document.querySelector('[data-testid="your-turn"]')?.getBoundingClientRect();
	const decision = act.split(':')[2];
	const cards = [...document.querySelectorAll('[data-testid="display-card"][data-selectable="true"]')];
	// Nothing on its way (a card sliding in, a sheet rising): on a loaded machine a page can paint
	// no frame between two looks, and a tap then lands where a control was, not where it is.
	// An endless pulse is no move.
	const moving = document
		.getAnimations()
		.some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
	return {
		over: !!document.querySelector('[data-testid="end-screen"]'),
		act,
		/** This player's move, the panel for it showing (not "sending"), and the page still (no motion playing). */
		mine: myTurn && !!yourTurn && yourTurn.height > 0 && game?.getAttribute('data-moving') !== 'true' && !moving,
		/** A decision of one of this player's cards (not the turn's card taking). */
		asked: myTurn && decision !== undefined && decision !== 'turn' && decision !== 'take',
		selectable: cards.length,
		pressed: cards.findIndex((card) => card.getAttribute('aria-pressed') === 'true')
	};
}

/** The spots' gains, or 'detail' when a card's detail opened instead (runs in the page: self-contained). */
function readGainsOrDetail(): number[] | 'detail' | null {
	if (document.querySelector('dialog[open] [data-testid="close-detail"]')) return 'detail';
	const spots = [...document.querySelectorAll('[data-testid="spot"]')];
	if (!spots.some((spot) => spot.hasAttribute('data-gain'))) return null;
	return spots.map((spot) => Number(spot.getAttribute('data-gain') ?? -Infinity));
}

export interface Turns {
	n: number;
	/** Called once a picked card's placement sheet shows, before a spot is chosen. */
	onSheet?: () => Promise<void>;
}

/**
 * If it is this player's move, make it (the decision's preselected answer, or a display
 * card placed at its best spot and confirmed) and wait until the room has applied it.
 */
export async function moveIfMine(page: EnginePage, turns: Turns): Promise<'moved' | 'over' | 'idle'> {
	const screen = await page.evaluate(readScreen, null);
	if (screen.over) return 'over';
	if (!screen.mine) return 'idle';
	if (screen.asked) {
		await page.tap('[data-testid="confirm-decision"]');
	} else {
		if (screen.selectable === 0) return 'idle';
		const index = turns.n % screen.selectable;
		if (screen.pressed !== index) await page.tap('[data-testid="display-card"][data-selectable="true"]', index);
		// A WebDriver click is several round trips: if the table changed under it, the tap
		// lands on a card that isn't offered and opens its detail, as it would for a person.
		// Close it and look again.
		const seen = await page.waitUntil(readGainsOrDetail, null, { what: "the spots' gains" });
		if (seen === 'detail') {
			console.log(`${page.engine}: a tap opened a card's detail instead of picking it; closing it`);
			await page.tap('dialog[open] [data-testid="close-detail"]');
			return 'idle';
		}
		const gains = seen;
		const onSheet = turns.onSheet;
		turns.onSheet = undefined;
		await onSheet?.();
		await page.tap('[data-testid="spot"]', gains.indexOf(Math.max(...gains)));
		await page.tap('[data-testid="confirm-placement"]');
		turns.n += 1;
	}
	// The room answers with a new state: the move counter changes.
	await page.waitUntil(
		(before) =>
			!!document.querySelector('[data-testid="end-screen"]') ||
			document.querySelector('[data-testid="game"]')?.getAttribute('data-act') !== before,
		screen.act,
		{ what: `the room to apply the move (still at ${screen.act})` }
	);
	return 'moved';
}

/** Play until the end screen shows, or (with `turns`) until this many cards were placed and it is our turn again. */
export async function play(page: EnginePage, turns: Turns, until: { placed?: number } = {}) {
	const deadline = Date.now() + 240_000;
	while (Date.now() < deadline) {
		if (until.placed !== undefined && turns.n >= until.placed) {
			const screen = await page.evaluate(readScreen, null);
			if (screen.mine && !screen.asked && screen.selectable > 0) return;
		}
		const result = await moveIfMine(page, turns);
		if (result === 'over') return;
		if (result === 'idle') await sleep(100);
	}
	throw new Error(`${page.engine}: the game did not get there in time.`);
}

/** Our seat as the table shows it: which one, gold, keys and the cards of our tableau. */
/** This seat's panel and tableau, once the page is still (a counter may be counting while a move plays). */
export async function mySeat(page: EnginePage) {
	await page.waitFor('[data-testid="game"][data-moving="false"]');
	return page.evaluate(() => {
		const panel = document.querySelector('[data-testid="player-panel"].you');
		return {
			seat: panel?.getAttribute('data-seat') ?? null,
			gold: document.querySelector('[data-testid="my-gold"]')?.textContent ?? null,
			keys: document.querySelector('[data-testid="my-keys"]')?.textContent ?? null,
			tableau: [...document.querySelectorAll('.mine [data-testid="placed-card"]')].map((card) =>
				card.getAttribute('data-card')
			)
		};
	}, null);
}
