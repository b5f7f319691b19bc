// The one place where the room's language-free refusals become words (English
// for now). The room sends a code and parameters; nothing else matches codes.
import type { ClosedReason, ErrorCode, ErrorParams } from '$party/protocol';

/** Codes the browser raises itself, besides the room's. */
export type UiErrorCode = ErrorCode | 'offline';

type Texts = { [code in UiErrorCode]: string | ((params: ErrorParams) => string) };

const TEXTS: Texts = {
	// room: the message itself
	'bad-json': 'That message was not valid JSON.',
	'bad-message': (p) => (p.path ? `That message is malformed (${p.path}).` : 'That message is malformed.'),
	binary: 'Send messages as text.',
	'too-large': (p) => `Messages are limited to ${p.max ?? 8192} bytes.`,
	'name-empty': 'Enter a name.',
	'name-too-long': (p) => `A name has at most ${p.max ?? 24} characters.`,
	'name-invalid': 'A name cannot contain control characters or broken text.',
	'bad-token': 'Your seat at this table is gone; join again.',
	// room: who may do what, when
	'already-joined': 'You have already joined this table.',
	'not-host': 'Only the host can do that.',
	'not-lobby': 'That is only possible before the game starts.',
	'not-over': 'A rematch can start once the game is over.',
	'not-playing': 'No game is in progress.',
	'not-seated': 'Spectators cannot play; only seated players can.',
	playing: 'The turn timer is set before the game starts.',
	'table-full': (p) => `The table has ${p.max ?? 5} seats already.`,
	'too-few': 'A game needs 2 to 5 seats: add a bot or invite a friend.',
	'seat-connected': (p) => `${p.name ?? 'That player'} is connected; only bots and disconnected seats can be removed.`,
	'not-a-bot': 'That seat is not a bot.',
	'no-seat': 'There is no such seat.',
	'host-seat': 'The host cannot remove their own seat.',
	stale: 'The table moved on before your move arrived: look again and retry.',
	'room-full': (p) => `This table is full: ${p.max ?? 200} people are watching already. Try again later.`,
	'address-limit': 'Too many connections to this table from your network.',
	// engine: the rules
	malformed: 'That move is malformed.',
	'game-over': 'The game is over.',
	'wrong-seat': 'It is not your turn.',
	'wrong-decision': 'Another decision is pending.',
	'second-key': 'Only one key may be used per turn.',
	'no-key': 'You have no key to spend.',
	'messenger-blocked': 'The Messenger cannot move: the other location has been removed.',
	'unknown-card': 'There is no such card.',
	'not-in-display': 'That card is not in the display you can take from.',
	unaffordable: 'You cannot afford that card.',
	'illegal-position': 'A card cannot go there.',
	'invalid-neighbor': 'That player is not one of your neighbours.',
	'invalid-purses': 'Those cards cannot take the purses.',
	'bad-reveals': 'The game record is inconsistent.',
	internal: 'Something went wrong at the table. Please try again.',
	// browser
	offline: 'Not connected: wait for the connection to come back.'
};

export function errorText(code: UiErrorCode, params: ErrorParams = {}): string {
	const text = TEXTS[code] ?? TEXTS.internal;
	return typeof text === 'function' ? text(params) : text;
}

const CLOSED: { [reason in ClosedReason]: string } = {
	expired:
		'This table has closed. Tables close 2 hours after everybody left, or 24 hours after they were opened. Start a new one from the home page.',
	missing: 'There is no table with this code. Start a new one from the home page.'
};

export function closedText(reason: ClosedReason): string {
	return CLOSED[reason];
}
