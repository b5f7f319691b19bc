// The browser's side of a room: one reconnecting socket (partysocket), the
// latest RoomState as reactive state, and validated messages out.
// partysocket's bare ReconnectingWebSocket: the room URL is one line, and
// leaving out the PartySocket wrapper keeps the first load smaller.
import ReconnectingWebSocket from 'partysocket/ws';
import type { RoomState, ServerMessage } from '$party/protocol';
import { readText, removeItem, writeText } from '$lib/ui/storage';
import type { ConnectionStatus, OutgoingMessage, RoomError, RoomLike } from './room-types';
import { closedText, errorText } from './errors';

/**
 * Development only: the room's own schema checks what the UI sends, so a UI bug
 * shows up here. Production builds leave it and valibot out entirely (the types
 * hold the UI to the protocol, and the room validates every message).
 */
let devCheck: typeof import('$party/client-messages') | null = null;
if (import.meta.env.DEV) void import('$party/client-messages').then((module) => (devCheck = module));

const tokenKey = (room: string) => `castle-combo:seat:${room}`;
const NAME_KEY = 'castle-combo:name';

export function savedName(): string {
	return readText(NAME_KEY) ?? '';
}

/** Without storage (full or forbidden) the name is asked again: it is only a convenience. */
export function saveName(name: string) {
	writeText(NAME_KEY, name);
}

export class RoomClient implements RoomLike {
	status = $state<ConnectionStatus>('connecting');
	state = $state.raw<RoomState | null>(null);
	error = $state.raw<RoomError | null>(null);
	closedMessage = $state<string | null>(null);
	/** From the last `joined`: turns a stand-in played for our seat while we were away. */
	awayTurns = $state(0);
	joins = $state(0);
	readonly room: string;
	#socket: ReconnectingWebSocket;
	/** Turned away or closed by the room: no more reconnecting. */
	#stopped = false;

	/** `watch`: connect as a spectator even if this browser holds a seat here (the replay page). */
	constructor(room: string, host = location.host, { watch = false }: { watch?: boolean } = {}) {
		this.room = room;
		const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
		// Rooms live at /parties/game/<room> (the Durable Object binding "Game").
		this.#socket = new ReconnectingWebSocket(`${scheme}://${host}/parties/game/${encodeURIComponent(room)}`);
		this.#socket.addEventListener('open', () => {
			this.status = 'open';
			// A stored seat token reclaims our seat after a refresh or a dropped connection.
			const token = readText(tokenKey(room));
			if (token && !watch) this.send({ type: 'resume', token });
		});
		this.#socket.addEventListener('close', () => {
			// A stopped client turns 'closed' once its words are there (#stop).
			if (!this.#stopped && this.status !== 'connecting') this.status = 'reconnecting';
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
				this.awayTurns = message.awayTurns;
				this.joins++;
				// Without storage a refresh simply loses the seat.
				if (message.token) writeText(tokenKey(this.room), message.token);
				break;
			case 'error':
				// A token the room no longer knows (new room storage, seat removed): forget it.
				if (message.code === 'bad-token') removeItem(tokenKey(this.room));
				this.error = { code: message.code, params: message.params, at: Date.now() };
				// Turned away at the door: stop knocking (the room closes the socket too).
				if (message.code === 'room-full' || message.code === 'address-limit') {
					const { code, params } = message;
					this.#stop(errorText(code, params));
				}
				break;
			case 'closed':
				this.#stop(closedText(message.reason));
				break;
		}
	}

	/** Stops knocking, and says why. */
	#stop(message: string) {
		this.#stopped = true;
		this.#socket.close();
		this.closedMessage = message;
		this.status = 'closed';
	}

	/**
	 * An action carries the `seq` of the state it answers (the latest one). In
	 * development the message is first checked with the room's schema (once loaded).
	 */
	send(message: OutgoingMessage): boolean {
		const outgoing =
			message.type === 'action' && message.seq === undefined ? { ...message, seq: this.state?.seq ?? 0 } : message;
		const refusal = import.meta.env.DEV ? devCheck?.refusalOf(outgoing) : null;
		if (refusal) {
			this.error = { ...refusal, at: Date.now() };
			return false;
		}
		if (this.#socket.readyState !== WebSocket.OPEN) {
			this.error = { code: 'offline', at: Date.now() };
			return false;
		}
		this.#socket.send(JSON.stringify(outgoing));
		return true;
	}

	close() {
		this.#socket.close();
	}
}
