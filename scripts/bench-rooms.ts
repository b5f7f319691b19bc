// `npm run bench:rooms [-- --scenario tables|crowd|bots|all --rooms 200 --players 3]`:
// load on real workerd (`wrangler dev`, bots off the clock, RATE_LIMITS=off).
//  - tables: R tables with 5 WebSocket clients each (players with random legal
//    moves, plus spectators) play full games.
//  - crowd: one table with 5 players and 200 spectators, while a script churns
//    spectators (leave, come back, join) and 50 other tables play.
//  - bots: B tables at once, each one person (random legal moves, at once) against
//    bots of one level with the room's own bot delay (900 ms), once with hard
//    bots and once with expert bots: what a bot's thinking costs the people at
//    its table and at the others.
// Printed side by side: move → every socket of its table has the new state, a
// quick reaction → every socket of its table has it (tables and crowd: the seats
// take turns to react while they play, each seat at most once per 2 s), and, on
// the same sockets in the same run, ping → pong.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createRandom } from '../engine/sim';
import {
	MAX_SPECTATORS,
	PROTOCOL_VERSION,
	REACTIONS,
	type BotLevel,
	type RoomState,
	type ServerMessage
} from '../party/protocol';
import { Series } from './series';
import { startServer } from './server';

const { values } = parseArgs({
	options: {
		scenario: { type: 'string', default: 'all' },
		rooms: { type: 'string', default: '200' },
		players: { type: 'string', default: '3' },
		'other-tables': { type: 'string', default: '50' },
		/** Pause before each move of the crowd scenario's other tables (people and bots think). */
		'think-ms': { type: 'string', default: '250' },
		/** Games the crowd table plays one after another (rematches), for more samples. */
		'crowd-games': { type: 'string', default: '3' },
		'ping-ms': { type: 'string', default: '250' },
		/** Tables of the bots scenario, and bot seats at each. */
		'bot-tables': { type: 'string', default: '8' },
		'bot-seats': { type: 'string', default: '1' },
		/** A reaction from one of a table's seats (in turn) this often, while it plays. */
		'react-ms': { type: 'string', default: '700' }
	}
});
const SCENARIO = values.scenario;
const ROOMS = Number(values.rooms);
const PLAYERS = Number(values.players);
const OTHER_TABLES = Number(values['other-tables']);
const THINK_MS = Number(values['think-ms']);
const CROWD_GAMES = Number(values['crowd-games']);
const CLIENTS = 5;
const PING_EVERY_MS = Number(values['ping-ms']);
const BOT_TABLES = Number(values['bot-tables']);
const BOT_SEATS = Number(values['bot-seats']);
const REACT_EVERY_MS = Number(values['react-ms']);
/** The room's default bot delay (party/clock.ts), so bots think in an alarm as they do for players. */
const BOT_DELAY_MS = '900';

interface Client {
	ws: WebSocket;
	/** The latest state, parsed (players only); spectators keep only its seq. */
	state: RoomState | null;
	seq: number;
	seat: number | null;
	joined: boolean;
	pings: number[];
	pingSeries: Series | null;
	/** Quick reactions heard. */
	reactions: number;
	/** We closed it ourselves. */
	closing?: boolean;
}

