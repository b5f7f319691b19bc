// A second player the test moves by hand: seated over a WebSocket from Node, it plays
// only when told. The e2e server's bots move at once, so a test that must look at the
// table while someone else is to act (the title on their turn, your score before they
// answer) plays against a puppet instead: its turn lasts until the test ends it.
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import type { Action } from '../../engine/index';
import { PROTOCOL_VERSION, type RoomState, type ServerMessage } from '../../party/protocol';

export interface Puppet {
	seat: number;
	/** Its seat token (what a browser that sat there keeps). */
	token: string;
	/** The latest state the room sent this seat. */
	readonly state: RoomState | null;
	/**
	 * Plays this seat's first legal action (or the one `choose` picks from them) if it is to
	 * act, and waits for the room to apply it.
	 */
	moveIfToAct(choose?: (legal: Action[]) => Action): Promise<boolean>;
	/** Sends any client message (a host's `start`, say). */
	send(message: object): void;
	close(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Joins `room` (in its lobby) as `name`; resolves once seated. */
export function seatPuppet(baseURL: string, room: string, name: string): Promise<Puppet> {
	return connect(baseURL, room, { type: 'join', name });
}

/**
 * Acts for the seat whose token is `token` (one a page keeps, say): a second connection
 * to a seat already held, which both then act for. Resolves once the room took it.
 */
export function resumePuppet(baseURL: string, room: string, token: string): Promise<Puppet> {
	return connect(baseURL, room, { type: 'resume', token });
}

/**
 * Plays these puppets' seats (each its first legal action) until the game is over; the
 * other seats are bots, which move at once. Fast-forwards a game whose end is what a test
 * looks at.
 */
export async function playOut(puppets: Puppet[], timeoutMs = 120_000) {
	const deadline = Date.now() + timeoutMs;
	while (!puppets.some((puppet) => puppet.state?.phase === 'over')) {
		if (Date.now() > deadline) throw new Error(`puppet: the game did not end within ${timeoutMs} ms`);
		let moved = false;
		for (const puppet of puppets) moved = (await puppet.moveIfToAct()) || moved;
		// A bot's turn: the room's next state comes at once.
		if (!moved) await sleep(20);
	}
}

/**
 * The seat tokens the room gives `page` (in any of its frames), in order, as they come:
 * for resumePuppet where the page keeps none a test can read (a cross-site frame whose
 * storage is blocked). Call before the page opens its socket.
 */
export function seatTokens(page: Page): string[] {
	const tokens: string[] = [];
	page.on('websocket', (socket) =>
		socket.on('framereceived', ({ payload }) => {
			try {
				const message = JSON.parse(String(payload)) as ServerMessage;
				if (message.type === 'joined' && message.token) tokens.push(message.token);
			} catch {
				// not the room's JSON
			}
		})
	);
	return tokens;
}

async function connect(baseURL: string, room: string, hello: object): Promise<Puppet> {
	const socket = new WebSocket(`${baseURL.replace(/^http/, 'ws')}/parties/game/${room}?v=${PROTOCOL_VERSION}`);
	let state: RoomState | null = null;
	let seat: number | null = null;
	let token: string | null = null;
	let refused: string | null = null;
	socket.on('message', (data) => {
		const message = JSON.parse(String(data)) as ServerMessage;
		if (message.type === 'state') state = message.state;
		if (message.type === 'joined') ({ seat, token } = message);
		if (message.type === 'error') refused ??= message.code;
	});
	await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

	async function until<T>(value: () => T | null, what: string, timeoutMs = 10_000): Promise<T> {
		const deadline = Date.now() + timeoutMs;
		for (let v = value(); Date.now() < deadline; v = value()) {
			if (refused) throw new Error(`puppet: the room answered ${refused}`);
			if (v !== null) return v;
			await sleep(20);
		}
		throw new Error(`puppet: no ${what} within ${timeoutMs} ms`);
	}

	socket.send(JSON.stringify(hello));
	const mySeat = await until(() => seat, 'seat');
	return {
		seat: mySeat,
		token: token!,
		get state() {
			return state;
		},
		async moveIfToAct(choose = (legal: Action[]) => legal[0]) {
			const now = state;
			const legal = now?.game?.legal ?? [];
			if (!now || legal.length === 0) return false;
			const action = choose(legal);
			socket.send(JSON.stringify({ type: 'action', action, seq: now.seq }));
			await until(() => (state!.seq > now.seq ? true : null), 'state after its move');
			return true;
		},
		send: (message) => socket.send(JSON.stringify(message)),
		close: () => socket.close()
	};
}
