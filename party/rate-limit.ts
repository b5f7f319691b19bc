/**
 * Flood guard: a connection that keeps sending more than `perSecond` messages in
 * any sliding second for `seconds` seconds is over the limit. A single burst is
 * fine. Kept in memory only: a hibernating room has no flooding connection.
 */
export class RateLimiter {
	private connections = new Map<string, { recent: number[]; floodingSince: number | null }>();

	constructor(
		private perSecond = 30,
		private seconds = 3
	) {}

	/** Counts one message at `now` (ms); true when the connection should be closed. */
	overLimit(id: string, now: number): boolean {
		let c = this.connections.get(id);
		if (!c) this.connections.set(id, (c = { recent: [], floodingSince: null }));
		// The times of the last perSecond + 1 messages: flooding when they all fit in a second.
		c.recent.push(now);
		if (c.recent.length > this.perSecond + 1) c.recent.shift();
		const flooding = c.recent.length > this.perSecond && now - c.recent[0] < 1000;
		if (!flooding) c.floodingSince = null;
		else c.floodingSince ??= now;
		return c.floodingSince !== null && now - c.floodingSince >= this.seconds * 1000;
	}

	forget(id: string) {
		this.connections.delete(id);
	}
}
