// The table in five languages: how a page picks its language, that only that
// language's words are downloaded, that switching keeps the seat, and that two
// players at one table each read their own language.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from './browser';
import { cutText, overflowing, pageWords, settled } from './layout';
import { playOut, resumePuppet } from './puppet';
import { asked, createTable, moveIfMine, MY_MOVE, PHONE, playToEnd, takeSeat, untilMyMoveOrEnd } from './table-helpers';

const LOCALES = ['en', 'de', 'da', 'vi', 'fr'] as const;
type Locale = (typeof LOCALES)[number];
/** The lobby's heading in each language (messages/<locale>.json, lobby_title). */
const LOBBY_TITLE: Record<Locale, string> = {
	en: 'Waiting for players',
	de: 'Warten auf Mitspielende',
	da: 'Venter på spillere',
	vi: 'Đang chờ người chơi',
	fr: 'En attente des joueurs'
};

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let german: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	[browser, german] = await Promise.all([launchBrowser(PHONE), launchBrowser(PHONE, { locale: 'de-DE' })]);
	mkdirSync('test-results', { recursive: true });
});
afterAll(async () => {
	await browser?.close();
	await german?.close();
});

const roomId = (prefix: string) => prefix + Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
/** A table that exists (made like "New table" does). */
const newTable = () => createTable(inject('baseURL'));
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const lobbyTitle = (page: Page) => page.locator('#lobby-title').textContent();

/** Every script the page downloads, as text. */
function collectScripts(page: Page): string[] {
	const scripts: string[] = [];
	page.on('response', async (response: Response) => {
		if (response.request().resourceType() !== 'script') return;
		const body = await response.text().catch(() => '');
		scripts.push(body);
	});
	return scripts;
}

test('?lang=vi on an embedded table gives Vietnamese, and only Vietnamese is downloaded', async () => {
	const page = await browser.context.newPage();
	const scripts = collectScripts(page);
	await page.goto(`${inject('baseURL')}/embed/${roomId('langvi')}?lang=vi`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('vi');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.vi);
	expect(await page.title()).toMatch(/^Bàn /);
	await page.waitForLoadState('networkidle');
	const code = scripts.join('\n');
	expect(code).toContain(LOBBY_TITLE.vi);
	for (const other of LOCALES.filter((l) => l !== 'vi')) expect(code).not.toContain(LOBBY_TITLE[other]);
	await page.close();
});

test('the first visit follows Accept-Language, the cookie wins afterwards, and ?lang wins over both', async () => {
	const base = inject('baseURL');
	const page = await german.context.newPage();
	await page.goto(`${base}/t/${await newTable()}`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('de');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.de);

	// The server-rendered page is already in the language: no flash of English.
	const html = await (await page.request.get(`${base}/`, { headers: { 'accept-language': 'da,en;q=0.5' } })).text();
	expect(html).toContain('<html lang="da">');

	await german.context.addCookies([{ name: 'lang', value: 'fr', url: base }]);
	await page.goto(`${base}/t/${await newTable()}`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('fr');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.fr);

	await page.goto(`${base}/t/${await newTable()}?lang=da`);
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await htmlLang(page)).toBe('da');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.da);
	await german.context.clearCookies();
	await page.close();
});

test('the language picker switches the table to another language and keeps the seat', async () => {
	const page = await browser.context.newPage();
	await page.goto(`${inject('baseURL')}/t/${await newTable()}`);
	await takeSeat(page, 'Ada');
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.en);

	// The picker reloads the page in its language. Not "the next load event": on a loaded
	// machine the first load's can still be due, and the page is then read before it reloads.
	await page.getByTestId('language-picker').selectOption('de');
	await expect.poll(() => htmlLang(page).catch(() => null), { timeout: 20_000 }).toBe('de');
	await page.getByTestId('lobby').waitFor({ timeout: 20_000 });
	expect(await lobbyTitle(page)).toBe(LOBBY_TITLE.de);
	// Still seated, as the host: no name field, and "du" by Ada's name.
	const seat = page.locator('[data-testid="seat"]', { hasText: 'Ada' });
	await expect.poll(() => seat.textContent(), { timeout: 20_000 }).toContain('du');
	expect(await page.getByTestId('name-input').count()).toBe(0);
	expect(await page.getByTestId('start').isVisible()).toBe(true);
	// Remembered for the next page.
	await page.goto(`${inject('baseURL')}/`);
	expect(await htmlLang(page)).toBe('de');
	await browser.context.clearCookies();
	await page.close();
});

