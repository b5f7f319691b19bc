// The browser's side of a room: one reconnecting socket (partysocket), the
// latest RoomState as reactive state, and validated messages out.
// partysocket's bare ReconnectingWebSocket: the room URL is one line, and
// leaving out the PartySocket wrapper keeps the first load smaller.
import ReconnectingWebSocket from 'partysocket/ws';
import * as v from 'valibot';
import { ClientMessageSchema, type ClientMessage, type RoomState, type ServerMessage } from '$party/protocol';
import type { ConnectionStatus, RoomLike } from './types';

const tokenKey = (room: string) => `castle-combo:seat:${room}`;
const NAME_KEY = 'castle-combo:name';

/** Storage can throw (privacy modes, sandboxed iframes): the table must still work. */
function storage(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

export function savedName(): string {
	return storage()?.getItem(NAME_KEY) ?? '';
}

export function saveName(name: string) {
	try {
		storage()?.setItem(NAME_KEY, name);
	} catch {
		/* full or forbidden: the name is only a convenience */
	}
}

export class RoomClient implements RoomLike {
	status = $state<ConnectionStatus>('connecting');
	state = $state.raw<RoomState | null>(null);
	error = $state.raw<{ code: string; message: string; at: number } | null>(null);
	closedMessage = $state<string | null>(null);
	readonly room: string;
	#socket: ReconnectingWebSocket;

	constructor(room: string, host = location.host) {
		this.room = room;
		const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
		// Rooms live at /parties/game/<room> (the Durable Object binding "Game").
		this.#socket = new ReconnectingWebSocket(`${scheme}://${host}/parties/game/${encodeURIComponent(room)}`);
		this.#socket.addEventListener('open', () => {
			this.status = 'open';
			// A stored seat token reclaims our seat after a refresh or a dropped connection.
			const token = storage()?.getItem(tokenKey(room));
			if (token) this.send({ type: 'resume', token });
		});
		this.#socket.addEventListener('close', () => {
			if (this.closedMessage) this.status = 'closed';
			else if (this.status !== 'connecting') this.status = 'reconnecting';
		});
		this.#socket.addEventListener('message', (event) => this.#receive(String(event.data)));
	}

	#receive(raw: string) {
		let message: ServerMessage;
		try {
			message = JSON.parse(raw) as ServerMessage;
		} catch {
			return;
		}
		switch (message.type) {
			case 'state': {
				// Count the turn timer down on this browser's clock, whatever its offset.
				const { timer } = message.state;
				if (timer.remainingMs !== null) timer.deadline = Date.now() + timer.remainingMs;
				this.state = message.state;
				break;
			}
			case 'joined':
				if (message.token) {
					try {
						storage()?.setItem(tokenKey(this.room), message.token);
					} catch {
						/* without storage a refresh simply loses the seat */
					}
				}
				break;
			case 'error':
				// A token the room no longer knows (new room storage, seat removed): forget it.
				if (/token|resume/i.test(message.code)) storage()?.removeItem(tokenKey(this.room));
				this.error = { code: message.code, message: message.message, at: Date.now() };
				break;
			case 'closed':
				this.closedMessage = message.message;
				this.status = 'closed';
				this.#socket.close();
				break;
		}
	}

	/**
	 * In development, validates with the protocol's schema first, so a UI bug shows up
	 * here. Production builds leave the schema out of the first load (3 KB gzip): the
	 * types already hold the UI to the protocol, and the room validates every message.
	 */
	send(message: ClientMessage): boolean {
		if (import.meta.env.DEV) {
			const parsed = v.safeParse(ClientMessageSchema, message);
			if (!parsed.success) {
				this.error = { code: 'invalid', message: parsed.issues[0].message, at: Date.now() };
				return false;
			}
		}
		if (this.#socket.readyState !== WebSocket.OPEN) {
			this.error = { code: 'offline', message: 'Not connected: wait for the connection to come back.', at: Date.now() };
			return false;
		}
		this.#socket.send(JSON.stringify(message));
		return true;
	}

	close() {
		this.#socket.close();
	}
}
