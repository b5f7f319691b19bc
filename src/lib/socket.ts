// The room's connection in the browser: a WebSocket that reconnects after a drop,
// on partysocket's schedule (its ReconnectingWebSocket served before): the first
// try at once, a retry 3 s after a drop, then each wait 1.3 times longer, up to
// 10 s; a connection that stays open 5 s starts the schedule over, and one that
// is not open after 4 s is given up and retried. Written out here because the
// table used none of partysocket's other options (queues, protocols, custom URLs,
// logging) and they weighed 3 KB gzip of every table's first load.

export const RECONNECT = { firstDelayMs: 3000, growth: 1.3, maxDelayMs: 10_000, stableMs: 5000, openTimeoutMs: 4000 };

type Events = { open: Event; close: CloseEvent | Event; message: MessageEvent };

/** The WebSocket API this needs (the browser's, or a stand-in in tests). */
export type SocketFactory = (url: string) => WebSocket;

export class ReconnectingSocket {
	readonly url: string;
	#make: SocketFactory;
	#ws: WebSocket | null = null;
	/** Connections closed since the last one that stayed open (or since the start). */
	#drops = 0;
	#closed = false;
	#retry: ReturnType<typeof setTimeout> | undefined;
	#listeners: { [K in keyof Events]: Set<(event: Events[K]) => void> } = {
		open: new Set(),
		close: new Set(),
		message: new Set()
	};

	constructor(url: string, make: SocketFactory = (u) => new WebSocket(u)) {
		this.url = url;
		this.#make = make;
		this.#connect();
	}

	/** WebSocket's readyState; CLOSED for good once close() was called. */
	get readyState(): number {
		return this.#closed ? 3 : (this.#ws?.readyState ?? 0);
	}

	addEventListener<K extends keyof Events>(type: K, listener: (event: Events[K]) => void) {
		this.#listeners[type].add(listener);
	}

	send(data: string) {
		this.#ws?.send(data);
	}

	/** Closes the connection and stops reconnecting. */
	close() {
		this.#closed = true;
		clearTimeout(this.#retry);
		this.#ws?.close();
	}

	#emit<K extends keyof Events>(type: K, event: Events[K]) {
		for (const listener of this.#listeners[type]) listener(event);
	}

	#connect() {
		const ws = this.#make(this.url);
		this.#ws = ws;
		let stable: ReturnType<typeof setTimeout> | undefined;
		const giveUp = setTimeout(() => ws.close(), RECONNECT.openTimeoutMs);
		ws.addEventListener('open', (event) => {
			clearTimeout(giveUp);
			stable = setTimeout(() => (this.#drops = 0), RECONNECT.stableMs);
			this.#emit('open', event);
		});
		ws.addEventListener('message', (event) => this.#emit('message', event));
		ws.addEventListener('close', (event) => {
			clearTimeout(giveUp);
			clearTimeout(stable);
			this.#emit('close', event);
			if (this.#closed) return;
			const wait = RECONNECT.firstDelayMs * RECONNECT.growth ** this.#drops++;
			this.#retry = setTimeout(() => this.#connect(), Math.min(wait, RECONNECT.maxDelayMs));
		});
	}
}
