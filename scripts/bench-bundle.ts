// `npm run bench:bundle [-- --route /some/page] [--locale de|all] [--files]`: the
// JavaScript each page makes the browser load, summed and gzipped (level 9), per page
// and phase, in each locale asked for (`?lang=xx`; English by default). The
// in-browser cross-check of `npm run check:budget`, which reads the same phases from
// the build's manifests and holds the budget (scripts/budget.ts). Needs a build (`npm run build`). Starts `wrangler dev`, sets up real games over
// the room's WebSocket (one seat here, a bot opposite), then opens each phase in a
// fresh browser context (empty cache) holding that seat, waits until the phase is
// drawn and the network is idle, and counts every script it loaded: module files
// (including modulepreloads and chunks loaded on demand) and inline scripts.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import WebSocket from 'ws';
import { findCard, type Action, type GameView } from '../engine/index';
import { createRandom } from '../engine/sim';
import type { RoomState, ServerMessage } from '../party/protocol';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/browser';
import { startServer } from './server';

const { values } = parseArgs({
	options: {
		/** More pages to measure as a shared link opens them (repeatable or comma-separated). */
		route: { type: 'string', multiple: true, default: [] },
		/** Locales to measure in, e.g. --locale de (repeatable or comma-separated), or `all`. */
		locale: { type: 'string', multiple: true, default: ['en'] },
		/** Also list every script per phase with its gzip size. */
		files: { type: 'boolean', default: false }
	}
});
const EXTRA_ROUTES = values.route.flatMap((r) => r.split(',')).filter(Boolean);

const ALL_LOCALES = ['en', 'de', 'da', 'vi', 'fr'];
const LOCALES = values.locale.flatMap((l) => (l === 'all' ? ALL_LOCALES : l.split(','))).filter(Boolean);
const inLocale = (path: string, locale: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;

if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
	console.error('No build found: run `npm run build` first.');
	process.exit(1);
}

/* ------------------------- a seat in a real game -------------------------- */

type Stop = 'lobby' | 'mid-game' | 'decision' | 'over';
interface Seat {
	room: string;
	token: string;
}

/** Abilities that ask their owner something (an option, a neighbour, a discard, purses). */
function asksSomething(card: string): boolean {
	return !!findCard(card)?.ability.effects.some(
		(e) =>
			e.kind === 'choice' ||
			e.kind === 'discardFromDisplay' ||
			e.kind === 'fillPurses' ||
			(e.kind === 'gain' && e.per?.type === 'bestNeighbor')
	);
}

/**
 * Sits down at a new table with one bot, plays until `stop`, and leaves the seat
 * (closing the socket) at that point. Decisions are steered towards cards that ask
 * something when a decision is wanted.
 */
