// The table's countdowns: the turn timer, and for each absent player the time
// until a bot takes over their seat. A clock ticks only while one of them runs.
import type { RoomState } from '../room-types';
import { systemClock, type Clock } from '../clock';

export { systemClock, type Clock };

const seconds = (due: number, now: number) => Math.max(0, Math.ceil((due - now) / 1000));

export class Countdowns {
	readonly #state: () => RoomState;
	readonly #clock: Clock;
	#now = $state(0);

	constructor(state: () => RoomState, clock: Clock = systemClock) {
		this.#state = state;
		this.#clock = clock;
		this.#now = clock.now();
	}

	/**
	 * When a bot takes over each absent player: the room's botInMs, counted from
	 * the moment its state arrived (each new state is read at once, for the panels).
	 */
	#botDue = $derived.by((): Record<number, number> => {
		const at = this.#clock.now();
		return Object.fromEntries(
			this.#state().seats.flatMap((s) => (s.offline?.botInMs != null ? [[s.seat, at + s.offline.botInMs]] : []))
		);
	});

	/** Seconds left on the turn timer (null: no timer runs). */
	get secondsLeft(): number | null {
		const deadline = this.#state().timer.deadline;
		return deadline ? seconds(deadline, this.#now) : null;
	}

	/** Seconds until a bot plays for the absent player at `seat` (null: no countdown runs). */
	botInSeconds(seat: number): number | null {
		const due = this.#botDue[seat];
		return due === undefined ? null : seconds(due, this.#now);
	}

	/** Ticks while a countdown runs; call it from an effect, which stops the ticking it returns. */
	run(): (() => void) | undefined {
		if (!this.#state().timer.deadline && !Object.keys(this.#botDue).length) return;
		this.#now = this.#clock.now(); // a new deadline never shows more than the full turn
		return this.#clock.every(500, () => (this.#now = this.#clock.now()));
	}
}
