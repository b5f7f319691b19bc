// Playing the table like a person: look at the screen, click what is offered.
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { playOut, resumePuppet } from './puppet';

type Surface = Page | Frame;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };

/** Join the lobby with a name (the name field and "Take a seat"). */
export async function takeSeat(surface: Surface, name: string) {
	await surface.getByTestId('name-input').fill(name);
	await surface.getByTestId('join').click();
	await surface.locator('[data-testid="seat"]', { hasText: name }).waitFor();
}

/**
 * This player's move, ready for a tap: their turn, and the page no longer telling an
 * earlier change (data-moving). A tap while it tells one lands on the game being told
 * and is spent bringing the room's game forward, as a person's would be.
 */
export const MY_MOVE = '[data-testid="game"][data-my-turn="true"]:not([data-moving="true"]) [data-testid="your-turn"]';

async function currentAct(surface: Surface): Promise<string> {
	return (
		(await surface
			.getByTestId('game')
			.getAttribute('data-act', { timeout: 5_000 })
			.catch(() => null)) ?? ''
	);
}

/**
 * Whether this player is to answer a decision of their card's ability (from the
 * game's state attributes, not from the panel, which may still be loading).
 */
export async function asked(surface: Surface): Promise<boolean> {
	const game = surface.getByTestId('game');
	if ((await game.getAttribute('data-my-turn')) !== 'true') return false;
	const decision = (await currentAct(surface)).split(':')[2];
	return decision !== 'turn' && decision !== 'take';
}

/**
 * Places the picked card at the spot with the best gain and confirms it (the
 * table's default: a chosen spot waits for Confirm). Returns the spot's gain.
 */
export async function placeAtBestSpot(surface: Surface): Promise<number> {
	// The gains come from the engine's preview, loaded on demand.
	await surface.locator('[data-testid="spot"][data-gain]').first().waitFor();
	const spots = surface.getByTestId('spot');
	const gains = await spots.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-gain'))));
	const best = gains.indexOf(Math.max(...gains));
	await spots.nth(best).click();
	await surface.getByTestId('confirm-placement').click();
	return gains[best];
}

/**
 * If it is this player's move, make one move (a key action now and then, a
 * decision's preselected best choice, or a card placed at the best spot and
 * confirmed) and wait until the room has applied it. Returns what happened.
 */
export async function moveIfMine(surface: Surface, turnsPlayed: { n: number }): Promise<'moved' | 'over' | 'idle'> {
	if (await surface.getByTestId('end-screen').isVisible()) return 'over';
	const mine = surface.locator(MY_MOVE);
	if (!(await mine.isVisible())) return 'idle';
	const before = await currentAct(surface);
	const toastBefore = await toastText(surface);
	if (await asked(surface)) {
		await surface.getByTestId('confirm-decision').click();
	} else if ((await surface.getByTestId('key-messenger').isVisible()) && turnsPlayed.n % 5 === 2) {
		await surface.getByTestId('key-messenger').click();
	} else {
		const cards = surface.locator('[data-testid="display-card"][data-selectable="true"]');
		await cards.first().waitFor();
		const count = await cards.count();
		const card = cards.nth(turnsPlayed.n % count);
		if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click();
		// Every fourth card face down, else face up when affordable (the preselection).
		if (turnsPlayed.n % 4 === 3) await surface.getByTestId('face-down').check();
		await placeAtBestSpot(surface);
		turnsPlayed.n += 1;
	}
	// The room answers with a new state: the move counter changes (or the game ends), or it
	// refuses the move, which the page says in a new toast for 5 s: caught then, while it shows.
	// Looked for at every frame: a locator's wait looks only every 500 ms after its first 0.3 s.
	await surface
		.waitForFunction(
			([before, toastBefore]) =>
				(document.querySelector('[data-testid="game"]')?.getAttribute('data-act') ?? before) !== before ||
				!!document.querySelector('[data-testid="end-screen"]') ||
				![toastBefore, ''].includes(document.querySelector('[data-testid="toast"]')?.textContent?.trim() ?? ''),
			[before, toastBefore],
			{ polling: 'raf', timeout: 10_000 }
		)
		.catch(async () => {
			throw new Error(`The room did not apply the move (still at ${before}; ${await clues(surface)}).`);
		});
	const toast = await toastText(surface);
	if ((await currentAct(surface)) === before && ![toastBefore, ''].includes(toast))
		throw new Error(`The move was refused at ${before}: the page said "${toast}" (${await clues(surface)}).`);
	return (await currentAct(surface)) !== before ? 'moved' : 'over';
}

