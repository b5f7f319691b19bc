import { Server, type Connection, type WSMessage } from 'partyserver';

/**
 * Placeholder room: says hello, answers ping without touching storage (our
 * latency baseline), echoes anything else. The real room replaces this.
 */
export class GameRoom extends Server {
	static options = { hibernate: true };

	onConnect(connection: Connection) {
		const connections = [...this.getConnections()].length;
		connection.send(JSON.stringify({ type: 'hello', room: this.name, connections }));
	}

	onMessage(connection: Connection, message: WSMessage) {
		if (typeof message !== 'string') {
			connection.send(JSON.stringify({ type: 'error', code: 'binary', message: 'Send JSON text.' }));
			return;
		}
		let parsed: unknown;
		try {
			parsed = JSON.parse(message);
		} catch {
			connection.send(JSON.stringify({ type: 'error', code: 'json', message: 'That was not valid JSON.' }));
			return;
		}
		if (isPing(parsed)) {
			connection.send('{"type":"pong"}');
			return;
		}
		connection.send(JSON.stringify({ type: 'echo', message: parsed }));
	}
}

function isPing(value: unknown): boolean {
	return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'ping';
}
