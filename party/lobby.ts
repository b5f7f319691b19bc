/**
 * The lobby's operations on a room's stored data (party/room-data.ts): seats,
 * names, host, bots, dealing, and the hints setting. No game rules here: the game
 * itself is the engine's state, kept in `game` and changed only through the engine.
 */
import { newGame, toAct, type NewGameOptions } from '../engine/index';
import { MAX_SEATS, type BotLevel, type ErrorCode, type ErrorParams, type PaceKind } from './protocol';
import { newToken, seatOfToken, type RoomData } from './room-data';

export type LobbyError = { code: ErrorCode; params?: ErrorParams };
/** Accepted, but it changes nothing (a setting to the value it has): nothing to write or tell. */
export const UNCHANGED = 'unchanged';
/** What an operation says: refused, done (null), or accepted with nothing to do. */
export type LobbyResult = LobbyError | null | typeof UNCHANGED;

/** A seat named by its index in the state numbered `seq`: refused when the room has moved on since (a seat may have left). */
const staleSeat = (data: RoomData, seq: number): LobbyError | null =>
	seq === data.seq ? null : { code: 'stale', params: { seq: data.seq } };

/** A human takes a lobby seat; returns its token, or null when they can only watch. */
export function joinSeat(data: RoomData, name: string): string | null {
	if (data.phase !== 'lobby' || data.seats.length >= MAX_SEATS) return null;
	const token = newToken();
	// The stand-in level is the table's: a newcomer gets the one the host chose for everyone.
	const level = data.seats.find((s) => s.kind === 'human')?.level ?? 'medium';
	data.seats.push({ name, kind: 'human', level, token, leftAt: null, botPlaying: false, awayTurns: 0 });
	data.hostToken ??= token;
	return token;
}

export function addBot(data: RoomData, level: BotLevel): LobbyError | null {
	if (data.phase !== 'lobby') return { code: 'not-lobby' };
	if (data.seats.length >= MAX_SEATS) return { code: 'table-full', params: { max: MAX_SEATS } };
	data.seats.push({
		name: botName(data),
		kind: 'bot',
		level,
		token: null,
		leftAt: null,
		botPlaying: false,
		awayTurns: 0
	});
	return null;
}

/**
 * Bots' names: a name is easier to tell apart than "Bot 2" (pages show the level
 * beside it). Each starts with another letter, and each reads the same in all five
 * languages.
 */
