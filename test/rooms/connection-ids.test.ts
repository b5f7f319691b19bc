// A socket's id is the room's to make: a client cannot choose it (`?_pk=`), nor set
// partyserver's own headers, and whatever fails while a socket is set up reaches the
// client as a code, never as a stack trace.
import { env, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameRoom } from '../../party/game-room';
import { MAX_SPECTATORS } from '../../party/protocol';
import type { RoomData } from '../../party/room-data';
import { connect, flood, join, newTable, type TestSocket } from './ws';

const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));
const shared = (id: string) => ({ query: { _pk: id } });
/** What a stack trace or a thrown message looks like on the wire. */
const LEAK = /Error|\bat \w|worker\.js|exceed/;

afterEach(() => vi.restoreAllMocks());

/** The socket's first message: its state when it got in, else the error it was refused with. */
const firstAnswer = (client: TestSocket) => Promise.race([client.next('state'), client.next('error')]);

describe('the gate strips what partyserver would take from the client', () => {
	it('a `_pk` of 300 characters gets the table, not a stack trace', async () => {
		const room = await newTable('long-pk');
		const client = await connect(room, undefined, undefined, shared('p'.repeat(300)));
		expect((await client.next('state')).state.phase).toBe('lobby');
		client.send({ type: 'ping' });
		await client.next('pong');
		expect(client.closedWith).toBeNull();
		for (const text of client.raw) expect(text).not.toMatch(LEAK);
	});

	it('the room sees neither `_pk` nor the client’s x-partykit-* headers, only the room name the gate sets', async () => {
		const room = await newTable('headers');
		const seen = vi.spyOn(GameRoom.prototype, 'fetch');
		const client = await connect(room, undefined, undefined, {
			query: { _pk: 'mine' },
			headers: { 'x-partykit-props': '{not json', 'x-partykit-room': 'elsewhere', 'X-PartyKit-Other': '1' }
		});
		await client.next('state');
		const forwarded = seen.mock.calls[0][0] as Request;
		expect(new URL(forwarded.url).searchParams.has('_pk')).toBe(false);
		expect(new URL(forwarded.url).searchParams.get('v')).not.toBeNull();
		const partykit = [...forwarded.headers].filter(([name]) => name.startsWith('x-partykit-'));
		expect(partykit).toEqual([['x-partykit-room', room]]);
		for (const text of client.raw) expect(text).not.toMatch(LEAK);
	});
});

describe('sockets that asked for the same `_pk` are separate sockets', () => {
	it(`${MAX_SPECTATORS + 50} of them: ${MAX_SPECTATORS} get in, the rest get room-full`, async () => {
		const room = await newTable('same-pk-crowd');
		const answers: string[] = [];
		for (let i = 0; i < MAX_SPECTATORS + 50; i++) {
			const client = await connect(room, undefined, undefined, shared('same'));
			const answer = await firstAnswer(client);
			answers.push(answer.type === 'error' ? answer.code : answer.type);
			if (answer.type === 'error') expect((await client.closed()).code).toBe(1013);
		}
		expect(answers.filter((a) => a === 'state')).toHaveLength(MAX_SPECTATORS);
		expect(answers.slice(MAX_SPECTATORS)).toEqual(Array(50).fill('room-full'));
	});

	it('one of two closing leaves the table occupied: the room is not empty while the other is there', async () => {
		const room = await newTable('same-pk-close');
		const ada = await connect(room, undefined, undefined, shared('twin'));
		await ada.next('state');
		ada.send({ type: 'join', name: 'Ada' });
		await ada.next('joined');
		const twin = await connect(room, undefined, undefined, shared('twin'));
		await twin.next('state');
		await ada.until((s) => s.spectators === 1);
		twin.close();
		await ada.until((s) => s.spectators === 0);
		const data = await runInDurableObject(stubOf(room), (_instance, state) => state.storage.get<RoomData>('room'));
		expect(data!.emptySince).toBeNull();
		expect(data!.seats[0].leftAt).toBeNull();
	});

	it('the flood guard closes the flooder only, not the socket that asked for the same id', async () => {
		const room = await newTable('same-pk-flood');
		const calm = await connect(room, undefined, undefined, shared('twin'));
		const flooder = await connect(room, undefined, undefined, shared('twin'));
		await calm.next('state');
		await flooder.next('state');
		// The calm socket pings at a person's pace while the other floods.
		const pinging = setInterval(() => calm.send({ type: 'ping' }), 200);
		try {
			await flood(flooder);
		} finally {
			clearInterval(pinging);
		}
		expect(flooder.closedWith).toEqual({ code: 1008, reason: 'flood' });
		expect(calm.closedWith).toBeNull();
		calm.send({ type: 'ping' });
		await calm.next('pong');
	});
});

describe('a failure while a socket is set up is a code, never a stack trace', () => {
	it('partyserver refusing a tag (over 256 characters) answers `internal` and closes 1011', async () => {
		const room = await newTable('bad-tag');
		vi.spyOn(GameRoom.prototype, 'getConnectionTags').mockReturnValue(['t'.repeat(300)]);
		const client = await connect(room);
		expect(await client.next('error')).toEqual({ type: 'error', code: 'internal' });
		expect(await client.closed()).toEqual({ code: 1011, reason: 'error' });
		expect(client.raw).toEqual([JSON.stringify({ type: 'error', code: 'internal' })]);
	});

	it('a throw in the room’s own welcome answers `internal` and closes 1011; the next socket is welcome', async () => {
		const room = await newTable('bad-welcome');
		const welcome = vi
			.spyOn(GameRoom.prototype as unknown as { welcome(): Promise<void> }, 'welcome')
			.mockRejectedValueOnce(new Error('storage is on fire'));
		const client = await connect(room);
		expect(await client.next('error')).toEqual({ type: 'error', code: 'internal' });
		expect(await client.closed()).toEqual({ code: 1011, reason: 'error' });
		for (const text of client.raw) expect(text).not.toMatch(/fire|Error/);
		welcome.mockRestore();
		const { seat } = await join(room, 'Ada');
		expect(seat).toBe(0);
	});
});
