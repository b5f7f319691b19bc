/**
 * Client → room messages as valibot schemas, for each protocol version the room
 * reads, and the parser the room runs on every frame (party/PROTOCOL.md). Server-side: the browser loads none of this (its
 * types and constants are in party/protocol.ts); in development the UI checks its
 * own messages with ClientMessageSchema before sending (src/lib/table/room-client.svelte.ts).
 */
import * as v from 'valibot';
import { ActionSchema } from '../engine/index';
import {
	BOT_LEVELS,
	ERROR_CODES,
	isTooLarge,
	MAX_MESSAGE_BYTES,
	MAX_NAME_GRAPHEMES,
	MAX_SEATS,
	PACE_HOURS_MAX,
	PACE_HOURS_MIN,
	PACES,
	PROTOCOL_VERSION,
	REACTIONS,
	TURN_TIMER_MAX,
	TURN_TIMER_MIN,
	type ErrorCode,
	type ErrorParams
} from './protocol';
import { locales } from '../src/lib/paraglide/runtime.js';
import { PushSubscriptionSchema } from './push-subscription';

const isErrorCode = (text: string): text is ErrorCode => (ERROR_CODES as readonly string[]).includes(text);

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
export const DisplayName = v.pipe(
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

/** Messages alike in every version the room reads: all but `action`, the two that name a seat, and `setPace`. */
const COMMON = [
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
	/** The level of the bot that plays for any absent person at the table. */
	v.strictObject({ type: v.literal('setStandInLevel'), level: v.picklist(BOT_LEVELS) }),
	v.strictObject({
		type: v.literal('setTimer'),
		seconds: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(TURN_TIMER_MIN), v.maxValue(TURN_TIMER_MAX)))
	}),
	/** Hints for a table with two or more people (a practice table always has them); lobby only. */
	v.strictObject({ type: v.literal('setHints'), on: v.boolean() }),
	v.strictObject({ type: v.literal('start') }),
	v.strictObject({ type: v.literal('rematch') }),
	/** A seated player asks for a hint for the decision of state `seq` (the page works it out; the log shows it). */
	v.strictObject({ type: v.literal('hint'), seq: Seq })
] as const;

/** A move of the game, in the engine's action format, with the `seq` of the state it answers. */
const Action = v.strictObject({ type: v.literal('action'), action: ActionSchema, seq: Seq });

/**
 * Host only, since version 3: a seat named by its index in the state numbered `seq`
 * (a seat that left since would shift the others: the room refuses such a message
 * with `stale`).
 */
const SEAT_MESSAGES = [
	v.strictObject({ type: v.literal('setBotLevel'), seat: Seat, level: v.picklist(BOT_LEVELS), seq: Seq }),
	v.strictObject({ type: v.literal('removeSeat'), seat: Seat, seq: Seq })
] as const;

/** Since version 4. Host, lobby only: live, or over days with a turn allowance in whole hours. */
const SetPace = v.strictObject({
	type: v.literal('setPace'),
	pace: v.picklist(PACES),
	hours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(PACE_HOURS_MIN), v.maxValue(PACE_HOURS_MAX)))
});

/**
 * Since version 4, a seat only: a Web Push subscription (`PushSubscription.toJSON()`,
 * checked further by checkPushSubscription) and the language its pushes speak; null
 * unsubscribes. Shape errors answer the subscription's own codes.
 */
const Notify = v.strictObject({
	type: v.literal('notify'),
	subscription: v.nullable(PushSubscriptionSchema),
	lang: v.picklist(locales)
});

/**
 * Since version 5: quick reactions (party/reactions.ts), the host's lobby setting that
 * turns them off, and the host's way back to the lobby after a game.
 */
const VERSION5_MESSAGES = [
	v.strictObject({ type: v.literal('react'), reaction: v.picklist(REACTIONS) }),
	v.strictObject({ type: v.literal('setReactions'), on: v.boolean() }),
	v.strictObject({ type: v.literal('backToLobby') })
] as const;

/** The current version (PROTOCOL_VERSION): what this build's pages send. */
export const ClientMessageSchema = v.variant(
	'type',
	[...COMMON, Action, ...SEAT_MESSAGES, SetPace, Notify, ...VERSION5_MESSAGES],
	'bad-message'
);

/** Version 4: today's but quick reactions (`react`, `setReactions`) and `backToLobby`. */
const Version4MessageSchema = v.variant('type', [...COMMON, Action, ...SEAT_MESSAGES, SetPace, Notify], 'bad-message');

/** Version 3: today's but the table's pace and `notify`. */
const Version3MessageSchema = v.variant('type', [...COMMON, Action, ...SEAT_MESSAGES], 'bad-message');

/**
 * Versions 1 and 2 named a seat by its index alone: their `setBotLevel` and
 * `removeSeat` are not read (`bad-message`, then `reload`: the page loads today's).
 * The rest is read as today's.
 */
const Version2MessageSchema = v.variant('type', [...COMMON, Action], 'bad-message');

/**
 * Version 1, every page from before the handshake: the oldest of them sent actions
 * without `seq`. Such an action is applied if it is legal when it arrives (the room
 * cannot tell which state it answered: a double click may count twice).
 */
const Version1MessageSchema = v.variant(
	'type',
	[...COMMON, v.strictObject({ type: v.literal('action'), action: ActionSchema, seq: v.optional(Seq) })],
	'bad-message'
);

/** Each version the room reads, from OLDEST_PROTOCOL_VERSION to PROTOCOL_VERSION. */
const SCHEMAS: Record<
	number,
	| typeof Version1MessageSchema
	| typeof Version2MessageSchema
	| typeof Version3MessageSchema
	| typeof Version4MessageSchema
	| typeof ClientMessageSchema
> = {
	1: Version1MessageSchema,
	2: Version2MessageSchema,
	3: Version3MessageSchema,
	4: Version4MessageSchema,
	[PROTOCOL_VERSION]: ClientMessageSchema
};

/** A message as the room reads it, from any version it accepts (an action's `seq` may be missing). */
export type RoomMessage = v.InferOutput<typeof ClientMessageSchema> | v.InferOutput<typeof Version1MessageSchema>;

export type ParseResult = { ok: true; message: RoomMessage } | { ok: false; code: ErrorCode; params?: ErrorParams };

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

/** The refusal the room would answer to this message, or null when it is valid (the UI's development check). */
export function refusalOf(message: unknown): { code: ErrorCode; params?: ErrorParams } | null {
	const result = v.safeParse(ClientMessageSchema, message);
	return result.success ? null : issueCode(result.issues);
}

/** Parses a raw WebSocket text from a page speaking `version` into a message, or a language-free refusal. */
export function parseClientMessage(raw: string, version = PROTOCOL_VERSION): ParseResult {
	if (isTooLarge(raw)) return { ok: false, code: 'too-large', params: { max: MAX_MESSAGE_BYTES } };
	let json: unknown;
	try {
		json = JSON.parse(raw);
	} catch {
		return { ok: false, code: 'bad-json' };
	}
	const result = v.safeParse(SCHEMAS[version] ?? ClientMessageSchema, json);
	if (!result.success) return { ok: false, ...issueCode(result.issues) };
	return { ok: true, message: result.output };
}