let errors = 0;
const errorSamples: string[] = [];
function note(error: string) {
	errors++;
	if (errorSamples.length < 10) errorSamples.push(error);
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

/**
 * Opens a socket. Players parse every message; spectators, hundreds of them,
 * read the seq with a regular expression, so the load generator stays light.
 */
function open(url: string, parse: boolean, pingSeries: Series | null = null): Promise<Client> {
	return new Promise((resolve, reject) => {
		const ws = new WebSocket(url);
		const client: Client = {
			ws,
			state: null,
			seq: -1,
			seat: null,
			joined: false,
			pings: [],
			pingSeries,
			reactions: 0
		};
		ws.on('open', () => resolve(client));
		ws.on('close', (code, reason) => {
			if (!client.closing) note(`closed by the room: ${code} ${reason}`);
		});
		ws.on('error', (e) => (client.seq >= 0 ? note(`socket: ${e.message}`) : reject(e)));
		ws.on('message', (data) => {
			const text = String(data);
			if (text.startsWith('{"type":"state"')) {
				if (parse) client.state = (JSON.parse(text) as Extract<ServerMessage, { type: 'state' }>).state;
				client.seq = Number(/"seq":(\d+)/.exec(text)![1]);
			} else {
				const m = JSON.parse(text) as ServerMessage;
				if (m.type === 'pong') {
					const sentAt = client.pings.shift();
					if (sentAt !== undefined) client.pingSeries?.add(performance.now() - sentAt);
				} else if (m.type === 'reaction') client.reactions++;
				else if (m.type === 'error') note(`${m.code} ${JSON.stringify(m.params ?? {})}`);
				else if (m.type === 'joined') {
					client.seat = m.seat;
					client.joined = true;
				} else if (m.type === 'closed') note(`closed: ${m.reason}`);
			}
			recheck();
		});
	});
}

function ping(client: Client) {
	if (client.ws.readyState !== WebSocket.OPEN || client.pings.length > 0) return;
	client.pings.push(performance.now());
	client.ws.send('{"type":"ping"}');
}

function close(clients: Client[]) {
	for (const c of clients) {
		c.closing = true;
		c.ws.close();
	}
}

/** A table that exists, made as "New table" makes it. */
async function newTable(baseUrl: string): Promise<string> {
	const response = await fetch(`${baseUrl}/new`, { redirect: 'manual' });
	const location = response.headers.get('location');
	if (response.status !== 303 || !location) throw new Error(`/new answered ${response.status}`);
	// Today's protocol (`v`): a socket without it speaks version 1, which has no reactions.
	return `${baseUrl.replace('http', 'ws')}/parties/game/${location.split('/').pop()}?v=${PROTOCOL_VERSION}`;
}

async function seat(clients: Client[], count: number) {
	for (let i = 0; i < count; i++) {
		clients[i].ws.send(JSON.stringify({ type: 'join', name: `P${i}` }));
		await until(() => clients[i].joined);
	}
}

/**
 * Plays a full game with random legal moves by `players`; after each move waits
 * until every socket in `everyone` has the state that move made.
 */
async function playGame(players: Client[], everyone: () => Client[], seed: string, moves: Series, thinkMs = 0) {
	const random = createRandom(seed);
	const game = players[0].state!.gameNumber;
	players[0].ws.send(game === 0 ? '{"type":"start"}' : '{"type":"rematch"}');
	await until(() => players.every((c) => c.state?.phase === 'playing' && c.state.gameNumber === game + 1));
	while (players[0].state!.phase !== 'over') {
		const view = players[0].state!.game!;
		const actor = players[view.toAct!.seat];
		await until(() => actor.state!.seq === players[0].state!.seq);
		if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs));
		const { legal } = actor.state!.game!;
		const target = actor.state!.seq + 1;
		const sentAt = performance.now();
		const action = legal[Math.floor(random() * legal.length)];
		actor.ws.send(JSON.stringify({ type: 'action', action, seq: actor.state!.seq }));
		await until(() => everyone().every((c) => c.seq >= target));
		moves.add(performance.now() - sentAt);
	}
}

/**
 * While `running()`, the seats of `players` react in turn every REACT_EVERY_MS; after
 * each reaction, waits until every socket of `everyone` (those still open) has it.
 */
async function reactWhile(running: () => boolean, players: Client[], everyone: () => Client[], reactions: Series) {
	for (let turn = 0; running(); turn++) {
		await new Promise((r) => setTimeout(r, REACT_EVERY_MS));
		if (!running()) break;
		const before = everyone().map((c) => [c, c.reactions] as const);
		const sentAt = performance.now();
		const reaction = REACTIONS[turn % REACTIONS.length];
		players[turn % players.length].ws.send(JSON.stringify({ type: 'react', reaction }));
		await until(() => before.every(([c, n]) => c.closing || c.reactions > n));
		reactions.add(performance.now() - sentAt);
	}
}

/** One table with CLIENTS sockets (PLAYERS of them seated) playing one game. */
async function playTable(baseUrl: string, index: number, moves: Series, pings: Series, reactions: Series, thinkMs = 0) {
	const url = await newTable(baseUrl);
	const clients: Client[] = [];
	for (let i = 0; i < CLIENTS; i++) clients.push(await open(url, i < PLAYERS, pings));
	await until(() => clients.every((c) => c.seq >= 0));
	await seat(clients, PLAYERS);
	const pinger = setInterval(() => clients.forEach(ping), PING_EVERY_MS);
	let playing = true;
	const reacting = reactWhile(
		() => playing,
		clients.slice(0, PLAYERS),
		() => clients,
		reactions
	);
	await playGame(clients.slice(0, PLAYERS), () => clients, `bench-${index}`, moves, thinkMs);
	playing = false;
	await reacting;
	clearInterval(pinger);
	await until(() => clients.every((c) => c.pings.length === 0), 10_000).catch(() => note('a ping went unanswered'));
	close(clients);
}

async function tablesScenario(baseUrl: string) {
	const moves = new Series();
	const pings = new Series();
	const reactions = new Series();
	const started = performance.now();
	// Tables open over the first second or so, as they would, not in one burst.
	const results = await Promise.allSettled(
		Array.from({ length: ROOMS }, (_, i) =>
			new Promise((r) => setTimeout(r, i * 5)).then(() => playTable(baseUrl, i, moves, pings, reactions))
		)
	);
	for (const r of results) if (r.status === 'rejected') note(`table: ${r.reason}`);
	return { moves, pings, reactions, seconds: (performance.now() - started) / 1000 };
}

