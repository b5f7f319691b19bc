// The room's language-free refusals: their codes, and the words of those the lobby
// and the reactions bring (the room's own are in ./error-words.ts, loaded with the
// first refusal a page shows); why a table closed, and when tables close.
import { DEFAULT_CLOCK } from '$party/clock';
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

/**
 * The lobby's and the reactions' refusals in words, as their code adds them; the
 * room's own come with the first refusal a page shows (./error-words.ts).
 */
export const addedErrorTexts: Partial<ErrorTexts<LobbyErrorCode | ReactionErrorCode>> = {};

/** The lobby's refusals in words: the lobby adds them when it loads, before it can send anything. */
export function addLobbyErrorTexts(texts: ErrorTexts<LobbyErrorCode>) {
	Object.assign(addedErrorTexts, texts);
}

/** Quick reactions' refusals in words: added when their code loads, before anything can be sent from it. */
export function addReactionErrorTexts(texts: ErrorTexts<ReactionErrorCode>) {
	Object.assign(addedErrorTexts, texts);
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
