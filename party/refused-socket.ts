/**
 * A socket the room turns away at the door: told `closed` (4000), or to reload a page
 * whose version the room cannot speak (4001), and closed at once, without joining.
 */
import { logEvent } from './log';
import type { ServerMessage } from './protocol';

export type Refusal = Extract<ServerMessage, { type: 'closed' | 'reload' }>;

/**
 * Accepted through the hibernation API like every other socket (partyserver leaves it
 * alone: it carries none of its attachments): one accepted with `server.accept()` made
 * the runtime log "Network connection lost" once closed.
 */
export function refusedSocket(ctx: DurableObjectState, room: string, message: Refusal): Response {
	const closed = message.type === 'closed';
	logEvent('socket-refused', { room, reason: closed ? message.reason : `reload-${message.reason}` });
	const { 0: client, 1: server } = new WebSocketPair();
	ctx.acceptWebSocket(server);
	server.send(JSON.stringify(message));
	server.close(closed ? 4000 : 4001, closed ? message.reason : 'reload');
	return new Response(null, { status: 101, webSocket: client });
}
