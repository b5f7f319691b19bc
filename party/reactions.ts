/**
 * Quick reactions (party/PROTOCOL.md, "Quick reactions"): a seated player's 👏 or
 * "Good game", passed on to every connection at once. Nothing is written: a
 * reaction is not in the room's data, the game record or `seq`. Each seat may send
 * one every REACTION_GAP_MS and REACTIONS_PER_MINUTE a minute; the host may turn
 * them off in the lobby (`reactionsOff`, absent: on).
 */
import type { Conn, RoomSockets } from './room-sockets';
import type { ErrorCode, ErrorParams, Reaction, ServerMessage } from './protocol';
import { ReactionLimiter } from './reaction-limit';
import { seatOfToken, type RoomData } from './room-data';
import { UNCHANGED, type LobbyResult } from './lobby';

export type ReactionAnswer =
	{ refuse: ErrorCode; params?: ErrorParams } | { tell: Extract<ServerMessage, { type: 'reaction' }> };

/** What the room does with `reaction` from the connection holding `token`: refuse it, or tell everyone. */
export function react(
	data: RoomData,
	token: string | null,
	reaction: Reaction,
	limiter: ReactionLimiter,
	now: number
): ReactionAnswer {
	const seat = seatOfToken(data, token);
	if (seat === null) return { refuse: 'not-seated' };
	if (data.reactionsOff) return { refuse: 'reactions-off' };
	// By seat token, not socket: a second tab shares its seat's allowance.
	const wait = limiter.take(token!, now);
	if (wait > 0) return { refuse: 'slow-down', params: { retryInMs: wait } };
	return { tell: { type: 'reaction', seat, reaction, at: now } };
}

/** Host, lobby only: reactions on or off for the table (stored only while off). */
export function setReactions(data: RoomData, on: boolean): LobbyResult {
	if (data.phase !== 'lobby') return { code: 'not-lobby' };
	if (!data.reactionsOff === on) return UNCHANGED;
	if (on) delete data.reactionsOff;
	else data.reactionsOff = true;
	return null;
}

/** The room's reactions: checks one from a socket and passes it on, one text for every socket. */
export class Reactions {
	private limiter = new ReactionLimiter();

	/** `data`: the open table (null once closed). */
	constructor(
		private sockets: RoomSockets,
		private data: () => RoomData | null
	) {}

	receive(connection: Conn, reaction: Reaction, now = Date.now()) {
		const data = this.data();
		if (!data) return;
		const answer = react(data, connection.state?.token ?? null, reaction, this.limiter, now);
		if ('refuse' in answer) return this.sockets.error(connection, answer.refuse, answer.params);
		// A seat taken a moment ago is told coalesced, like presence: the others hear of it
		// first, or their page would have no seat to show this reaction by.
		this.sockets.flushSoon();
		// Sockets on probation (party/PROTOCOL.md, "Limits") hear nothing but their own state.
		const text = JSON.stringify(answer.tell);
		for (const socket of this.sockets.all()) {
			if (socket.state?.overflowSince !== null) continue;
			try {
				socket.send(text);
			} catch {
				// A socket that is closing: its close handler tidies up.
			}
		}
	}
}
