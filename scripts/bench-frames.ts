// `npm run bench:frames [-- --rounds 5 --attackers 4 --size-mib 30]`: what very large
// WebSocket frames cost everyone else. The room refuses any frame over 8 KB, but only
// once the runtime has taken the whole frame (up to its 32 MiB limit) and made it a
// string. On real workerd (`wrangler dev` serving the build, rate limits off), each
// round first measures a quiet window, then `--attackers` sockets send one frame of
// `--size-mib` MiB each, at the same moment, to one table. Printed side by side:
// ping → pong of the other sockets at that table and at other tables (rooms in the
// same isolate: locally every room runs in the one workerd), how soon each attacker
// is closed and with what code, and workerd's resident memory. Needs a build.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../party/protocol';
import { Series } from './series';
import { startServer } from './server';

const { values } = parseArgs({
	options: {
		rounds: { type: 'string', default: '5' },
		attackers: { type: 'string', default: '4' },
		'size-mib': { type: 'string', default: '30' },
		/** Other tables, each with two sockets that ping. */
		'other-tables': { type: 'string', default: '3' },
		/** Pause between a pong and the next ping of one socket (under 30 a second: the flood guard's limit). */
		'ping-ms': { type: 'string', default: '50' },
		/** The quiet window, and the least an attack window lasts. */
		'window-ms': { type: 'string', default: '3000' }
	}
});
const ROUNDS = Number(values.rounds);
const ATTACKERS = Number(values.attackers);
const FRAME_BYTES = Number(values['size-mib']) * 1024 * 1024;
const OTHER_TABLES = Number(values['other-tables']);
const PING_MS = Number(values['ping-ms']);
const WINDOW_MS = Number(values['window-ms']);
/** Over the runtime's limit (32 MiB): sent once at the end, to see who refuses it. */
const OVER_LIMIT_BYTES = 33 * 1024 * 1024;
const PONG_TIMEOUT_MS = 10_000;

if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
	console.error('No build found: run `npm run build` first.');
	process.exit(1);
}

type Phase = 'quiet' | 'frames' | 'over';
let phase: Phase | null = null;
const phases = () => ({ quiet: new Series(), frames: new Series(), over: new Series() });
const pings = { table: phases(), others: phases() };
/** Pings not answered within PONG_TIMEOUT_MS, by the phase they were sent in. */
const lost: Record<Phase, number> = { quiet: 0, frames: 0, over: 0 };
/** Pinging sockets that the server closed, by phase and close code. */
const dropped: string[] = [];

/** workerd's resident memory (MB): every workerd process in the server's process group. */
function workerdRssMb(group: number): number {
	let kb = 0;
	for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
		try {
			const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
			const [name, rest] = [
				stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
				stat.slice(stat.lastIndexOf(')') + 2)
			];
			if (!name.startsWith('workerd') || Number(rest.split(' ')[2]) !== group) continue;
			kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
		} catch {
			// a process that ended meanwhile
		}
	}
	return kb / 1024;
}

async function newTable(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/new`, { redirect: 'manual' });
	const room = /\/t\/([^/]+)$/.exec(response.headers.get('location') ?? '')?.[1];
	if (response.status !== 303 || !room) throw new Error(`GET /new answered ${response.status}`);
	return room;
}

/** An open socket to `room`, once the room has sent its first state. */
function open(baseUrl: string, room: string): Promise<WebSocket> {
	const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/parties/game/${room}?v=${PROTOCOL_VERSION}`, {
		maxPayload: 0
	});
	return new Promise((resolve, reject) => {
		ws.once('message', () => resolve(ws));
		ws.once('error', reject);
	});
}

/** Pings, one at a time, `PING_MS` after each pong, until `stop()`; each round trip goes to the current phase's series. */
function pinger(ws: WebSocket, series: Record<Phase, Series>) {
	let running = true;
	let waiting: ((text: string) => void) | null = null;
	ws.on('message', (data) => waiting?.(String(data)));
	ws.once('close', (code) => {
		if (running) dropped.push(`${code} (${phase ?? 'between windows'})`);
	});
	const loop = (async () => {
		while (running) {
			const counted = phase;
			const sentAt = performance.now();
			const answered = await new Promise<boolean>((resolve) => {
				const timer = setTimeout(() => resolve(false), PONG_TIMEOUT_MS);
				waiting = (text) => {
					if (!text.includes('"pong"')) return;
					clearTimeout(timer);
					resolve(true);
				};
				ws.send(JSON.stringify({ type: 'ping' }));
			});
			waiting = null;
			if (!answered) {
				if (counted) lost[counted]++;
			} else if (counted && counted === phase) series[counted].add(performance.now() - sentAt);
			await new Promise((r) => setTimeout(r, PING_MS));
		}
	})();
	return () => {
		running = false;
		return loop;
	};
}

/** Sends one frame of `bytes` from each socket at once; resolves with each socket's close (code, reason, ms after sending). */
function sendAll(sockets: WebSocket[], bytes: number) {
	const frame = 'x'.repeat(bytes);
	const sentAt = performance.now();
	return Promise.all(
		sockets.map(
			(ws) =>
				new Promise<{ code: number; reason: string; ms: number }>((resolve) => {
					ws.once('close', (code, reason) => resolve({ code, reason: String(reason), ms: performance.now() - sentAt }));
					ws.on('error', () => {}); // the close says what happened
					ws.send(frame);
				})
		)
	);
}

