// How often a seat may react (party/PROTOCOL.md, "Quick reactions"): the rule the
// room enforces (party/reactions.ts) and the page follows (src/lib/table/reactions/).
import { REACTION_GAP_MS, REACTIONS_PER_MINUTE } from './protocol';

/**
 * The times of each seat's recent reactions. The room keeps them in memory only (a
 * room that hibernates has had no reaction for a while, so forgetting them loses
 * nothing); a page keeps its own seat's, so it waits rather than be refused.
 */
export class ReactionLimiter {
	private sent = new Map<string, number[]>();

	constructor(
		private gapMs = REACTION_GAP_MS,
		private perMinute = REACTIONS_PER_MINUTE,
		private windowMs = 60_000
	) {}

	/** How many ms until `key` may react again (0: now). Counts nothing. */
	wait(key: string, now: number): number {
		const times = this.recent(key, now);
		const last = times.at(-1);
		const gap = last === undefined ? 0 : last + this.gapMs - now;
		const full = times.length >= this.perMinute ? times[times.length - this.perMinute] + this.windowMs - now : 0;
		return Math.max(0, gap, full);
	}

	/** Counts a reaction by `key` at `now` and answers 0, or answers how many ms until one is allowed (nothing counted). */
	take(key: string, now: number): number {
		const wait = this.wait(key, now);
		if (wait > 0) return wait;
		this.sent.set(key, [...this.recent(key, now), now]);
		return 0;
	}

	/** `key`'s reactions within the last minute (older ones are forgotten). */
	private recent(key: string, now: number): number[] {
		const times = (this.sent.get(key) ?? []).filter((t) => now - t < this.windowMs);
		if (times.length) this.sent.set(key, times);
		else this.sent.delete(key);
		return times;
	}
}
