// The words for the refusals only the lobby's commands meet (lobby codes in ../errors.ts):
// every one of those commands is sent from the lobby, so its words load with it.
import { MAX_NAME_GRAPHEMES, MAX_SEATS } from '$party/protocol';
import { m } from '$lib/paraglide/messages';
import type { ErrorTexts, LobbyErrorCode } from '../errors';

export const LOBBY_REFUSALS: ErrorTexts<LobbyErrorCode> = {
	'name-empty': () => m.err_name_empty(),
	'name-too-long': (p) => m.err_name_too_long({ max: p.max ?? MAX_NAME_GRAPHEMES }),
	'name-invalid': () => m.err_name_invalid(),
	'already-joined': () => m.err_already_joined(),
	'not-lobby': () => m.err_not_lobby(),
	playing: () => m.err_playing(),
	'table-full': (p) => m.err_table_full({ max: p.max ?? MAX_SEATS }),
	'seat-connected': (p) => m.err_seat_connected({ name: p.name ?? '' }),
	'not-a-bot': () => m.err_not_a_bot(),
	'no-seat': () => m.err_no_seat(),
	'host-seat': () => m.err_host_seat()
};
