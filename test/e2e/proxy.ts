// A proxy between a browser and the test server that plays the network: every
// HTTP response and WebSocket frame is delayed each way (a player on another
// continent), sockets can be dropped (a phone switching apps), and the server can
// be "down" (refusing connections) for a while. It also logs what clients send.
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

export interface ProxyOptions {
	/** Added each way to every frame and HTTP response (ms). */
	delayMs?: number;
	/** Up to this much more or less, at random; the order of frames is kept. */
	jitterMs?: number;
}

export interface SentFrame {
	/** Date.now() when the proxy received it from the browser. */
	at: number;
	/** The connection it came on (numbered from 1). */
	socket: number;
	message: unknown;
}

export interface Proxy {
	url: string;
	/** Every client → room WebSocket frame, parsed as JSON (raw text if it isn't). */
	readonly sent: SentFrame[];
	delayMs: number;
	jitterMs: number;
	/** Closes every open WebSocket at once, without a closing handshake. */
	dropSockets(): void;
	/** Down: open sockets drop, new requests and upgrades are refused; up: served again. */
	setDown(down: boolean): void;
	close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a proxy on a free port of 127.0.0.1 in front of `target` (an http:// URL). */
export async function startProxy(target: string, { delayMs = 0, jitterMs = 0 }: ProxyOptions = {}): Promise<Proxy> {
	const upstream = new URL(target);
	const sockets = new Set<{ client: WebSocket; server: WebSocket }>();
	const tcp = new Set<Socket>();
	const wss = new WebSocketServer({ noServer: true });
	let down = false;
	let connections = 0;

	const proxy: Proxy = {
		url: '',
		sent: [],
		delayMs,
		jitterMs,
		dropSockets() {
			for (const { client, server } of sockets) {
				client.terminate();
				server.terminate();
			}
			sockets.clear();
		},
		setDown(value) {
			down = value;
			if (down) proxy.dropSockets();
		},
		async close() {
			proxy.dropSockets();
			for (const socket of tcp) socket.destroy();
			await new Promise<void>((resolve) => http.close(() => resolve()));
		}
	};
	const delay = () => Math.max(0, proxy.delayMs + (Math.random() * 2 - 1) * proxy.jitterMs);

	/** One direction of one connection: each item leaves `delay()` after it came, never before the one ahead. */
	function lane() {
		let last = 0;
		return (send: () => void) => {
			last = Math.max(last, Date.now() + delay());
			setTimeout(send, last - Date.now());
		};
	}

	const http = createServer(async (req, res) => {
		if (down) return req.socket.destroy();
		const body: Buffer[] = [];
		for await (const chunk of req) body.push(chunk as Buffer);
		await sleep(delay());
		const forward = request(
			{ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
			async (answer) => {
				const parts: Buffer[] = [];
				for await (const chunk of answer) parts.push(chunk as Buffer);
				await sleep(delay());
				if (down) return req.socket.destroy();
				res.writeHead(answer.statusCode ?? 502, answer.headers);
				res.end(Buffer.concat(parts));
			}
		);
		forward.on('error', () => res.destroy());
		forward.end(Buffer.concat(body));
	});
	http.on('connection', (socket) => {
		tcp.add(socket);
		socket.on('close', () => tcp.delete(socket));
	});

	http.on('upgrade', async (req: IncomingMessage, socket: Socket, head: Buffer) => {
		if (down) return socket.destroy();
		await sleep(delay());
		const url = `ws://${upstream.host}${req.url}`;
		const headers = { ...req.headers } as Record<string, string>;
		for (const name of ['host', 'upgrade', 'connection', 'sec-websocket-key', 'sec-websocket-version'])
			delete headers[name];
		delete headers['sec-websocket-extensions'];
		const server = new WebSocket(url, { headers });
		// The room speaks first (its state on connect): hold its frames until the browser's side is open.
		let client: WebSocket | null = null;
		const early: [WebSocket.RawData, boolean][] = [];
		const toServer = lane();
		const toClient = lane();
		const forward = (data: WebSocket.RawData, binary: boolean) =>
			toClient(() => client?.readyState === WebSocket.OPEN && client.send(data, { binary }));
		server.on('message', (data, binary) => (client ? forward(data, binary) : early.push([data, binary])));
		server.once('error', () => socket.destroy());
		server.once('open', async () => {
			await sleep(delay());
			if (down || socket.destroyed) return server.terminate();
			wss.handleUpgrade(req, socket, head, (accepted) => {
				client = accepted;
				const id = ++connections;
				const pair = { client: accepted, server };
				sockets.add(pair);
				for (const [data, binary] of early.splice(0)) forward(data, binary);
				accepted.on('message', (data, binary) => {
					const text = String(data);
					let message: unknown = text;
					try {
						message = JSON.parse(text);
					} catch {
						// logged as text
					}
					proxy.sent.push({ at: Date.now(), socket: id, message });
					toServer(() => server.readyState === WebSocket.OPEN && server.send(data, { binary }));
				});
				const end = () => {
					sockets.delete(pair);
					toServer(() => server.readyState === WebSocket.OPEN && server.close());
					toClient(() => accepted.readyState === WebSocket.OPEN && accepted.close());
				};
				accepted.on('close', end);
				server.on('close', end);
				accepted.on('error', () => server.terminate());
				server.on('error', () => accepted.terminate());
			});
		});
	});

	await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
	proxy.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
	return proxy;
}
