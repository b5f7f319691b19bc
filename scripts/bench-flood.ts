// `npm run bench:flood [-- --seconds 60 --rate 29 --base main]`: what a flood of
// messages that change nothing costs a table. One socket sends `resume` with its own
// seat token at `rate` a second (under the flood guard's 30) for `seconds`; in another
// run of the same length it sends `ping` instead, the cheapest message there is.
// Meanwhile another socket at the table pings ten times a second. Printed: the
// table's storage writes (room data, alarms) and the other socket's ping latency.
//
// Each build runs on real workerd (`wrangler dev`) through a Worker made for the
// benchmark: the room class of that build, whose storage counts its writes. With
// `--base <git ref>` the same runs go to that ref's rooms too (its party/, engine/
// and bots/ from `git archive`, with this checkout's node_modules), side by side.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import type { ServerMessage } from '../party/protocol';
import { startServer, type RunningServer } from './server';

const { values } = parseArgs({
	options: {
		seconds: { type: 'string', default: '60' },
		rate: { type: 'string', default: '29' },
		'ping-ms': { type: 'string', default: '100' },
		base: { type: 'string' }
	}
});
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const PING_MS = Number(values['ping-ms']);
const HERE = resolve(import.meta.dirname, '..');

/** The benchmark's Worker for the rooms in `root`: the gate, a create path, and a room that counts its writes. */
function benchWorker(root: string): string {
	return `
import { GameRoom as Room } from '${root}/party/game-room';
import { routeRoom } from '${root}/party/route';
import { createTable } from '${root}/party/tables';

const WRITES = ['put', 'delete', 'deleteAll', 'setAlarm', 'deleteAlarm'];

export class GameRoom extends Room {
	constructor(ctx, env) {
		super(ctx, env);
		// The runtime's storage object takes own properties: each write method counts, then writes.
		const counts = Object.fromEntries(WRITES.map((name) => [name, 0]));
		const storage = ctx.storage;
		for (const name of WRITES) {
			const write = storage[name].bind(storage);
			storage[name] = (...args) => {
				counts[name]++;
				return write(...args);
			};
		}
		this.benchCounts = counts;
	}

	async fetch(request) {
		if (new URL(request.url).pathname === '/_bench/writes') return Response.json(this.benchCounts);
		return super.fetch(request);
	}
}

export default {
	async fetch(request, env) {
		const url = new URL(request.url);
		const room = url.searchParams.get('room');
		if (url.pathname === '/') return new Response('bench');
		if (url.pathname === '/_bench/create') return Response.json(await createTable(env, room, '127.0.0.1'));
		if (url.pathname === '/_bench/writes') {
			return env.Game.get(env.Game.idFromName(room)).fetch('https://table/_bench/writes');
		}
		return (await routeRoom(request, env)) ?? new Response('Not found', { status: 404 });
	}
};
`;
}

function benchConfig(worker: string): string {
	return `name = "castle-combo-bench-flood"
main = "${worker}"
compatibility_date = "2026-04-01"
compatibility_flags = ["nodejs_compat"]
send_metrics = false

# As wrangler.toml: the rooms' push texts (Paraglide) read import.meta.env.SSR.
[define]
"import.meta.env.SSR" = "true"

[[durable_objects.bindings]]
name = "Game"
class_name = "GameRoom"

[[migrations]]
tag = "v1"
new_sqlite_classes = ["GameRoom"]

[vars]
RATE_LIMITS = "off"
`;
}

/** A build's rooms on their own `wrangler dev`: this checkout's, or `ref`'s from git. */
async function serve(label: string, ref: string | null, work: string): Promise<RunningServer> {
	const dir = join(work, label);
	mkdirSync(dir, { recursive: true });
	let root = HERE;
	if (ref) {
		root = join(dir, 'tree');
		mkdirSync(root);
		const archive = execFileSync('git', ['archive', ref, 'party', 'engine', 'bots'], { cwd: HERE, maxBuffer: 1 << 28 });
		execFileSync('tar', ['-x', '-C', root], { input: archive });
		symlinkSync(join(HERE, 'node_modules'), join(root, 'node_modules'));
	}
	writeFileSync(join(dir, 'worker.js'), benchWorker(root));
	writeFileSync(join(dir, 'wrangler.toml'), benchConfig(join(dir, 'worker.js')));
	return startServer({ config: join(dir, 'wrangler.toml'), persistTo: join(dir, 'state'), quiet: true });
}

interface Socket {
	ws: WebSocket;
	received: ServerMessage[];
	next(type: ServerMessage['type']): Promise<ServerMessage>;
}

