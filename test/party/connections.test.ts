// The room's sockets as data, in Node: who gets in, who is on probation, what a close leaves.
import { describe, expect, it } from 'vitest';
import {
	admit,
	markVanished,
	NEW_ATTACHMENT,
	OVERFLOW_MS,
	reloadReason,
	socketClosed,
	socketVersion,
	viewerOf,
	type Attachment,
	type SocketInfo
} from '../../party/connections';
import {
	MAX_SOCKETS_PER_ADDRESS,
	MAX_SPECTATORS,
	OLDEST_PROTOCOL_VERSION,
	PROTOCOL_VERSION
} from '../../party/protocol';
import { joinSeat } from '../../party/lobby';
import { newRoomData } from '../../party/room-data';

const T0 = 1_800_000_000_000;

function table(humans = 2) {
	const data = newRoomData('connections-test', T0);
	const tokens = Array.from({ length: humans }, (_, i) => joinSeat(data, `P${i}`)!);
	return { data, tokens };
}

const socket = (id: string, state: Partial<Attachment> | null = {}): SocketInfo => ({
	id,
	state: state && { ...NEW_ATTACHMENT, ...state }
});
const watchers = (n: number) => Array.from({ length: n }, (_, i) => socket(`w${i}`));

describe('admit', () => {
	it(`lets sockets in up to ${MAX_SPECTATORS} without a seat; seated sockets do not count`, () => {
		const { data, tokens } = table();
		const seated = tokens.map((token, i) => socket(`s${i}`, { token, joined: true }));
		expect(admit(data, [...seated, ...watchers(MAX_SPECTATORS - 1)], 1, T0)).toEqual({
			attach: NEW_ATTACHMENT,
			expired: []
		});
	});

	it('beyond the limit, one socket per human seat gets in on probation; the next is refused', () => {
		const { data } = table(2);
		const crowd = watchers(MAX_SPECTATORS);
		expect(admit(data, crowd, 1, T0)).toEqual({ attach: { ...NEW_ATTACHMENT, overflowSince: T0 }, expired: [] });
		const two = [...crowd, socket('p1', { overflowSince: T0 }), socket('p2', { overflowSince: T0 })];
		expect(admit(data, two, 1, T0 + 1)).toEqual({
			refuse: 'room-full',
			params: { max: MAX_SPECTATORS },
			expired: []
		});
	});

	it('sockets on probation that never resumed expire, and free their place', () => {
		const { data } = table(1);
		const late = T0 + OVERFLOW_MS + 1;
		const others = [...watchers(MAX_SPECTATORS), socket('old', { overflowSince: T0 })];
		expect(admit(data, others, 1, late)).toEqual({
			attach: { ...NEW_ATTACHMENT, overflowSince: late },
			expired: ['old']
		});
	});

	it(`refuses the ${MAX_SOCKETS_PER_ADDRESS + 1}st socket from one address, unless limits are off`, () => {
		const { data } = table();
		expect(admit(data, [], MAX_SOCKETS_PER_ADDRESS, T0)).toMatchObject({ attach: NEW_ATTACHMENT });
		expect(admit(data, [], MAX_SOCKETS_PER_ADDRESS + 1, T0)).toEqual({
			refuse: 'address-limit',
			params: { max: MAX_SOCKETS_PER_ADDRESS },
			expired: []
		});
		expect(admit(data, [], null, T0)).toMatchObject({ attach: NEW_ATTACHMENT });
	});
});

describe('socketClosed', () => {
	it("a seat's last socket closing leaves it away; another tab keeps it", () => {
		const { data, tokens } = table();
		const me = { ...NEW_ATTACHMENT, token: tokens[0], joined: true };
		data.seats[0].awayTurns = 3;
		expect(socketClosed(data, me, [socket('tab', { token: tokens[0] })], T0)).toBe(false);
		expect(data.seats[0]).toMatchObject({ leftAt: null, awayTurns: 3 });
		expect(socketClosed(data, me, [socket('other', { token: tokens[1] })], T0)).toBe(true);
		expect(data.seats[0]).toMatchObject({ leftAt: T0, awayTurns: 0 });
		expect(data.emptySince).toBe(T0); // newRoomData: empty since creation
	});

	it('the last socket closing empties the room; a refused socket changes no seat', () => {
		const { data } = table();
		data.emptySince = null;
		expect(socketClosed(data, null, [socket('x')], T0)).toBe(false);
		expect(socketClosed(data, null, [], T0 + 5)).toBe(true);
		expect(data.emptySince).toBe(T0 + 5);
		expect(data.seats.every((s) => s.leftAt === null)).toBe(true);
	});
});

it('markVanished marks the seats without a socket away after a restart', () => {
	const { data, tokens } = table(3);
	data.seats[2].leftAt = T0 - 5;
	markVanished(data, new Set([tokens[0], null]), T0);
	expect(data.seats.map((s) => s.leftAt)).toEqual([null, T0, T0 - 5]);
});

it('viewerOf: a socket refused at the door is a viewer that has not joined', () => {
	expect(viewerOf(null)).toEqual({ token: null, joined: false, onProbation: false });
	expect(viewerOf({ ...NEW_ATTACHMENT, token: 't', joined: true, overflowSince: T0 })).toEqual({
		token: 't',
		joined: true,
		onProbation: true
	});
});

describe('protocol versions', () => {
	const url = (query: string) => `wss://example.test/parties/game/abcdefghij${query}`;

	it('a socket says its version with ?v=; without it, it is a page from before the handshake (1)', () => {
		expect(socketVersion(url(''))).toBe(1);
		expect(socketVersion(url(`?v=${PROTOCOL_VERSION}`))).toBe(PROTOCOL_VERSION);
		expect(socketVersion(url('?v=1'))).toBe(1);
		expect(socketVersion(url('?v=two'))).toBe(0);
		expect(socketVersion(url('?v=-2'))).toBe(0);
		expect(socketVersion(url('?v=1.5'))).toBe(0);
	});

	it('the room reads its own version and the older ones down to the oldest; any other page must reload first', () => {
		for (let version = OLDEST_PROTOCOL_VERSION; version <= PROTOCOL_VERSION; version++) {
			expect(reloadReason(version)).toBeNull();
		}
		expect(reloadReason(OLDEST_PROTOCOL_VERSION)).toBeNull();
		expect(reloadReason(OLDEST_PROTOCOL_VERSION - 1)).toBe('outdated');
		expect(reloadReason(0)).toBe('outdated');
		expect(reloadReason(PROTOCOL_VERSION + 1)).toBe('newer');
	});
});
