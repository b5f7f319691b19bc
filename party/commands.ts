/**
 * The room's commands: one validated client message applied to a draft of the
 * room's data, with no socket, storage or clock in sight. The answer is a refusal
 * (the caller drops the draft), or what changed, the sender's new attachment and
 * its reply. party/game-room.ts delivers it; the rules are the engine's.
 */
import type { Attachment } from './connections';
import { playerAction } from './play';
import type { RoomMessage } from './client-messages';
import type { ServerMessage } from './protocol';
import {
	addBot,
	joinSeat,
	leaveSeat,
	removeSeat,
	setBotLevel,
	setPace,
	setStandInLevel,
	startGame,
	backToLobby,
	takeHint,
	UNCHANGED,
	type LobbyError,
	type LobbyResult
} from './lobby';
import { isHost, seatOfToken, type RoomData } from './room-data';
import { autostartOnJoin } from './table-setup';
import { setReactions } from './reactions';

/**
 * What is written, and who is told when (party/PROTOCOL.md, "Who is told when"):
 * `none` changed nothing (only the reply goes out); `socket` changed only the
 * sender's attachment (a spectator's join, a second tab's resume): nothing is
 * written, the sender gets its state and the others hear of it coalesced;
 * `presence` (a join, a resume) is written and told the same way; `seats` and
 * `game` are written and reach everyone at once. Every change to the seats or the
 * game, a join that takes a seat included, has counted itself in `seq` already.
 */
export type Change = 'none' | 'socket' | 'presence' | 'seats' | 'game';
export type Outcome = { error: LobbyError } | { change: Change; attach?: Attachment; reply?: ServerMessage };

/**
 * Applies `message` from the connection `me` to `data`, in place: every command
 * checks before it changes anything, so a refused message leaves `data` as it was
 * (the room keeps no copy). `connected(token)`: whether a seat's player has an
 * open connection.
 */
export function applyCommand(
	data: RoomData,
	me: Attachment,
	message: RoomMessage,
	connected: (token: string) => boolean
): Outcome {
	/** An accepted change to the seats or the game: counted in `seq`. */
	const counted = (change: Change): Outcome => {
		data.seq += 1;
		return { change };
	};
	const done = (result: LobbyResult, change: Change = 'seats'): Outcome =>
		result === UNCHANGED ? { change: 'none' } : result ? { error: result } : counted(change);
	const hostOnly = (change: () => LobbyResult): Outcome =>
		isHost(data, me.token) ? done(change()) : { error: { code: 'not-host' } };
	switch (message.type) {
		case 'join': {
			if (me.joined) return { error: { code: 'already-joined' } };
			const token = joinSeat(data, message.name);
			if (token) data.seq += 1; // a new seat: a change to the seats (told like presence, though)
			return {
				// The seat that fills a table set to start by itself deals the game: everyone is told at once.
				// A spectator's join changes only its socket.
				change: !token ? 'socket' : autostartOnJoin(data) ? 'game' : 'presence',
				attach: { ...me, token, joined: true },
				reply: { type: 'joined', seat: seatOfToken(data, token), token, awayTurns: 0 }
			};
		}
		case 'resume': {
			const seat = seatOfToken(data, message.token);
			if (seat === null) return { error: { code: 'bad-token' } };
			const record = data.seats[seat];
			const away = record.leftAt !== null || record.botPlaying;
			record.leftAt = null;
			record.botPlaying = false;
			const attach: Attachment = { ...me, token: message.token, joined: true, overflowSince: null };
			const rebound = attach.token !== me.token || !me.joined || me.overflowSince !== null;
			return {
				// Resuming a seat this socket holds already changes nothing: only the answer goes out.
				change: away ? 'presence' : rebound ? 'socket' : 'none',
				attach,
				reply: { type: 'joined', seat, token: message.token, awayTurns: record.awayTurns }
			};
		}
		case 'leave': {
			const refusal = leaveSeat(data, me.token ?? '', connected);
			return refusal ? { error: refusal } : { ...counted('seats'), attach: { ...me, token: null, joined: false } };
		}
		case 'addBot':
			return hostOnly(() => addBot(data, message.level));
		case 'setBotLevel':
			return hostOnly(() => setBotLevel(data, message.seat, message.level, message.seq));
		case 'setStandInLevel':
			return hostOnly(() => setStandInLevel(data, message.level));
		case 'removeSeat':
			return hostOnly(() => removeSeat(data, message.seat, message.seq, connected));
		case 'setTimer':
			return hostOnly(() => {
				if (data.phase === 'playing') return { code: 'playing' };
				if (data.timerSeconds === message.seconds) return UNCHANGED;
				data.timerSeconds = message.seconds;
				return null;
			});
		case 'setPace':
			return hostOnly(() => setPace(data, message.pace, message.hours));
		case 'setHints':
			return hostOnly(() => {
				if (data.phase !== 'lobby') return { code: 'not-lobby' };
				if (data.hintsOn === message.on) return UNCHANGED;
				data.hintsOn = message.on;
				return null;
			});
		case 'hint': {
			// Noted for everyone's log, but no change to the seats or the game: `seq` stays, so
			// the move that follows the hint still answers the same state.
			const result = takeHint(data, me.token, message.seq);
			return result === UNCHANGED ? { change: 'none' } : result ? { error: result } : { change: 'presence' };
		}
		case 'start':
			return hostOnly(() => (data.phase === 'lobby' ? startGame(data) : { code: 'not-lobby' }));
		case 'rematch':
			return hostOnly(() => {
				if (data.phase !== 'over') return { code: 'not-over' };
				// The table closes soon (party/clock.ts, startClosing): no game may start that it would cut short.
				return data.closingAt === undefined ? startGame(data) : { code: 'closing' };
			});
		case 'backToLobby':
			return hostOnly(() => {
				if (data.phase !== 'over') return { code: 'not-over' };
				// As for a rematch: no game may start that the table's closing would cut short.
				return data.closingAt === undefined ? backToLobby(data) : { code: 'closing' };
			});
		case 'action':
			return done(playerAction(data, me.token, message.action, message.seq), 'game');
		case 'ping':
			return { change: 'none' };
		case 'setReactions':
			return hostOnly(() => setReactions(data, message.on));
		case 'react': // passed on by party/reactions.ts before any command: never stored
		case 'notify':
			// A subscription is kept apart from the room's data: the room hands `notify` to party/push-notices.ts.
			return { change: 'none' };
	}
}