async function open(url: string, room: string): Promise<Socket> {
	// Version 2: every build since the handshake reads it, and its join, resume and ping are today's.
	const ws = new WebSocket(`${url.replace('http', 'ws')}/parties/game/${room}?v=2`);
	const received: ServerMessage[] = [];
	const waiting: { type: string; resolve: (m: ServerMessage) => void }[] = [];
	ws.on('message', (data) => {
		const message = JSON.parse(String(data)) as ServerMessage;
		received.push(message);
		const i = waiting.findIndex((w) => w.type === message.type);
		if (i >= 0) waiting.splice(i, 1)[0].resolve(message);
	});
	await new Promise((done, fail) => {
		ws.once('open', done);
		ws.once('error', fail);
	});
	return { ws, received, next: (type) => new Promise((resolve) => waiting.push({ type, resolve })) };
}

const percentile = (sorted: number[], p: number) =>
	sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

interface Figures {
	build: string;
	flood: 'ping' | 'resume';
	sent: number;
	puts: number;
	alarms: number;
	statesToFlooder: number;
	closed: string | null;
	pings: number;
	p50: number;
	p99: number;
}

/** One run: a fresh table, the flooder and the other socket joined, `SECONDS` of flood. */
async function run(server: RunningServer, build: string, flood: 'ping' | 'resume', n: number): Promise<Figures> {
	const room = `bench-flood-${flood}-${n}-${Date.now().toString(36)}`;
	const created = await (await fetch(`${server.url}/_bench/create?room=${room}`)).json();
	if (created !== 'created') throw new Error(`table ${room}: ${JSON.stringify(created)}`);
	const flooder = await open(server.url, room);
	flooder.ws.send(JSON.stringify({ type: 'join', name: 'Flood' }));
	const joined = (await flooder.next('joined')) as Extract<ServerMessage, { type: 'joined' }>;
	const other = await open(server.url, room);
	other.ws.send(JSON.stringify({ type: 'join', name: 'Other' }));
	await other.next('joined');
	await new Promise((r) => setTimeout(r, 500)); // presence broadcasts settle
	const counts = async () =>
		(await (await fetch(`${server.url}/_bench/writes?room=${room}`)).json()) as Record<string, number>;
	const before = await counts();
	const statesBefore = flooder.received.filter((m) => m.type === 'state').length;
	let closed: string | null = null;
	flooder.ws.on('close', (code, reason) => (closed = `${code} ${reason}`));

	const message = JSON.stringify(flood === 'ping' ? { type: 'ping' } : { type: 'resume', token: joined.token });
	const started = performance.now();
	let sent = 0;
	const latencies: number[] = [];
	const pinging = (async () => {
		while (performance.now() - started < SECONDS * 1000) {
			const at = performance.now();
			other.ws.send('{"type":"ping"}');
			await other.next('pong');
			latencies.push(performance.now() - at);
			await new Promise((r) => setTimeout(r, Math.max(0, at + PING_MS - performance.now())));
		}
	})();
	// Paced from the start, not from the last send: `RATE` a second on average, never a burst above it.
	while (performance.now() - started < SECONDS * 1000 && !closed) {
		flooder.ws.send(message);
		sent++;
		await new Promise((r) => setTimeout(r, Math.max(0, started + (sent * 1000) / RATE - performance.now())));
	}
	await pinging;
	await new Promise((r) => setTimeout(r, 500)); // the last answers arrive
	const after = await counts();
	flooder.ws.close();
	other.ws.close();
	const sorted = latencies.sort((a, b) => a - b);
	return {
		build,
		flood,
		sent,
		puts: after.put - before.put,
		alarms: after.setAlarm - before.setAlarm,
		statesToFlooder: flooder.received.filter((m) => m.type === 'state').length - statesBefore,
		closed,
		pings: sorted.length,
		p50: percentile(sorted, 50),
		p99: percentile(sorted, 99)
	};
}

const work = mkdtempSync(join(tmpdir(), 'bench-flood-'));
const builds: [string, string | null][] = values.base
	? [
			[values.base, values.base],
			['this', null]
		]
	: [['this', null]];
const results: Figures[] = [];
try {
	for (const [label, ref] of builds) {
		const server = await serve(label.replace(/[^\w.-]/g, '_'), ref, work);
		try {
			for (const [n, flood] of (['ping', 'resume'] as const).entries()) {
				console.error(`${label}: ${SECONDS} s of ${flood} at ${RATE}/s…`);
				results.push(await run(server, label, flood, n));
			}
		} finally {
			await server.stop();
		}
	}
} finally {
	rmSync(work, { recursive: true, force: true });
}

console.log(`\nbench:flood: ${SECONDS} s, one socket sending at ${RATE}/s, another pinging every ${PING_MS} ms`);
console.log('build      flood   sent  room writes  alarms set  states to flooder  other ping p50 / p99 (ms)  closed');
for (const r of results) {
	console.log(
		[
			r.build.padEnd(10),
			r.flood.padEnd(7),
			String(r.sent).padStart(4),
			String(r.puts).padStart(12),
			String(r.alarms).padStart(11),
			String(r.statesToFlooder).padStart(18),
			`${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} (${r.pings})`.padStart(27),
			` ${r.closed ?? '-'}`
		].join(' ')
	);
}