async function crowdScenario(baseUrl: string) {
	const moves = new Series();
	const pings = new Series();
	const otherMoves = new Series();
	const otherPings = new Series();
	const reactions = new Series();
	const otherReactions = new Series();
	const url = await newTable(baseUrl);
	const players: Client[] = [];
	for (let i = 0; i < 5; i++) players.push(await open(url, true, pings));
	await until(() => players.every((c) => c.seq >= 0));
	await seat(players, 5);
	// The crowd: 200 spectators who joined, 25 of them leaving and coming back all along.
	const spectators: Client[] = [];
	const watch = async () => {
		const client = await open(url, false);
		await until(() => client.seq >= 0);
		client.ws.send('{"type":"join","name":"Fan"}');
		await until(() => client.joined);
		return client;
	};
	for (let i = 0; i < MAX_SPECTATORS; i++) spectators.push(await watch());
	let churning = true;
	let churned = 0;
	const churn = (async () => {
		while (churning) {
			const leaving = spectators.splice(Math.floor(Math.random() * spectators.length), 1)[0];
			close([leaving]);
			await new Promise((r) => leaving.ws.once('close', r));
			spectators.push(await watch());
			churned++;
			await new Promise((r) => setTimeout(r, 40));
		}
	})();
	const pinger = setInterval(() => players.forEach(ping), PING_EVERY_MS);
	const started = performance.now();
	// Settled sockets only: one that is still opening has no state to be measured by.
	const crowd = () => [...players, ...spectators.filter((c) => c.seq >= 0)];
	const others = Array.from({ length: OTHER_TABLES }, (_, i) =>
		new Promise((r) => setTimeout(r, i * 20)).then(() =>
			playTable(baseUrl, 1000 + i, otherMoves, otherPings, otherReactions, THINK_MS)
		)
	);
	let playing = true;
	const reacting = reactWhile(() => playing, players, crowd, reactions);
	for (let i = 0; i < CROWD_GAMES; i++) await playGame(players, crowd, `crowd-${i}`, moves);
	playing = false;
	await reacting;
	const results = await Promise.allSettled(others);
	for (const r of results) if (r.status === 'rejected') note(`table: ${r.reason}`);
	churning = false;
	await churn;
	clearInterval(pinger);
	close([...players, ...spectators]);
	return {
		moves,
		pings,
		reactions,
		otherMoves,
		otherPings,
		otherReactions,
		churned,
		seconds: (performance.now() - started) / 1000
	};
}

/**
 * One table: a person who moves at once, with random legal moves, against `BOT_SEATS`
 * bots of `level`, and two sockets that only watch. Measures the person's moves.
 */
async function playAgainstBots(baseUrl: string, index: number, level: BotLevel, moves: Series, pings: Series) {
	const url = await newTable(baseUrl);
	const clients: Client[] = [];
	for (let i = 0; i < 3; i++) clients.push(await open(url, i === 0, pings));
	await until(() => clients.every((c) => c.seq >= 0));
	await seat(clients, 1);
	const person = clients[0];
	for (let b = 1; b <= BOT_SEATS; b++) {
		person.ws.send(JSON.stringify({ type: 'addBot', level }));
		await until(() => person.state!.seats.length === b + 1);
	}
	const random = createRandom(`bots-${index}`);
	const pinger = setInterval(() => clients.forEach(ping), PING_EVERY_MS);
	person.ws.send('{"type":"start"}');
	await until(() => person.state?.phase === 'playing');
	const myTurn = () => person.state!.phase === 'over' || (person.state!.game?.legal.length ?? 0) > 0;
	for (await until(myTurn); person.state!.phase !== 'over'; await until(myTurn)) {
		const { legal } = person.state!.game!;
		const target = person.state!.seq + 1;
		const sentAt = performance.now();
		const action = legal[Math.floor(random() * legal.length)];
		person.ws.send(JSON.stringify({ type: 'action', action, seq: person.state!.seq }));
		await until(() => clients.every((c) => c.seq >= target));
		moves.add(performance.now() - sentAt);
	}
	clearInterval(pinger);
	await until(() => clients.every((c) => c.pings.length === 0), 10_000).catch(() => note('a ping went unanswered'));
	close(clients);
}

