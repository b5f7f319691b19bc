import { SELF } from 'cloudflare:test';

/** A test client: a real WebSocket to a room, with a queue of parsed messages. */
export interface TestSocket {
	socket: WebSocket;
	send(message: unknown): void;
	sendRaw(text: string): void;
	/** Resolves with the next message matching `predicate` (default: any), in arrival order. */
	next<T = any>(predicate?: (message: any) => boolean, timeoutMs?: number): Promise<T>;
	close(): void;
}

export async function connect(room: string, query = ''): Promise<TestSocket> {
	const response = await SELF.fetch(`http://example.com/parties/game/${room}${query}`, {
		headers: { Upgrade: 'websocket' }
	});
	if (response.status !== 101 || !response.webSocket) throw new Error(`upgrade failed: ${response.status}`);
	const socket = response.webSocket;
	socket.accept();
	const inbox: any[] = [];
	const waiters: { predicate: (m: any) => boolean; resolve: (m: any) => void }[] = [];
	socket.addEventListener('message', (event) => {
		const message = JSON.parse(String(event.data));
		const index = waiters.findIndex((w) => w.predicate(message));
		if (index >= 0) waiters.splice(index, 1)[0].resolve(message);
		else inbox.push(message);
	});
	return {
		socket,
		send: (message) => socket.send(JSON.stringify(message)),
		sendRaw: (text) => socket.send(text),
		next(predicate = () => true, timeoutMs = 5000) {
			const index = inbox.findIndex(predicate);
			if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0]);
			return new Promise((resolve, reject) => {
				const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
				waiters.push({
					predicate,
					resolve: (m) => {
						clearTimeout(timer);
						resolve(m);
					}
				});
			});
		},
		close: () => socket.close()
	};
}
