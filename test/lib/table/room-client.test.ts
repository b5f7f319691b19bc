// The room client's connection: a seat is live only once the room has answered,
// a page that comes back connects again at once instead of waiting out
// partysocket's backoff, and while the server is away a plain request asks for it
// before any socket does (fake sockets, a fake server, fake timers).
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { RoomClient } from '$lib/table/room-client.svelte';
import { PROTOCOL_VERSION } from '$party/protocol';

/** A WebSocket the test opens, feeds and drops by hand. */
class FakeSocket extends EventTarget {
	static made: FakeSocket[] = [];
	static CONNECTING = 0;
	static OPEN = 1;
	static CLOSING = 2;
	static CLOSED = 3;
	readyState = FakeSocket.CONNECTING;
	binaryType = 'blob';
	sent: unknown[] = [];
	constructor(readonly url: string) {
		super();
		FakeSocket.made.push(this);
	}
	open() {
		this.readyState = FakeSocket.OPEN;
		this.dispatchEvent(new Event('open'));
	}
	receive(message: unknown) {
		this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
	}
	send(data: string) {
		this.sent.push(JSON.parse(data));
	}
	close() {
		if (this.readyState === FakeSocket.CLOSED) return;
		this.drop();
	}
	/** The network drops it: no closing handshake. */
	drop() {
		this.readyState = FakeSocket.CLOSED;
		const event = new Event('close') as Event & { code: number; reason: string; wasClean: boolean };
		Object.assign(event, { code: 1006, reason: '', wasClean: false });
		this.dispatchEvent(event);
	}
}

/** The server's answer to a probe: refused while it is down. */
const server = { up: true, probes: [] as { url: string; at: number }[] };
const fakeFetch = (async (url: string) => {
	server.probes.push({ url, at: Date.now() });
	if (!server.up) throw new TypeError('Failed to fetch');
	return new Response('{"version":"test"}');
}) as typeof fetch;
const fakes = { WebSocket: FakeSocket as unknown as typeof WebSocket, fetch: fakeFetch };

const latest = () => FakeSocket.made.at(-1)!;
const TOKEN = 'a-seat-token-of-the-right-length';
const state = (seq: number, seat: number | null) =>
	({
		room: 'abcdefghij',
		seq,
		phase: 'lobby',
		you: { seat, joined: seat !== null, host: false },
		seats: [],
		timer: { seconds: null, remainingMs: null }
	}) as const;

/** The first connection, answered by the room. */
async function connected() {
	const room = new RoomClient('abcdefghij', 'example.test', fakes);
	await vi.advanceTimersByTimeAsync(0);
	latest().open();
	latest().receive({ type: 'state', state: state(1, null) });
	return room;
}

beforeEach(() => {
	vi.useFakeTimers();
	FakeSocket.made = [];
	server.up = true;
	server.probes = [];
	const store = new Map<string, string>();
	vi.stubGlobal('localStorage', {
		getItem: (key: string) => store.get(key) ?? null,
		setItem: (key: string, value: string) => store.set(key, value),
		removeItem: (key: string) => store.delete(key)
	});
});
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

test('the table is live once the room has answered, not when the socket opens', async () => {
	const room = new RoomClient('abcdefghij', 'example.test', fakes);
	await vi.advanceTimersByTimeAsync(0);
	expect(latest().url).toBe(`ws://example.test/parties/game/abcdefghij?v=${PROTOCOL_VERSION}`);
	latest().open();
	expect(room.status).toBe('connecting');
	expect(room.send({ type: 'leave' })).toBe(false);
	latest().receive({ type: 'state', state: state(1, null) });
	expect(room.status).toBe('open');
	expect(room.send({ type: 'leave' })).toBe(true);
});

test('a new state keeps what did not change as the same objects, so the page redraws only what changed', async () => {
	const room = await connected();
	const seats = [
		{ seat: 0, name: 'Ada', kind: 'human', connected: true },
		{ seat: 1, name: 'Bo', kind: 'human', connected: true }
	];
	latest().receive({ type: 'state', state: { ...state(2, 0), seats } });
	const before = room.state!;
	const ada = before.seats[0];
	latest().receive({ type: 'state', state: { ...state(3, 0), seats: [seats[0], { ...seats[1], connected: false }] } });
	const after = room.state!;
	expect(after).not.toBe(before);
	expect(after.seq).toBe(3);
	expect(after.seats[0]).toBe(ada);
	expect(after.seats[1]).not.toBe(before.seats[1]);
	expect(after.seats[1].connected).toBe(false);
	expect(after.timer).toBe(before.timer);
});

