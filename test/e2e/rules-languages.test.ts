// The rules help in the player's language: a first-game tip, the Rules panel, the
// icon legend and a card's detail (with the "why" of its points), on a phone, in
// each of the five languages. A tip downloads only its own words; the rules of
// the page's language load when the panel opens, and no other language's.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { Action } from '../../engine/index';
import { launchBrowser } from './browser';
import { resumePuppet } from './puppet';
import { asked, createTable, PHONE, takeSeat } from './table-helpers';

const LOCALES = ['en', 'de', 'da', 'vi', 'fr'] as const;
type Locale = (typeof LOCALES)[number];

/** What each language's pieces say (src/lib/rules/content/<locale>.json, tips/<locale>.json, messages/<locale>.json). */
const WORDS: Record<
	Locale,
	{ tip: string; rulesButton: string; title: string; emptyLocation: string; legend: string[]; points: RegExp }
> = {
	en: {
		tip: 'Your first card',
		rulesButton: 'Rules',
		title: 'How to play',
		emptyLocation: 'When a location runs out',
		legend: ['Nobility', 'Castle banner', 'Messenger', 'Purse', 'Neighbour'],
		points: /\bpoints?\b/
	},
	de: {
		tip: 'Deine erste Karte',
		rulesButton: 'Regeln',
		title: 'Spielregeln',
		emptyLocation: 'Wenn ein Ort erschöpft ist',
		legend: ['Adel', 'Glaube', 'Schloss-Banner', 'Herold', 'Münzbeutel', 'Nachbar'],
		points: /\bPunkte?\b/
	},
	da: {
		tip: 'Dit første kort',
		rulesButton: 'Regler',
		title: 'Sådan spiller du',
		emptyLocation: 'Når et sted løber tør',
		legend: ['Adel', 'Religion', 'Slotsbanner', 'Budbringeren', 'Pung', 'Nabo'],
		points: /\bpoint\b/
	},
	vi: {
		tip: 'Thẻ đầu tiên của bạn',
		rulesButton: 'Luật chơi',
		title: 'Cách chơi',
		emptyLocation: 'Khi một địa điểm hết thẻ',
		legend: ['Quý tộc', 'Đức tin', 'Biểu ngữ Lâu đài', 'Người Đưa Tin', 'Túi', 'Hàng xóm'],
		points: /điểm/
	},
	fr: {
		tip: 'Votre première carte',
		rulesButton: 'Règles',
		title: 'Comment jouer',
		emptyLocation: 'Quand un lieu s’épuise',
		legend: ['Noblesse', 'Foi', 'Bannière Château', 'Messager', 'Bourse', 'Voisin'],
		points: /\bpoints?\b/
	}
};

const cardNames = (locale: Locale): Record<string, { name: string }> =>
	JSON.parse(readFileSync(new URL(`../../messages/cards/${locale}.json`, import.meta.url), 'utf8'));

beforeAll(() => mkdirSync('test-results', { recursive: true }));
const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];
afterAll(async () => {
	await Promise.all(browsers.map((b) => b.close()));
});

/** Every script the page downloads, as text. */
function collectScripts(page: Page): string[] {
	const scripts: string[] = [];
	page.on('response', async (response: Response) => {
		if (response.request().resourceType() !== 'script') return;
		scripts.push(await response.text().catch(() => ''));
	});
	return scripts;
}

const myTurn = (page: Page) =>
	page.locator('[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]').waitFor({ timeout: 30_000 });

/** A new table in `locale`, one easy bot opposite; resolves on this player's first turn with the table's id. */
async function startGame(page: Page, locale: Locale): Promise<string> {
	const room = await createTable(inject('baseURL'));
	await page.goto(`${inject('baseURL')}/t/${room}?lang=${locale}`);
	await takeSeat(page, 'Ada');
	await page.getByTestId('bot-level').selectOption('easy');
	await page.getByTestId('add-bot').click();
	await page.getByTestId('start').click();
	await myTurn(page);
	return room;
}

/**
 * Plays this player's turns from Node (their seat, with the token the page keeps) until
 * they have placed `n` cards, each face up where the room allows it, and answered what
 * their cards asked; then waits until the page shows that. What is looked at here is a
 * placed card's detail, not the play (by taps, 6 s of a 29 s test here, loaded).
 */
async function playCards(page: Page, room: string, n: number) {
	const token = await page.evaluate((room) => localStorage.getItem(`castle-combo:seat:${room}`), room);
	const puppet = await resumePuppet(inject('baseURL'), room, token!);
	const faceUp = (legal: Action[]) =>
		legal.find((a) => a.type === 'take' && !a.faceDown) ?? legal.find((a) => a.type === 'take') ?? legal[0];
	const placed = () => puppet.state?.game?.players[puppet.seat].tableau.length ?? 0;
	const answering = () => {
		const toAct = puppet.state?.game?.toAct;
		return toAct?.seat === puppet.seat && toAct.decision !== 'turn' && toAct.decision !== 'take';
	};
	try {
		const deadline = Date.now() + 60_000;
		while (placed() < n || answering()) {
			if (Date.now() > deadline) throw new Error(`${n} cards were not placed within 60 s`);
			// A bot's turn: the room's next state comes at once.
			if (!(await puppet.moveIfToAct(faceUp))) await new Promise((resolve) => setTimeout(resolve, 20));
		}
	} finally {
		puppet.close();
	}
	await expect
		.poll(() => page.locator('.mine [data-testid="placed-card"]').count(), { timeout: 20_000 })
		.toBeGreaterThanOrEqual(n);
	await expect.poll(() => asked(page)).toBe(false);
}

