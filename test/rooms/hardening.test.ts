// A room under hostile traffic: plain HTTP, crowds, huge frames, garbage, odd names, limits.
import { env, runInDurableObject, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameRoom } from '../../party/game-room';
import { MAX_MALFORMED, MAX_SOCKETS_PER_ADDRESS, MAX_SPECTATORS } from '../../party/protocol';
import type { RoomData } from '../../party/room-data';
import { createTable, tableStatus } from '../../party/tables';
import {
	flood,
	act,
	connect,
	freshAddress,
	inOneLimitWindow,
	join,
	newTable,
	roomId,
	startTwoPlayers,
	type TestSocket
} from './ws';

const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));
const roomUrl = (room: string) => `http://example.com/parties/game/${room}`;

afterEach(() => vi.restoreAllMocks());

describe('only WebSocket upgrades reach a room', () => {
	it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'])(
		'%s with a body gets 405 with Allow: GET, wakes no room, and a WebSocket right after connects at once',
		async (method) => {
			const room = await newTable('http');
			const wakes = vi.spyOn(GameRoom.prototype, 'fetch');
			// POST streams a chunked body, the case that used to hang sockets and kill the
			// dev server (workerd then logs that the sender's pipe was aborted: nobody read it).
			const chunked = new ReadableStream({
				start(controller) {
					controller.enqueue(new TextEncoder().encode('{"type":"start"}'));
					controller.close();
				}
			});
			const response = await SELF.fetch(roomUrl(room), {
				method,
				body: method === 'POST' ? chunked : '{"type":"start"}',
				// @ts-expect-error: workerd needs duplex for a streamed request body
				duplex: 'half'
			});
			expect(response.status).toBe(405);
			expect(response.headers.get('allow')).toBe('GET');
			await response.body?.cancel();
			expect(wakes).not.toHaveBeenCalled();
			wakes.mockRestore();
			const started = Date.now();
			const client = await connect(room);
			await client.next('state', 1000);
			expect(Date.now() - started).toBeLessThan(1000);
		}
	);

	it('GET without an upgrade gets 426 Upgrade Required; ids and paths are checked the same way for every method', async () => {
		const room = await newTable('plain');
		const wakes = vi.spyOn(GameRoom.prototype, 'fetch');
		const get = await SELF.fetch(roomUrl(room));
		expect(get.status).toBe(426);
		expect(get.headers.get('upgrade')).toBe('websocket');
		for (const [url, method] of [
			['http://example.com/parties/game/short', 'POST'],
			['http://example.com/parties/game/short', 'GET'],
			[`${roomUrl(room)}/extra`, 'GET'],
			[`http://example.com/parties/other/${room}`, 'GET'],
			['http://example.com/parties/game/', 'GET']
		]) {
			const response = await SELF.fetch(url, { method, headers: { Upgrade: 'websocket' } });
			expect(response.status, `${method} ${url}`).toBe(404);
			await response.body?.cancel();
		}
		expect(wakes).not.toHaveBeenCalled();
		await (await connect(room)).next('state');
		expect(wakes).toHaveBeenCalledOnce(); // the spy does see a room being reached
	});

	it('a WebSocket to a table that was never created gets `closed` (missing) and creates nothing', async () => {
		const room = roomId('nobody');
		expect(await tableStatus(env, room)).toBe('missing'); // what "Join a table" asks
		const client = await connect(room);
		expect(await client.next('closed')).toEqual({ type: 'closed', reason: 'missing' });
		expect(await client.closed()).toEqual({ code: 4000, reason: 'missing' });
		const keys = await runInDurableObject(stubOf(room), async (_i, state) => [...(await state.storage.list()).keys()]);
		expect(keys).toEqual([]);
		expect(await tableStatus(env, room)).toBe('missing');
	});
});

