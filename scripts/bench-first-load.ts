// `npm run bench:first-load` (after `npm run build`): the JavaScript a first
// visit to a table downloads, per locale, gzipped. Opens /t/<room>?lang=xx in
// Chromium with an empty cache, waits for the lobby (and, with a game running,
// for the table), and sums the gzip size of every script the page fetched.
import { gzipSync } from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../test/e2e/browser';
import { startServer } from './server';

const LOCALES = ['en', 'de', 'da', 'vi', 'fr'];
const BUDGET_KB = 60;

async function scriptsLoaded(page: Page, url: string, ready: string): Promise<{ kb: number; files: number }> {
	const sizes = new Map<string, number>();
	page.on('response', async (response) => {
		if (response.request().resourceType() !== 'script') return;
		const body = await response.body().catch(() => null);
		if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
	});
	await page.goto(url);
	await page.getByTestId(ready).waitFor({ timeout: 30_000 });
	await page.waitForLoadState('networkidle');
	const total = [...sizes.values()].reduce((a, b) => a + b, 0);
	return { kb: total / 1000, files: sizes.size };
}

const state = mkdtempSync(join(tmpdir(), 'castle-combo-bench-'));
const server = await startServer({ persistTo: state, quiet: true });
const browser = await launchBrowser({ width: 390, height: 844 });
try {
	const rows: string[] = [];
	for (const locale of LOCALES) {
		const room = `bench${locale}${Date.now().toString(36)}`;
		const lobbyPage = await browser.context.newPage();
		const lobby = await scriptsLoaded(lobbyPage, `${server.url}/t/${room}?lang=${locale}`, 'lobby');
		// Start a game with a bot so the next visit lands on the table itself.
		await lobbyPage.getByTestId('name-input').fill('Ada');
		await lobbyPage.getByTestId('join').click();
		await lobbyPage.getByTestId('add-bot').click();
		await lobbyPage.getByTestId('start').click();
		await lobbyPage.getByTestId('game').waitFor();
		const gamePage = await browser.context.newPage();
		const game = await scriptsLoaded(gamePage, `${server.url}/t/${room}?lang=${locale}`, 'game');
		rows.push(
			`${locale}  lobby ${lobby.kb.toFixed(1).padStart(5)} KB (${lobby.files} files)   game ${game.kb.toFixed(1).padStart(5)} KB (${game.files} files)${Math.max(lobby.kb, game.kb) > BUDGET_KB ? '   OVER BUDGET' : ''}`
		);
		await lobbyPage.close();
		await gamePage.close();
	}
	console.log(`First-load JavaScript of the table page, gzip -9 (budget ${BUDGET_KB} KB):`);
	for (const row of rows) console.log('  ' + row);
} finally {
	await browser.close();
	await server.stop();
	rmSync(state, { recursive: true, force: true });
}
