/**
 * A socket the room turns away at the door: told `closed` (4000), or to reload a page
 * whose version the room cannot speak (4001), or that setting it up failed (`internal`,
 * 1011), and closed at once, without joining.
 */
import { logEvent } from './log';
import type { ServerMessage } from './protocol';

export type Refusal = Extract<ServerMessage, { type: 'closed' | 'reload' }> | { type: 'error'; code: 'internal' };

/** The close code and reason that follow a refusal, and the reason logged. */
function closing(message: Refusal): { code: number; reason: string; logged: string } {
	switch (message.type) {
		case 'closed':
			return { code: 4000, reason: message.reason, logged: message.reason };
		case 'reload':
			return { code: 4001, reason: 'reload', logged: `reload-${message.reason}` };
		case 'error':
			return { code: 1011, reason: 'error', logged: message.code };
	}
}

/**
 * Accepted through the hibernation API like every other socket (partyserver leaves it
 * alone: it carries none of its attachments): one accepted with `server.accept()` made
 * the runtime log "Network connection lost" once closed.
 */
export function refusedSocket(ctx: DurableObjectState, room: string, message: Refusal): Response {
	const { code, reason, logged } = closing(message);
	logEvent('socket-refused', { room, reason: logged });
	const { 0: client, 1: server } = new WebSocketPair();
	ctx.acceptWebSocket(server);
	server.send(JSON.stringify(message));
	server.close(code, reason);
	return new Response(null, { status: 101, webSocket: client });
}
