// `npm run bench:rooms [-- --rooms 200 --players 3]`: load on real workerd.
// Starts `wrangler dev` (bots off the clock), opens R rooms with 5 WebSocket
// clients each (the players, simulated here with random legal actions, plus
// spectators), plays full games, and prints errors, action → all-views-delivered
// latency and, measured in the same run on the same sockets, ping → pong.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createRandom } from '../engine/index';
import type { RoomState, ServerMessage } from '../party/protocol';
import { startServer } from './server';

const { values } = parseArgs({
	options: {
		rooms: { type: 'string', default: '200' },
		players: { type: 'string', default: '3' },
		'ping-ms': { type: 'string', default: '250' }
	}
});
const ROOMS = Number(values.rooms);
const PLAYERS = Number(values.players);
const CLIENTS = 5;
const PING_EVERY_MS = Number(values['ping-ms']);

interface Client {
	ws: WebSocket;
	state: RoomState | null;
	/** Number of `state` messages received. */
	states: number;
	seat: number | null;
	pings: Map<number, number>;
	/** We closed it ourselves (the end of the game). */
	closing?: boolean;
}

const actionLatencies: number[] = [];
const pingLatencies: number[] = [];
let errors = 0;
let finished = 0;
const errorSamples: string[] = [];

function note(error: string) {
	errors++;
	if (errorSamples.length < 10) errorSamples.push(error);
}

function open(url: string): Promise<Client> {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(url);
		const client: Client = { ws, state: null, states: 0, seat: null, pings: new Map() };
		ws.on('open', () => resolve(client));
		ws.on('close', (code, reason) => {
			if (!client.closing) note(`closed by the room: ${code} ${reason}`);
		});
		ws.on('error', (e) => (client.state ? note(`socket: ${e.message}`) : reject(e)));
		ws.on('message', (data) => {
			const m = JSON.parse(String(data)) as ServerMessage & { id?: number };
			if (m.type === 'state') {
				client.state = m.state;
				client.states++;
			} else if (m.type === 'pong') {
				const sentAt = [...client.pings.values()][0];
				const key = [...client.pings.keys()][0];
				if (sentAt !== undefined) {
					pingLatencies.push(performance.now() - sentAt);
					client.pings.delete(key);
				}
			} else if (m.type === 'error') note(`${m.code} ${JSON.stringify(m.params ?? {})}`);
			else if (m.type === 'joined') client.seat = m.seat;
			recheck();
		});
	});
}

// Waiting is event-driven (re-checked on every message), so the load generator
// itself stays cheap next to the server it measures.
const pending = new Set<{ check: () => boolean; resolve: () => void }>();
function recheck() {
	for (const w of pending) {
		if (w.check()) {
			pending.delete(w);
			w.resolve();
		}
	}
}
function until(check: () => boolean, timeoutMs = 120_000): Promise<void> {
	if (check()) return Promise.resolve();
	return new Promise((resolve, reject) => {
		const waiter = {
			check,
			resolve: () => {
				clearTimeout(timer);
				resolve();
			}
		};
		const timer = setTimeout(() => {
			pending.delete(waiter);
			reject(new Error('timed out'));
		}, timeoutMs);
		pending.add(waiter);
	});
}

let pingCounter = 0;
function ping(client: Client) {
	if (client.ws.readyState !== WebSocket.OPEN || client.pings.size > 0) return;
	client.pings.set(pingCounter++, performance.now());
	client.ws.send('{"type":"ping"}');
}

async function playRoom(baseUrl: string, index: number) {
	const url = `${baseUrl.replace('http', 'ws')}/parties/game/bench-${Date.now().toString(36)}-${index}`;
	const clients: Client[] = [];
	for (let i = 0; i < CLIENTS; i++) clients.push(await open(url));
	await until(() => clients.every((c) => c.state));
	for (let i = 0; i < PLAYERS; i++) {
		clients[i].ws.send(JSON.stringify({ type: 'join', name: `P${i}` }));
		await until(() => clients[i].seat !== null);
	}
	const pinger = setInterval(() => clients.forEach(ping), PING_EVERY_MS);
	const random = createRandom(`bench-${index}`);
	clients[0].ws.send('{"type":"start"}');
	await until(() => clients[0].state?.phase === 'playing');
	await until(() => clients.every((c) => c.state?.phase === 'playing'));
	while (clients[0].state!.phase !== 'over') {
		const game = clients[0].state!.game!;
		const actor = clients[game.toAct!.seat];
		const legal = actor.state!.game!.legal;
		const before = clients.map((c) => c.states);
		const sentAt = performance.now();
		actor.ws.send(JSON.stringify({ type: 'action', action: legal[Math.floor(random() * legal.length)] }));
		await until(() => clients.every((c, i) => c.states > before[i]));
		actionLatencies.push(performance.now() - sentAt);
	}
	clearInterval(pinger);
	await until(() => clients.every((c) => c.pings.size === 0), 10_000).catch(() => note('a ping went unanswered'));
	for (const c of clients) {
		c.closing = true;
		c.ws.close();
	}
	finished++;
}

function percentile(sorted: number[], p: number) {
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const state = mkdtempSync(join(tmpdir(), 'castle-combo-bench-'));
console.log(
	`Starting wrangler dev (workerd) … ${ROOMS} rooms × ${CLIENTS} clients (${PLAYERS} players + ${CLIENTS - PLAYERS} spectators)`
);
const server = await startServer({ persistTo: state, quiet: true, vars: { BOT_DELAY_MS: '0' } });
const started = performance.now();
try {
	// Rooms open over the first second or so, as tables would, not in one burst.
	const results = await Promise.allSettled(
		Array.from({ length: ROOMS }, (_, i) =>
			new Promise((r) => setTimeout(r, i * 5)).then(() => playRoom(server.url, i))
		)
	);
	for (const r of results) if (r.status === 'rejected') note(`room: ${r.reason}`);
} finally {
	await server.stop();
	rmSync(state, { recursive: true, force: true });
}
const seconds = (performance.now() - started) / 1000;
const a = actionLatencies.sort((x, y) => x - y);
const p = pingLatencies.sort((x, y) => x - y);
const fmt = (n: number) => n.toFixed(1).padStart(7);
console.log(`\nrooms ${ROOMS}, games finished ${finished}, ${seconds.toFixed(1)} s, errors: ${errors}`);
for (const e of errorSamples) console.log('  ' + e);
console.log(`\n                         n      p50 ms  p99 ms`);
console.log(`action → all 5 views ${String(a.length).padStart(6)} ${fmt(percentile(a, 50))} ${fmt(percentile(a, 99))}`);
console.log(
	`ping → pong (baseline)${String(p.length).padStart(6)} ${fmt(percentile(p, 50))} ${fmt(percentile(p, 99))}`
);
console.log(
	`ratio action/ping       p50 ${(percentile(a, 50) / percentile(p, 50)).toFixed(2)}×   p99 ${(percentile(a, 99) / percentile(p, 99)).toFixed(2)}×  (target p99 ≤ 2×)`
);
process.exit(errors === 0 ? 0 : 1);
