// A fake push service for the room tests: a real HTTP server in Node that the rooms
// (in workerd) send their pushes to. Its origin is in PUSH_ALLOWED_ORIGINS for the
// rooms pool (vitest.config.ts), with a fresh VAPID pair. It keeps what it received per
// endpoint path and answers as a test scripted; the tests fetch both over HTTP:
// - POST /push/<id>: a push (kept with its arrival time); answered with the next
//   scripted status for <id>, else 201;
// - PUT /script/<id>: the statuses (a JSON array) the next pushes to <id> get;
// - GET /received/<id>: what arrived, as JSON (headers, body in base64, ms since epoch).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { generateVapidKeys } from '../../party/push-keys';

declare module 'vitest' {
	export interface ProvidedContext {
		/** The fake push service's origin (http://127.0.0.1:<port>). */
		pushService: string;
		vapidPublicKey: string;
		vapidPrivateKey: string;
	}
}

export interface ReceivedPush {
	headers: Record<string, string>;
	body: string;
	at: number;
}

export async function startPushService(): Promise<{ origin: string; server: Server }> {
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
	return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export default async function setup(project: TestProject) {
	const { origin, server } = await startPushService();
	const pair = await generateVapidKeys();
	project.provide('pushService', origin);
	project.provide('vapidPublicKey', pair.VAPID_PUBLIC_KEY);
	project.provide('vapidPrivateKey', pair.VAPID_PRIVATE_KEY);
	return () => {
		server.closeAllConnections();
		server.close();
	};
}