test('a held seat is resumed before anything shows: no spectator view in between', async () => {
	localStorage.setItem('castle-combo:seat:abcdefghij', TOKEN);
	const room = await connected();
	// The greeting (a spectator's view) is held while the resume is answered.
	expect(latest().sent).toEqual([{ type: 'resume', token: TOKEN }]);
	expect(room.state).toBeNull();
	expect(room.status).toBe('connecting');
	latest().receive({ type: 'joined', seat: 0, token: TOKEN, awayTurns: 0 });
	latest().receive({ type: 'state', state: state(2, 0) });
	expect(room.state?.you.seat).toBe(0);
	expect(room.status).toBe('open');
});

test('a refused resume shows the room as it greeted us', async () => {
	localStorage.setItem('castle-combo:seat:abcdefghij', 'an-old-token-the-room-forgot');
	const room = await connected();
	latest().receive({ type: 'error', code: 'bad-token' });
	expect(room.state?.seq).toBe(1);
	expect(room.status).toBe('open');
	expect(localStorage.getItem('castle-combo:seat:abcdefghij')).toBeNull();
});

test('a dropped socket waits for its backoff, but the page coming back connects at once', async () => {
	const room = await connected();
	const first = latest();
	first.drop();
	expect(room.status).toBe('reconnecting');
	expect(room.send({ type: 'leave' })).toBe(false);
	// partysocket's own retry is still waiting its backoff…
	await vi.advanceTimersByTimeAsync(100);
	const beforeWake = FakeSocket.made.length;
	// …the page is visible again: a new socket now.
	room.wake();
	await vi.advanceTimersByTimeAsync(0);
	expect(FakeSocket.made.length).toBe(beforeWake + 1);
	latest().open();
	latest().receive({ type: 'state', state: state(3, null) });
	expect(room.status).toBe('open');
	// The abandoned retry never opens a second socket.
	await vi.advanceTimersByTimeAsync(5000);
	expect(FakeSocket.made.length).toBe(beforeWake + 1);
});

/** Advances the clock until the client opens another socket; returns the time it took (ms). */
async function untilNextSocket(limitMs = 10_000) {
	const count = FakeSocket.made.length;
	const start = Date.now();
	while (FakeSocket.made.length === count && Date.now() - start < limitMs) await vi.advanceTimersByTimeAsync(10);
	return Date.now() - start;
}

/** The server goes away: the socket drops. */
function serverGone() {
	server.up = false;
	latest().drop();
}

test('the first connection opens its socket without asking the server first', async () => {
	await connected();
	expect(FakeSocket.made).toHaveLength(1);
	expect(server.probes).toEqual([]);
});

test('a dropped socket is retried as soon as one probe has an answer', async () => {
	const room = await connected();
	latest().drop();
	expect(await untilNextSocket()).toBeLessThanOrEqual(510);
	expect(server.probes).toHaveLength(1);
	latest().open();
	latest().receive({ type: 'state', state: state(2, null) });
	expect(room.status).toBe('open');
});

test('no socket opens while the server is away; probes ask twice a second', async () => {
	const room = await connected();
	serverGone();
	const sockets = FakeSocket.made.length;
	await vi.advanceTimersByTimeAsync(5000);
	expect(FakeSocket.made.length).toBe(sockets);
	expect(room.status).toBe('reconnecting');
	const times = server.probes.map((p) => p.at);
	expect(times.length).toBeGreaterThanOrEqual(9);
	expect(Math.max(...times.slice(1).map((t, i) => t - times[i]))).toBeLessThanOrEqual(510);
	expect(server.probes[0].url).toBe('http://example.test/_app/version.json');
	// The server answers again: the socket follows the next probe at once.
	server.up = true;
	expect(await untilNextSocket()).toBeLessThanOrEqual(510);
	expect(FakeSocket.made.length).toBe(sockets + 1);
	latest().open();
	latest().receive({ type: 'state', state: state(3, null) });
	expect(room.status).toBe('open');
	// Once open, nothing probes any more.
	const probes = server.probes.length;
	await vi.advanceTimersByTimeAsync(3000);
	expect(server.probes.length).toBe(probes);
});

test('a socket that fails although the server answers is retried no faster than every second', async () => {
	const room = await connected();
	latest().drop();
	await untilNextSocket();
	const gaps: number[] = [];
	for (let i = 0; i < 6; i++) {
		latest().drop();
		gaps.push(await untilNextSocket());
	}
	expect(Math.min(...gaps.slice(2))).toBeGreaterThanOrEqual(750);
	expect(Math.max(...gaps)).toBeLessThanOrEqual(1010);
	room.close();
});

