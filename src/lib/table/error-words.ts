// The one place where the room's language-free refusals become words, in the
// page's language. The room sends a code and parameters; nothing else matches codes.
// A page loads this with the first refusal it shows, so a table's first load
// carries none of these words.
import { MAX_MESSAGE_BYTES, MAX_SEATS, MAX_SPECTATORS } from '$party/protocol';
import type { ErrorParams } from '$party/protocol';
import { m } from '$lib/paraglide/messages';
import {
	addedErrorTexts,
	type ErrorTexts,
	type LobbyErrorCode,
	type ReactionErrorCode,
	type UiErrorCode
} from './errors';

/** Fewest seats a game starts with. */
const MIN_SEATS = 2;

const TEXTS: ErrorTexts<Exclude<UiErrorCode, LobbyErrorCode | ReactionErrorCode>> = {
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
	'game-over': () => m.err_game_over(),
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

/** A refusal in words; a code that has none (yet) reads as `internal`. */
export function errorText(code: UiErrorCode, params: ErrorParams = {}): string {
	const texts: Partial<ErrorTexts<UiErrorCode>> = { ...TEXTS, ...addedErrorTexts };
	return (texts[code] ?? TEXTS.internal)(params);
}
