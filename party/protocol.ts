/**
 * The room's wire protocol: every message between a browser and a room, as
 * valibot schemas shared by the room (party/) and the UI (src/). Documented in
 * party/PROTOCOL.md. Nothing on the wire is English: refusals are codes with
 * parameters, and the UI words them (src/lib/errors.ts).
 */
import * as v from 'valibot';
import { ActionSchema, ENGINE_ERROR_CODES } from '../engine/index';
import type { Action, ErrorCode as EngineErrorCode, GameRecord, GameView } from '../engine/index';
import { BOT_LEVELS, type BotLevel } from '../bots/index';

/** Longest client message, in UTF-8 bytes; a longer frame closes the socket (1009) unread. */
export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_SEATS = 5;
/** Connections that hold no seat (spectators, and sockets that have not joined yet). */
export const MAX_SPECTATORS = 200;
/** Open sockets per client address in one room (when limits are on). */
export const MAX_SOCKETS_PER_ADDRESS = 30;
/** Malformed messages one connection may send; the next one closes it (1008). */
export const MAX_MALFORMED = 10;
/** Display names: at most this many user-perceived characters (grapheme clusters). */
export const MAX_NAME_GRAPHEMES = 24;
export { BOT_LEVELS, type BotLevel };
/** Turn timer choices in seconds; null = off (the default). */
export const TURN_TIMER_MIN = 15;
export const TURN_TIMER_MAX = 600;

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
	'address-limit'
] as const;
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

export type ErrorCode = RoomErrorCode | EngineErrorCode;
export const ERROR_CODES: readonly ErrorCode[] = [...ROOM_ERROR_CODES, ...ENGINE_ERROR_CODES];
export type ErrorParams = Record<string, string | number>;

const isErrorCode = (text: string): text is ErrorCode => (ERROR_CODES as readonly string[]).includes(text);

/** Why a table sends `closed`: it expired (or was closed), or it never existed. */
export type ClosedReason = 'expired' | 'missing';

/* ------------------------------ client → room ----------------------------- */

// Format and control characters are refused, except the joiners that emoji
// sequences and several scripts need (ZWNJ, ZWJ, emoji tag characters).
const allowedFormat = (code: number) => code === 0x200c || code === 0x200d || (code >= 0xe0020 && code <= 0xe007f);
function isPrintableName(name: string): boolean {
	// Lone surrogates (\p{Cs} in a /u regex) and U+FFFD, which is what a frame of
	// invalid UTF-8 decodes to: a name is never built from broken text.
	if (/[\p{Cc}\p{Cs}\u2028\u2029\uFFFD]/u.test(name)) return false;
	for (const [format] of name.matchAll(/\p{Cf}/gu)) if (!allowedFormat(format.codePointAt(0)!)) return false;
	return true;
}

// A display name: NFC, trimmed, 1–24 graphemes. Messages are error codes.
const DisplayName = v.pipe(
	v.string('name-invalid'),
	v.maxLength(512, 'name-too-long'), // a cheap bound before counting graphemes
	v.check(isPrintableName, 'name-invalid'),
	v.normalize('NFC'),
	v.trim(),
	v.minLength(1, 'name-empty'),
	v.maxGraphemes(MAX_NAME_GRAPHEMES, 'name-too-long')
);
const Token = v.pipe(v.string('bad-token'), v.regex(/^[A-Za-z0-9_-]{22,64}$/, 'bad-token'));
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1));
const Seq = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ClientMessageSchema = v.variant(
	'type',
	[
		/** Latency baseline: answered with `pong`, touches no storage. */
		v.strictObject({ type: v.literal('ping') }),
		/** Take a seat (or watch, when seats are full or the game has started). */
		v.strictObject({ type: v.literal('join'), name: DisplayName }),
		/** Reclaim a seat after a refresh or a dropped connection. */
		v.strictObject({ type: v.literal('resume'), token: Token }),
		/** Give up one's lobby seat. */
		v.strictObject({ type: v.literal('leave') }),
		/** Host only. */
		v.strictObject({ type: v.literal('addBot'), level: v.picklist(BOT_LEVELS) }),
		v.strictObject({ type: v.literal('setBotLevel'), seat: Seat, level: v.picklist(BOT_LEVELS) }),
		v.strictObject({ type: v.literal('removeSeat'), seat: Seat }),
		v.strictObject({
			type: v.literal('setTimer'),
			seconds: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(TURN_TIMER_MIN), v.maxValue(TURN_TIMER_MAX)))
		}),
		v.strictObject({ type: v.literal('start') }),
		v.strictObject({ type: v.literal('rematch') }),
		/** A move of the game, in the engine's action format, with the `seq` of the state it answers. */
		v.strictObject({ type: v.literal('action'), action: ActionSchema, seq: Seq })
	],
	'bad-message'
);
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

export interface RoomState {
	room: string;
	phase: 'lobby' | 'playing' | 'over';
	/** Increments with every accepted change to the seats or the game; echoed in `action`. */
	seq: number;
	seats: SeatInfo[];
	/** Connections holding no seat, including those that have not joined (yet). */
	spectators: number;
	/** This connection's seat (null: spectator or not joined) and whether it is the host. */
	you: { seat: number | null; host: boolean; joined: boolean };
	/**
	 * Turn timer. `deadline` is the room's clock (epoch ms); `remainingMs` is what was
	 * left when this message was sent, so a browser with a wrong clock can count down.
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
	| { type: 'closed'; reason: ClosedReason };

export type { Action };

export type ParseResult = { ok: true; message: ClientMessage } | { ok: false; code: ErrorCode; params?: ErrorParams };

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

/** The code and parameters of a failed validation: the schema's messages are codes. */
export function issueCode(issues: readonly v.BaseIssue<unknown>[]): { code: ErrorCode; params?: ErrorParams } {
	const issue = issues[0];
	const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
	if (isErrorCode(issue.message) && issue.message !== 'bad-message') {
		return issue.message === 'name-too-long'
			? { code: issue.message, params: { max: MAX_NAME_GRAPHEMES } }
			: { code: issue.message };
	}
	return path ? { code: 'bad-message', params: { path } } : { code: 'bad-message' };
}

/** Parses a raw WebSocket text into a message, or a language-free refusal. */
export function parseClientMessage(raw: string): ParseResult {
	if (isTooLarge(raw)) return { ok: false, code: 'too-large', params: { max: MAX_MESSAGE_BYTES } };
	let json: unknown;
	try {
		json = JSON.parse(raw);
	} catch {
		return { ok: false, code: 'bad-json' };
	}
	const result = v.safeParse(ClientMessageSchema, json);
	if (!result.success) return { ok: false, ...issueCode(result.issues) };
	return { ok: true, message: result.output };
}
