// A table's first draw, in slices: a game opened mid-way draws a dozen cards and more at
// once, and drawing each card's face (its words, icons and label) in the same task held the
// page for hundreds of ms on a phone, where no tap could land. The game (Game.svelte) opens
// a queue; each card it draws shows its box at once and asks the queue for its face, and
// the queue draws faces a few at a time, yielding to the page between slices. A face sits
// in its box (absolutely placed), so drawing it later moves nothing. Once the first draw
// is done the queue closes, and a card drawn afterwards (a refill, a move) shows its face
// at once, as the motion expects.
import { flushSync, getContext, setContext } from 'svelte';

/** A slice's length: short enough that even four times slower (a phone) it stays under a long task (50 ms). */
export const SLICE_MS = 4;

export interface FaceClock {
	now(): number;
	/** Runs `next` in a later task. */
	later(next: () => void): void;
}

const pageClock: FaceClock = {
	now: () => performance.now(),
	later: (next) => setTimeout(next, 0)
};

export class FaceQueue {
	#waiting: (() => void)[] = [];
	#scheduled = false;
	#open = true;

	/** `draw`: after a face is shown, what makes it drawn now (Svelte's flushSync in the page). */
	constructor(
		private readonly clock: FaceClock = pageClock,
		private readonly draw: () => void = flushSync
	) {
		// The first slice closes the queue even if no card asked (a game drawn without one).
		this.#schedule();
	}

	/** Whether a card drawn now waits for its face: only during the first draw. */
	get open(): boolean {
		return this.#open;
	}

	/**
	 * `show` runs in a later slice, in the order asked. Returns what cancels it (the card left
	 * before its face was drawn). A closed queue runs nothing: the card shows its face itself.
	 */
	ask(show: () => void): () => void {
		if (!this.#open) return () => {};
		this.#waiting.push(show);
		this.#schedule();
		return () => {
			const at = this.#waiting.indexOf(show);
			if (at >= 0) this.#waiting.splice(at, 1);
		};
	}

	#schedule() {
		if (this.#scheduled) return;
		this.#scheduled = true;
		this.clock.later(() => this.#slice());
	}

	#slice() {
		this.#scheduled = false;
		const end = this.clock.now() + SLICE_MS;
		// At least one face a slice, so a slow device still gets through the queue.
		do {
			const show = this.#waiting.shift();
			if (!show) break;
			show();
			this.draw();
		} while (this.clock.now() < end);
		if (this.#waiting.length) this.#schedule();
		else this.#open = false;
	}
}

const KEY = Symbol('card faces');

/** Called by a view that draws many cards at once (the game): its cards' faces come in slices. */
export function sliceCardFaces(queue = new FaceQueue()): FaceQueue {
	return setContext(KEY, queue);
}

/** The queue of the view this card is drawn in, if it slices its first draw. */
export const cardFaceQueue = (): FaceQueue | undefined => getContext<FaceQueue | undefined>(KEY);
