// "Since your last turn": at your turn in a game of three or more, what the
// others did since your last move. Told once: gone when dismissed, or once you
// start your move (a card picked; the list itself starts after your last move).
// Loaded with the summary, which is drawn only at your turn: what was told
// outlives it, in a memory of the page.
import type { GameEvent } from '../room-types';
import { sinceYourLastMove } from './last-moves';

export interface SinceOptions {
	log: () => readonly GameEvent[];
	players: () => number;
	seat: () => number;
	/** Your move is yours to choose now, and nothing of it is picked yet. */
	open: () => boolean;
	/** The game ("room:gameNumber"): a rematch's log starts again from 0. */
	game: () => string;
}

/** Which summaries were shown and which are done with, each known by its game and the log index of its first move. */
export interface SinceMemory {
	shown: string;
	done: string;
}

const pageMemory: SinceMemory = $state({ shown: '', done: '' });

export class SinceYourTurn {
	readonly #o: SinceOptions;
	readonly #memory: SinceMemory;
	#entries = $derived.by(() => sinceYourLastMove(this.#o.log(), this.#o.players(), this.#o.seat()));
	#key = $derived.by(() => (this.#entries.length ? `${this.#o.game()}@${this.#entries[0].moves[0].at}` : ''));

	constructor(options: SinceOptions, memory: SinceMemory = pageMemory) {
		this.#o = options;
		this.#memory = memory;
	}

	/** What to tell now (empty: nothing shows). */
	get entries() {
		return !this.#key || this.#key === this.#memory.done || !this.#o.open() ? [] : this.#entries;
	}

	dismiss(): void {
		this.#memory.done = this.#key;
	}

	/** Run in an effect: a summary shown and then closed by your move (a card picked) stays gone. */
	follow(): void {
		if (!this.#key) return;
		if (this.#o.open()) this.#memory.shown = this.#key;
		else if (this.#memory.shown === this.#key) this.#memory.done = this.#key;
	}
}