describe('crowds', () => {
	it(`${MAX_SPECTATORS + 50} spectators: the ${MAX_SPECTATORS + 1}st gets room-full, and a move still reaches everyone`, async () => {
		const room = await newTable('crowd');
		const { ada, bob, s } = await startTwoPlayers(room);
		const watchers: TestSocket[] = [];
		const refused: TestSocket[] = [];
		for (let i = 0; i < MAX_SPECTATORS + 50; i++) {
			const client = await connect(room);
			await client.next('state');
			client.send({ type: 'join', name: `Fan ${i}` });
			const answer = await Promise.race([client.next('joined'), client.next('error')]);
			if (answer.type === 'joined') watchers.push(client);
			else {
				expect(answer).toEqual({ type: 'error', code: 'room-full', params: { max: MAX_SPECTATORS } });
				expect((await client.closed()).code).toBe(1013);
				refused.push(client);
			}
			if (i === MAX_SPECTATORS) expect(answer.type, `watcher ${i + 1}`).toBe('error');
		}
		expect(watchers).toHaveLength(MAX_SPECTATORS);
		expect(refused).toHaveLength(50);
		await ada.client.until((x) => x.spectators === MAX_SPECTATORS);

		const actor = [ada, bob][s.game!.toAct!.seat];
		const mine = await actor.client.until((x) => x.game!.legal.length > 0 && x.game!.toAct!.seat === actor.seat);
		const logLength = mine.game!.log.length;
		act(
			actor.client,
			mine.game!.legal.find((a) => a.type === 'take' && a.faceDown)!
		);
		for (const client of [ada.client, bob.client, ...watchers]) {
			await client.until((x) => x.game!.log.length > logLength);
		}
	});

	it('a seated player reloading into a full room still gets back in (one socket per human seat on probation)', async () => {
		const room = await newTable('reload-full');
		const { ada } = await startTwoPlayers(room);
		for (let i = 0; i < MAX_SPECTATORS; i++) (await connect(room)).next('state');
		await ada.client.until((x) => x.spectators === MAX_SPECTATORS);
		const back = await connect(room);
		await back.next('state');
		back.send({ type: 'resume', token: ada.token! });
		expect(await back.next('joined')).toMatchObject({ seat: ada.seat });
		const stranger = await connect(room);
		await stranger.next('state');
		stranger.send({ type: 'join', name: 'Eve' });
		expect(await stranger.next('error')).toMatchObject({ code: 'room-full' });
	});

	it(`one address may hold ${MAX_SOCKETS_PER_ADDRESS} sockets in a room; the next is refused`, async () => {
		const room = await newTable('address');
		const address = freshAddress();
		for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) await (await connect(room, address)).next('state');
		const extra = await connect(room, address);
		expect(await extra.next('error')).toEqual({
			type: 'error',
			code: 'address-limit',
			params: { max: MAX_SOCKETS_PER_ADDRESS }
		});
		expect((await extra.closed()).code).toBe(1013);
		await (await connect(room)).next('state'); // another address is welcome
	});

	it('presence changes are coalesced: 40 joins reach the host in at most one state per 250 ms', async () => {
		const room = await newTable('coalesce');
		const host = await join(room, 'Ada');
		await new Promise((r) => setTimeout(r, 300));
		const before = host.client.received.filter((m) => m.type === 'state').length;
		const started = Date.now();
		await Promise.all(
			Array.from({ length: 40 }, async (_, i) => {
				const client = await connect(room);
				await client.next('state');
				client.send({ type: 'join', name: `Fan ${i}` });
				await client.next('joined');
			})
		);
		// The first four took the free seats.
		await host.client.until((x) => x.seats.length === 5 && x.spectators === 36);
		const elapsed = Date.now() - started;
		const states = host.client.received.filter((m) => m.type === 'state').length - before;
		expect(states).toBeLessThanOrEqual(Math.ceil(elapsed / 250) + 1);
		expect(states).toBeLessThan(40);
	});
});

describe('oversized and abusive input', () => {
	it('a 1 MiB frame closes the socket with 1009, unparsed', async () => {
		const room = await newTable('huge');
		const client = await connect(room);
		await client.next('state');
		client.sendRaw(JSON.stringify({ type: 'join', name: 'x'.repeat(1024 * 1024) }));
		expect(await client.closed()).toEqual({ code: 1009, reason: 'too-large' });
		expect(client.received.filter((m) => m.type === 'error')).toEqual([]);
	});

	it('a frame over 8 KB in UTF-8, though under 8 K characters, closes the socket with too-large, never an error', async () => {
		const room = await newTable('utf8');
		const client = await connect(room);
		await client.next('state');
		const name = 'é'.repeat(4200); // 4200 UTF-16 units, 8400 bytes in UTF-8
		client.send({ type: 'join', name });
		expect(await client.closed()).toEqual({ code: 1009, reason: 'too-large' });
		expect(client.received.filter((m) => m.type === 'error')).toEqual([]);
	});

	it(`malformed messages are answered, and the ${MAX_MALFORMED}th closes the socket with 1008`, async () => {
		const room = await newTable('garbage');
		const client = await connect(room);
		await client.next('state');
		for (let i = 1; i < MAX_MALFORMED; i++) client.sendRaw(`garbage ${i}`);
		await client.until(() => client.received.filter((m) => m.type === 'error').length === MAX_MALFORMED - 1);
		// Well-formed messages are fine and do not reset the count.
		client.send({ type: 'ping' });
		await client.next('pong');
		expect(client.closedWith).toBeNull();
		client.sendRaw('garbage, once too often');
		expect(await client.closed()).toEqual({ code: 1008, reason: 'garbage' });
	});
});

