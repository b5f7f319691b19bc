/**
 * A room's stored data and the lobby operations on it: seats, names, host,
 * bots, tokens. No game rules here: the game itself is the engine's state,
 * kept in `game` and changed only through the engine.
 */
import { newGame, toAct, type GameState } from '../engine/index';
import { MAX_SEATS, type BotLevel, type ErrorCode, type ErrorParams, type HintTaken, type StandIn } from './protocol';

export interface SeatRecord {
	name: string;
	kind: 'human' | 'bot';
	/** Bot seats: their level. Human seats: the level of the bot that stands in when they leave. */
	level: BotLevel | null;
	/** Human seats: the secret that proves a connection owns the seat. Never sent to others. */
	token: string | null;
	/** When the seat's last connection closed (null while connected, and for bots). */
	leftAt: number | null;
	/** A human seat currently played by a bot. */
	botPlaying: boolean;
	/** Turns a stand-in finished for this seat since its last connection closed. */
	awayTurns: number;
}

/**
 * The shape of the stored room. 3: a finished game always has its file; 4: when
 * it ended; 5: hints. Older shapes are upgraded when a room is loaded (party/stored.ts).
 */
export const ROOM_DATA_VERSION = 5;

export interface RoomData {
	version: typeof ROOM_DATA_VERSION;
	room: string;
	createdAt: number;
	/** When the last connection closed (or the table was created); null while anybody is connected. */
	emptySince: number | null;
	phase: 'lobby' | 'playing' | 'over';
	/** Increments with every accepted change to the seats or the game (not with presence). */
	seq: number;
	seats: SeatRecord[];
	/** Token of the host (the first human to join; passes on leave, or after the grace period away). */
	hostToken: string | null;
	timerSeconds: number | null;
	/** When the seat to act loses its turn to a stand-in (turn timer on). */
	turnDeadline: number | null;
	/** When a bot (or a stand-in) makes its next move; null when no bot is to act. */
	botDueAt: number | null;
	game: GameState | null;
	gameNumber: number;
	/** When the current game ended (epoch ms); null until it has. Its file and its replay are dated by it. */
	finishedAt: number | null;
	/** The room's own seed for its bots' choices (never sent); with `botMoves`, one stream per move. */
	botSeed: string;
	botMoves: number;
	/** Stand-in moves of the current game, as ranges of the game log. */
	standIns: StandIn[];
	/** The host's lobby setting: hints for a table with two or more people. */
	hintsOn: boolean;
	/** Hints taken in the current game. */
	hintsTaken: HintTaken[];
	/** A table made to deal by itself (party/table-setup.ts): the first game starts once this many seats are taken. */
	autostartSeats?: number;
}

export type LobbyError = { code: ErrorCode; params?: ErrorParams };

export function newRoomData(room: string, now: number): RoomData {
	return {
		version: ROOM_DATA_VERSION,
		room,
		createdAt: now,
		emptySince: now,
		phase: 'lobby',
		seq: 0,
		seats: [],
		hostToken: null,
		timerSeconds: null,
		turnDeadline: null,
		botDueAt: null,
		game: null,
		gameNumber: 0,
		finishedAt: null,
		botSeed: newToken(),
		botMoves: 0,
		standIns: [],
		hintsOn: false,
		hintsTaken: []
	};
}

/** ≥ 128 bits from crypto.getRandomValues, base64url. */
export function newToken(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(24));
	let binary = '';
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function seatOfToken(data: RoomData, token: string | null): number | null {
	if (!token) return null;
	const seat = data.seats.findIndex((s) => s.token === token);
	return seat < 0 ? null : seat;
}

export function isHost(data: RoomData, token: string | null): boolean {
	return token !== null && token === data.hostToken;
}

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

export function setBotLevel(data: RoomData, seat: number, level: BotLevel): LobbyError | null {
	const record = data.seats[seat];
	if (!record || record.kind !== 'bot') return { code: 'not-a-bot', params: { seat } };
	record.level = level;
	return null;
}

/** Host: the level of the bot that plays for an absent person, for every person's seat (any phase). */
export function setStandInLevel(data: RoomData, level: BotLevel): LobbyError | null {
	for (const record of data.seats) if (record.kind === 'human') record.level = level;
	return null;
}

/** Host: remove a bot, an empty or a disconnected seat (lobby only). */
export function removeSeat(data: RoomData, seat: number, connected: (token: string) => boolean): LobbyError | null {
	if (data.phase !== 'lobby') return { code: 'not-lobby' };
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

/** Deal a new game for the current seats (first game or rematch). */
export function startGame(data: RoomData): LobbyError | null {
	if (data.seats.length < 2) return { code: 'too-few' };
	data.game = newGame({ players: data.seats.length });
	data.phase = 'playing';
	data.gameNumber += 1;
	data.turnDeadline = null;
	data.botDueAt = null;
	data.standIns = [];
	data.hintsTaken = [];
	data.finishedAt = null;
	return null;
}

/** A seat may ask for a hint: the host turned hints on, or nobody else at the table is a person (practice). */
export function hintsAvailable(data: RoomData): boolean {
	return data.hintsOn || data.seats.filter((s) => s.kind === 'human').length <= 1;
}

/**
 * A seated player takes a hint for their decision of state `seq`: noted once per
 * decision, for the log. The page works the hint out itself, from its seat's view.
 */
export function takeHint(data: RoomData, token: string | null, seq: number): LobbyError | null {
	if (data.phase !== 'playing' || !data.game) return { code: 'not-playing' };
	const seat = seatOfToken(data, token);
	if (seat === null) return { code: 'not-seated' };
	if (!hintsAvailable(data)) return { code: 'hints-off' };
	if (seq !== data.seq) return { code: 'stale', params: { seq: data.seq } };
	if (toAct(data.game)?.seat !== seat) return { code: 'wrong-seat' };
	if (!data.hintsTaken.some((h) => h.seat === seat && h.seq === seq)) {
		data.hintsTaken.push({ seat, at: data.game.log.length, seq });
	}
	return null;
}