/** Words of the rules-words stream (hints, Rules button and panel, card detail), checked there. */
const OTHER_STREAM =
	'[data-testid="hint"], [data-testid="rules-open"], [data-testid="rules-panel"], [data-testid="card-detail"]';

/** English a German screen must never show (a screen that fell back to English shows some). */
const ENGLISH: RegExp[] = [
	/\bthe\b/i,
	/\band\b/,
	/\byour?\b/i,
	/\bScore\b/,
	/\bDeck\b/,
	/\bDiscards?\b/,
	/\bcards?\b/i,
	/\bturns?\b/i,
	/\bplaying\b/,
	/\bSettings\b/,
	/\bConfirm\b/,
	/\bCancel\b/,
	/\bface (up|down)\b/i,
	/\bgold\b/,
	/\bkeys?\b/i,
	/\bcost\b/,
	/\bhere\b/,
	/\bWaiting\b/,
	/\bRematch\b/,
	/\bwins\b/,
	/\bpoints?\b/i,
	/\bshields?\b/i,
	/\bconnected\b/,
	/\btableau\b/i,
	/\bMessenger\b/,
	/\bCastle\b(?! Combo)/,
	/\bVillage\b/,
	/\bDisplays?\b/,
	/\bPlayers?\b/,
	/\bGame\b/,
	/\bbot\b/
];
/** German an English screen must never show. */
const GERMAN: RegExp[] = [
	/\bder\b/,
	/\bdie\b/,
	/\bund\b/,
	/\bdu\b/i,
	/\bDeine?\b/,
	/\bPunkte?\b/,
	/\bKarten?\b/,
	/\bZug\b/,
	/übrig/,
	/Schlüssel/,
	/Auslage/,
	/Herold/,
	/Schloss/,
	/\bDorf\b/,
	/Wappen/,
	/Stapel/,
	/Abwurf/,
	/Bestätigen/,
	/Abbrechen/,
	/\b[Vv]erdeckt\b/,
	/\bOffen\b/,
	/Spiel/
];

/**
 * What the page says (visible words and labels) holds every phrase of `must`
 * and nothing of `never`; returns the words for more checks.
 */
async function reads(page: Page, must: (string | RegExp)[], never: RegExp[], where: string): Promise<string> {
	const words = await pageWords(page, OTHER_STREAM);
	for (const phrase of must) {
		if (typeof phrase === 'string') expect(words, `${where}: "${phrase}"`).toContain(phrase);
		else expect(words, `${where}: ${phrase}`).toMatch(phrase);
	}
	const leaks = never.flatMap((pattern) =>
		words
			.split('\n')
			.filter((line) => pattern.test(line))
			.map((line) => `${pattern}: ${line}`)
	);
	expect(leaks, `${where}: words of the other language`).toEqual([]);
	return words;
}

/** Nothing wider than the screen, no text cut off: the layout holds in this language. */
async function fits(page: Page, where: string) {
	expect(await overflowing(page), `${where}: sticks out`).toEqual([]);
	expect(await cutText(page), `${where}: text cut off`).toEqual([]);
}

/** Waits for this player's own take (answering decisions on the way), then picks a card. */
async function pickACard(page: Page) {
	const turns = { n: 0 };
	const mine = page.locator(MY_MOVE);
	for (let i = 0; i < 600; i++) {
		if ((await mine.isVisible()) && !(await asked(page))) break;
		if (await asked(page)) await moveIfMine(page, turns);
		else await untilMyMoveOrEnd(page, 100);
	}
	await page.locator('[data-testid="display-card"][data-selectable="true"]').first().click();
	await page.getByTestId('take-options').waitFor();
	await page
		.locator('[data-testid="face-up-gain"][data-gain-max], [data-testid="face-down-gain"][data-gain-max]')
		.first()
		.waitFor();
}

const SIZES = { phone: PHONE, desktop: { width: 1280, height: 800 } } as const;
type Size = keyof typeof SIZES;