async function botsScenario(baseUrl: string, level: BotLevel) {
	const moves = new Series();
	const pings = new Series();
	const started = performance.now();
	const results = await Promise.allSettled(
		Array.from({ length: BOT_TABLES }, (_, i) =>
			new Promise((r) => setTimeout(r, i * 100)).then(() => playAgainstBots(baseUrl, i, level, moves, pings))
		)
	);
	for (const r of results) if (r.status === 'rejected') note(`table: ${r.reason}`);
	return { moves, pings, seconds: (performance.now() - started) / 1000 };
}

/** The bots scenario on a server of its own, with the room's bot delay: hard, then expert. */
async function botsBench() {
	const folder = mkdtempSync(join(tmpdir(), 'castle-combo-bench-bots-'));
	console.log(`Starting wrangler dev (workerd), bot delay ${BOT_DELAY_MS} ms, rate limits off …`);
	const server = await startServer({
		persistTo: folder,
		quiet: true,
		vars: { BOT_DELAY_MS, RATE_LIMITS: 'off' }
	});
	try {
		console.log(`\n${''.padEnd(42)}      n  p50 ms  p99 ms`);
		for (const level of ['hard', 'expert'] as const) {
			const b = await botsScenario(server.url, level);
			console.log(
				`bots: ${BOT_TABLES} tables at once × (1 person + ${BOT_SEATS} ${level}), ${b.seconds.toFixed(1)} s, errors so far ${errors}`
			);
			row(`  ${level}: person's move → 3 sockets`, b.moves);
			row(`  ${level}: ping → pong (all tables)`, b.pings);
		}
	} finally {
		await server.stop();
		rmSync(folder, { recursive: true, force: true });
	}
}

const fmt = (n: number) => n.toFixed(1).padStart(8);
function row(label: string, series: Series) {
	console.log(
		`${label.padEnd(42)}${String(series.values.length).padStart(7)}${fmt(series.percentile(50))}${fmt(series.percentile(99))}`
	);
}
function ratio(moves: Series, pings: Series, what = 'move') {
	console.log(
		`${`  ratio ${what} / ping`.padEnd(49)}${(moves.percentile(50) / pings.percentile(50)).toFixed(2).padStart(7)}×${(moves.percentile(99) / pings.percentile(99)).toFixed(2).padStart(7)}×`
	);
}

const state = mkdtempSync(join(tmpdir(), 'castle-combo-bench-'));
if (SCENARIO === 'bots' || SCENARIO === 'all') await botsBench();
if (SCENARIO === 'bots') process.exit(errors === 0 ? 0 : 1);
console.log('Starting wrangler dev (workerd), bots off the clock, rate limits off …');
const server = await startServer({
	persistTo: state,
	quiet: true,
	vars: { BOT_DELAY_MS: '0', RATE_LIMITS: 'off' }
});
try {
	console.log(`\n${''.padEnd(42)}      n  p50 ms  p99 ms`);
	if (SCENARIO === 'tables' || SCENARIO === 'all') {
		const t = await tablesScenario(server.url);
		console.log(
			`tables: ${ROOMS} tables × ${CLIENTS} sockets (${PLAYERS} players), ${t.seconds.toFixed(1)} s, errors so far ${errors}`
		);
		row(`  move → all ${CLIENTS} sockets of the table`, t.moves);
		row(`  reaction → all ${CLIENTS} sockets`, t.reactions);
		row('  ping → pong (baseline)', t.pings);
		ratio(t.moves, t.pings);
		ratio(t.reactions, t.pings, 'reaction');
	}
	if (SCENARIO === 'crowd' || SCENARIO === 'all') {
		const c = await crowdScenario(server.url);
		console.log(
			`crowd: 1 table × (5 players + ${MAX_SPECTATORS} spectators, ${c.churned} churned, ${CROWD_GAMES} games) + ${OTHER_TABLES} tables (a move every ${THINK_MS} ms), ${c.seconds.toFixed(1)} s, errors so far ${errors}`
		);
		row(`  crowd: move → all ${5 + MAX_SPECTATORS} sockets`, c.moves);
		row(`  crowd: reaction → all ${5 + MAX_SPECTATORS} sockets`, c.reactions);
		row('  crowd: ping → pong of its players', c.pings);
		ratio(c.moves, c.pings);
		ratio(c.reactions, c.pings, 'reaction');
		if (OTHER_TABLES > 0) {
			row(`  others: move → all ${CLIENTS} sockets`, c.otherMoves);
			row(`  others: reaction → all ${CLIENTS} sockets`, c.otherReactions);
			row('  others: ping → pong', c.otherPings);
			ratio(c.otherMoves, c.otherPings);
			ratio(c.otherReactions, c.otherPings, 'reaction');
		}
	}
} finally {
	await server.stop();
	rmSync(state, { recursive: true, force: true });
}
console.log(`\nerrors: ${errors}`);
for (const e of errorSamples) console.log('  ' + e);
process.exit(errors === 0 ? 0 : 1);
