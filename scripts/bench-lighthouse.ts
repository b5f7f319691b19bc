// `npm run bench:lighthouse [-- --runs 3] [--strict] [--pages mid-game,lobby] [--save DIR]`: Lighthouse (mobile preset, simulated
// throttling) on the home page, the lobby of a new table, a mid-game table seen by a
// spectator, the guided first game (/learn), a practice game (/practice), and a player's first turn of a new game (their seat's token put in the
// browser's storage, so the first-game tip is offered), in Debian's Chromium; prints
// performance, total blocking time, cumulative layout shift and accessibility per run
// and their median per page, and the audits that failed. Beside Lighthouse's blocking time it
// prints the page's own: what its main thread's tasks after the first paint would block on a
// CPU 4× slower, from their thread time (see ownWork).
// Needs a build (`npm run build`). Starts `wrangler dev`, sits at a new table over the
// room's WebSocket with four bots, plays until its own tableau holds four cards and then
// holds its turn open, so the game stays still mid-game while the spectator is measured.
// Every lobby run gets a table of its own, as a visitor who follows a fresh invite.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import type { Action, GameView } from '../engine/index';
import { createRandom } from '../engine/sim';
import type { ServerMessage } from '../party/protocol';
import { CHROMIUM } from '../test/e2e/browser';
import { startServer } from './server';
import type { TraceEvent } from './trace-event';

const { values } = parseArgs({
	options: {
		/** Lighthouse runs per page; the median is reported. */
		runs: { type: 'string', default: '3' },
		/** Exit 1 when a page's median misses the budget (for CI). */
		strict: { type: 'boolean', default: false },
		/** Only these pages, comma-separated names (e.g. `mid-game,lobby`). */
		pages: { type: 'string' },
		/** A folder to write each run's Lighthouse report to (JSON), to see what the blocking time is made of. */
		save: { type: 'string' }
	}
});
const RUNS = Math.max(1, Number(values.runs) || 3);
/** The budget, per page: performance and accessibility scores (0–100), total blocking time and layout shift. */
const BUDGET = { performance: 95, accessibility: 100, tbtMs: 150, cls: 0.02 };

if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
	console.error('No build found: run `npm run build` first.');
	process.exit(1);
}
if (!existsSync(CHROMIUM)) {
	console.error(`Lighthouse runs in Debian's chromium at ${CHROMIUM}: run \`apt-get install -y chromium\`.`);
	process.exit(1);
}

/* ------------------------------- the tables -------------------------------- */

