// The page's clock for the table's controllers (countdowns, quick reactions'
// bubbles): the time and a repeating timer, injected so tests drive it without waiting.

export interface Clock {
	now(): number;
	/** Calls `tick` every `ms` until the returned function is called. */
	every(ms: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
	now: () => Date.now(),
	every(ms, tick) {
		const id = setInterval(tick, ms);
		return () => clearInterval(id);
	}
};
