// The room's reconnecting socket: when it reconnects, when it gives up a
// connection that does not open, and that close() ends it, on fake timers and a
// stand-in WebSocket.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ReconnectingSocket, RECONNECT } from '$lib/socket';

/** A WebSocket stand-in the test opens, drops and reads. */
class FakeSocket extends EventTarget {
	readyState = 0;
	sent: string[] = [];
	closedByClient = false;
	send(data: string) {
		this.sent.push(data);
	}
	close() {
		this.closedByClient = true;
		this.drop();
	}
	open() {
		this.readyState = 1;
		this.dispatchEvent(new Event('open'));
	}
	drop() {
		if (this.readyState === 3) return;
		this.readyState = 3;
		this.dispatchEvent(new Event('close'));
	}
	receive(data: string) {
		this.dispatchEvent(new MessageEvent('message', { data }));
	}
}

let sockets: FakeSocket[];
const make = () => {
	const socket = new FakeSocket();
	sockets.push(socket);
	return socket as unknown as WebSocket;
};
const last = () => sockets[sockets.length - 1];

beforeEach(() => {
	vi.useFakeTimers();
	sockets = [];
});
afterEach(() => vi.useRealTimers());

describe('ReconnectingSocket', () => {
	test('connects at once, passes messages on, sends on the open connection', () => {
		const socket = new ReconnectingSocket('ws://table', make);
		const got: string[] = [];
		let opened = 0;
		socket.addEventListener('open', () => opened++);
		socket.addEventListener('message', (event) => got.push(String(event.data)));
		expect(sockets).toHaveLength(1);
		expect(socket.readyState).toBe(0);
		last().open();
		last().receive('hello');
		socket.send('hi');
		expect([opened, got, last().sent, socket.readyState]).toEqual([1, ['hello'], ['hi'], 1]);
	});

	test('after a drop, retries in 3 s, then waits 1.3 times longer each time, up to 10 s', () => {
		const socket = new ReconnectingSocket('ws://table', make);
		let closes = 0;
		socket.addEventListener('close', () => closes++);
		last().open();
		last().drop();
		expect(closes).toBe(1);
		const waits: number[] = [];
		for (let i = 0; i < 7; i++) {
			const before = sockets.length;
			let waited = 0;
			while (sockets.length === before) {
				vi.advanceTimersByTime(100);
				waited += 100;
			}
			waits.push(waited);
			last().drop(); // refused again
		}
		const expected = [0, 1, 2, 3, 4, 5, 6].map((n) =>
			Math.min(RECONNECT.firstDelayMs * RECONNECT.growth ** n, RECONNECT.maxDelayMs)
		);
		waits.forEach((w, i) => expect(w).toBe(Math.ceil(expected[i] / 100) * 100));
		expect(waits.at(-1)).toBe(10_000);
	});

	test('a connection that stayed open 5 s starts the schedule over', () => {
		new ReconnectingSocket('ws://table', make);
		last().drop(); // never opened: 3 s
		vi.advanceTimersByTime(3000);
		last().drop(); // 3.9 s next
		vi.advanceTimersByTime(3900);
		expect(sockets).toHaveLength(3);
		last().open();
		vi.advanceTimersByTime(RECONNECT.stableMs);
		last().drop();
		vi.advanceTimersByTime(2999);
		expect(sockets).toHaveLength(3);
		vi.advanceTimersByTime(1);
		expect(sockets).toHaveLength(4);
	});

	test('a connection not open after 4 s is given up and tried again', () => {
		new ReconnectingSocket('ws://table', make);
		vi.advanceTimersByTime(RECONNECT.openTimeoutMs);
		expect(sockets[0].closedByClient).toBe(true);
		vi.advanceTimersByTime(RECONNECT.firstDelayMs);
		expect(sockets).toHaveLength(2);
	});

	test('close() ends it: no reconnect, readyState CLOSED, even with a retry pending', () => {
		const socket = new ReconnectingSocket('ws://table', make);
		last().open();
		socket.close();
		expect(socket.readyState).toBe(3);
		vi.advanceTimersByTime(60_000);
		expect(sockets).toHaveLength(1);

		const other = new ReconnectingSocket('ws://table', make);
		last().drop(); // a retry is now waiting
		other.close();
		vi.advanceTimersByTime(60_000);
		expect(sockets).toHaveLength(2);
	});
});
