/**
 * The room's sockets as data: what each one carries across hibernation, and the
 * pure decisions about them (who is let in, who is watching, who is on probation,
 * what a closing socket leaves behind). party/game-room.ts does the sending.
 */
import {
	MAX_SOCKETS_PER_ADDRESS,
	MAX_SPECTATORS,
	OLDEST_PROTOCOL_VERSION,
	PROTOCOL_VERSION,
	type ReloadReason
} from './protocol';
import { seatOfToken, type RoomData } from './room-data';
import type { Viewer } from './views';

/** What a connection carries across hibernation. */
export interface Attachment {
	token: string | null;
	joined: boolean;
	/** Malformed messages received so far. */
	malformed: number;
	/** Let in beyond the spectator limit (ms): it may only resume a seat, and is dropped after a while. */
	overflowSince: number | null;
	/** The protocol version the page speaks (its messages are read as that version wrote them). */
	version: number;
}

export const NEW_ATTACHMENT: Attachment = {
	token: null,
	joined: false,
	malformed: 0,
	overflowSince: null,
	version: PROTOCOL_VERSION
};

/** How long a socket let in beyond the spectator limit has to resume a seat. */
export const OVERFLOW_MS = 10_000;

/**
 * The protocol version a new socket's page speaks, from `?v=` on its URL: none is 1
 * (the pages from before the handshake), nonsense 0.
 */
export function socketVersion(url: string): number {
	const asked = new URL(url).searchParams.get('v');
	if (asked === null) return 1;
	return /^\d{1,6}$/.test(asked) ? Number(asked) : 0;
}

/** Why a page speaking `version` must reload before it may talk to the room (null: the room reads it). */
export function reloadReason(version: number): ReloadReason | null {
	if (version > PROTOCOL_VERSION) return 'newer';
	return version < OLDEST_PROTOCOL_VERSION ? 'outdated' : null;
}

/** A connection as these decisions see it: its id and attachment (null: refused at the door). */
export interface SocketInfo {
	id: string;
	state: Attachment | null;
}

export const viewerOf = (me: Attachment | null): Viewer => {
	const { token, joined, overflowSince } = me ?? NEW_ATTACHMENT;
	return { token, joined, onProbation: overflowSince !== null };
};

/** A new socket: refused (with the error's parameters), or let in (maybe on probation). */
export type Admission =
	| { refuse: 'address-limit' | 'room-full'; params: { max: number }; expired: string[] }
	| { attach: Attachment; expired: string[] };

/**
 * Whether a new socket gets in: at most MAX_SOCKETS_PER_ADDRESS from one address
 * (`fromAddress` counts the new one; null when limits are off), then the seats plus
 * MAX_SPECTATORS. A player coming back arrives without a seat until they resume, so
 * one extra socket per human seat is let in, on probation. `expired`: sockets on
 * probation that never resumed, to be closed.
 */
export function admit(data: RoomData, others: SocketInfo[], fromAddress: number | null, now: number): Admission {
	if (fromAddress !== null && fromAddress > MAX_SOCKETS_PER_ADDRESS) {
		return { refuse: 'address-limit', params: { max: MAX_SOCKETS_PER_ADDRESS }, expired: [] };
	}
	const expired: string[] = [];
	let watching = 0;
	let overflow = 0;
	for (const { id, state } of others) {
		const me = state ?? NEW_ATTACHMENT;
		if (me.overflowSince !== null) {
			if (now - me.overflowSince > OVERFLOW_MS) expired.push(id);
			else overflow++;
		} else if (seatOfToken(data, me.token) === null) watching++;
	}
	if (watching < MAX_SPECTATORS) return { attach: NEW_ATTACHMENT, expired };
	const humans = data.seats.filter((s) => s.kind === 'human').length;
	if (overflow >= humans) return { refuse: 'room-full', params: { max: MAX_SPECTATORS }, expired };
	return { attach: { ...NEW_ATTACHMENT, overflowSince: now }, expired };
}

/**
 * A socket closed (`me`, null if refused at the door): its seat is away unless
 * another socket holds it (the host keeps the role: it passes only after the grace
 * period), and the room is empty when nobody is left. True when `data` changed.
 */
export function socketClosed(data: RoomData, me: Attachment | null, others: SocketInfo[], now: number): boolean {
	let changed = false;
	const token = me?.token ?? null;
	const seat = seatOfToken(data, token);
	if (seat !== null && !others.some((c) => c.state?.token === token)) {
		data.seats[seat].leftAt = now;
		data.seats[seat].awayTurns = 0;
		changed = true;
	}
	if (others.length === 0) {
		data.emptySince = now;
		changed = true;
	}
	return changed;
}

/** After a restart, seats whose socket vanished without a close are away from `now`. */
export function markVanished(data: RoomData, connected: Set<string | null>, now: number) {
	for (const seat of data.seats) {
		if (seat.kind === 'human' && seat.leftAt === null && !connected.has(seat.token)) seat.leftAt = now;
	}
}
