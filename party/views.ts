/**
 * What each connection is sent: the room's state from its point of view. The
 * part every connection shares is built once per broadcast; connections in the
 * same position (a seat, or watching) share one serialized text.
 */
import { recordOf, toAct, viewFor } from '../engine/index';
import { botInMs, type ClockSettings } from './clock';
import type { RoomState, SeatInfo, ServerMessage } from './protocol';
import { hintsAvailable } from './lobby';
import { isHost, seatOfToken, type RoomData } from './room-data';

/** A connection as the views need it. */
export interface Viewer {
	token: string | null;
	joined: boolean;
	/** Let in beyond the spectator limit: not counted, sent nothing but its own state. */
	onProbation: boolean;
}

export type SharedState = Omit<RoomState, 'you' | 'game'>;

export function sharedState(data: RoomData, viewers: Viewer[], now: number, settings: ClockSettings): SharedState {
	const connected = new Set<string | null>();
	let spectators = 0;
	for (const viewer of viewers) {
		if (viewer.onProbation) continue;
		if (seatOfToken(data, viewer.token) === null) spectators++;
		else connected.add(viewer.token);
	}
	const next = data.game ? toAct(data.game) : null;
	const seats: SeatInfo[] = data.seats.map((s, index) => {
		const isConnected = s.kind === 'bot' || connected.has(s.token);
		return {
			seat: index,
			name: s.name,
			kind: s.kind,
			level: s.level,
			connected: isConnected,
			host: s.token !== null && s.token === data.hostToken,
			botPlaying: s.botPlaying,
			// A socket may leave a moment before the room handles its close: the seat has just left.
			offline: isConnected ? null : { botInMs: botInMs(data, index, next, now, settings, now) }
		};
	});
	const over = data.phase === 'over' && data.game !== null;
	return {
		room: data.room,
		phase: data.phase,
		seq: data.seq,
		seats,
		spectators,
		timer: {
			seconds: data.timerSeconds,
			deadline: data.turnDeadline,
			remainingMs: data.turnDeadline === null ? null : Math.max(0, data.turnDeadline - now)
		},
		standIns: data.standIns,
		record: over ? recordOf(data.game!) : null,
		gameNumber: data.gameNumber,
		finishedAt: over ? data.finishedAt : null,
		hints: { on: data.hintsOn, available: hintsAvailable(data), taken: data.hintsTaken },
		pace: data.pace,
		tally: data.tally,
		reactions: !data.reactionsOff,
		closing:
			data.closingAt === undefined ? null : { at: data.closingAt, remainingMs: Math.max(0, data.closingAt - now) }
	};
}

export function stateFor(data: RoomData, shared: SharedState, viewer: Viewer): RoomState {
	const seat = seatOfToken(data, viewer.token);
	return {
		...shared,
		you: {
			seat,
			host: seat !== null && isHost(data, viewer.token),
			joined: viewer.joined,
			notify: seat !== null && data.seats[seat].notify === true
		},
		game: data.game ? viewFor(data.game, seat) : null
	};
}

/** Viewers with the same key get the same state. */
export function viewKey(data: RoomData, viewer: Viewer): string {
	const seat = seatOfToken(data, viewer.token);
	return seat === null ? `watch:${viewer.joined}` : `seat:${seat}`;
}

/**
 * The `state` message text for each viewer (null for those on probation, who are
 * sent nothing but their own state): built once per position, not per socket.
 */
export function stateTexts(data: RoomData, viewers: Viewer[], now: number, settings: ClockSettings): (string | null)[] {
	const shared = sharedState(data, viewers, now, settings);
	const texts = new Map<string, string>();
	return viewers.map((viewer) => {
		if (viewer.onProbation) return null;
		const key = viewKey(data, viewer);
		let text = texts.get(key);
		if (text === undefined) {
			text = JSON.stringify({ type: 'state', state: stateFor(data, shared, viewer) } satisfies ServerMessage);
			texts.set(key, text);
		}
		return text;
	});
}
