// The room's side of the pages' internal calls, in Node.
import { describe, expect, it } from 'vitest';
import { newRoomData } from '../../party/room-data';
import { finishedGameNumber, tableRequest } from '../../party/table-requests';
import {
	SEAT_TOKEN_HEADER,
	TABLE_CREATE_PATH,
	TABLE_GAME_PATH,
	TABLE_STATUS_PATH,
	TABLE_SUMMARY_PATH
} from '../../party/tables';

const at = (path: string, method = 'GET') => new Request(`https://table${path}`, { method });
const ROOM = 'abcdefghij12';

describe('tableRequest', () => {
	it('reads status, finished-game and create requests', () => {
		expect(tableRequest(at(`${TABLE_STATUS_PATH}?room=${ROOM}`), undefined)).toEqual({ kind: 'status' });
		expect(tableRequest(at(`${TABLE_GAME_PATH}?room=${ROOM}&game=3`), ROOM)).toEqual({ kind: 'game', gameNumber: 3 });
		expect(tableRequest(at(`${TABLE_GAME_PATH}?room=${ROOM}`), ROOM)).toEqual({ kind: 'game', gameNumber: NaN });
		expect(tableRequest(at(`${TABLE_CREATE_PATH}?room=${ROOM}`, 'POST'), undefined)).toEqual({
			kind: 'create',
			room: ROOM,
			shared: false
		});
		// An embedding page's table (`/embed/<id>`): it opens again once closed.
		expect(tableRequest(at(`${TABLE_CREATE_PATH}?room=${ROOM}&shared=1`, 'POST'), undefined)).toEqual({
			kind: 'create',
			room: ROOM,
			shared: true
		});
	});

	it("creates under the room's own name when the runtime knows it, and never under a malformed id", () => {
		expect(tableRequest(at(`${TABLE_CREATE_PATH}?room=other-name-1`, 'POST'), ROOM)).toEqual({
			kind: 'create',
			room: ROOM,
			shared: false
		});
		expect(tableRequest(at(`${TABLE_CREATE_PATH}?room=short`, 'POST'), undefined)).toEqual({ kind: 'unknown' });
		expect(tableRequest(at(TABLE_CREATE_PATH, 'POST'), undefined)).toEqual({ kind: 'unknown' });
	});

	it('reads a summary request’s token from its header only, never from the URL', () => {
		const token = 'A'.repeat(32);
		const withHeader = new Request(`https://table${TABLE_SUMMARY_PATH}?room=${ROOM}`, {
			headers: { [SEAT_TOKEN_HEADER]: token }
		});
		expect(tableRequest(withHeader, ROOM)).toEqual({ kind: 'summary', token });
		expect(tableRequest(at(`${TABLE_SUMMARY_PATH}?room=${ROOM}&token=${token}`), ROOM)).toEqual({
			kind: 'summary',
			token: null
		});
		expect(tableRequest(at(TABLE_SUMMARY_PATH, 'POST'), ROOM)).toEqual({ kind: 'unknown' });
	});

	it('anything else is unknown: other paths, other methods', () => {
		expect(tableRequest(at('/elsewhere'), ROOM)).toEqual({ kind: 'unknown' });
		expect(tableRequest(at(TABLE_STATUS_PATH, 'POST'), ROOM)).toEqual({ kind: 'unknown' });
		expect(tableRequest(at(TABLE_CREATE_PATH), ROOM)).toEqual({ kind: 'unknown' });
	});
});

describe('finishedGameNumber', () => {
	const room = (phase: 'lobby' | 'playing' | 'over', gameNumber: number) => ({
		...newRoomData(ROOM, 0),
		phase,
		gameNumber
	});

	it('the latest finished game by default: the current one once over, else the one before', () => {
		expect(finishedGameNumber(room('over', 3), NaN)).toBe(3);
		expect(finishedGameNumber(room('playing', 3), NaN)).toBe(2);
		expect(finishedGameNumber(room('playing', 1), NaN)).toBeNull();
		expect(finishedGameNumber(room('lobby', 0), NaN)).toBeNull();
		// A shared table opened again: a lobby whose kept games number on from 2.
		expect(finishedGameNumber(room('lobby', 2), NaN)).toBe(2);
		expect(finishedGameNumber(room('lobby', 2), 1)).toBe(1);
	});

	it('an earlier game by number; never one that has not finished, nor a nonsense number', () => {
		expect(finishedGameNumber(room('playing', 3), 1)).toBe(1);
		expect(finishedGameNumber(room('playing', 3), 3)).toBeNull();
		expect(finishedGameNumber(room('over', 3), 0)).toBeNull();
		expect(finishedGameNumber(room('over', 3), 1.5)).toBe(3);
		expect(finishedGameNumber(null, 1)).toBeNull();
	});
});
