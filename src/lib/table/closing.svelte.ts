// The warning of a table that reached its age with a game in progress
// (RoomState.closing, party/clock.ts): it closes at a set time, counted down on
// this browser's clock from when the state arrived, whatever that clock's offset.
import { DEFAULT_CLOCK } from '$party/clock';
import { formatDuration, formatHours } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import { systemClock, type Clock } from './game/takeover.svelte';
import { keptGamesDays } from './lifetime';
import type { RoomState } from './room-types';

const MINUTE = 60_000;

export class ClosingNotice {
	readonly #state: () => RoomState | null;
	readonly #clock: Clock;
	#now = $state(0);

	constructor(state: () => RoomState | null, clock: Clock = systemClock) {
		this.#state = state;
		this.#clock = clock;
		this.#now = clock.now();
	}

	/** When the table closes, on this browser's clock; null: it is not closing. */
	#due = $derived.by(() => {
		const closing = this.#state()?.closing;
		return closing ? this.#clock.now() + closing.remainingMs : null;
	});

	/** Whole minutes until the table closes, rounded up (at least 1 while it is open); null: not closing. */
	get minutesLeft(): number | null {
		return this.#due === null ? null : Math.max(1, Math.ceil((this.#due - this.#now) / MINUTE));
	}

	/** The warning in words, for the game in progress or the finished one; null: nothing to tell. */
	get text(): string | null {
		const minutes = this.minutesLeft;
		if (minutes === null) return null;
		const words = {
			time: formatDuration(minutes * 60),
			hours: formatHours(DEFAULT_CLOCK.maxAgeMs),
			days: keptGamesDays()
		};
		return this.#state()?.phase === 'playing' ? m.table_closing_playing(words) : m.table_closing_over(words);
	}

	/** Ticks while the table is closing; call it from an effect, which stops the ticking it returns. */
	run(): (() => void) | undefined {
		if (this.#due === null) return;
		this.#now = this.#clock.now();
		return this.#clock.every(10_000, () => (this.#now = this.#clock.now()));
	}
}
