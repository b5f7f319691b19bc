import { WRITES_PER_MINUTE } from './protocol';

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

/**
 * Storage writes a connection's messages may cause in any sliding minute: past
 * them, its messages are refused (`throttled`) until the oldest write is a minute
 * old. A message that changes nothing writes nothing and costs nothing here.
 * Kept in memory only, like the flood guard.
 */
export class WriteBudget {
	private writes = new Map<string, number[]>();

	constructor(
		private perMinute = WRITES_PER_MINUTE,
		private windowMs = 60_000
	) {}

	/** Milliseconds until the connection may cause a write again (0: now). */
	waitMs(id: string, now: number): number {
		const times = this.writes.get(id);
		if (!times || times.length < this.perMinute) return 0;
		return Math.max(0, times[0] + this.windowMs - now);
	}

	/** Counts one write caused by the connection at `now`. */
	spend(id: string, now: number) {
		let times = this.writes.get(id);
		if (!times) this.writes.set(id, (times = []));
		times.push(now);
		if (times.length > this.perMinute) times.shift();
	}

	forget(id: string) {
		this.writes.delete(id);
	}
}
