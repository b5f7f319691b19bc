// "Since your last turn": when your turn comes in a game of three or more, what
// the others did since your last move. Told once: gone when dismissed, or once
// you start your move (a card picked; the list itself starts after your last move).
import type { GameEvent } from '../room-types';
import { sinceYourLastMove } from './last-moves';

export interface SinceOptions {
	log: () => readonly GameEvent[];
	players: () => number;
	seat: () => number | null;
	/** Your move is yours to choose now, and nothing of it is picked yet. */
	open: () => boolean;
}

export class SinceYourTurn {
	readonly #o: SinceOptions;
	// A summary is known by the log index of its first move.
	#dismissed = $state(-1);
	#shown = $state(-1);
	#entries = $derived.by(() => {
		const seat = this.#o.seat();
		return seat === null ? [] : sinceYourLastMove(this.#o.log(), this.#o.players(), seat);
	});
	#first = $derived(this.#entries[0]?.moves[0].at ?? -1);

	constructor(options: SinceOptions) {
		this.#o = options;
	}

	/** What to tell now (empty: nothing shows). */
	get entries() {
		return this.#first < 0 || this.#first === this.#dismissed || !this.#o.open() ? [] : this.#entries;
	}

	dismiss(): void {
		this.#dismissed = this.#first;
	}

	/** Run in an effect: a summary shown and then closed by your move (a card picked) stays gone. */
	follow(): void {
		if (this.#first < 0) return;
		if (this.#o.open()) this.#shown = this.#first;
		else if (this.#shown === this.#first) this.#dismissed = this.#first;
	}
}