test(
	'each language at phone and desktop size: lobby, first turn and the take panel fit the screen (screenshots in test-results/)',
	{ timeout: 420_000 },
	async () => {
		// One table per language, seen at each size in turn (the page resized, as a window or
		// a phone turned sideways is): what is checked is each screen at each size.
		for (const locale of LOCALES) {
			const page = await browser.context.newPage();
			let now: Size = 'phone';
			/** At the size the page has, then at the other (left there): resized, settled, then `check(size)`. */
			const atEachSize = async (check: (size: Size) => Promise<void>) => {
				await check(now);
				now = now === 'phone' ? 'desktop' : 'phone';
				await page.setViewportSize(SIZES[now]);
				await page.waitForFunction((width) => innerWidth === width, SIZES[now].width);
				await settled(page);
				await check(now);
			};
			await page.setViewportSize(SIZES.phone);
			await page.goto(`${inject('baseURL')}/t/${await newTable()}?lang=${locale}`);
			await takeSeat(page, 'Ada');
			await page.getByTestId('add-bot').click();
			await page.locator('[data-testid="seat"][data-kind="bot"]').waitFor();
			await atEachSize(async (size) => {
				await page.screenshot({ path: `test-results/lobby-${locale}-${size}.png`, fullPage: true });
				await fits(page, `${locale} ${size} lobby`);
			});

			// As in a browser's first game: a tip sits above the status bar.
			await page.evaluate(() => localStorage.removeItem('castle-combo:hints'));
			await page.getByTestId('start').click();
			await page.getByTestId('game').waitFor({ timeout: 20_000 });
			await page.getByTestId('game-log').locator('li').first().waitFor();
			await page.getByTestId('hint').waitFor();
			await atEachSize(async (size) => {
				await page.getByTestId('hint').waitFor();
				await page.screenshot({ path: `test-results/first-turn-${locale}-${size}.png`, fullPage: true });
				await fits(page, `${locale} ${size} first turn`);
			});

			await page.evaluate(() => scrollTo(0, 0));
			await pickACard(page);
			await settled(page);
			await atEachSize(async (size) => {
				await page.screenshot({ path: `test-results/take-${locale}-${size}.png` });
				await fits(page, `${locale} ${size} take panel`);
			});
			await page.locator('[data-testid="spot"][data-gain]').first().click();
			await page.getByTestId('confirm-placement').waitFor();
			await settled(page);
			await atEachSize(async (size) => {
				const where = `${locale} ${size}`;
				await page.screenshot({ path: `test-results/placing-${locale}-${size}.png` });
				await fits(page, `${where} placing`);
				// Confirm is on screen as it is, whatever the tip above the status bar takes.
				const confirm = await page.getByTestId('confirm-placement').boundingBox();
				expect(
					confirm && confirm.y >= 0 && confirm.y + confirm.height <= SIZES[size].height,
					`${where}: Confirm on screen`
				).toBe(true);
			});
			await page.close();
		}
	}
);

