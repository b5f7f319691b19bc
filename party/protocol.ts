/**
 * The room's wire protocol: every message between a browser and a room, as types
 * and constants shared by the room (party/) and the UI (src/). Documented in
 * party/PROTOCOL.md. Nothing on the wire is English: refusals are codes with
 * parameters, and the UI words them (src/lib/table/errors.ts).
 *
 * No schema here: the valibot schemas of client messages, and the parser the room
 * runs on every frame, are in party/client-messages.ts, so the browser, which only
 * needs the types and constants, loads no validation code.
 */
import type * as v from 'valibot';
import { ENGINE_ERROR_CODES } from '../engine/data';
import type { Action, ErrorCode as EngineErrorCode, GameRecord, GameView } from '../engine/index';
import { BOT_LEVELS, type BotLevel } from '../bots/levels';
import type { ClientMessageSchema } from './client-messages';
import type { Tally, TallyLine } from './tally';

/**
 * The protocol this build speaks. A page says which it speaks with `?v=` on the
 * socket's URL (no `v`: version 1, every page from before the handshake). Bump it
 * when a message changes shape; the room then keeps reading the previous version's
 * messages (party/client-messages.ts) and tells pages it cannot read to reload
 * (party/PROTOCOL.md, "Versions").
 */
export const PROTOCOL_VERSION = 5;
/**
 * The oldest version the room still reads. Version 1's pages, from before the
 * handshake, know no `reload` and would never load a newer page: they are read still.
 */
export const OLDEST_PROTOCOL_VERSION = 1;

/** Longest client message, in UTF-8 bytes; a longer frame closes the socket (1009) unread. */
export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_SEATS = 5;
/** Connections that hold no seat (spectators, and sockets that have not joined yet). */
export const MAX_SPECTATORS = 200;
/** Open sockets per client address in one room (when limits are on). */
export const MAX_SOCKETS_PER_ADDRESS = 30;
/** Storage writes one connection's messages may cause in any minute; past them its messages get `throttled`. */
export const WRITES_PER_MINUTE = 60;
/** Malformed messages one connection may send; the next one closes it (1008). */
export const MAX_MALFORMED = 10;
/** Display names: at most this many user-perceived characters (grapheme clusters). */
export const MAX_NAME_GRAPHEMES = 24;
export { BOT_LEVELS, type BotLevel };
/** Turn timer choices in seconds; null = off (the default). */
export const TURN_TIMER_MIN = 15;
export const TURN_TIMER_MAX = 600;

/**
 * A table's pace (the host's lobby setting): `live`, everyone at the table at once;
 * `days`, friends play over days, each turn with an allowance of `hours` (1–72, 24
 * unless the host picks) before a stand-in plays it. A live table keeps the hours
 * the host last picked, for when it goes back to days.
 */
export const PACES = ['live', 'days'] as const;
export type PaceKind = (typeof PACES)[number];
export interface Pace {
	pace: PaceKind;
	hours: number;
}
export const PACE_HOURS_MIN = 1;
export const PACE_HOURS_MAX = 72;
export const LIVE_PACE: Pace = { pace: 'live', hours: 24 };

/**
 * Quick reactions (`react`): a fixed set of codes, so there is nothing to moderate;
 * each page says them in its own language. Emoji first, then short phrases.
 */
export const REACTIONS = ['clap', 'wow', 'phew', 'party', 'nice-combo', 'thinking', 'good-game', 'your-turn'] as const;
export type Reaction = (typeof REACTIONS)[number];
/** A seat's reactions: at most one per this many ms, and REACTIONS_PER_MINUTE in any minute. */
export const REACTION_GAP_MS = 2000;
export const REACTIONS_PER_MINUTE = 20;

/* ------------------------------- error codes ------------------------------ */

/** Refusals by the room itself (the engine's own codes follow). */
export const ROOM_ERROR_CODES = [
	'bad-json',
	'bad-message',
	'binary',
	'too-large',
	'name-empty',
	'name-too-long',
	'name-invalid',
	'bad-token',
	'already-joined',
	'not-host',
	'not-lobby',
	'not-over',
	'not-playing',
	'not-seated',
	'playing',
	'table-full',
	'too-few',
	'seat-connected',
	'not-a-bot',
	'no-seat',
	'host-seat',
	'stale',
	'room-full',
	'address-limit',
	'hints-off',
	'closing',
	'throttled',
	// Quick reactions: too many too fast (`retryInMs`), or the host turned them off.
	'slow-down',
	'reactions-off',
	// Web Push (`notify`): an endpoint the room will not send to, keys it cannot use, push off on this server.
	'push-endpoint-refused',
	'push-keys-invalid',
	'push-off'
] as const;
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

export type ErrorCode = RoomErrorCode | EngineErrorCode;
// (A call marked pure, unlike a spread, leaves nothing behind where the list is unused.)
export const ERROR_CODES: readonly ErrorCode[] = /* @__PURE__ */ (ROOM_ERROR_CODES as readonly ErrorCode[]).concat(
	ENGINE_ERROR_CODES
);
export type ErrorParams = Record<string, string | number>;

/** Why a table sends `closed`: it expired (or was closed), or it never existed. */
export type ClosedReason = 'expired' | 'missing';

/**
 * Why the room asks a page to reload: `outdated`, the page speaks a version the room
 * no longer reads (or sent a message it cannot read); `newer`, the page is newer than
 * the room (a version rolled back, or not yet everywhere).
 */
