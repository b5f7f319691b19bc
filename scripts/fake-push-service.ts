// A fake push service for the room tests and `npm run bench:push-latency`: a real
// HTTP server in Node that rooms (in workerd) send their pushes to, once its origin is
// in PUSH_ALLOWED_ORIGINS. It keeps what it received per endpoint path and answers as
// scripted; its clients fetch both over HTTP:
// - POST /push/<id>: a push (kept with its arrival time); answered with the next
//   scripted status for <id>, else 201;
// - PUT /script/<id>: the statuses (a JSON array) the next pushes to <id> get;
// - GET /received/<id>: what arrived, as JSON (headers, body in base64, ms since epoch).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
	headers: Record<string, string>;
	body: string;
	at: number;
}

/** Starts the service on a free port of 127.0.0.1; `stop` closes it. */
export async function startPushService(): Promise<{
	origin: string;
	server: Server;
	/** What reached /push/<id> so far (for a client in this process). */
	received(id: string): ReceivedPush[];
	stop(): void;
}> {
	const received = new Map<string, ReceivedPush[]>();
	const scripts = new Map<string, number[]>();
	const server = createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			const [, route, id = ''] = (request.url ?? '').split('/');
			const body = Buffer.concat(chunks);
			if (request.method === 'POST' && route === 'push') {
				const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
				received.set(id, [...(received.get(id) ?? []), { headers, body: body.toString('base64'), at: Date.now() }]);
				const status = scripts.get(id)?.shift() ?? 201;
				return response.writeHead(status).end();
			}
			if (request.method === 'PUT' && route === 'script') {
				scripts.set(id, JSON.parse(body.toString()) as number[]);
				return response.writeHead(204).end();
			}
			if (request.method === 'GET' && route === 'received') {
				return response
					.writeHead(200, { 'content-type': 'application/json' })
					.end(JSON.stringify(received.get(id) ?? []));
			}
			response.writeHead(404).end();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const stop = () => {
		server.closeAllConnections();
		server.close();
	};
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return { origin, server, received: (id) => received.get(id) ?? [], stop };
}
