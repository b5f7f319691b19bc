/**
 * A table in a line, for the home page's list of your tables (issue 30, part 4):
 * what the spectator view shows (phase, seats, whose turn, the turn, the final
 * totals) plus which seat a given token holds. Built from the spectator state of
 * party/views.ts, so it can show no more than a spectator sees; the token only
 * picks `you` (a token the room does not know gets null, and nothing else differs).
 */
import { sharedState, stateFor } from './views';
import { playPaused, type ClockSettings } from './clock';
import type { RoomState, SeatInfo } from './protocol';
import { SEAT_TOKEN_PATTERN, seatOfToken, type RoomData } from './room-data';

export type OpenTableSummary = {
	room: string;
	status: 'open';
	phase: RoomState['phase'];
	/** The game in progress or last played: 0 before the first. */
	gameNumber: number;
	seats: Pick<SeatInfo, 'seat' | 'name' | 'kind'>[];
	/** The seat this token holds; null for any token the room does not know. */
	you: number | null;
	/** The seat to act (a turn or a decision) while a game is played; else null. */
	toAct: number | null;
	/** The turn in progress (or the last one, once over); null in the lobby. */
	turn: number | null;
	/**
	 * The turn's deadline (turn timer or allowance) on the room's clock, and what was
	 * left when answered; null while no clock runs (none set, or nobody at the table).
	 */
	deadline: number | null;
	remainingMs: number | null;
	/** Once over: each seat's final total, and the seats ranked first (more than one on a full tie). */
	totals: number[] | null;
	winners: number[] | null;
	/** Set once the table reached its age with a game in progress: it closes at `at`. */
	closing: RoomState['closing'];
};

export type TableSummary = OpenTableSummary | { room: string; status: 'closed' | 'missing' };

/** A line of POST /my-tables (src/lib/server/my-tables.ts): a table's summary, or `unreachable` when it did not answer in time. */
export type MyTableLine = TableSummary | { room: string; status: 'unreachable' };

/** The summary of an open table for the holder of `token` (null or malformed: a spectator's). */
export function summarizeTable(
	data: RoomData,
	token: string | null,
	now: number,
	settings: ClockSettings
): OpenTableSummary {
	// The spectator's state, whatever the token: the token decides `you` and nothing else.
	const watcher = { token: null, joined: false, onProbation: false };
	const state = stateFor(data, sharedState(data, [], now, settings), watcher);
	const lobby = state.phase === 'lobby';
	const game = lobby ? null : state.game;
	const scores = state.phase === 'over' ? (game?.scores ?? null) : null;
	// Nobody at the table: its clock stands still (party/clock.ts), and starts afresh when someone comes back.
	const clockRuns = state.phase === 'playing' && !playPaused(data);
	return {
		room: state.room,
		status: 'open',
		phase: state.phase,
		gameNumber: state.gameNumber,
		seats: state.seats.map(({ seat, name, kind }) => ({ seat, name, kind })),
		you: token !== null && SEAT_TOKEN_PATTERN.test(token) ? seatOfToken(data, token) : null,
		toAct: state.phase === 'playing' ? (game?.toAct?.seat ?? null) : null,
		turn: game?.turn ?? null,
		deadline: clockRuns ? state.timer.deadline : null,
		remainingMs: clockRuns ? state.timer.remainingMs : null,
		totals: scores && scores.map((s) => s.total),
		winners: scores && scores.flatMap((s, seat) => (s.rank === 1 ? [seat] : [])),
		closing: state.closing
	};
}

/** The room's answer to an internal summary request (party/table-requests.ts). */
export function tableSummaryResponse(
	room: string,
	data: RoomData | null,
	closed: boolean,
	token: string | null,
	now: number,
	settings: ClockSettings
): Response {
	const summary: TableSummary =
		data && !closed ? summarizeTable(data, token, now, settings) : { room, status: closed ? 'closed' : 'missing' };
	return Response.json(summary, { headers: { 'cache-control': 'no-store' } });
}
