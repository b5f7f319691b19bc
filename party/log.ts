/**
 * Structured logs for operators: one JSON object per line on stdout, readable
 * with `wrangler tail`. Callers pass only what an operator needs (room ids,
 * reasons, counts): never a seat token, a seed or a card that is still hidden.
 */
export type LogEvent =
	| 'table-created'
	| 'table-closing'
	| 'table-expired'
	| 'room-upgraded'
	| 'game-started'
	| 'game-finished'
	| 'socket-refused'
	| 'socket-closed'
	| 'request-refused'
	| 'rate-limited'
	| 'table-forgotten'
	| 'client-error'
	| 'push'
	| 'error';

export function logEvent(event: LogEvent, fields: Record<string, string | number | boolean | null | number[]> = {}) {
	console.log(JSON.stringify({ time: new Date().toISOString(), event, ...fields }));
}

/** A client address, pseudonymised for the logs (FNV-1a, 32 bits): enough to spot one abuser. */
export function addressTag(address: string): string {
	let hash = 0x811c9dc5;
	for (let i = 0; i < address.length; i++) {
		hash ^= address.charCodeAt(i);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The message of anything thrown, without its stack. */
export function errorMessage(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * `text` with every run of 22 or more URL-safe base64 characters blanked: a seat
 * token's shape (newToken makes 32). What a page sends, and what was thrown,
 * may hold one (a `resume` message, a stored value); long words go too.
 */
export function scrubTokens(text: string): string {
	return text.replace(/[A-Za-z0-9_-]{22,}/g, '[blanked]');
}

/** A short id that ties what a visitor saw to its log line (8 base-36 characters). */
export function newErrorId(): string {
	const [n] = crypto.getRandomValues(new Uint32Array(1));
	return n.toString(36).padStart(8, '0').slice(-8);
}
