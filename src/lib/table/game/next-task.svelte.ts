// What may wait a task: a condition that turns false at once but true only in the
// task after it did. The room's message that makes it your turn already redraws
// the table (and starts the motion); the controls for your move and the summary
// of what happened since your last turn, drawn in that same task, made it a long
// one on a slow phone. A task later, each part stays short, and the player sees
// them a frame later at most.

export class NextTask {
	#on = $state(false);

	/** Call it while a view or a controller is set up (its effect ends with it). */
	constructor(when: () => boolean, later: (run: () => void) => () => void = afterThisTask) {
		$effect(() => {
			if (!when()) {
				this.#on = false;
				return;
			}
			return later(() => (this.#on = true));
		});
	}

	get current(): boolean {
		return this.#on;
	}
}

/** Runs `run` in a task of its own, after the current one (the returned function cancels it). */
export function afterThisTask(run: () => void): () => void {
	const timer = setTimeout(run, 0);
	return () => clearTimeout(timer);
}
