// What each connection is sent, in Node: one text per position, nothing for sockets on probation.
import { expect, it } from 'vitest';
import { DEFAULT_CLOCK } from '../../party/clock';
import type { ServerMessage } from '../../party/protocol';
import { joinSeat, startGame } from '../../party/lobby';
import { newRoomData } from '../../party/room-data';
import { stateTexts, type Viewer } from '../../party/views';

const T0 = 1_800_000_000_000;

it('stateTexts: one text per position (each seat, joined and not-joined watchers), none for probation', () => {
	const data = newRoomData('views-test', T0);
	const [ada, bob] = [joinSeat(data, 'Ada'), joinSeat(data, 'Bob')];
	startGame(data);
	data.seats[1].notify = true; // Bob asked for pushes: only Bob's view says so
	const viewers: Viewer[] = [
		{ token: ada, joined: true, onProbation: false },
		{ token: bob, joined: true, onProbation: false },
		{ token: null, joined: true, onProbation: false },
		{ token: null, joined: true, onProbation: false },
		{ token: null, joined: false, onProbation: false },
		{ token: null, joined: false, onProbation: true },
		{ token: ada, joined: true, onProbation: false }
	];
	const texts = stateTexts(data, viewers, T0, DEFAULT_CLOCK);
	expect(texts[5]).toBeNull();
	expect(texts[2]).toBe(texts[3]);
	expect(texts[0]).toBe(texts[6]);
	expect(new Set(texts.filter((t) => t !== null)).size).toBe(4);
	const states = texts.map((t) => (t === null ? null : (JSON.parse(t) as Extract<ServerMessage, { type: 'state' }>)));
	expect(states[0]!.state.you).toEqual({ seat: 0, host: true, joined: true, notify: false });
	expect(states[1]!.state.you).toEqual({ seat: 1, host: false, joined: true, notify: true });
	expect(states[4]!.state.you).toEqual({ seat: null, host: false, joined: false, notify: false });
	// Watchers on probation are not counted; the others are.
	expect(states[0]!.state.spectators).toBe(3);
	// A seat sees its own hand's view, never another's.
	expect(states[0]!.state.game).not.toEqual(states[1]!.state.game);
});
