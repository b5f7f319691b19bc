// The one place where the room's language-free refusals become words, in the
// page's language. The room sends a code and parameters; nothing else matches codes.
import { DEFAULT_CLOCK } from '$party/clock';
import { MAX_MESSAGE_BYTES, MAX_SEATS, MAX_SPECTATORS } from '$party/protocol';
import type { ClosedReason, ErrorCode, ErrorParams } from '$party/protocol';
import { formatHours } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';

/** Codes the browser raises itself, besides the room's. */
export type UiErrorCode = ErrorCode | 'offline';

/**
 * Codes only the lobby's commands meet (joining, seats and bots, the table's settings),
 * all sent from the lobby: their words load with it (lobby/refusals.ts), so a game's
 * phases never carry them.
 */
export type LobbyErrorCode =
	| 'name-empty'
	| 'name-too-long'
	| 'name-invalid'
	| 'already-joined'
	| 'not-lobby'
	| 'playing'
	| 'table-full'
	| 'seat-connected'
	| 'not-a-bot'
	| 'no-seat'
	| 'host-seat';

/** Codes only quick reactions meet: their words load with them (reactions/refusals.ts). */
export type ReactionErrorCode = 'slow-down' | 'reactions-off';

export type ErrorTexts<Code extends UiErrorCode> = { [code in Code]: (params: ErrorParams) => string };

/** Fewest seats a game starts with. */
const MIN_SEATS = 2;

const TEXTS: ErrorTexts<Exclude<UiErrorCode, LobbyErrorCode | ReactionErrorCode>> &
	Partial<ErrorTexts<LobbyErrorCode | ReactionErrorCode>> = {
	// room: the message itself
	'bad-json': () => m.err_bad_json(),
	'bad-message': (p) => (p.path ? m.err_bad_message_at({ path: p.path }) : m.err_bad_message()),
	binary: () => m.err_binary(),
	'too-large': (p) => m.err_too_large({ max: p.max ?? MAX_MESSAGE_BYTES }),
	'bad-token': () => m.err_bad_token(),
	// room: who may do what, when
	'not-host': () => m.err_not_host(),
	'not-over': () => m.err_not_over(),
	'not-playing': () => m.err_not_playing(),
	'not-seated': () => m.err_not_seated(),
	// a first game or a rematch
	'too-few': () => m.err_too_few({ min: MIN_SEATS, max: MAX_SEATS }),
	stale: () => m.err_stale(),
	'room-full': (p) => m.err_room_full({ max: p.max ?? MAX_SPECTATORS }),
	'address-limit': () => m.err_address_limit(),
	throttled: (p) => m.err_throttled({ seconds: Math.ceil(Number(p.retryInMs ?? 60_000) / 1000) }),
	'hints-off': () => m.err_hints_off(),
	closing: () => m.err_closing(),
	// Web Push (the settings' "Tell me when it's my turn")
	'push-endpoint-refused': () => m.err_push_endpoint_refused(),
	'push-keys-invalid': () => m.err_push_keys_invalid(),
	'push-off': () => m.push_off(),
	// engine: the rules
	malformed: () => m.err_malformed(),
	'game-over': () => m.game_over(),
	'wrong-seat': () => m.err_wrong_seat(),
	'wrong-decision': () => m.err_wrong_decision(),
	'second-key': () => m.err_second_key(),
	'no-key': () => m.err_no_key(),
	'messenger-blocked': () => m.err_messenger_blocked(),
	'unknown-card': () => m.err_unknown_card(),
	'not-in-display': () => m.err_not_in_display(),
	unaffordable: () => m.err_unaffordable(),
	'illegal-position': () => m.err_illegal_position(),
	'invalid-neighbor': () => m.err_invalid_neighbor(),
	'invalid-purses': () => m.err_invalid_purses(),
	'bad-reveals': () => m.err_bad_reveals(),
	internal: () => m.err_internal(),
	// browser
	offline: () => m.err_offline()
};

/** The lobby's refusals in words: the lobby adds them when it loads, before it can send anything. */
export function addLobbyErrorTexts(texts: ErrorTexts<LobbyErrorCode>) {
	Object.assign(TEXTS, texts);
}

/** Quick reactions' refusals in words: added when their code loads, before anything can be sent from it. */
export function addReactionErrorTexts(texts: ErrorTexts<ReactionErrorCode>) {
	Object.assign(TEXTS, texts);
}

export function errorText(code: UiErrorCode, params: ErrorParams = {}): string {
	return (TEXTS[code] ?? TEXTS.internal)(params);
}

/** "Tables close 2 hours after everybody left, or 24 hours after they were opened." */
export function closingTimes(): string {
	return m.no_table_close_note({
		empty: formatHours(DEFAULT_CLOCK.emptyTtlMs),
		max: formatHours(DEFAULT_CLOCK.maxAgeMs)
	});
}

/** Why a table said goodbye (`closed`), with the default closing times (party/clock.ts). */
export function closedText(reason: ClosedReason): string {
	if (reason === 'missing') return m.closed_missing();
	return m.closed_expired({ empty: formatHours(DEFAULT_CLOCK.emptyTtlMs), max: formatHours(DEFAULT_CLOCK.maxAgeMs) });
}