async function playUntil(baseUrl: string, stop: Stop, attempt = 0): Promise<Seat> {
	// A table exists once made, as "New table" makes it.
	const made = await fetch(`${baseUrl}/new`, { redirect: 'manual' });
	const room = /\/t\/([^/?#]+)/.exec(made.headers.get('location') ?? '')?.[1];
	if (!room) throw new Error(`GET /new answered ${made.status}, not a table`);
	const random = createRandom(`${stop}:${attempt}`);
	const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/parties/game/${room}`);
	const send = (message: object) => ws.send(JSON.stringify(message));
	let token = '';
	let seat: number | null = null;
	let started = false;
	let sentFor = '';
	return new Promise<Seat>((resolve, reject) => {
		const done = (result: Seat | Error) => {
			ws.close();
			if (result instanceof Error) reject(result);
			else resolve(result);
		};
		ws.on('open', () => send({ type: 'join', name: 'Bench' }));
		ws.on('error', (e) => done(e));
		ws.on('message', (raw) => {
			const message = JSON.parse(String(raw)) as ServerMessage;
			if (message.type === 'error') return done(new Error(`room refused: ${message.code}`));
			if (message.type === 'joined') {
				token = message.token ?? '';
				seat = message.seat;
				if (stop === 'lobby') return done({ room, token });
				send({ type: 'addBot', level: 'easy' });
				return;
			}
			if (message.type !== 'state' || seat === null) return;
			const rs: RoomState = message.state;
			if (rs.phase === 'lobby' && rs.seats.length === 2 && !started) {
				started = true;
				send({ type: 'start' });
				return;
			}
			if (rs.phase === 'over') {
				if (stop === 'over') return done({ room, token });
				// No decision came up this game: try another table.
				ws.close();
				if (attempt > 5) return reject(new Error('no decision came up in 6 games'));
				return playUntil(baseUrl, stop, attempt + 1).then(resolve, reject);
			}
			const view = rs.game;
			if (!view?.toAct || view.toAct.seat !== seat) return;
			const key = `${view.turn}:${view.log.length}`;
			if (key === sentFor) return;
			const decision = view.toAct.decision;
			const asked = decision !== 'turn' && decision !== 'take';
			if (stop === 'decision' && asked) return done({ room, token });
			if (stop === 'mid-game' && decision === 'turn' && view.players[seat].tableau.length >= 4)
				return done({ room, token });
			sentFor = key;
			const action = choose(view, stop === 'decision', random);
			send({ type: 'action', action, seq: rs.seq });
		});
	});
}

function choose(view: GameView, wantDecision: boolean, random: () => number): Action {
	const takes = view.legal.filter((a) => a.type === 'take');
	if (!takes.length) return view.legal[Math.floor(random() * view.legal.length)];
	const asking = takes.filter((a) => a.type === 'take' && !a.faceDown && asksSomething(a.card));
	const pool = wantDecision && asking.length ? asking : takes;
	return pool[Math.floor(random() * pool.length)];
}

/* ------------------------------ measuring ------------------------------- */

interface Measure {
	phase: string;
	path: string;
	files: number;
	list: { url: string; gzip: number }[];
	raw: number;
	gzip: number;
}

const sizes = new Map<string, { raw: number; gzip: number }>();
async function sizeOf(url: string) {
	let known = sizes.get(url);
	if (!known) {
		const body = Buffer.from(await (await fetch(url)).arrayBuffer());
		known = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
		sizes.set(url, known);
	}
	return known;
}

async function measure(
	browser: Browser,
	baseUrl: string,
	phase: string,
	path: string,
	options: { seat?: Seat; ready: string; then?: { phase: string; act: string; ready: string } }
): Promise<Measure[]> {
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	if (options.seat) {
		await context.addInitScript(({ room, token }) => localStorage.setItem(`castle-combo:seat:${room}`, token), {
			room: options.seat.room,
			token: options.seat.token
		});
	}
	const page = await context.newPage();
	const count = async (name: string): Promise<Measure> => {
		await page.waitForLoadState('networkidle');
		await page.waitForTimeout(300);
		const loaded = await page.evaluate(() => ({
			files: performance
				.getEntriesByType('resource')
				.map((e) => e.name)
				.filter((n) => /\.m?js(\?|$)/.test(new URL(n).pathname + new URL(n).search)),
			inline: [...document.scripts].filter((s) => !s.src).map((s) => s.textContent ?? '')
		}));
		const files = [...new Set(loaded.files)];
		let raw = 0;
		let gzip = 0;
		const list: Measure['list'] = [];
		for (const url of files) {
			const s = await sizeOf(url);
			raw += s.raw;
			gzip += s.gzip;
			list.push({ url: new URL(url).pathname, gzip: s.gzip });
		}
		for (const text of loaded.inline) {
			raw += Buffer.byteLength(text);
			gzip += gzipSync(text, { level: 9 }).length;
		}
		return { phase: name, path, files: files.length + loaded.inline.length, list, raw, gzip };
	};
	try {
		await page.goto(baseUrl + path);
		await page.locator(options.ready).first().waitFor({ timeout: 30_000 });
		const results = [await count(phase)];
		if (options.then) {
			await page.locator(options.then.act).first().click();
			await page.locator(options.then.ready).first().waitFor({ timeout: 10_000 });
			results.push(await count(options.then.phase));
		}
		return results;
	} finally {
		await context.close();
	}
}

/* -------------------------------- the run -------------------------------- */

const storage = mkdtempSync(join(tmpdir(), 'castle-combo-bundle-'));
console.log('Starting wrangler dev (workerd) and Chromium …');
const server = await startServer({ persistTo: storage, quiet: true, vars: { BOT_DELAY_MS: '0', RATE_LIMITS: 'off' } });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
const results: Measure[] = [];
try {
	const [lobby, mid, decision, over] = await Promise.all(
		(['lobby', 'mid-game', 'decision', 'over'] as const).map((stop) => playUntil(server.url, stop))
	);
	const myTurn = '[data-testid="game"][data-my-turn="true"] [data-testid="your-turn"]';
	// The phases of scripts/budget.ts, as a player reaches them.
	const phases: [string, string, Parameters<typeof measure>[4]][] = [
		['home', '/', { ready: 'main h1' }],
		['lobby', `/t/${lobby.room}`, { seat: lobby, ready: '[data-testid="lobby"]' }],
		['embed lobby', `/embed/${lobby.room}`, { seat: lobby, ready: '[data-testid="lobby"]' }],
		[
			'mid-game',
			`/t/${mid.room}`,
			{
				seat: mid,
				ready: myTurn,
				// Not a first load: what picking a card adds on top.
				then: {
					phase: '  + a card picked',
					act: '[data-testid="display-card"][data-selectable="true"]',
					ready: '[data-testid="spot"]'
				}
			}
		],
		['decision', `/t/${decision.room}`, { seat: decision, ready: '[data-testid="decision"]' }],
		['game over', `/t/${over.room}`, { seat: over, ready: '[data-testid="end-screen"]' }],
		['/score', '/score', { ready: 'main h1' }],
		['/replay', '/replay', { ready: 'main h1' }],
		...EXTRA_ROUTES.map((path): (typeof phases)[number] => [path, path, { ready: 'body' }])
	];
	for (const locale of LOCALES) {
		const label = (phase: string) => (LOCALES.length > 1 ? `${locale} ${phase}` : phase);
		for (const [phase, path, options] of phases) {
			results.push(...(await measure(browser, server.url, label(phase), inLocale(path, locale), options)));
		}
	}
} finally {
	await browser.close();
	await server.stop();
	rmSync(storage, { recursive: true, force: true });
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7);

/** What each built file is, for --files: its chunk group or Rolldown's name, or its entry's source. */
function chunkNames(): Map<string, string> {
	const manifest: Record<string, { file: string; name?: string }> = JSON.parse(
		readFileSync('.svelte-kit/output/client/.vite/manifest.json', 'utf8')
	);
	const names = new Map<string, string>();
	for (const [key, chunk] of Object.entries(manifest)) {
		const what = key.startsWith('_')
			? (chunk.name ?? '')
			: key.endsWith('/client/entry.js')
				? 'framework'
				: key.replace(/^.*\/(nodes\/\d+|app)\.js$/, '$1');
		names.set(chunk.file.replace(/^.*\//, ''), what);
	}
	return names;
}
const named = values.files ? chunkNames() : new Map<string, string>();
console.log(`\nphase                 scripts   raw KB  gzip KB   (gzip level 9)`);
for (const r of results) {
	console.log(`${r.phase.padEnd(20)} ${String(r.files).padStart(8)} ${kb(r.raw)}  ${kb(r.gzip)}`);
	if (values.files)
		for (const f of r.list.sort((a, b) => b.gzip - a.gzip)) {
			const what = named.get(f.url.replace(/^.*\//, ''));
			console.log(`    ${kb(f.gzip)}  ${f.url}${what ? `  (${what})` : ''}`);
		}
}