/** A new table, as "New table" makes it. */
async function newTable(baseUrl: string): Promise<string> {
	const made = await fetch(`${baseUrl}/new`, { redirect: 'manual' });
	const room = /\/t\/([^/?#]+)/.exec(made.headers.get('location') ?? '')?.[1];
	if (!room) throw new Error(`GET /new answered ${made.status}, not a table`);
	return room;
}

/**
 * A table mid-game: one player and four bots, the player's tableau at four cards and
 * their turn open. The returned socket keeps the player connected (no stand-in plays
 * for them) until it is closed.
 */
async function midGameTable(baseUrl: string): Promise<{ room: string; socket: WebSocket }> {
	const room = await newTable(baseUrl);
	const random = createRandom(`lighthouse:${room}`);
	const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/parties/game/${room}`);
	const send = (message: object) => socket.send(JSON.stringify(message));
	let seat: number | null = null;
	let bots = 0;
	let started = false;
	let sentFor = '';
	return new Promise((resolve, reject) => {
		const fail = (error: Error) => {
			socket.close();
			reject(error);
		};
		socket.on('open', () => send({ type: 'join', name: 'Bench' }));
		socket.on('error', fail);
		socket.on('message', (raw) => {
			const message = JSON.parse(String(raw)) as ServerMessage;
			if (message.type === 'error') return fail(new Error(`room refused: ${message.code}`));
			if (message.type === 'joined') {
				seat = message.seat;
				return;
			}
			if (message.type !== 'state' || seat === null) return;
			const state = message.state;
			if (state.phase === 'lobby') {
				if (state.seats.length < 5 && bots < 4) {
					bots += 1;
					send({ type: 'addBot', level: 'easy' });
				} else if (state.seats.length === 5 && !started) {
					started = true;
					send({ type: 'start' });
				}
				return;
			}
			if (state.phase === 'over') return fail(new Error('the game ended before the table was mid-game'));
			const view = state.game;
			if (!view?.toAct || view.toAct.seat !== seat) return;
			if (view.toAct.decision === 'turn' && view.players[seat].tableau.length >= 4) {
				socket.removeAllListeners('message');
				return resolve({ room, socket });
			}
			const key = `${view.turn}:${view.log.length}`;
			if (key === sentFor) return;
			sentFor = key;
			send({ type: 'action', action: anyMove(view, random), seq: state.seq });
		});
	});
}

/**
 * A new game at its first turn for a player: one player and an easy bot, the bot
 * having played first or not. The player's socket closes, so that a page holding
 * the token takes the seat (a bot would only after the grace period).
 */
async function firstTurnTable(baseUrl: string): Promise<{ room: string; token: string }> {
	const room = await newTable(baseUrl);
	const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/parties/game/${room}`);
	const send = (message: object) => socket.send(JSON.stringify(message));
	let joined: { seat: number; token: string } | null = null;
	let asked = false;
	return new Promise((resolve, reject) => {
		socket.on('open', () => send({ type: 'join', name: 'Bench' }));
		socket.on('error', reject);
		socket.on('message', (raw) => {
			const message = JSON.parse(String(raw)) as ServerMessage;
			if (message.type === 'error') return reject(new Error(`room refused: ${message.code}`));
			if (message.type === 'joined' && message.seat !== null && message.token) {
				joined = { seat: message.seat, token: message.token };
				return;
			}
			if (message.type !== 'state' || !joined) return;
			const state = message.state;
			if (state.phase === 'lobby' && !asked) {
				asked = true;
				send({ type: 'addBot', level: 'easy' });
			} else if (state.phase === 'lobby' && state.seats.length === 2) {
				send({ type: 'start' });
			} else if (state.phase === 'playing' && state.game?.toAct?.seat === joined.seat) {
				socket.removeAllListeners('message');
				socket.close();
				resolve({ room, token: joined.token });
			}
		});
	});
}

/** A legal move, taking a card whenever one may be taken (so the tableau grows). */
function anyMove(view: GameView, random: () => number): Action {
	const takes = view.legal.filter((a) => a.type === 'take');
	const pool = takes.length ? takes : view.legal;
	return pool[Math.floor(random() * pool.length)];
}

/* ------------------------------ the browser -------------------------------- */

/** Debian's Chromium, headless with a fresh profile, open to Lighthouse on a DevTools port. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
	const profile = mkdtempSync(join(tmpdir(), 'castle-combo-lighthouse-'));
	const child: ChildProcess = spawn(
		CHROMIUM,
		[
			'--headless',
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--no-first-run',
			'--remote-debugging-port=0',
			`--user-data-dir=${profile}`,
			'about:blank'
		],
		{ stdio: ['ignore', 'ignore', 'pipe'], detached: true }
	);
	const close = () =>
		new Promise<void>((resolve) => {
			const done = () => {
				rmSync(profile, { recursive: true, force: true });
				resolve();
			};
			if (child.exitCode !== null || child.signalCode !== null) return done();
			child.once('exit', done);
			try {
				process.kill(-child.pid!, 'SIGTERM'); // the wrapper script and the browser
			} catch {
				done();
			}
		});
	let output = '';
	const port = await new Promise<number>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools.\n${output}`)), 30_000);
		child.stderr!.on('data', (chunk) => {
			output += chunk;
			const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
			if (found) {
				clearTimeout(timer);
				resolve(Number(found[1]));
			}
		});
		child.once('exit', (code) => reject(new Error(`Chromium exited (${code}).\n${output}`)));
	}).catch(async (error) => {
		await close();
		throw error;
	});
	return { port, close };
}

/* ------------------------------- measuring --------------------------------- */

interface Run {
	performance: number;
	accessibility: number;
	tbtMs: number;
	cls: number;
	/** Lighthouse's measure of the machine's speed at the time (lower: busier or slower). */
	benchmarkIndex: number;
	failed: string[];
	own: OwnWork;
}

interface OwnWork {
	/** Thread time of the main thread's tasks after the first paint, ms. */
	threadMs: number;
	/** Their wall time, ms. */
	wallMs: number;
	/** Σ max(0, 4 × thread time − 50 ms) over those tasks: the blocking time of the page's own work at 4×. */
	blockingMs: number;
}

/**
 * The page's own work after its first paint, from the run's trace. Lighthouse's simulation
 * takes each main-thread task's wall duration times 4. On this 2-core machine a task also
 * waits for a core while Chromium's other processes and the local server run (its wall time
 * was 1.4–2.9× its thread time, docs/benchmarks.md), and that wait is multiplied too. The
 * same sum from thread time is what the page's work alone would block on a CPU 4× slower.
 */
function ownWork(events: TraceEvent[]): OwnWork {
	// The first paint is marked on the page's main thread.
	const fcp = events
		.filter((e) => e.name === 'firstContentfulPaint')
		.sort((a, b) => a.ts - b.ts)
		.at(-1);
	const tasks = fcp
		? events.filter(
				(e) => e.pid === fcp.pid && e.tid === fcp.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp.ts
			)
		: [];
	const ms = (us: number | undefined) => (us ?? 0) / 1000;
	return {
		threadMs: Math.round(tasks.reduce((sum, e) => sum + ms(e.tdur), 0)),
		wallMs: Math.round(tasks.reduce((sum, e) => sum + ms(e.dur), 0)),
		blockingMs: Math.round(tasks.reduce((sum, e) => sum + Math.max(0, 4 * ms(e.tdur) - 50), 0))
	};
}

/** Audits the report shows as failed: scored below 0.9 (accessibility's are 0 or 1), not hidden. */
const FAILED_MODES = new Set(['binary', 'numeric', 'metricSavings']);

/** Puts `entries` in the browser's localStorage for `origin`, before Lighthouse loads a page there. */
async function seedStorage(port: number, origin: string, entries: Record<string, string>) {
	const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
		type: string;
		webSocketDebuggerUrl: string;
	}[];
	const page = targets.find((t) => t.type === 'page');
	if (!page) throw new Error('Chromium has no page to seed storage through');
	const cdp = new WebSocket(page.webSocketDebuggerUrl);
	await new Promise((resolve, reject) => (cdp.once('open', resolve), cdp.once('error', reject)));
	let id = 0;
	const call = (method: string, params: object) =>
		new Promise<{ result?: { value?: unknown } }>((resolve, reject) => {
			const mine = ++id;
			const answer = (raw: WebSocket.RawData) => {
				const reply = JSON.parse(String(raw)) as { id?: number; error?: { message: string }; result: never };
				if (reply.id !== mine) return;
				cdp.off('message', answer);
				if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
				else resolve(reply.result);
			};
			cdp.on('message', answer);
			cdp.send(JSON.stringify({ id: mine, method, params }));
		});
	// A file of the origin that is no page (no script, no service worker): storage needs a frame there.
	await call('Page.navigate', { url: `${origin}/robots.txt` });
	const evaluate = async (expression: string) => (await call('Runtime.evaluate', { expression })).result?.value;
	for (let tries = 0; (await evaluate('location.origin')) !== origin; tries++) {
		if (tries > 50) throw new Error(`Chromium did not open ${origin}`);
		await new Promise((r) => setTimeout(r, 100));
	}
	await evaluate(`Object.entries(${JSON.stringify(entries)}).forEach(([k, v]) => localStorage.setItem(k, v))`);
	await call('Page.navigate', { url: 'about:blank' });
	cdp.close();
}