export type ReloadReason = 'outdated' | 'newer';

/* ------------------------------ client → room ----------------------------- */

/** A message from a browser, as the room's schema (party/client-messages.ts) accepts it. */
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

/* ------------------------------ room → client ----------------------------- */

export interface SeatInfo {
	seat: number;
	name: string;
	kind: 'human' | 'bot';
	/** For bots, and for the bot standing in for a human who is away. */
	level: BotLevel | null;
	connected: boolean;
	host: boolean;
	/** A human seat currently played by a bot (away longer than the grace period). */
	botPlaying: boolean;
	/**
	 * null while connected (and for bots). For an absent human: `botInMs` is how
	 * long until a bot takes over (at sending time), or null when no countdown
	 * runs (a bot already plays, or the table is in the lobby or over).
	 */
	offline: null | { botInMs: number | null };
}

/** Log entries [from, to) of `game.log` that a stand-in made for a human seat. */
export interface StandIn {
	from: number;
	to: number;
	seat: number;
	/** 'bot': a bot played for an absent player; 'timeout': the turn timer ran out. */
	reason: 'bot' | 'timeout';
}

/** A hint a seat asked for (the table's log shows it): before log entry `at` of the game, at state `seq`. */
export interface HintTaken {
	seat: number;
	at: number;
	seq: number;
}

/**
 * Hints at this table. `on`: the host turned them on (the lobby's setting, for a table
 * with two or more people). `available`: a seat may ask for one now, because they
 * are on or because every other seat is a bot (practice). `taken`: this game's.
 */
export interface HintsState {
	on: boolean;
	available: boolean;
	taken: HintTaken[];
}

export interface RoomState {
	room: string;
	phase: 'lobby' | 'playing' | 'over';
	/** Increments with every accepted change to the seats or the game; echoed in `action`. */
	seq: number;
	seats: SeatInfo[];
	/** Connections holding no seat, including those that have not joined (yet). */
	spectators: number;
	/**
	 * This connection's seat (null: spectator or not joined) and whether it is the host.
	 * `notify`: this seat has given the room a push subscription (`notify`); absent from older rooms.
	 */
	you: { seat: number | null; host: boolean; joined: boolean; notify?: boolean };
	/**
	 * Turn timer (at a `days` table, the turn's allowance: `seconds` is then the live
	 * timer's setting, unused). `deadline` is the room's clock (epoch ms); `remainingMs` is
	 * what was left when this message was sent, so a browser with a wrong clock can count down.
	 */
	timer: { seconds: number | null; deadline: number | null; remainingMs: number | null };
	/** The engine's view for this connection (its seat's, or the spectator's); its `scores` once over. */
	game: GameView | null;
	/** Moves that stand-ins made for human seats in this game. */
	standIns: StandIn[];
	/** The whole game record, once over (never before). */
	record: GameRecord | null;
	/** Increments with every rematch. */
	gameNumber: number;
	/** When the game ended, on the room's clock (epoch ms), once over; null before. Dates its file. */
	finishedAt: number | null;
	/** Absent from a room of a build before hints (a page may meet one while a deploy rolls out). */
	hints?: HintsState;
	/**
	 * The table reached its age with a game in progress: it closes at `at` (the room's
	 * clock, epoch ms; `remainingMs` at sending time), whether or not the game is done,
	 * and no new game starts. Null otherwise; absent from rooms of older builds.
	 */
	closing?: { at: number; remainingMs: number } | null;
	/** The table's pace; at a `days` table `timer` counts down the turn's allowance. Absent from rooms of older builds (live). */
	pace?: Pace;
	/** The evening's tally: games finished at this table, wins and points per seat and name. Absent from rooms of older builds. */
	tally?: Tally;
	/** Quick reactions are on (the host's lobby setting, on until turned off). Absent from rooms of older builds (none). */
	reactions?: boolean;
}

export type ServerMessage =
	| { type: 'pong' }
	| { type: 'state'; state: RoomState }
	/**
	 * Only to the connection that joined or resumed; the token is a secret.
	 * `awayTurns`: turns a stand-in played for this seat since its last connection closed.
	 */
	| { type: 'joined'; seat: number | null; token: string | null; awayTurns: number }
	| { type: 'error'; code: ErrorCode; params?: ErrorParams }
	/** A seat's quick reaction, to every connection; `at` on the room's clock (epoch ms). Never stored. */
	| { type: 'reaction'; seat: number; reaction: Reaction; at: number }
	| { type: 'closed'; reason: ClosedReason }
	/** The page must load again to go on (its seat token is kept); see ReloadReason. */
	| { type: 'reload'; reason: ReloadReason };

export type { Action, Tally, TallyLine };

/** UTF-8 length of a string, without allocating. */
export function utf8Length(text: string): number {
	let bytes = 0;
	for (let i = 0; i < text.length; i++) {
		const c = text.charCodeAt(i);
		if (c < 0x80) bytes += 1;
		else if (c < 0x800) bytes += 2;
		else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
			bytes += 4;
			i++;
		} else bytes += 3;
	}
	return bytes;
}

/** True when a text frame is over the protocol's limit (checked before anything else). */
export function isTooLarge(raw: string): boolean {
	return raw.length > MAX_MESSAGE_BYTES || (raw.length * 3 > MAX_MESSAGE_BYTES && utf8Length(raw) > MAX_MESSAGE_BYTES);
}
