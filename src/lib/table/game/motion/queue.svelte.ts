// The game's motion, decided: every game the room sends (and your own move drawn
// ahead of it) becomes beats of motion (steps.ts), played one game after another,
// so that four bot moves in a row can be followed. While beats play, the page
// shows the game they lead to, its board (displays, decks, Messenger) from the
// board's first beat on, and later games wait their turn; a backlog plays
// faster, and a game that waited over 3 s shows at once. Your own move (its view
// does not extend the log) plays at once, ahead of anything waiting. With reduced
// motion, every game shows at once (its board a frame later) and what changed is
// only marked. A tap or a key flushes: the latest game shows, so the page acts on
// what the room says.
// The stage (stage.ts in a page, a recorder in tests) does the drawing.
import type { View } from '../../room-types';
import { drawnAhead } from './ahead';
import { beatsBetween, boardAsBefore, firstBoardBeat, type Beat } from './steps';

/** A beat's length at an even pace, and the quickest a backlog plays it. */
export const BEAT_MS = 320;
export const QUICKEST_BEAT_MS = 120;
/** A game that waited longer than this is shown at once. */
export const MAX_BEHIND_MS = 3000;
/**
 * With reduced motion, how long after a move's players its board shows: time for a frame
 * between the two, too short to see as a step. Drawn in one task and one frame, a move
 * took over 50 ms on a phone at 4× CPU.
 */
export const BOARD_AFTER_MS = 30;

export interface MotionClock {
	now(): number;
	setTimeout(run: () => void, ms: number): unknown;
	clearTimeout(id: unknown): void;
}

/** What draws the motion. */
export interface Stage {
	/** The page still shows the game before the beats: read where things start. */
	before(beats: Beat[]): void;
	/** The page shows (or is about to show) the game after them: play them, `beatMs` apart. */
	play(beats: Beat[], beatMs: number): void;
	/** Marks what changed, without movement, for at most 200 ms. */
	highlight(beats: Beat[]): void;
	/** Ends whatever plays: everything in its final place. */
	stop(): void;
}

export interface MotionOptions {
	stage: Stage;
	clock: MotionClock;
	/** The viewer asked for reduced motion (read at each game). */
	reduced: () => boolean;
}

/** The beat's length with `backlog` games waiting behind the one about to play. */
export const beatFor = (backlog: number) => Math.max(QUICKEST_BEAT_MS, Math.round(BEAT_MS / (1 + backlog / 2)));

interface Waiting {
	view: View;
	beats: Beat[];
	at: number;
}

export class MotionQueue {
	readonly #o: MotionOptions;
	#shown = $state.raw<View | null>(null);
	/** The last game given, shown or waiting. */
	#latest: View | null = null;
	#waiting: Waiting[] = [];
	#timer: unknown = null;
	/** When the board's first beat of the game playing comes (null: none to come). */
	#boardTimer: unknown = null;
	/** Beats are playing (drawn: the page says so, for whoever waits for it to be still). */
	#playing = $state(false);

	constructor(options: MotionOptions) {
		this.#o = options;
	}

	/** The game the page draws now (null before the first). */
	get shown() {
		return this.#shown;
	}
	/** Games waiting behind the one playing. */
	get backlog() {
		return this.#waiting.length;
	}
	/** Beats are playing. */
	get playing() {
		return this.#playing;
	}

	/** A new game to show: from the room, or your move ahead of it (null: none, nothing to do). */
	push(view: View | null): void {
		const prev = this.#latest;
		if (!view || view === prev) return;
		this.#latest = view;
		if (!prev) {
			this.#shown = view;
			return;
		}
		const beats = beatsBetween(prev, view);
		if (this.#o.reduced()) {
			this.#showInTwo(prev, view, beats);
			return;
		}
		// Your move drawn ahead of the room (or the room refusing it): now, not after the others.
		// (A game with nothing new to show, such as a player's connection, waits its turn.)
		if (drawnAhead(prev, view) && beats.length) this.#showAtOnce(prev);
		this.#waiting.push({ view, beats, at: this.#o.clock.now() });
		if (this.#timer === null) this.#next();
	}

	/** Shows the latest game at once: a tap or a key acts on what the room says. */
	flush(): void {
		if (this.#latest) this.#showAtOnce(this.#latest);
	}

	#showAtOnce(view: View): void {
		this.#waiting = [];
		this.#stopPlaying();
		this.#shown = view;
	}

	/**
	 * With reduced motion: `view` at once, its board a frame or two after its players (the
	 * page draws it in two tasks and frames, as a move that moves), then what changed marked.
	 */
	#showInTwo(prev: View, view: View, beats: Beat[]): void {
		this.#showAtOnce(prev);
		const board = this.#showBoardLater(
			prev,
			view,
			beats,
			() => BOARD_AFTER_MS,
			() => {
				this.#playing = false;
				this.#o.stage.highlight(beats);
			}
		);
		if (board === null) this.#o.stage.highlight(beats);
		else this.#playing = true;
	}

	/**
	 * Shows `view`, its board as `before` had it until `ms(board)` later, then whole and runs
	 * `thenBoard`, when the beats change something before the board (its first beat's index,
	 * `board`, returned); otherwise shows `view` whole and returns null. Drawn whole, the
	 * message that brought a move and the move's first frame were its longest tasks.
	 */
	#showBoardLater(
		before: View | null,
		view: View,
		beats: Beat[],
		ms: (board: number) => number,
		thenBoard: (board: number) => void
	): number | null {
		const board = firstBoardBeat(beats);
		if (!before || board === 0 || board === beats.length) {
			this.#shown = view;
			return null;
		}
		this.#shown = boardAsBefore(before, view, beats);
		this.#boardTimer = this.#o.clock.setTimeout(() => {
			this.#boardTimer = null;
			this.#shown = view;
			thenBoard(board);
		}, ms(board));
		return board;
	}

	#stopPlaying(): void {
		if (this.#timer !== null) this.#o.clock.clearTimeout(this.#timer);
		if (this.#boardTimer !== null) this.#o.clock.clearTimeout(this.#boardTimer);
		this.#timer = this.#boardTimer = null;
		this.#playing = false;
		this.#o.stage.stop();
	}

	#next(): void {
		this.#timer = null;
		this.#playing = false;
		let item = this.#waiting.shift();
		// Empty or late games show at once.
		while (item && (!item.beats.length || this.#o.clock.now() - item.at > MAX_BEHIND_MS)) {
			this.#o.stage.stop();
			this.#shown = item.view;
			item = this.#waiting.shift();
		}
		if (!item) return;
		const beatMs = beatFor(this.#waiting.length);
		const { stage, clock } = this.#o;
		const { view, beats } = item;
		stage.stop();
		stage.before(beats);
		// The board changes when its first beat plays, not with the first: the page draws a move
		// in two parts, each in a task and a frame of its own.
		const board = this.#showBoardLater(
			this.#shown,
			view,
			beats,
			(board) => beatMs * board,
			(board) => stage.play(beats.slice(board), beatMs)
		);
		stage.play(board === null ? beats : beats.slice(0, board), beatMs);
		this.#timer = clock.setTimeout(() => this.#next(), beatMs * beats.length);
		this.#playing = true;
	}
}