export const BOT_NAMES = ['Alba', 'Bruno', 'Clara', 'Dario', 'Elsa', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas'];

/** The first bot name nobody at the table has (people may have taken one): there are more names than seats. */
function botName(data: RoomData): string {
	const taken = new Set(data.seats.map((s) => s.name.toLowerCase()));
	return BOT_NAMES.find((name) => !taken.has(name.toLowerCase()))!;
}

/** Host: a bot's level; the bot is the one at index `seat` in the state numbered `seq`. */
export function setBotLevel(data: RoomData, seat: number, level: BotLevel, seq: number): LobbyResult {
	const stale = staleSeat(data, seq);
	if (stale) return stale;
	const record = data.seats[seat];
	if (!record || record.kind !== 'bot') return { code: 'not-a-bot', params: { seat } };
	if (record.level === level) return UNCHANGED;
	record.level = level;
	return null;
}

/** Host: the level of the bot that plays for an absent person, for every person's seat (any phase). */
export function setStandInLevel(data: RoomData, level: BotLevel): LobbyResult {
	const people = data.seats.filter((record) => record.kind === 'human');
	if (people.every((record) => record.level === level)) return UNCHANGED;
	for (const record of people) record.level = level;
	return null;
}

/** Host: remove a bot, an empty or a disconnected seat (lobby only): the one at index `seat` in the state numbered `seq`. */
export function removeSeat(
	data: RoomData,
	seat: number,
	seq: number,
	connected: (token: string) => boolean
): LobbyError | null {
	if (data.phase !== 'lobby') return { code: 'not-lobby' };
	const stale = staleSeat(data, seq);
	if (stale) return stale;
	const record = data.seats[seat];
	if (!record) return { code: 'no-seat', params: { seat } };
	if (record.token === data.hostToken) return { code: 'host-seat' };
	if (record.kind === 'human' && record.token && connected(record.token)) {
		return { code: 'seat-connected', params: { seat, name: record.name } };
	}
	data.seats.splice(seat, 1);
	return null;
}

/** A player gives up their lobby seat; a leaving host hands the role on. */
export function leaveSeat(data: RoomData, token: string, connected: (token: string) => boolean): LobbyError | null {
	if (data.phase !== 'lobby') return { code: 'not-lobby' };
	const seat = seatOfToken(data, token);
	if (seat === null) return { code: 'not-seated' };
	data.seats.splice(seat, 1);
	if (data.hostToken === token) {
		data.hostToken = null;
		passHost(data, connected);
	}
	return null;
}

/**
 * The host role goes to the first seated human (other than the host) for whom
 * `eligible(token)` holds; failing that, a host without a seat gives way to any
 * seated human, and with no human seated there is no host.
 */
export function passHost(data: RoomData, eligible: (token: string) => boolean) {
	const humans = data.seats.filter((s) => s.kind === 'human' && s.token !== null && s.token !== data.hostToken);
	const next = humans.find((s) => eligible(s.token!));
	if (next) data.hostToken = next.token;
	else if (!data.seats.some((s) => s.token === data.hostToken)) data.hostToken = humans[0]?.token ?? null;
}

/**
 * Host, lobby only: the table's pace, live or over days, and a days turn's
 * allowance in hours (validated 1–72 on the wire; without it, the hours stay).
 */
export function setPace(data: RoomData, pace: PaceKind, hours: number | undefined): LobbyResult {
	if (data.phase !== 'lobby') return { code: 'not-lobby' };
	const next = { pace, hours: hours ?? data.pace.hours };
	if (next.pace === data.pace.pace && next.hours === data.pace.hours) return UNCHANGED;
	data.pace = next;
	return null;
}

/** A deal laid out beforehand (a lesson's; the engine's options but the player count). None: a fresh seed. */
export type Deal = Omit<NewGameOptions, 'players'>;

/** Deal a new game for the current seats (first game or rematch). */
export function startGame(data: RoomData, deal: Deal = {}): LobbyError | null {
	if (data.seats.length < 2) return { code: 'too-few' };
	data.game = newGame({ ...deal, players: data.seats.length });
	data.phase = 'playing';
	data.gameNumber += 1;
	clearRound(data);
	return null;
}

/** What a game kept beside itself (its clocks, stand-ins, hints, end): gone when another starts or the lobby opens again. */
function clearRound(data: RoomData) {
	data.turnDeadline = null;
	data.botDueAt = null;
	data.standIns = [];
	data.hintsTaken = [];
	data.finishedAt = null;
}

/**
 * Back to the lobby after a game (the host's choice, beside a rematch): the same seats,
 * which may now change (a friend joins, a bot goes) before the host starts again. The
 * finished game stays kept (party/stored.ts) and counted in the tally (party/tally.ts).
 */
export function backToLobby(data: RoomData): LobbyError | null {
	data.phase = 'lobby';
	data.game = null;
	clearRound(data);
	return null;
}

/** A seat may ask for a hint: the host turned hints on, or nobody else at the table is a person (practice). */
export function hintsAvailable(data: RoomData): boolean {
	return data.hintsOn || data.seats.filter((s) => s.kind === 'human').length <= 1;
}

/**
 * A seated player takes a hint for their decision of state `seq`: noted once per
 * decision, for the log (asked again, UNCHANGED). The page works the hint out itself, from its seat's view.
 */
export function takeHint(data: RoomData, token: string | null, seq: number): LobbyResult {
	if (data.phase !== 'playing' || !data.game) return { code: 'not-playing' };
	const seat = seatOfToken(data, token);
	if (seat === null) return { code: 'not-seated' };
	if (!hintsAvailable(data)) return { code: 'hints-off' };
	if (seq !== data.seq) return { code: 'stale', params: { seq: data.seq } };
	if (toAct(data.game)?.seat !== seat) return { code: 'wrong-seat' };
	if (data.hintsTaken.some((h) => h.seat === seat && h.seq === seq)) return UNCHANGED;
	data.hintsTaken.push({ seat, at: data.game.log.length, seq });
	return null;
}
