/**
 * A room's stored data and the lobby operations on it: seats, names, host,
 * bots, tokens. No game rules here: the game itself is the engine's state,
 * kept in `game` and changed only through the engine.
 */
import { newGame, type GameState } from '../engine/index';
import { MAX_SEATS, type BotLevel } from './protocol';

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
}

export interface RoomData {
	version: 1;
	room: string;
	createdAt: number;
	/** When the last connection closed; null while anybody is connected. */
	emptySince: number | null;
	phase: 'lobby' | 'playing' | 'over';
	seats: SeatRecord[];
	/** Token of the host (the first human to join; passes on when they leave the lobby). */
	hostToken: string | null;
	timerSeconds: number | null;
	/** When the seat to act loses its turn to a bot (turn timer on). */
	turnDeadline: number | null;
	/** When a bot (or a stand-in) makes its next move; null when no bot is to act. */
	botDueAt: number | null;
	game: GameState | null;
	gameNumber: number;
}

export type LobbyError = { code: string; message: string };

export function newRoomData(room: string, now: number): RoomData {
	return {
		version: 1,
		room,
		createdAt: now,
		emptySince: null,
		phase: 'lobby',
		seats: [],
		hostToken: null,
		timerSeconds: null,
		turnDeadline: null,
		botDueAt: null,
		game: null,
		gameNumber: 0
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
	data.seats.push({ name, kind: 'human', level: 'medium', token, leftAt: null, botPlaying: false });
	data.hostToken ??= token;
	return token;
}

export function addBot(data: RoomData, level: BotLevel): LobbyError | null {
	if (data.phase !== 'lobby') return { code: 'not-lobby', message: 'Bots can only be added before the game starts.' };
	if (data.seats.length >= MAX_SEATS)
		return { code: 'table-full', message: `The table has ${MAX_SEATS} seats already.` };
	data.seats.push({ name: botName(data, level), kind: 'bot', level, token: null, leftAt: null, botPlaying: false });
	return null;
}

function botName(data: RoomData, level: BotLevel): string {
	const base = `Bot (${level})`;
	const taken = new Set(data.seats.map((s) => s.name));
	for (let n = 1; ; n++) {
		const name = n === 1 ? base : `${base} ${n}`;
		if (!taken.has(name)) return name;
	}
}

export function setBotLevel(data: RoomData, seat: number, level: BotLevel): LobbyError | null {
	const record = data.seats[seat];
	if (!record || record.kind !== 'bot') return { code: 'not-a-bot', message: 'That seat is not a bot.' };
	record.level = level;
	if (data.phase === 'lobby') record.name = botName({ ...data, seats: data.seats.filter((s) => s !== record) }, level);
	return null;
}

/** Host: remove a bot, an empty or a disconnected seat (lobby only). */
export function removeSeat(data: RoomData, seat: number, connected: (token: string) => boolean): LobbyError | null {
	if (data.phase !== 'lobby')
		return { code: 'not-lobby', message: 'Seats can only be removed before the game starts.' };
	const record = data.seats[seat];
	if (!record) return { code: 'no-seat', message: 'There is no such seat.' };
	if (record.token === data.hostToken) return { code: 'host-seat', message: 'The host cannot remove their own seat.' };
	if (record.kind === 'human' && record.token && connected(record.token)) {
		return {
			code: 'seat-connected',
			message: `${record.name} is connected; only bots and disconnected seats can be removed.`
		};
	}
	data.seats.splice(seat, 1);
	return null;
}

/** A player gives up their lobby seat; the host role passes to the next human. */
export function leaveSeat(data: RoomData, token: string): LobbyError | null {
	if (data.phase !== 'lobby') return { code: 'not-lobby', message: 'Seats can only be left before the game starts.' };
	const seat = seatOfToken(data, token);
	if (seat === null) return { code: 'not-seated', message: 'You have no seat at this table.' };
	data.seats.splice(seat, 1);
	if (data.hostToken === token) passHost(data, () => true);
	return null;
}

/** The host role goes to the first seated human for whom `eligible(token)` holds, if any. */
export function passHost(data: RoomData, eligible: (token: string) => boolean) {
	const next = data.seats.find(
		(s) => s.kind === 'human' && s.token !== null && s.token !== data.hostToken && eligible(s.token)
	);
	if (next) data.hostToken = next.token;
	else if (!data.seats.some((s) => s.token === data.hostToken)) data.hostToken = null;
}

/** Deal a new game for the current seats (first game or rematch). */
export function startGame(data: RoomData): LobbyError | null {
	if (data.seats.length < 2)
		return { code: 'too-few', message: 'A game needs 2 to 5 seats: add a bot or invite a friend.' };
	data.game = newGame({ players: data.seats.length });
	data.phase = 'playing';
	data.gameNumber += 1;
	data.turnDeadline = null;
	data.botDueAt = null;
	return null;
}