describe('resume tokens', () => {
	it('a malformed token, a number included, gets bad-token and counts as malformed; an unknown well-formed one does not count', async () => {
		const room = await newTable('tokens');
		const client = await connect(room);
		await client.next('state');
		const unknown = 'A'.repeat(32);
		for (let i = 0; i < MAX_MALFORMED + 2; i++) client.send({ type: 'resume', token: unknown });
		await client.until(() => client.received.filter((m) => m.type === 'error').length === MAX_MALFORMED + 2);
		expect(client.received.filter((m) => m.type === 'error')).toEqual(
			Array(MAX_MALFORMED + 2).fill({ type: 'error', code: 'bad-token' })
		);
		const malformed = [42, 'short', 'x'.repeat(65), 'has space and more than 22', null];
		for (const token of malformed) client.send({ type: 'resume', token });
		await client.until(
			() => client.received.filter((m) => m.type === 'error').length === MAX_MALFORMED + 2 + malformed.length
		);
		expect(client.received.slice(-malformed.length)).toEqual(
			Array(malformed.length).fill({ type: 'error', code: 'bad-token' })
		);
		for (let i = malformed.length; i < MAX_MALFORMED - 1; i++) client.send({ type: 'resume', token: i });
		await client.until(() => client.received.filter((m) => m.type === 'error').length === 2 * MAX_MALFORMED + 1);
		expect(client.closedWith).toBeNull();
		client.send({ type: 'resume', token: 7 });
		expect(await client.closed()).toEqual({ code: 1008, reason: 'garbage' });
	});
});

describe('names', () => {
	// One grapheme each: a plain emoji, one with a skin tone, a flag, a ZWJ sequence.
	const GRAPHEMES = ['😀', '👍🏽', '🇫🇷', '👩\u200d💻'];
	const emoji = (n: number) => Array.from({ length: n }, (_, i) => GRAPHEMES[i % GRAPHEMES.length]).join('');

	it('24 emoji (graphemes, not UTF-16 units) are a name; 25 are not', async () => {
		const room = await newTable('emoji');
		const name24 = emoji(24);
		expect(name24.length).toBeGreaterThan(24);
		const ok = await join(room, name24);
		expect(ok.seat).toBe(0);
		expect((await ok.client.until((x) => x.seats.length === 1)).seats[0].name).toBe(name24);
		const client = await connect(room);
		await client.next('state');
		client.send({ type: 'join', name: emoji(25) });
		expect(await client.next('error')).toEqual({ type: 'error', code: 'name-too-long', params: { max: 24 } });
	});

	it.each([
		['a line separator', 'Ada\u2028Lovelace'],
		['a paragraph separator', 'Ada\u2029Lovelace']
	])('a name with %s (a name is one line) is refused with name-invalid', async (_label, name) => {
		const room = await newTable('lines');
		const client = await connect(room);
		await client.next('state');
		client.send({ type: 'join', name });
		expect(await client.next('error')).toEqual({ type: 'error', code: 'name-invalid' });
		client.send({ type: 'join', name: 'Ada Lovelace' });
		expect(await client.next('joined')).toMatchObject({ seat: 0 });
	});

	it('names are stored NFC-normalised', async () => {
		const room = await newTable('nfc');
		const ada = await join(room, 'Zoe\u0301'); // e + combining acute
		const s = await ada.client.until((x) => x.seats.length === 1);
		expect(s.seats[0].name).toBe('Zoé');
		expect(s.seats[0].name).toHaveLength(3);
	});
});

describe('rate limits (Workers Rate Limiting, simulated by workerd)', () => {
	it('the 21st new table in a minute from one address is refused; another address may create one', async () => {
		const { address, outcomes } = await inOneLimitWindow(async () => {
			const address = freshAddress();
			const outcomes = [];
			for (let i = 0; i < 21; i++) outcomes.push(await createTable(env, roomId(`limit${i}`), address));
			return { address, outcomes };
		});
		expect(outcomes.slice(0, 20)).toEqual(Array(20).fill('created'));
		expect(outcomes[20]).toBe('rate-limited');
		expect(await createTable(env, roomId('other'), freshAddress())).toBe('created');
		// Opening an existing table is not creating one.
		const existing = await newTable('existing');
		expect(await createTable(env, existing, address)).toBe('open');
	});

	it('the 61st WebSocket in a minute from one address gets 429 before reaching the room', async () => {
		const room = await newTable('sockets');
		const { status, woke } = await inOneLimitWindow(async () => {
			const address = freshAddress();
			// Twenty at a time: one by one took most of this file's time, and an address may
			// hold only MAX_SOCKETS_PER_ADDRESS sockets in the room at once.
			for (let batch = 0; batch < 3; batch++) {
				await Promise.all(
					Array.from({ length: 20 }, async () => {
						const client = await connect(room, address);
						await client.next('state');
						client.close();
						await client.closed();
					})
				);
			}
			const wakes = vi.spyOn(GameRoom.prototype, 'fetch');
			const response = await SELF.fetch(roomUrl(room), {
				headers: { Upgrade: 'websocket', 'cf-connecting-ip': address }
			});
			response.webSocket?.accept();
			response.webSocket?.close();
			const woke = wakes.mock.calls.length > 0;
			wakes.mockRestore();
			return { status: response.status, woke };
		});
		expect(status).toBe(429);
		expect(woke).toBe(false);
		await (await connect(room)).next('state');
	});
});

