// A table's first draw, in slices: a game opened mid-way draws a dozen cards and more at
// once, and drawing each card's face (its words, icons and label) in the same task held the
// page for hundreds of ms on a phone, where no tap could land. The game (Game.svelte) opens
// a queue; each card it draws shows its box at once and asks the queue for its face, and
// the queue draws faces a few at a time, yielding to the page between slices. A face sits
// in its box (absolutely placed), so drawing it later moves nothing. Once the first draw
// is done the queue closes, and a card drawn afterwards (a refill, a move) shows its face
// at once, as the motion expects. (Small on purpose: every game's first load carries it.)
import { flushSync, getContext, setContext } from 'svelte';

/** A slice's length: short enough that even four times slower (a phone) it stays under a long task (50 ms). */
export const SLICE_MS = 4;

export interface FaceQueue {
	/** Whether a card drawn now waits for its face: only during the first draw. */
	open: boolean;
	/** `show` runs in a later slice, in the order asked; a closed queue runs nothing. */
	ask(show: () => void): void;
}

/**
 * Its first slice runs in the next task, after the draw that opened it, and the queue closes
 * once a slice leaves nothing waiting. `draw`: what draws a face just shown (Svelte's flushSync
 * in the page), so that the slice's time includes it.
 */
export function faceQueue(draw: () => void = flushSync): FaceQueue {
	const waiting: (() => void)[] = [];
	const queue: FaceQueue = { open: true, ask: (show) => void (queue.open && waiting.push(show)) };
	const slice = () => {
		const end = performance.now() + SLICE_MS;
		// At least one face a slice, so a slow device still gets through the queue.
		do {
			const show = waiting.shift();
			if (!show) break;
			show();
			draw();
		} while (performance.now() < end);
		if (waiting.length) setTimeout(slice);
		else queue.open = false;
	};
	setTimeout(slice);
	return queue;
}

const KEY = Symbol();

/** Called by a view that draws many cards at once (the game): its cards' faces come in slices. */
export const sliceCardFaces = () => setContext(KEY, faceQueue());

/** The queue of the view this card is drawn in, if it slices its first draw. */
export const cardFaceQueue = (): FaceQueue | undefined => getContext(KEY);
