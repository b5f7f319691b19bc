/**
 * A room's stored data: its shape (as kept in the Durable Object's storage, and
 * upgraded from older shapes by party/stored.ts), a new room's, and who holds a
 * token. What changes it lives beside: the lobby (party/lobby.ts), the game
 * (party/play.ts), the clock (party/clock.ts).
 */
import type { GameState } from '../engine/index';
import { LIVE_PACE, type BotLevel, type HintTaken, type Pace, type StandIn } from './protocol';
import { toBase64Url } from './base64url';
import { emptyTally, type Tally } from './tally';

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
	/** The seat gave the room a push subscription (`notify`; kept apart, party/push-notices.ts). Absent: none. */
	notify?: true;
}

/**
 * The shape of the stored room. 3: a finished game always has its file; 4: when
 * it ended; 5: hints; 6: pace; 7: the tally. Older shapes are upgraded when a room is loaded (party/stored.ts).
 */
export const ROOM_DATA_VERSION = 7;

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
	/** The host's lobby setting: a live table, or one played over days (party/clock.ts). */
	pace: Pace;
	/** When the seat to act loses its turn to a stand-in (turn timer on, or a days table's allowance). */
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
	/** The evening's tally: every game finished at this table, added up (party/tally.ts). */
	tally: Tally;
	/** A table made to deal by itself (party/table-setup.ts): the first game starts once this many seats are taken. */
	autostartSeats?: number;
	/**
	 * Set once the table reached its age with a game in progress: it closes then
	 * (party/clock.ts, `startClosing`). Absent otherwise.
	 */
	closingAt?: number;
	/**
	 * A table an embedding page named (`/embed/<id>`, `<castle-combo room>`), shared by
	 * all its visitors: once closed, it opens again at its next visit. Absent: a private table.
	 */
	shared?: true;
	/** The host turned quick reactions off (a lobby setting; party/reactions.ts). Absent: on. */
	reactionsOff?: true;
}

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
		pace: { ...LIVE_PACE },
		turnDeadline: null,
		botDueAt: null,
		game: null,
		gameNumber: 0,
		finishedAt: null,
		botSeed: newToken(),
		botMoves: 0,
		standIns: [],
		hintsOn: false,
		hintsTaken: [],
		tally: emptyTally()
	};
}

/** ≥ 128 bits from crypto.getRandomValues, base64url. */
export function newToken(): string {
	return toBase64Url(crypto.getRandomValues(new Uint8Array(24)));
}

/** What a seat token looks like (newToken's 32 characters, within bounds): anything else is never looked up. */
export const SEAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

export function seatOfToken(data: RoomData, token: string | null): number | null {
	if (!token) return null;
	const seat = data.seats.findIndex((s) => s.token === token);
	return seat < 0 ? null : seat;
}

export function isHost(data: RoomData, token: string | null): boolean {
	return token !== null && token === data.hostToken;
}
