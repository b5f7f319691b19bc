import { routePartykitRequest } from 'partyserver';
import type { Env } from './env';
import { ROOM_ID_PATTERN } from './room-id';

/**
 * Sends `/parties/game/<roomId>` to that room's Durable Object. A malformed room
 * id is refused before any object is created. Returns null for other paths.
 */
export async function routeRoom(request: Request, env: Env): Promise<Response | null> {
	const match = /^\/parties\/game\/([^/]*)\/?$/.exec(new URL(request.url).pathname);
	if (match && !ROOM_ID_PATTERN.test(match[1])) {
		return new Response('Table ids have 10 to 64 letters, digits, "-" or "_".', { status: 404 });
	}
	return routePartykitRequest(request, env);
}
