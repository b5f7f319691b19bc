/**
 * What a socket's message passes before any command sees it: a text frame of a
 * sane size, no flood, a message of the protocol the socket speaks, room for it
 * (a spectator on probation may only resume); then, for a message that may write,
 * writes left in its minute. Whatever is stopped here is answered here.
 */
import type { WSMessage } from 'partyserver';
import { NEW_ATTACHMENT } from './connections';
import { parseClientMessage, type RoomMessage } from './client-messages';
import { isTooLarge, MAX_MESSAGE_BYTES, MAX_SPECTATORS } from './protocol';
import { RateLimiter, WriteBudget } from './rate-limit';
import type { Conn, RoomSockets } from './room-sockets';

export class MessageGate {
	private limiter = new RateLimiter();
	private writeBudget = new WriteBudget();

	constructor(private sockets: RoomSockets) {}

	/** The message to act on, or null when it was answered (or the socket closed) here. */
	read(connection: Conn, raw: WSMessage, now: number): RoomMessage | null {
		const sockets = this.sockets;
		if (typeof raw !== 'string') {
			if (raw.byteLength > MAX_MESSAGE_BYTES) return (sockets.close(connection, 1009, 'too-large'), null);
			return (sockets.malformed(connection, 'binary'), null);
		}
		// Checked before anything is parsed: an oversized frame costs no more than its length.
		if (isTooLarge(raw)) return (sockets.close(connection, 1009, 'too-large'), null);
		if (this.limiter.overLimit(connection.id, now)) return (sockets.close(connection, 1008, 'flood'), null);
		const me = connection.state ?? NEW_ATTACHMENT;
		const parsed = parseClientMessage(raw, me.version);
		if (!parsed.ok) return (sockets.malformed(connection, parsed.code, parsed.params), null);
		const message = parsed.message;
		if (message.type === 'ping') return (sockets.send(connection, { type: 'pong' }), null);
		if (me.overflowSince !== null && message.type !== 'resume') {
			return (sockets.refuse(connection, 'room-full', { max: MAX_SPECTATORS }), null);
		}
		return message;
	}

	/** Whether a message that may write passes: refused (`throttled`) once this socket's writes are spent. */
	mayWrite(connection: Conn, now: number): boolean {
		const wait = this.writeBudget.waitMs(connection.id, now);
		if (wait > 0) this.sockets.error(connection, 'throttled', { retryInMs: wait });
		return wait === 0;
	}

	/** Counts a storage write the connection's message caused. */
	spent(connection: Conn, now: number) {
		this.writeBudget.spend(connection.id, now);
	}

	/** The socket closed: its counts go. */
	forget(connection: Conn) {
		this.limiter.forget(connection.id);
		this.writeBudget.forget(connection.id);
	}
}
