// A view that draws in parts during a game's first draw (face-queue.ts): the game draws its
// board, your tableau and the players' column a slice apart, and the column a panel a slice,
// then its log. One count for both, so neither rewrites the ask-again rule.
import type { FaceQueue } from './face-queue';

export interface PartsDrawn {
	/** How many parts are drawn, in order (Infinity: all, whatever their number). */
	readonly count: number;
}

/**
 * `first` parts at once, then one more each slice the queue runs; all of them when there is no
 * queue or once it has closed (a closed queue runs nothing more). Create it while a component
 * is created: it owns an effect.
 */
export function partsDrawn(queue: FaceQueue | undefined, parts: () => number, first = 0): PartsDrawn {
	let count = $state(queue?.open ? first : Infinity);
	// The count last asked for: a new state read by `parts` runs the effect again, and asking
	// twice for one count would draw two parts in a slice.
	let asked = -1;
	$effect(() => {
		// Reads `count` itself, so each part drawn asks for the next.
		const now = count;
		if (now >= parts()) return;
		if (!queue?.open) count = Infinity;
		else if (asked !== now) {
			asked = now;
			queue.ask(() => count++);
		}
	});
	return {
		get count() {
			return count;
		}
	};
}
