/**
 * Flood guard: a connection that sends more than `perSecond` messages in each
 * of `seconds` consecutive seconds is over the limit. Kept in memory only: a
 * hibernating room has no flooding connection to remember.
 */
export class RateLimiter {
	private windows = new Map<string, { second: number; count: number; strikes: number }>();

	constructor(
		private perSecond = 30,
		private seconds = 3
	) {}

	/** Counts one message; true when the connection should be closed. */
	overLimit(id: string, now: number): boolean {
		const second = Math.floor(now / 1000);
		let w = this.windows.get(id);
		if (!w) this.windows.set(id, (w = { second, count: 0, strikes: 0 }));
		if (w.second !== second) {
			const floodedLast = w.count > this.perSecond && second === w.second + 1;
			w.strikes = floodedLast ? w.strikes + 1 : 0;
			w.second = second;
			w.count = 0;
		}
		w.count += 1;
		return w.count > this.perSecond && w.strikes >= this.seconds - 1;
	}

	forget(id: string) {
		this.windows.delete(id);
	}
}
