import { env } from 'cloudflare:test';
import { PROTOCOL_VERSION, type ClientMessage, type RoomState, type ServerMessage } from '../../party/protocol';
import { createTable } from '../../party/tables';
import { createRandom } from '../../engine/sim';
import type { Env } from '../../party/env';
import roomsWorker from '../../party/rooms-worker';

/** A test client: a real WebSocket to a room, with every parsed message kept in order. */
export class TestSocket {
	readonly received: ServerMessage[] = [];
	/** Raw texts as they arrived, for leak checks. */
	readonly raw: string[] = [];
	closedWith: { code: number; reason: string } | null = null;
	private waiters: { predicate: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
	private cursor = 0;
	private listeners: ((m: ServerMessage) => void)[] = [];

	constructor(readonly socket: WebSocket) {
		socket.addEventListener('message', (event) => {
			const text = String(event.data);
			this.raw.push(text);
			const message = JSON.parse(text) as ServerMessage;
			this.received.push(message);
			for (const listener of this.listeners) listener(message);
			for (const w of [...this.waiters]) {
				if (!w.predicate(message)) continue;
				this.waiters.splice(this.waiters.indexOf(w), 1);
				w.resolve(message);
			}
		});
		socket.addEventListener('close', (event) => {
			this.closedWith = { code: event.code, reason: event.reason };
		});
	}

	send(message: ClientMessage | Record<string, unknown>) {
		this.socket.send(JSON.stringify(message));
	}

	sendRaw(text: string) {
		this.socket.send(text);
	}

	onMessage(listener: (m: ServerMessage) => void) {
		this.listeners.push(listener);
	}

	/** The next message after the last one consumed that matches `predicate`. */
	next<T extends ServerMessage['type']>(type: T, timeoutMs = 5000): Promise<Extract<ServerMessage, { type: T }>> {
		const predicate = (m: ServerMessage) => m.type === type;
		for (; this.cursor < this.received.length; this.cursor++) {
			const m = this.received[this.cursor];
			if (predicate(m)) {
				this.cursor++;
				return Promise.resolve(m as Extract<ServerMessage, { type: T }>);
			}
		}
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`no '${type}' message within ${timeoutMs} ms`)), timeoutMs);
			this.waiters.push({
				predicate,
				resolve: (m) => {
					clearTimeout(timer);
					this.cursor = this.received.length;
					resolve(m as Extract<ServerMessage, { type: T }>);
				}
			});
		});
	}

	/** The latest room state received so far. */
	get state(): RoomState | null {
		for (let i = this.received.length - 1; i >= 0; i--) {
			const m = this.received[i];
			if (m.type === 'state') return m.state;
		}
		return null;
	}

	/** Waits until the latest state satisfies `predicate`. */
	async until(predicate: (s: RoomState) => boolean, timeoutMs = 10_000): Promise<RoomState> {
		const deadline = Date.now() + timeoutMs;
		while (Date.now() < deadline) {
			const s = this.state;
			if (s && predicate(s)) return s;
			await new Promise((r) => setTimeout(r, 5));
		}
		throw new Error('state condition not reached in time');
	}

	/** Resolves once the room has closed this socket (with its code and reason). */
	async closed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
		const deadline = Date.now() + timeoutMs;
		while (!this.closedWith) {
			if (Date.now() > deadline) throw new Error(`socket not closed within ${timeoutMs} ms`);
			await new Promise((r) => setTimeout(r, 5));
		}
		return this.closedWith;
	}

	close() {
		this.socket.close();
	}
}

let addresses = 0;
/** A fresh client address: tests are many people, unless a test says otherwise. */
export const freshAddress = () => `198.51.${(++addresses >> 8) & 255}.${addresses & 255}`;

/**
 * A request to the rooms' Worker, through its own fetch handler, as workerd calls it.
 * Not through `SELF.fetch`: the test pool looks the Worker's module up in Vite's
 * module runner at every call there, at a cost that grows with the calls a file has
 * made (40 calls took 0.13 s at first, 0.74 s after 120 more), and the crowds of
 * hardening.test.ts open hundreds. The gate's own tests still go through `SELF`.
 */
const toWorker = (url: string, init?: RequestInit) => roomsWorker.fetch(new Request(url, init), env as unknown as Env);

