// A table's pace (RoomState.pace): the host's choice in the lobby, live or over
// days with a turn allowance, and how the time left on a turn reads at the table.
import { formatHours, formatSeconds, formatTimeLeft } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import { LIVE_PACE, type Pace } from '$party/protocol';
import type { OutgoingMessage, RoomState } from './room-types';

/** The allowances the lobby offers, in hours (the room takes any whole number from 1 to 72). */
export const PACE_HOURS = [1, 4, 8, 12, 24, 48, 72] as const;
const HOUR_MS = 3_600_000;
/** The value of the lobby's "live" choice; a days choice's value is its hours. */
export const LIVE_CHOICE = 'live';

/** The table's pace; a room of an older build says none: it is live. */
export const paceOf = (state: Pick<RoomState, 'pace'>): Pace => state.pace ?? LIVE_PACE;

/** "Over days: 24 hours a turn". */
const daysWords = (hours: number) => m.pace_days({ hours: formatHours(hours * HOUR_MS) });

/** The pace in words: "Live: everyone plays now", "Over days: 24 hours a turn". */
export function paceWords(state: Pick<RoomState, 'pace'>): string {
	const pace = paceOf(state);
	return pace.pace === 'days' ? daysWords(pace.hours) : m.pace_live();
}

/** The lobby's pace control: what it offers and shows, and what a choice sends. */
export class PaceSetting {
	readonly #state: () => RoomState;
	readonly #send: (message: OutgoingMessage) => unknown;

	constructor(state: () => RoomState, send: (message: OutgoingMessage) => unknown) {
		this.#state = state;
		this.#send = send;
	}

	#pace = $derived.by(() => paceOf(this.#state()));

	get overDays(): boolean {
		return this.#pace.pace === 'days';
	}

	/** The turn timer is a live table's: over days each turn has its allowance instead. */
	get timerApplies(): boolean {
		return !this.overDays;
	}

	/** The choice the control shows: live, or the days allowance in hours. */
	get value(): string {
		return this.overDays ? String(this.#pace.hours) : LIVE_CHOICE;
	}

	/** Live, then each allowance, the table's own among them (another page may have set one not offered here). */
	get options(): { value: string; label: string }[] {
		const own = this.#pace.hours;
		const hours = PACE_HOURS.includes(own as never) ? [...PACE_HOURS] : [...PACE_HOURS, own].sort((a, b) => a - b);
		return [
			{ value: LIVE_CHOICE, label: m.pace_live() },
			...hours.map((h) => ({ value: String(h), label: daysWords(h) }))
		];
	}

	/** The pace in words, for everyone in the lobby and at the table. */
	get summary(): string {
		return paceWords(this.#state());
	}

	/** What over days means, in a sentence under the control (null at a live table). */
	get note(): string | null {
		return this.overDays ? m.pace_days_note({ hours: formatHours(this.#pace.hours * HOUR_MS) }) : null;
	}

	/** The host picked `value`: live, or days with that many hours. Nothing is sent for the choice the table has. */
	choose(value: string) {
		if (value === this.value) return;
		if (value === LIVE_CHOICE) this.#send({ type: 'setPace', pace: 'live' });
		else this.#send({ type: 'setPace', pace: 'days', hours: Number(value) });
	}
}

/** The status bar's clock for the seat to act: seconds at a live table's timer, hours or minutes over days. */
export interface TurnClock {
	text: string;
	label: string;
	/** Little time is left: it shows in red. */
	low: boolean;
}

export function turnClock(state: Pick<RoomState, 'pace'>, secondsLeft: number | null): TurnClock | null {
	if (secondsLeft === null) return null;
	if (paceOf(state).pace === 'live') {
		return { text: formatSeconds(secondsLeft), label: m.timer_left({ seconds: secondsLeft }), low: secondsLeft <= 10 };
	}
	const time = formatTimeLeft(secondsLeft * 1000);
	return { text: time, label: m.pace_left({ time }), low: secondsLeft < 3600 };
}

/**
 * "Ada has 21 hr to play", for the seat to act at a table over days (null for the
 * others, at a live table, or with no clock running).
 */
export function turnTimeLeft(
	state: Pick<RoomState, 'pace' | 'you'>,
	seat: number,
	toAct: number | null,
	secondsLeft: number | null,
	name: string
): string | null {
	if (paceOf(state).pace !== 'days' || secondsLeft === null || seat !== toAct) return null;
	const time = formatTimeLeft(secondsLeft * 1000);
	return seat === state.you.seat ? m.pace_time_left_you({ time }) : m.pace_time_left({ name, time });
}