async function audit(port: number, url: string, keepStorage: boolean, saveAs: string | null): Promise<Run> {
	// No config: Lighthouse's default, the mobile preset (a phone's screen, slow 4G, 4× CPU).
	const result = await lighthouse(url, {
		port,
		logLevel: 'error',
		output: 'json',
		onlyCategories: ['performance', 'accessibility'],
		disableStorageReset: keepStorage
	});
	if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
	const { categories, audits, runtimeError, environment } = result.lhr;
	if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
	if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
	const failed = Object.values(categories).flatMap((category) =>
		category.auditRefs
			.filter((ref) => ref.group !== 'hidden')
			.map((ref) => audits[ref.id])
			.filter((a) => FAILED_MODES.has(a.scoreDisplayMode) && a.score !== null && a.score < 0.9)
			.map((a) => a.id)
	);
	return {
		performance: Math.round((categories.performance.score ?? 0) * 100),
		accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
		tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? NaN),
		cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
		benchmarkIndex: Math.round(environment.benchmarkIndex),
		failed,
		own: ownWork((result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents)
	};
}

const medianOf = (xs: number[]) => {
	const sorted = [...xs].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const median = (xs: number[]) => Math.round(medianOf(xs));

/* -------------------------------- the run ---------------------------------- */

const storage = mkdtempSync(join(tmpdir(), 'castle-combo-lighthouse-state-'));
console.log('Starting wrangler dev (workerd) and Chromium …');
// Bots move at once while the table is set up; once the player's turn is open nothing moves.
const server = await startServer({ persistTo: storage, quiet: true, vars: { BOT_DELAY_MS: '0', RATE_LIMITS: 'off' } });
/** `seat`: the page is a player's, whose token goes into the browser's storage first. */
type Measured = { name: string; url: () => Promise<string>; seat?: () => Promise<Record<string, string>>; runs: Run[] };
const pages: Measured[] = [];
let exitCode = 0;
let mid: { room: string; socket: WebSocket } | null = null;
try {
	mid = await midGameTable(server.url);
	const midRoom = mid.room;
	pages.push(
		{ name: 'home', url: async () => `${server.url}/`, runs: [] },
		{ name: 'lobby', url: async () => `${server.url}/t/${await newTable(server.url)}`, runs: [] },
		{ name: 'mid-game', url: async () => `${server.url}/t/${midRoom}`, runs: [] },
		// The guided first game and a practice game: a room in the page, dealt on load.
		{ name: '/learn', url: async () => `${server.url}/learn`, runs: [] },
		{ name: '/practice', url: async () => `${server.url}/practice`, runs: [] }
	);
	let firstRoom = '';
	pages.push({
		name: 'first turn',
		url: async () => `${server.url}/t/${firstRoom}`,
		seat: async () => {
			const { room, token } = await firstTurnTable(server.url);
			firstRoom = room;
			return { [`castle-combo:seat:${room}`]: token };
		},
		runs: []
	});
	const only = values.pages?.split(',').map((name) => name.trim());
	if (only) {
		const unknown = only.filter((name) => !pages.some((page) => page.name === name));
		if (unknown.length) throw new Error(`No page named ${unknown.join(', ')}: ${pages.map((p) => p.name).join(', ')}`);
		pages.splice(0, pages.length, ...pages.filter((page) => only.includes(page.name)));
	}
	if (values.save) mkdirSync(values.save, { recursive: true });
	for (let i = 0; i < RUNS; i++) {
		for (const page of pages) {
			// A fresh browser each run: nothing cached or remembered from the one before.
			const browser = await launchChromium();
			try {
				if (page.seat) await seedStorage(browser.port, new URL(server.url).origin, await page.seat());
				const saveAs = values.save
					? join(values.save, `${page.name.replace(/\W/g, '') || 'page'}-${i + 1}.json`)
					: null;
				const run = await audit(browser.port, await page.url(), page.seat !== undefined, saveAs);
				page.runs.push(run);
				console.log(
					`run ${i + 1} ${page.name.padEnd(10)} performance ${run.performance}  TBT ${run.tbtMs} ms  CLS ${run.cls.toFixed(3)}  accessibility ${run.accessibility}  (machine ${run.benchmarkIndex})` +
						`\n      own work after the first paint: ${run.own.threadMs} ms of thread time in ${run.own.wallMs} ms, blocking ${run.own.blockingMs} ms at 4×`
				);
			} finally {
				await browser.close();
			}
		}
	}
} finally {
	mid?.socket.close();
	await server.stop();
	rmSync(storage, { recursive: true, force: true });
}

console.log(
	`\npage        performance  TBT ms    CLS  accessibility  own TBT ms   (median of ${RUNS}; budget ≥ ${BUDGET.performance}, ≤ ${BUDGET.tbtMs} ms, < ${BUDGET.cls}, ${BUDGET.accessibility}; own: not budgeted)`
);
for (const page of pages) {
	const performance = median(page.runs.map((r) => r.performance));
	const tbtMs = median(page.runs.map((r) => r.tbtMs));
	const accessibility = median(page.runs.map((r) => r.accessibility));
	const cls = medianOf(page.runs.map((r) => r.cls));
	const failed = [...new Set(page.runs.flatMap((r) => r.failed))];
	const over =
		performance < BUDGET.performance ||
		tbtMs > BUDGET.tbtMs ||
		cls >= BUDGET.cls ||
		accessibility < BUDGET.accessibility;
	if (over) exitCode = 1;
	console.log(
		`${page.name.padEnd(11)} ${String(performance).padStart(11)} ${String(tbtMs).padStart(7)} ${cls.toFixed(3).padStart(6)} ${String(accessibility).padStart(14)} ${String(median(page.runs.map((r) => r.own.blockingMs))).padStart(11)}${over ? '   over budget' : ''}`
	);
	if (failed.length) console.log(`           failed: ${failed.join(', ')}`);
}
process.exit(values.strict ? exitCode : 0);