/**
 * A WebSocket to a room, from `address` (default: a fresh one, so rate limits stay
 * out of the way), as a page speaking protocol `version` (default: today's; null:
 * a page from before the handshake, which says none), with `extra` query parameters
 * and headers of the client's choosing.
 */
export async function connect(
	room: string,
	address = freshAddress(),
	version: number | string | null = PROTOCOL_VERSION,
	extra: { query?: Record<string, string>; headers?: Record<string, string> } = {}
): Promise<TestSocket> {
	const query = new URLSearchParams(extra.query);
	if (version !== null) query.set('v', String(version));
	const search = query.size > 0 ? `?${query}` : '';
	const response = await toWorker(`http://example.com/parties/game/${room}${search}`, {
		headers: { ...extra.headers, Upgrade: 'websocket', 'cf-connecting-ip': address }
	});
	if (response.status !== 101 || !response.webSocket) throw new Error(`upgrade failed: ${response.status}`);
	const socket = response.webSocket;
	const client = new TestSocket(socket);
	socket.accept();
	return client;
}

let counter = 0;
/** A fresh room id per test (≥ 10 URL-safe characters); the table does not exist yet. */
export function roomId(label: string): string {
	return `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}`.padEnd(10, 'x');
}

/** A fresh table that exists, as after "New table". */
export async function newTable(label: string): Promise<string> {
	const room = roomId(label);
	const outcome = await createTable(env, room, freshAddress());
	if (outcome !== 'created') throw new Error(`table ${room} not created: ${outcome}`);
	return room;
}

/** Connects and joins with a name; resolves with the socket and its seat token. */
export async function join(room: string, name: string) {
	const client = await connect(room);
	await client.next('state');
	client.send({ type: 'join', name });
	const joined = await client.next('joined');
	return { client, seat: joined.seat, token: joined.token };
}

/** Sends 40 pings every 250 ms (160 a second) until the room closes the socket (3 s of flooding), for 20 s at most: a loaded machine delays both sides. */
export async function flood(client: TestSocket) {
	const started = Date.now();
	while (!client.closedWith && Date.now() - started < 20_000) {
		for (let i = 0; i < 40; i++) client.send({ type: 'ping' });
		await new Promise((r) => setTimeout(r, 250));
	}
}

/** Plays one seat with random legal moves whenever it is to act (from the latest state on). */
export function autoPlay(client: TestSocket, seed: string) {
	const random = createRandom(seed);
	const answered = new Set<number>();
	const consider = (state: RoomState | null) => {
		const game = state?.game;
		if (!state || !game?.toAct || game.toAct.seat !== state.you.seat || game.legal.length === 0) return;
		if (answered.has(state.seq)) return;
		answered.add(state.seq);
		client.send({ type: 'action', action: game.legal[Math.floor(random() * game.legal.length)], seq: state.seq });
	};
	client.onMessage((m) => m.type === 'state' && consider(m.state));
	consider(client.state);
}

/** Sends an action with the seq of the latest state this socket has seen. */
export function act(client: TestSocket, action: unknown) {
	client.send({ type: 'action', action, seq: client.state!.seq });
}

/** Ada (host) and Bob join and the game starts; resolves with both and the first playing state. */
export async function startTwoPlayers(room: string) {
	const ada = await join(room, 'Ada');
	const bob = await join(room, 'Bob');
	ada.client.send({ type: 'start' });
	const s = await ada.client.until((x) => x.phase === 'playing');
	return { ada, bob, s };
}

const MINUTE = 60_000;
/**
 * Runs `attempt`, which must stay inside one window of the per-address rate limits.
 * workerd simulates them in fixed windows of the wall clock's minute, so an attempt
 * that straddled two windows (the count restarted halfway) proves nothing: it runs
 * again, with fresh addresses of its own, and from the start of a new window it
 * cannot straddle one again. No waiting for a fresh minute.
 */
export async function inOneLimitWindow<T>(attempt: () => Promise<T>): Promise<T> {
	for (let tries = 1; ; tries++) {
		// workerd's clock moves on I/O: read before the first limit and after the last.
		const window = Math.floor(Date.now() / MINUTE);
		const result = await attempt();
		if (Math.floor(Date.now() / MINUTE) === window) return result;
		if (tries === 3) throw new Error('three attempts each straddled a minute: one must take well under a minute');
	}
}
