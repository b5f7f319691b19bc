// Stepping through a finished game: which move is shown, playing it at a speed,
// the jumps (start, end, a turn), and where we are in words ("Turn 6 · Bob to
// play · 5 of 34 moves played": the turn in progress, and the moves played so far).
import type { GameRecord } from '$engine/index';
import { m } from '$lib/paraglide/messages';
import { replaySteps, turnStarts } from './steps';

export const SPEEDS = [
	{ label: '0.5×', ms: 2000 },
	{ label: '1×', ms: 1000 },
	{ label: '2×', ms: 500 },
	{ label: '4×', ms: 250 }
] as const;

/** The turn menu's value for the end of the game (its other values are turn numbers). */
export const END = 'end';

export class Replay {
	readonly steps;
	readonly last: number;
	/** First step of each turn, for the turn menu. */
	readonly turns;
	readonly #nameOf: (seat: number) => string;

	/** Moves applied so far (0: the deal). */
	index = $state(0);
	playing = $state(false);
	/** Milliseconds a move stays on screen while playing. */
	speed = $state(1000);

	constructor(record: GameRecord, nameOf: (seat: number) => string) {
		this.steps = replaySteps(record);
		this.last = this.steps.length - 1;
		this.turns = turnStarts(this.steps);
		this.#nameOf = nameOf;
	}

	get step() {
		return this.steps[Math.min(this.index, this.last)];
	}

	get view() {
		return this.step.view;
	}

	get atEnd() {
		return this.index >= this.last;
	}

	/** The turn in progress at this step; the menu shows the end at the last step. */
	get menuValue(): string {
		if (this.atEnd) return END;
		return String(this.turns.findLast((t) => t.step <= this.index)?.turn ?? 1);
	}

	/** Where we are, in words: one count of turns, one of moves. */
	get position(): string {
		const { toAct, turn } = this.view;
		// Someone is to act until the game is over.
		if (!toAct) return m.replay_position_end({ last: this.last });
		const moves = m.replay_moves_played({ index: this.index, last: this.last });
		return m.replay_position({ turn, name: this.#nameOf(toAct.seat), moves });
	}

	go(to: number) {
		this.index = Math.max(0, Math.min(this.last, to));
	}

	/** The turn menu: the first step of a turn, or the end. */
	jump(value: string) {
		this.go(value === END ? this.last : (this.turns.find((t) => String(t.turn) === value)?.step ?? 0));
	}

	/** Play or pause; playing again at the end starts over. */
	toggle() {
		if (!this.playing && this.atEnd) this.index = 0;
		this.playing = !this.playing;
	}

	/** The viewer's effect: while playing, one move further every `speed` ms, stopping at the end. */
	run(): (() => void) | undefined {
		if (!this.playing) return;
		const id = setInterval(() => {
			if (this.atEnd) this.playing = false;
			else this.index += 1;
		}, this.speed);
		return () => clearInterval(id);
	}
}