/** Elements wider than their box (text that would be cut off or scroll sideways), as "tag.class: text". */
const overflowing = (page: Page, testId: string) =>
	page
		.getByTestId(testId)
		.evaluate((root) =>
			[root, ...root.querySelectorAll('*')]
				.filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX === 'visible')
				.map((e) => `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''}: ${e.textContent?.slice(0, 40)}`)
		);

describe.each(LOCALES)('%s', (locale) => {
	const words = WORDS[locale];
	const others = LOCALES.filter((l) => l !== locale);

	test(
		'a tip, the Rules panel, the legend and a card’s detail speak the language, and load only its words',
		{ timeout: 150_000 },
		async () => {
			const browser = await launchBrowser(PHONE);
			browsers.push(browser);
			const page = await browser.context.newPage();
			const scripts = collectScripts(page);
			const room = await startGame(page, locale);

			// A browser's first game: the first tip, in the page's language, without the rules' words.
			const hint = page.getByTestId('hint');
			await hint.waitFor({ timeout: 10_000 });
			// Offered in the status bar, it names itself in the page's language, and opens over the board.
			expect(await page.getByTestId('hint-open').getAttribute('aria-label')).toContain(words.tip);
			await page.getByTestId('hint-open').click();
			expect(await page.getByTestId('hint-panel').getByRole('heading').textContent()).toBe(words.tip);
			await page.waitForLoadState('networkidle');
			expect(scripts.join('\n')).not.toContain(words.emptyLocation);
			await page.screenshot({ path: `test-results/rules-${locale}-tip-phone.png` });

			// The Rules panel: this language's rules are downloaded now, and no other language's.
			expect(await page.getByTestId('rules-open').textContent()).toContain(words.rulesButton);
			await page.getByTestId('rules-open').click();
			await page.getByTestId('rules-section').first().waitFor();
			const panel = page.getByTestId('rules-panel');
			expect(await panel.locator('#rules-title').textContent()).toBe(words.title);
			expect(await panel.textContent()).toContain(words.emptyLocation);
			await page.waitForLoadState('networkidle');
			const code = scripts.join('\n');
			expect(code).toContain(words.emptyLocation);
			for (const other of others) expect(code, other).not.toContain(WORDS[other].emptyLocation);
			expect(await overflowing(page, 'rules-panel')).toEqual([]);
			await page.screenshot({ path: `test-results/rules-${locale}-panel-phone.png` });

			await page.getByTestId('rules-tab-legend').click();
			const legend = page.getByTestId('legend');
			await legend.waitFor();
			expect(await legend.getByTestId('legend-name').allTextContents()).toEqual(expect.arrayContaining(words.legend));
			expect(await overflowing(page, 'rules-panel')).toEqual([]);
			await page.screenshot({ path: `test-results/rules-${locale}-legend-phone.png` });
			// Further down: the wider icons (a discounted price, position grids) beside their names.
			await legend
				.locator('h3')
				.nth(2)
				.evaluate((h) => h.scrollIntoView({ block: 'start' }));
			await page.screenshot({ path: `test-results/rules-${locale}-legend-icons-phone.png` });
			await page.getByTestId('rules-close').click();
			if (!(await page.getByTestId('hint-panel').isVisible())) await page.getByTestId('hint-open').click();
			await page.getByTestId('hint-dismiss').click();

			// A placed card's detail: its name in this language, its points and why, from the engine.
			await playCards(page, room, 2);
			const placed = page.locator('.mine [data-testid="placed-card"]', { has: page.locator('.points') }).first();
			const id = (await placed.getAttribute('data-card'))!;
			const shown = Number((await placed.locator('.points').textContent())?.replace('=', ''));
			await placed.click();
			const now = page.getByTestId('detail-points-now');
			await now.waitFor();
			expect(await page.getByTestId('detail-name').textContent()).toBe(cardNames(locale)[id].name);
			expect(Number(await now.getAttribute('data-points'))).toBe(shown);
			const why = (await page.getByTestId('detail-why').textContent()) ?? '';
			expect(why).toMatch(words.points);
			expect(why).toMatch(new RegExp(`(^|\\D)${shown}(\\D|$)`));
			expect(await overflowing(page, 'card-detail')).toEqual([]);
			await page.screenshot({ path: `test-results/rules-${locale}-card-detail-phone.png` });
			await page.getByTestId('close-detail').click();
			await page.close();
		}
	);
});