describe('onError', () => {
	it('a socket error is logged with the room id and closes that socket cleanly (1009 for a frame too large)', async () => {
		const lines: string[] = [];
		vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
		const room = await newTable('onerror');
		const closes: [number, string][] = [];
		const socket = { close: (code: number, reason: string) => closes.push([code, reason]) };
		await runInDurableObject(stubOf(room), async (instance) => {
			const onError = (instance as unknown as { onError(c: unknown, e: unknown): Promise<void> }).onError;
			await onError.call(instance, socket, new Error('Message is too large: 34603008 bytes'));
			await onError.call(instance, socket, new Error('Network connection lost.'));
		});
		expect(closes).toEqual([
			[1009, 'too-large'],
			[1011, 'error']
		]);
		const errors = lines.map((line) => JSON.parse(line)).filter((e) => e.event === 'error');
		expect(errors).toEqual([
			expect.objectContaining({ room, where: 'socket', message: 'Message is too large: 34603008 bytes' }),
			expect.objectContaining({ room, where: 'socket', message: 'Network connection lost.' })
		]);
	});
});

describe('structured logs', () => {
	/** The `socket-closed` lines logged for `room` so far. */
	const closedLines = (lines: string[], room: string) =>
		lines.map((line) => JSON.parse(line)).filter((e) => e.event === 'socket-closed' && e.room === room);

	it('a socket closed for flooding is logged once, though its messages in flight keep arriving', async () => {
		const lines: string[] = [];
		vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
		const room = await newTable('flood-log');
		const client = await connect(room);
		await client.next('state');
		await flood(client);
		expect(client.closedWith).toEqual({ code: 1008, reason: 'flood' });
		await new Promise((r) => setTimeout(r, 300));
		expect(closedLines(lines, room)).toEqual([expect.objectContaining({ reason: 'flood', code: 1008 })]);
	});

	it(`a socket closed for garbage is logged once, and answers nothing after its ${MAX_MALFORMED}th malformed message`, async () => {
		const lines: string[] = [];
		vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
		const room = await newTable('garbage-log');
		const client = await connect(room);
		await client.next('state');
		for (let i = 0; i < MAX_MALFORMED + 5; i++) client.sendRaw(`garbage ${i}`);
		expect(await client.closed()).toEqual({ code: 1008, reason: 'garbage' });
		await new Promise((r) => setTimeout(r, 300));
		expect(client.received.filter((m) => m.type === 'error')).toHaveLength(MAX_MALFORMED - 1);
		expect(closedLines(lines, room)).toEqual([expect.objectContaining({ reason: 'garbage', code: 1008 })]);
	});

	it('one JSON line per event, with the room id, and never a token or the seed', async () => {
		const lines: string[] = [];
		vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
		const room = await newTable('logs');
		const { ada, bob } = await startTwoPlayers(room);
		const client = await connect(room);
		await client.next('state');
		client.sendRaw('x'.repeat(10_000));
		await client.closed();
		await connect(roomId('never'));
		const events = lines.map((line) => JSON.parse(line));
		expect(events.map((e) => e.event)).toEqual(
			expect.arrayContaining(['table-created', 'game-started', 'socket-closed', 'socket-refused'])
		);
		expect(events.find((e) => e.event === 'game-started')).toMatchObject({ room, players: 2, bots: 0 });
		expect(events.find((e) => e.event === 'socket-closed')).toMatchObject({ room, reason: 'too-large', code: 1009 });
		const data = await runInDurableObject(stubOf(room), async (_i, state) => state.storage.get<RoomData>('room'));
		for (const line of lines) {
			expect(typeof JSON.parse(line).time).toBe('string');
			for (const secret of [ada.token!, bob.token!, data!.botSeed, data!.game!.shuffle.seed]) {
				expect(line).not.toContain(secret);
			}
		}
	});
});