/** The highest of `read()` every 20 ms while `during` runs. */
async function peakWhile<T>(read: () => number, during: Promise<T>): Promise<{ result: T; peak: number }> {
	let peak = read();
	const timer = setInterval(() => (peak = Math.max(peak, read())), 20);
	try {
		return { result: await during, peak: Math.max(peak, read()) };
	} finally {
		clearInterval(timer);
	}
}

const storage = mkdtempSync(join(tmpdir(), 'castle-combo-bench-frames-'));
console.log('Starting wrangler dev (workerd) with the build, rate limits off …');
const server = await startServer({ persistTo: storage, quiet: true, vars: { RATE_LIMITS: 'off' } });
const rss = () => workerdRssMb(server.group);
const closes = new Series();
const codes = new Map<string, number>();
const memory = { quiet: 0, frames: 0, idle: 0 };
let over: { code: number; reason: string; ms: number } | undefined;
try {
	const target = await newTable(server.url);
	const table = await Promise.all([0, 1, 2].map(() => open(server.url, target)));
	const others: WebSocket[] = [];
	for (let i = 0; i < OTHER_TABLES; i++) {
		const room = await newTable(server.url);
		others.push(await open(server.url, room), await open(server.url, room));
	}
	const stops = [...table.map((ws) => pinger(ws, pings.table)), ...others.map((ws) => pinger(ws, pings.others))];
	memory.idle = rss();
	const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
	for (let round = 1; round <= ROUNDS; round++) {
		const attackers = await Promise.all(Array.from({ length: ATTACKERS }, () => open(server.url, target)));
		phase = 'quiet';
		memory.quiet = Math.max(memory.quiet, (await peakWhile(rss, wait(WINDOW_MS))).peak);
		phase = 'frames';
		const attack = Promise.all([sendAll(attackers, FRAME_BYTES), wait(WINDOW_MS)]);
		const { result, peak } = await peakWhile(rss, attack);
		memory.frames = Math.max(memory.frames, peak);
		phase = null;
		for (const close of result[0]) {
			closes.add(close.ms);
			const key = `${close.code} ${close.reason}`;
			codes.set(key, (codes.get(key) ?? 0) + 1);
		}
		console.error(`round ${round}/${ROUNDS}: done`);
		await wait(500);
	}
	const overLimit = await open(server.url, target);
	phase = 'over';
	over = (await sendAll([overLimit], OVER_LIMIT_BYTES))[0];
	await wait(PONG_TIMEOUT_MS); // pings sent meanwhile are answered or counted lost
	phase = null;
	await Promise.all(stops.map((stop) => stop()));
	for (const ws of [...table, ...others]) ws.close();
} finally {
	await server.stop();
	rmSync(storage, { recursive: true, force: true });
}

const mib = FRAME_BYTES / 1024 / 1024;
const fmt = (n: number) => n.toFixed(1).padStart(8);
const row = (label: string, s: Series) =>
	console.log(
		`${label.padEnd(44)}${String(s.values.length).padStart(6)}${fmt(s.percentile(50))}${fmt(s.percentile(99))}${fmt(Math.max(...s.values))}`
	);
console.log(
	`\n${ROUNDS} rounds: ${ATTACKERS} frames of ${mib} MiB at once to one table (${(ATTACKERS * mib).toFixed(0)} MiB a round), windows of ≥ ${WINDOW_MS} ms`
);
console.log(`${''.padEnd(44)}     n  p50 ms  p99 ms  max ms`);
row('same table (3 sockets): quiet, ping → pong', pings.table.quiet);
row('same table: while the frames arrive', pings.table.frames);
row(`other tables (${OTHER_TABLES} × 2 sockets): quiet`, pings.others.quiet);
row('other tables: while the frames arrive', pings.others.frames);
row('attacker: frame sent → socket closed', closes);
const ratio = (s: { quiet: Series; frames: Series }, p: number) =>
	(s.frames.percentile(p) / s.quiet.percentile(p)).toFixed(1);
console.log(
	`ratio frames / quiet, p50 p99: same table ${ratio(pings.table, 50)}× ${ratio(pings.table, 99)}×, other tables ${ratio(pings.others, 50)}× ${ratio(pings.others, 99)}×`
);
console.log(`attackers closed with: ${[...codes].map(([code, n]) => `${code} ×${n}`).join(', ')}`);
console.log(
	`pings never answered (${PONG_TIMEOUT_MS / 1000} s): ${lost.quiet} quiet, ${lost.frames} while the frames arrive, ${lost.over} around the over-limit frame`
);
console.log(
	`workerd resident memory: ${memory.idle.toFixed(0)} MB idle, peak ${memory.quiet.toFixed(0)} MB in quiet windows, ${memory.frames.toFixed(0)} MB while frames arrive`
);
if (over) {
	console.log(
		`one frame of ${OVER_LIMIT_BYTES / 1024 / 1024} MiB (over the runtime's 32 MiB): closed ${over.code} ${over.reason || '(no reason)'} after ${over.ms.toFixed(0)} ms`
	);
	row('same table: around it', pings.table.over);
	row('other tables: around it', pings.others.over);
}
const drops = new Map<string, number>();
for (const drop of dropped) drops.set(drop, (drops.get(drop) ?? 0) + 1);
console.log(
	`pinging sockets the server closed: ${dropped.length} of ${3 + 2 * OTHER_TABLES}${[...drops].map(([what, n]) => `, ${n} with ${what}`).join('')}`
);