test(
	'a German and an English player at one table each read their own language, from lobby to end screen',
	{ timeout: 300_000 },
	async () => {
		const room = await newTable();
		const ada = await german.context.newPage();
		const bob = await browser.context.newPage();
		await ada.goto(`${inject('baseURL')}/t/${room}`);
		await takeSeat(ada, 'Ada');
		await bob.goto(`${inject('baseURL')}/t/${room}`);
		await takeSeat(bob, 'Bob');
		expect(await lobbyTitle(ada)).toBe(LOBBY_TITLE.de);
		expect(await lobbyTitle(bob)).toBe(LOBBY_TITLE.en);
		for (const page of [ada, bob]) await expect.poll(() => page.getByTestId('seat').count()).toBe(2);
		await reads(ada, ['Plätze (2/5)', 'Gastgeber', 'Spiel starten'], ENGLISH, 'de lobby');
		await reads(bob, ['Seats (2/5)', 'host', 'Waiting for the host to start the game.'], GERMAN, 'en lobby');

		// The game screen: status, your tableau, the displays, the players, the log.
		await ada.getByTestId('start').click();
		for (const page of [ada, bob])
			await page.getByTestId('game-log').locator('li').first().waitFor({ timeout: 20_000 });
		await reads(
			ada,
			[
				'Deine Auslage',
				'Punkte jetzt',
				'Spielverlauf',
				'Stapel',
				'Abwurf',
				'Karten',
				/Du bist am Zug|Bob ist am Zug/,
				/Ein Spiel für 2 Personen beginnt/
			],
			ENGLISH,
			'de game'
		);
		await reads(
			bob,
			[
				'Your tableau',
				'Score now',
				'Game log',
				'Deck',
				'Discards',
				'Cards',
				/Your turn|Ada is playing/,
				/A game for 2 players begins/
			],
			GERMAN,
			'en game'
		);

		// The take panel and the Confirm bar, each in its player's language.
		const take = async (
			page: Page,
			panel: (string | RegExp)[],
			bar: (string | RegExp)[],
			never: RegExp[],
			where: string
		) => {
			await pickACard(page);
			await reads(page, panel, never, `${where} take panel`);
			await page.locator('[data-testid="spot"][data-gain]').first().click();
			await page.locator('[data-testid="placement-gain"] .small').waitFor();
			await reads(page, bar, never, `${where} placing`);
			const before = await page.getByTestId('game').getAttribute('data-act');
			await page.getByTestId('confirm-placement').click();
			await page.waitForFunction(
				(before) => document.querySelector('[data-testid="game"]')?.getAttribute('data-act') !== before,
				before,
				{ polling: 'raf' }
			);
			// Their card's questions answered, so the other gets a turn.
			await playToEnd(page, { stopAfterTurns: 0 });
		};
		// Each checks their take panel and Confirm bar on their own turn, then confirms.
		await Promise.all([
			take(
				ada,
				[
					'Offen',
					'Verdeckt',
					'Tippe auf ein Feld: Danach bestätigst du.',
					/zahle|zu wenig/,
					/gratis, keine Fähigkeit/,
					'Abbrechen: andere Karte wählen'
				],
				['Bestätigen', 'Abbrechen', /Punkte jetzt \d+ → \d+/, /Deine Auslage: Wähle ein Feld für /],
				ENGLISH,
				'de'
			),
			take(
				bob,
				[
					'Face up',
					'Face down',
					'Tap a space: you confirm next.',
					/pay/,
					/free, no ability/,
					'Cancel: choose another card'
				],
				['Confirm', 'Cancel', /Score now \d+ → \d+/, /Your tableau: choose a space for /],
				GERMAN,
				'en'
			)
		]);
		// The turns between are not what this test reads: both seats' own tokens play them out
		// from Node, the pages still seated and connected, each showing the game's end.
		const token = (page: Page) => page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`)!, room);
		const puppets = await Promise.all(
			[ada, bob].map(async (page) => resumePuppet(inject('baseURL'), room, await token(page)))
		);
		await playOut(puppets);
		for (const puppet of puppets) puppet.close();
		// The end screen's game file actions come with their own code, a moment after it.
		for (const page of [ada, bob]) await page.getByTestId('download-record').waitFor({ timeout: 20_000 });

		// The log and the end screen.
		const log = (page: Page) => page.getByTestId('game-log').textContent();
		expect(await log(ada)).toMatch(/Ada (kauft|legt) /);
		expect(await log(bob)).toMatch(/Ada (bought|took) /);
		expect(await ada.locator('#sheet-title').textContent()).toBe('Endwertung');
		expect(await bob.locator('#sheet-title').textContent()).toBe('Final scores');
		await reads(
			ada,
			[
				'Endwertung',
				/gewinnt|teilen sich den Sieg/,
				'Revanche',
				'Spiel herunterladen',
				'Wiederholung ansehen',
				'Summe',
				/Zug \d+ · (Ada|Bob)/,
				'Das Spiel ist vorbei'
			],
			ENGLISH,
			'de end screen'
		);
		await reads(
			bob,
			[
				'Final scores',
				/wins|share the victory/,
				'Waiting for Ada to start a rematch.',
				'Download the game',
				'Watch the replay',
				'Total',
				/Turn \d+ · (Ada|Bob)/,
				'The game is over'
			],
			GERMAN,
			'en end screen'
		);
		await ada.screenshot({ path: 'test-results/end-screen-de.png', fullPage: true });
		await bob.screenshot({ path: 'test-results/end-screen-en.png', fullPage: true });
		await ada.close();
		await bob.close();
	}
);
