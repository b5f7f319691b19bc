// The gate in front of the rooms: only a WebSocket upgrade to /parties/game/<id>
// with a well-formed id reaches a room; every other /parties/ request is answered here.
import { clientAddress, limitsOn, type Env } from './env';
import { addressTag, errorMessage, logEvent } from './log';
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
	try {
		return await env.Game.get(env.Game.idFromName(id)).fetch(forwardable(request, id));
	} catch (error) {
		// The room could not be reached or threw: the visitor gets a status, never what was thrown.
		logEvent('error', { room: id, where: 'gate', message: errorMessage(error) });
		return plain(503, 'The table cannot be reached just now: try again in a moment.', { 'retry-after': '5' });
	}
}

/**
 * The upgrade as the room may see it: nothing partyserver reads as its own comes
 * from the client. `?_pk=` would choose the socket's id (the room's name for it in
 * the flood guard, admission and hibernation tags), and `x-partykit-*` headers
 * would set the room's name or its start-up props. The room then makes each id
 * itself (partyserver's nanoid). `x-partykit-room` is ours: partyserver names the
 * room from it when the object was first woken through the dev registry (npm run
 * dev), whose id carries no name.
 */
export function forwardable(request: Request, room: string): Request {
	const url = new URL(request.url);
	url.searchParams.delete('_pk');
	const forwarded = new Request(url, request);
	for (const name of [...forwarded.headers.keys()]) {
		if (name.startsWith('x-partykit-')) forwarded.headers.delete(name);
	}
	forwarded.headers.set('x-partykit-room', room);
	return forwarded;
}
