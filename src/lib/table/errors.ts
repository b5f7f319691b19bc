// The one place where the room's language-free refusals become words, in the
// page's language. The room sends a code and parameters; nothing else matches codes.
import { DEFAULT_CLOCK } from '$party/clock';
import { MAX_MESSAGE_BYTES, MAX_NAME_GRAPHEMES, MAX_SEATS, MAX_SPECTATORS } from '$party/protocol';
import type { ClosedReason, ErrorCode, ErrorParams } from '$party/protocol';
import { formatHours } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';

/** Codes the browser raises itself, besides the room's. */
export type UiErrorCode = ErrorCode | 'offline';

type Texts = { [code in UiErrorCode]: (params: ErrorParams) => string };

/** Fewest seats a game starts with. */
const MIN_SEATS = 2;

const TEXTS: Texts = {
	// room: the message itself
	'bad-json': () => m.err_bad_json(),
	'bad-message': (p) => (p.path ? m.err_bad_message_at({ path: p.path }) : m.err_bad_message()),
	binary: () => m.err_binary(),
	'too-large': (p) => m.err_too_large({ max: p.max ?? MAX_MESSAGE_BYTES }),
	'name-empty': () => m.err_name_empty(),
	'name-too-long': (p) => m.err_name_too_long({ max: p.max ?? MAX_NAME_GRAPHEMES }),
	'name-invalid': () => m.err_name_invalid(),
	'bad-token': () => m.err_bad_token(),
	// room: who may do what, when
	'already-joined': () => m.err_already_joined(),
	'not-host': () => m.err_not_host(),
	'not-lobby': () => m.err_not_lobby(),
	'not-over': () => m.err_not_over(),
	'not-playing': () => m.err_not_playing(),
	'not-seated': () => m.err_not_seated(),
	playing: () => m.err_playing(),
	'table-full': (p) => m.err_table_full({ max: p.max ?? MAX_SEATS }),
	'too-few': () => m.err_too_few({ min: MIN_SEATS, max: MAX_SEATS }),
	'seat-connected': (p) => m.err_seat_connected({ name: p.name ?? '' }),
	'not-a-bot': () => m.err_not_a_bot(),
	'no-seat': () => m.err_no_seat(),
	'host-seat': () => m.err_host_seat(),
	stale: () => m.err_stale(),
	'room-full': (p) => m.err_room_full({ max: p.max ?? MAX_SPECTATORS }),
	'address-limit': () => m.err_address_limit(),
	'hints-off': () => m.err_hints_off(),
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
