/**
 * The room's wire protocol: every message between a browser and a room, as
 * valibot schemas used by both the room (party/) and the UI (src/). Documented in
 * party/PROTOCOL.md.
 */
import * as v from 'valibot';
import { ActionSchema, type Action, type GameRecord, type GameView, type PlayerScore } from '../engine/index';
import { BOT_LEVELS, type BotLevel } from '../bots/index';

export const MAX_MESSAGE_BYTES = 8 * 1024;
export const MAX_SEATS = 5;
export { BOT_LEVELS, type BotLevel };
/** Turn timer choices in seconds; null = off (the default). */
export const TURN_TIMER_MIN = 15;
export const TURN_TIMER_MAX = 600;

// A display name: 1–24 characters after trimming, no control characters.
const DisplayName = v.pipe(
	v.string('The name must be text.'),
	v.trim(),
	v.minLength(1, 'Enter a name.'),
	v.maxLength(24, 'A name has at most 24 characters.'),
	v.regex(/^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u, 'A name cannot contain control characters.')
);
const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, 'That seat token is malformed.'));
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SEATS - 1));

/* ------------------------------ client → room ----------------------------- */

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
		v.strictObject({ type: v.literal('addBot'), level: v.picklist(BOT_LEVELS, 'Bot level is easy, medium or hard.') }),
		v.strictObject({ type: v.literal('setBotLevel'), seat: Seat, level: v.picklist(BOT_LEVELS) }),
		v.strictObject({ type: v.literal('removeSeat'), seat: Seat }),
		v.strictObject({
			type: v.literal('setTimer'),
			seconds: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(TURN_TIMER_MIN), v.maxValue(TURN_TIMER_MAX)))
		}),
		v.strictObject({ type: v.literal('start') }),
		v.strictObject({ type: v.literal('rematch') }),
		/** A move of the game, in the engine's action format. */
		v.strictObject({ type: v.literal('action'), action: ActionSchema })
	],
	'Unknown message type.'
);
export type ClientMessage = v.InferOutput<typeof ClientMessageSchema>;

/* ------------------------------ room → client ----------------------------- */

export interface SeatInfo {
	seat: number;
	name: string;
	kind: 'human' | 'bot';
	/** For bots, and for the bot standing in for a human who left. */
	level: BotLevel | null;
	connected: boolean;
	host: boolean;
	/** A human seat currently played by a bot (left longer than the grace period). */
	botPlaying: boolean;
}

export interface RoomState {
	room: string;
	phase: 'lobby' | 'playing' | 'over';
	seats: SeatInfo[];
	spectators: number;
	/** This connection's seat (null: spectator or not joined) and whether it is the host. */
	you: { seat: number | null; host: boolean; joined: boolean };
	/**
	 * Turn timer. `deadline` is the room's clock (epoch ms); `remainingMs` is what was
	 * left when this message was sent, so a browser with a wrong clock can count down.
	 */
	timer: { seconds: number | null; deadline: number | null; remainingMs: number | null };
	/** The engine's view for this connection (its seat's, or the spectator's). */
	game: GameView | null;
	/** Final scores, once over. */
	scores: PlayerScore[] | null;
	/** The whole game record, once over (never before). */
	record: GameRecord | null;
	/** Increments with every rematch. */
	gameNumber: number;
}

export type ServerMessage =
	| { type: 'pong' }
	| { type: 'state'; state: RoomState }
	/** Only to the connection that joined or resumed; the token is a secret. */
	| { type: 'joined'; seat: number | null; token: string | null }
	| { type: 'error'; code: string; message: string }
	| { type: 'closed'; message: string };

export type { Action };

/** Parses a raw WebSocket text; returns the message or a human-readable error. */
export function parseClientMessage(
	raw: string
): { ok: true; message: ClientMessage } | { ok: false; code: string; message: string } {
	if (raw.length > MAX_MESSAGE_BYTES || new TextEncoder().encode(raw).length > MAX_MESSAGE_BYTES) {
		return { ok: false, code: 'too-large', message: `Messages are limited to ${MAX_MESSAGE_BYTES} bytes.` };
	}
	let json: unknown;
	try {
		json = JSON.parse(raw);
	} catch {
		return { ok: false, code: 'bad-json', message: 'That message was not valid JSON.' };
	}
	const result = v.safeParse(ClientMessageSchema, json);
	if (!result.success) {
		const issue = result.issues[0];
		const path = issue.path?.map((p) => String(p.key)).join('.');
		return { ok: false, code: 'bad-message', message: path ? `${path}: ${issue.message}` : issue.message };
	}
	return { ok: true, message: result.output };
}