/** The page's toast, if one shows ('' if none): read at once, never waited for. */
const toastText = (surface: Surface): Promise<string> =>
	surface.evaluate(() => document.querySelector('[data-testid="toast"]')?.textContent?.trim() ?? '');

/** What the page shows of the connection and the turn, for a failure's message. */
async function clues(surface: Surface): Promise<string> {
	return surface
		.evaluate(() => {
			const table = document.querySelector('[data-testid="table"]');
			const game = document.querySelector('[data-testid="game"]');
			return `connection ${table?.getAttribute('data-connection')}, my turn ${game?.getAttribute('data-my-turn')}, telling a change ${game?.getAttribute('data-moving')}`;
		})
		.catch(() => 'the page could not be read');
}

/**
 * Until this player has a move to make or the end screen shows; false if neither within
 * `timeout` ms. Looked for at every frame, as the room's answer is.
 */
export async function untilMyMoveOrEnd(surface: Surface, timeout: number): Promise<boolean> {
	return surface
		.waitForFunction(
			(selector) => [...document.querySelectorAll(selector)].some((el) => el.checkVisibility()),
			`${MY_MOVE}, [data-testid="end-screen"]`,
			{ polling: 'raf', timeout }
		)
		.then(
			() => true,
			() => false
		);
}

/** Play until the end screen shows (other seats are played by their own loops or bots). */
export async function playToEnd(surface: Surface, options: { stopAfterTurns?: number } = {}) {
	const turns = { n: 0 };
	const deadline = Date.now() + 240_000;
	while (Date.now() < deadline) {
		// Stop on a card-taking turn: never with this player's own decision still open.
		if (options.stopAfterTurns !== undefined && turns.n >= options.stopAfterTurns && !(await asked(surface)))
			return turns.n;
		const result = await moveIfMine(surface, turns);
		if (result === 'over') return turns.n;
		if (result === 'idle') await untilMyMoveOrEnd(surface, Math.max(1, deadline - Date.now()));
	}
	throw new Error('The game did not end in time.');
}

/** A table that exists: what "New table" does (GET /new answers 303 to /t/<id>). Returns its id. */
export async function createTable(baseURL: string): Promise<string> {
	const response = await fetch(`${baseURL}/new`, { redirect: 'manual' });
	const id = /\/t\/([^/?#]+)/.exec(response.headers.get('location') ?? '')?.[1];
	if (response.status !== 303 || !id) throw new Error(`GET /new answered ${response.status}, not a table.`);
	return id;
}

/** Ada and Bob, each in a browser of their own, sit at a new table; Ada starts the game. */
export async function twoPeopleStarted(baseURL: string, adaBrowser: BrowserContext, bobBrowser: BrowserContext) {
	const room = await createTable(baseURL);
	const ada = await adaBrowser.newPage();
	await ada.goto(`${baseURL}/t/${room}`);
	await takeSeat(ada, 'Ada');
	const bob = await bobBrowser.newPage();
	await bob.goto(`${baseURL}/t/${room}`);
	await takeSeat(bob, 'Bob');
	await ada.getByTestId('start').click();
	await bob.getByTestId('game').waitFor({ timeout: 20_000 });
	return { room, ada, bob };
}

/** Ada alone with one bot of `level`: a new table, her seat, the bot, and the game started. Returns the table's id. */
export async function startAgainstBot(page: Page, baseURL: string, level = 'easy'): Promise<string> {
	const room = await createTable(baseURL);
	await page.goto(`${baseURL}/t/${room}`);
	await takeSeat(page, 'Ada');
	await page.getByTestId('bot-level').selectOption(level);
	await page.getByTestId('add-bot').click();
	await page.locator('[data-testid="seat"]').nth(1).waitFor({ timeout: 20_000 });
	await page.getByTestId('start').click();
	await page.getByTestId('game').waitFor();
	return room;
}

/**
 * Plays the rest of the game from Node, for the seat this page holds (its seat token, over a
 * socket of its own; each its first legal move) and the bots, which move at once. For a test
 * that looks at a game's end, not at its turns: the page stays seated and connected, and
 * shows the end as a player's would.
 */
export async function playOutFromNode(page: Page, baseURL: string, room: string) {
	const token = await page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`), room);
	if (!token) throw new Error(`This page holds no seat at table ${room}.`);
	const puppet = await resumePuppet(baseURL, room, token);
	try {
		await playOut([puppet]);
	} finally {
		puppet.close();
	}
	await page.getByTestId('end-screen').waitFor({ timeout: 20_000 });
}
