// What the game loads on demand when its first change arrives: the motion's
// queue (queue.svelte.ts), drawn on this page (stage.ts), on the page's clock.
import { MotionQueue } from './queue.svelte';
import { DomStage } from './stage';
import type { View } from '../../room-types';

export type { MotionQueue };

const reduced = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The motion of a game whose page shows `first` (the change that loaded it comes next). */
export function pageMotion(mySeat: () => number | null, first: View): MotionQueue {
	const motion = new MotionQueue({
		stage: new DomStage(mySeat),
		// The timers are called on their own: the window's refuse to run as another object's methods.
		clock: {
			now: () => performance.now(),
			setTimeout: (run, ms) => setTimeout(run, ms),
			clearTimeout: (id) => clearTimeout(id as number)
		},
		reduced
	});
	motion.push(first);
	return motion;
}
