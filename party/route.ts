// The gate in front of the rooms: only a WebSocket upgrade to /parties/game/<id>
// with a well-formed id reaches a room; every other /parties/ request is answered here.
import { clientAddress, limitsOn, type Env } from './env';
import { addressTag, logEvent } from './log';
import { ROOM_ID_MAX_LENGTH, ROOM_ID_MIN_LENGTH, ROOM_ID_PATTERN } from './room-id';

const ROOM_PATH = /^\/parties\/game\/([^/]*)$/;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
	new Response(text + '\n', {
		status,
		headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', ...headers }
	});

/**
 * The gate in front of the rooms: everything under /parties/ is answered here.
 * Only a WebSocket upgrade (GET) to /parties/game/<well-formed id> reaches a
 * room's Durable Object; anything else is refused without reading its body or
 * waking a room. Returns null for paths outside /parties/.
 */
export async function routeRoom(request: Request, env: Env): Promise<Response | null> {
	const { pathname } = new URL(request.url);
	if (pathname !== '/parties' && !pathname.startsWith('/parties/')) return null;
	const refuse = (status: number, reason: string, text: string, headers?: Record<string, string>) => {
		logEvent('request-refused', { status, reason, method: request.method });
		return plain(status, text, headers);
	};
	const id = ROOM_PATH.exec(pathname)?.[1];
	if (id === undefined) return refuse(404, 'path', 'Rooms live at /parties/game/<table id>.');
	if (!ROOM_ID_PATTERN.test(id)) {
		const lengths = `${ROOM_ID_MIN_LENGTH} to ${ROOM_ID_MAX_LENGTH}`;
		return refuse(404, 'bad-id', `Table ids have ${lengths} letters, digits, "-" or "_".`);
	}
	const upgrade = request.headers.get('upgrade')?.toLowerCase() === 'websocket';
	if (request.method !== 'GET') {
		return refuse(405, 'method', 'A room only accepts WebSocket connections (GET with Upgrade: websocket).', {
			allow: 'GET'
		});
	}
	if (!upgrade) {
		return refuse(426, 'not-websocket', 'A room only accepts WebSocket connections.', {
			upgrade: 'websocket',
			connection: 'Upgrade'
		});
	}
	if (limitsOn(env) && env.SOCKET_LIMIT) {
		const address = clientAddress(request);
		const { success } = await env.SOCKET_LIMIT.limit({ key: address });
		if (!success) {
			logEvent('rate-limited', { what: 'socket', room: id, addr: addressTag(address) });
			return plain(429, 'Too many connections from your address: wait a minute.', { 'retry-after': '60' });
		}
	}
	// partyserver names the room from the id; the header covers a room object first
	// woken through the dev registry (npm run dev), whose id carries no name.
	const forwarded = new Request(request);
	forwarded.headers.set('x-partykit-room', id);
	return env.Game.get(env.Game.idFromName(id)).fetch(forwarded);
}