test('the page coming back while the server is probed connects at once, and the probing stops', async () => {
	const room = await connected();
	serverGone();
	await vi.advanceTimersByTimeAsync(2000);
	expect(server.probes.length).toBeGreaterThan(0);
	const sockets = FakeSocket.made.length;
	server.up = true;
	room.wake();
	await vi.advanceTimersByTimeAsync(0);
	expect(FakeSocket.made.length).toBe(sockets + 1);
	const probes = server.probes.length;
	await vi.advanceTimersByTimeAsync(3000);
	expect(server.probes.length).toBe(probes);
	expect(FakeSocket.made.length).toBe(sockets + 1);
});

test('a closed client stops probing', async () => {
	const room = await connected();
	serverGone();
	await vi.advanceTimersByTimeAsync(1000);
	expect(server.probes.length).toBeGreaterThan(0);
	room.close();
	await vi.advanceTimersByTimeAsync(600);
	const probes = server.probes.length;
	server.up = true;
	await vi.advanceTimersByTimeAsync(5000);
	expect(server.probes.length).toBe(probes);
	expect(FakeSocket.made.every((socket) => socket.readyState === FakeSocket.CLOSED)).toBe(true);
});

test('an open socket that no longer answers a ping after the page comes back is replaced', async () => {
	const room = await connected();
	const first = latest();
	room.wake();
	expect(first.sent).toEqual([{ type: 'ping' }]);
	await vi.advanceTimersByTimeAsync(1000);
	expect(FakeSocket.made.length).toBe(1);
	await vi.advanceTimersByTimeAsync(600);
	await vi.advanceTimersByTimeAsync(0);
	expect(FakeSocket.made.length).toBe(2);
	expect(room.status).toBe('reconnecting');
	// A socket that answers stays.
	latest().open();
	latest().receive({ type: 'state', state: state(4, null) });
	room.wake();
	latest().receive({ type: 'pong' });
	await vi.advanceTimersByTimeAsync(2000);
	expect(FakeSocket.made.length).toBe(2);
	expect(room.status).toBe('open');
});

test('a page restored from the back/forward cache always starts a fresh socket', async () => {
	const room = await connected();
	room.wake({ fresh: true });
	await vi.advanceTimersByTimeAsync(0);
	expect(FakeSocket.made.length).toBe(2);
	expect(FakeSocket.made[0].readyState).toBe(FakeSocket.CLOSED);
	expect(room.status).toBe('reconnecting');
});

test('an attempt still connecting when the page comes back is replaced by a fresh one', async () => {
	const room = await connected();
	latest().drop();
	// partysocket's retry is out, not yet answered (it may have started with the network gone)
	while (FakeSocket.made.length < 2) await vi.advanceTimersByTimeAsync(10);
	const pending = latest();
	room.wake();
	await vi.advanceTimersByTimeAsync(0);
	expect(FakeSocket.made.length).toBe(3);
	expect(pending.readyState).toBe(FakeSocket.CLOSED);
	latest().open();
	latest().receive({ type: 'state', state: state(5, null) });
	expect(room.status).toBe('open');
});

test('the room asking for a reload stops the client: no more knocking, the reason kept, the seat token too', async () => {
	localStorage.setItem('castle-combo:seat:abcdefghij', TOKEN);
	const room = await connected();
	latest().receive({ type: 'joined', seat: 0, token: TOKEN, awayTurns: 0 });
	latest().receive({ type: 'state', state: state(2, 0) });
	expect(room.reload).toBeNull();
	latest().receive({ type: 'reload', reason: 'outdated' });
	expect(room.reload).toBe('outdated');
	expect(room.status).toBe('closed');
	expect(room.closedMessage).toBeNull();
	expect(latest().readyState).toBe(FakeSocket.CLOSED);
	expect(room.send({ type: 'leave' })).toBe(false);
	// Neither the backoff nor the page coming back opens another socket.
	room.wake();
	await vi.advanceTimersByTimeAsync(5000);
	expect(FakeSocket.made.length).toBe(1);
	expect(localStorage.getItem('castle-combo:seat:abcdefghij')).toBe(TOKEN);
});

test('turned away at the door (a full table): no more knocking, and the refusal in words once they load', async () => {
	const room = await connected();
	latest().receive({ type: 'error', code: 'room-full', params: { max: 200 } });
	expect(room.status).toBe('closed');
	expect(room.error?.code).toBe('room-full');
	await vi.waitFor(() => expect(room.closedMessage).toContain('200'));
	room.wake();
	await vi.advanceTimersByTimeAsync(5000);
	expect(FakeSocket.made.length).toBe(1);
});
