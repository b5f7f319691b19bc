/**
 * A room's open sockets: what it says to one of them, to all of them, and how it
 * closes them. The room (party/game-room.ts) decides what happens; this says it.
 */
import type { Connection } from 'partyserver';
import type { ClockSettings } from './clock';
import { NEW_ATTACHMENT, viewerOf, type Attachment } from './connections';
import { logEvent } from './log';
import {
	MAX_MALFORMED,
	PROTOCOL_VERSION,
	type ClosedReason,
	type ErrorCode,
	type ErrorParams,
	type ServerMessage
} from './protocol';
import type { RoomData } from './room-data';
import { sharedState, stateFor, stateTexts } from './views';

/** Presence and spectator-count changes go out at most this often. */
const PRESENCE_INTERVAL_MS = 250;

export type Conn = Connection<Attachment>;

/** What the sockets need from their room. */
export interface SocketHost {
	getConnections<T>(tag?: string): Iterable<Connection<T>>;
	/** The table id, for logs. */
	room(): string;
	/** The open table, or null once it closed (or before it exists). */
	open(): RoomData | null;
	settings(): ClockSettings;
}

export class RoomSockets {
	private pendingBroadcast: ReturnType<typeof setTimeout> | null = null;
	private lastBroadcastAt = 0;

	constructor(private host: SocketHost) {}

	all(tag?: string): Conn[] {
		return [...this.host.getConnections<Attachment>(tag)];
	}

	/** Everyone else's sockets. */
	others(connection: Conn): Conn[] {
		return this.all().filter((c) => c.id !== connection.id);
	}

	/** The seat tokens with an open socket (null: a spectator). */
	connectedTokens(): Set<string | null> {
		return new Set(this.all().map((c) => c.state?.token ?? null));
	}

	/* ------------------------------ state and views ----------------------------- */

	sendState(connection: Conn) {
		const data = this.host.open();
		if (!data) return;
		const viewers = this.all().map((c) => viewerOf(c.state));
		const shared = sharedState(data, viewers, Date.now(), this.host.settings());
		this.send(connection, { type: 'state', state: stateFor(data, shared, viewerOf(connection.state)) });
	}

	/** Every connection gets its state (one serialized text per position: a crowd costs one send each). */
	broadcastState() {
		if (this.pendingBroadcast !== null) clearTimeout(this.pendingBroadcast);
		this.pendingBroadcast = null;
		const data = this.host.open();
		if (!data) return;
		this.lastBroadcastAt = Date.now();
		const connections = this.all();
		const viewers = connections.map((c) => viewerOf(c.state));
		const texts = stateTexts(data, viewers, this.lastBroadcastAt, this.host.settings());
		connections.forEach((connection, i) => {
			if (texts[i] !== null) this.sendText(connection, texts[i]);
		});
	}

	/** Presence changes: one broadcast now if none went out lately, else one at the end of the interval. */
	broadcastSoon() {
		if (this.pendingBroadcast !== null) return;
		const wait = Math.max(0, this.lastBroadcastAt + PRESENCE_INTERVAL_MS - Date.now());
		this.pendingBroadcast = setTimeout(() => {
			this.pendingBroadcast = null;
			this.broadcastState();
		}, wait);
	}

	/** News held back by `broadcastSoon` goes out now (a message about to follow may name it). */
	flushSoon() {
		if (this.pendingBroadcast !== null) this.broadcastState();
	}

	/** Presence: the sender's state at once, everyone else's coalesced. */
	tellPresence(connection: Conn) {
		this.sendState(connection);
		this.broadcastSoon();
	}

	/* --------------------------------- messages -------------------------------- */

	send(connection: Conn, message: ServerMessage) {
		this.sendText(connection, JSON.stringify(message));
	}

	private sendText(connection: Conn, text: string) {
		try {
			connection.send(text);
		} catch {
			// A socket that is closing: its close handler tidies up.
		}
	}

	error(connection: Conn, code: ErrorCode, params?: ErrorParams) {
		this.send(connection, params ? { type: 'error', code, params } : { type: 'error', code });
	}

	/** Refused at the door or on probation: the code as an error, then the socket closes (1013: try later). */
	refuse(connection: Conn, code: 'room-full' | 'address-limit', params: ErrorParams) {
		logEvent('socket-refused', { room: this.host.room(), reason: code });
		this.error(connection, code, params);
		this.close(connection, 1013, code, false);
	}

	/** Closes a socket; logs it (with `log`) once per socket, the first time. */
	close(connection: Conn, code: number, reason: string, log = true) {
		if (log && connection.readyState === WebSocket.OPEN) {
			logEvent('socket-closed', { room: this.host.room(), reason, code });
		}
		try {
			connection.close(code, reason);
		} catch {
			// already closed
		}
	}

	/** A malformed message is answered, and counted: too many close the socket. */
	malformed(connection: Conn, code: ErrorCode, params?: ErrorParams) {
		const me = connection.state ?? NEW_ATTACHMENT;
		const malformed = me.malformed + 1;
		if (malformed >= MAX_MALFORMED) return this.close(connection, 1008, 'garbage');
		connection.setState({ ...me, malformed });
		this.error(connection, code, params);
		// A page of an older version sent what the room no longer reads: it must load today's.
		if (code === 'bad-message' && me.version < PROTOCOL_VERSION) {
			this.send(connection, { type: 'reload', reason: 'outdated' });
		}
	}

	/** Tells the socket the table is gone, and closes it. */
	sendClosed(connection: Conn, reason: ClosedReason) {
		this.send(connection, { type: 'closed', reason });
		this.close(connection, 4000, reason, false);
	}
}
