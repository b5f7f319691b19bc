// The game at the table, decided: builds the controllers beside this file and
// ties them to the room and to each other (your move: move.svelte.ts; the hint,
// loaded with the first press of Hint: src/lib/hints/; countdowns:
// takeover.svelte.ts; the notice after an absence: away.svelte.ts; the tableau's
// fit while placing: layout.svelte.ts; the your-turn signals: ../turn/), and
// derives what the view shows from them: the status line, names, scores now,
// whether tips may show. Game.svelte lays it out and draws it.
import { tick } from 'svelte';
import { hintAvailable } from '$lib/hints/available';
import type { HintController } from '$lib/hints/hint.svelte';
import { tipsMayShow, tipsReset } from '$lib/rules/tips.svelte';
import type { Action, RoomLike, RoomState, View } from '../room-types';
import { paceOf, turnClock, turnTimeLeft, type TurnClock } from '../pace.svelte';
import { seatNamer } from '../seat-names';
import { settings } from '../turn/settings.svelte';
import { announceTurn, setFaviconBadge, turnSignals } from '../turn/your-turn';
import { AwayNotice } from './away.svelte';
import { whenIdle } from './idle';
import { loadPreview, project, type PreviewEngine, type Projection } from './game-numbers';
import { Lazy, type Loadable } from './lazy.svelte';
import { placingCode } from './placing-door';
import { drawnAhead } from './motion/ahead';
import { browserScreen, PlacingFit, type Screen } from './layout.svelte';
import { MoveController, type Spot } from './move.svelte';
import { statusLine } from './status';
import { Countdowns, systemClock, type Clock } from './takeover.svelte';

/** What the first press of Hint loads (src/lib/hints/load.ts). */
export type HintModule = typeof import('$lib/hints/load');

/** The motion (./motion/), loaded with the game's first change. */
export type MotionModule = typeof import('./motion/load');
type Motion = ReturnType<MotionModule['pageMotion']>;

/** "Since your last turn" (SinceSummary.svelte), loaded ahead of a seat's turn in a game of three or more. */
export type SinceModule = typeof import('./SinceSummary.svelte');

/** The part of a key press the game reads. */
export interface KeyPress {
	readonly key: string;
	readonly defaultPrevented: boolean;
	readonly target: EventTarget | null;
	preventDefault(): void;
}

/** Where Enter does a control's own job rather than confirm a move (a radio button doesn't have one). */
const CONTROLS = 'button, a, select, textarea, summary, input:not([type="radio"])';

export interface GameOptions {
	/** The room: sending, its last refusal, and what it said when you came back. */
	room: () => Pick<RoomLike, 'send' | 'error' | 'awayTurns' | 'joins' | 'status' | 'guided'>;
	/** The room's latest state, with a game (read each time: it is replaced with every message). */
	state: () => RoomState;
	/** In another site's frame, sized to its content: the window is the content, nothing to fit. */
	embedded?: () => boolean;
	// Stand-ins for tests; the defaults are the page's.
	loadHints?: () => Promise<HintModule>;
	/** null: no motion, every change shows at once. */
	loadMotion?: (() => Promise<MotionModule>) | null;
	preview?: Loadable<PreviewEngine>;
	since?: Loadable<SinceModule>;
	/** Runs work once the page is idle (idle.ts); returns a cancel. */
	idle?: (work: () => void) => () => void;
	clock?: Clock;
	screen?: Screen;
	signals?: { badge: typeof setFaviconBadge; announce: typeof announceTurn };
}

/** Gives the focus back to a spot of your tableau once the page has drawn it. */
const focusSpot = (spot: Spot) =>
	void tick().then(() =>
		document
			.querySelector<HTMLElement>(`[data-testid="spot"][data-x="${spot.x}"][data-y="${spot.y}"]`)
			?.focus({ preventScroll: true })
	);

/** The focus leaves the control it is on (the page's body has it, as when the control goes). */
const letGoOfFocus = () => (globalThis.document?.activeElement as HTMLElement | null | undefined)?.blur?.();

export class GameController {
	readonly #o: GameOptions;
	readonly #signals: NonNullable<GameOptions['signals']>;
	readonly #yourTurn: (mine: boolean) => void;

	#hints = $state.raw<HintController | null>(null);
	#HintBox = $state.raw<HintModule['HintBox'] | null>(null);
	/** The hint, once Hint was first pressed (null until its code is loaded). */
	get hints() {
		return this.#hints;
	}
	/** The hint's view, loaded with it. */
	get HintBox() {
		return this.#HintBox;
	}
	/** The answer chosen so far in an ability's question (a hint weighs itself against it). */
	answer = $state.raw<Action | null>(null);

	/**
	 * "Since your last turn", to draw atop your move's controls in a game of three or more;
	 * null until its code is there (it is drawn in the same frame as those controls).
	 */
	get SinceSummary(): SinceModule['default'] | null {
		if (!this.#summarised) return null;
		return this.#since.current?.default ?? null;
	}
	readonly #since: Loadable<SinceModule>;
	/** This browser plays a seat in a game of three or more: between two of its turns others move. */
	get #summarised(): boolean {
		return this.move.seat !== null && this.view.players.length > 2;
	}

	readonly move: MoveController;
	readonly countdowns: Countdowns;
	readonly away: AwayNotice;
	readonly fit: PlacingFit;

	#motion = $state.raw<Motion | null>(null);
	/** The game drawn before the first change, held while the motion's code loads. */
	#held = $state.raw<View | null>(null);
	#first: View | null = null;
	#loadingMotion = false;

	constructor(options: GameOptions) {
		this.#o = options;
		this.#signals = options.signals ?? { badge: setFaviconBadge, announce: announceTurn };
		// The engine's preview loads the first time a move is being chosen: none of it is needed to draw the table.
		this.move = new MoveController({
			hinted: () => this.#hints?.hinted ?? null,
			state: options.state,
			send: (message) => options.room().send(message),
			refusal: () => options.room().error,
			oneTap: () => settings.oneTap,
			preview: options.preview ?? new Lazy(loadPreview),
			focusSpot,
			letGoOfFocus
		});
		this.#since = options.since ?? new Lazy(() => import('./SinceSummary.svelte'));
		this.countdowns = new Countdowns(options.state, options.clock ?? systemClock);
		this.away = new AwayNotice(options.room);
		this.fit = new PlacingFit(() => this.move.placing && !options.embedded?.(), options.screen ?? browserScreen);
		this.#yourTurn = turnSignals(settings, () => options.state().room, this.#signals);
	}

	/**
	 * Ties the controllers to the page's life: call it once while the view is set
	 * up (or inside an effect root), and its effects end with it.
	 */
	start(): void {
		$effect(() => this.move.prepare());
		$effect(() => this.#hints?.follow());
		$effect(() => () => this.#hints?.dispose());
		$effect(() => this.countdowns.run());
		$effect(() => this.fit.raiseStatusBar());
		$effect(() => this.fit.follow());
		// Your turn, even in another tab: a badge on the favicon (the title is the page's),
		// and the beep, vibration or notification the player chose.
		$effect(() => this.#yourTurn(this.move.myTurn));
		$effect(() => () => this.#signals.badge(false));
		// A player's first pick draws the take panel, and their turn the summary: each brings a
		// style sheet, and a new style sheet restyles the whole page (12 ms of a phone's frame,
		// four times that slowed down) while a bot's move still plays. So their code and styles
		// load ahead, once the page is idle; at your turn the summary is needed now (the page
		// may not have been idle till then: it comes a little after the controls).
		$effect(() => {
			if (this.move.seat === null) return;
			const summarised = this.#summarised;
			return (this.#o.idle ?? whenIdle)(() => {
				placingCode.load();
				if (summarised) this.#since.load();
			});
		});
		$effect(() => {
			if (this.choosing && this.#summarised) this.#since.load();
		});
		// Each change of the game is told by the motion, whose code comes with the first one.
		// Before the page draws anything of the change: the motion reads where things are
		// on a page laid out in the last frame, which costs no layout of its own.
		$effect.pre(() => {
			const view = this.move.shown;
			if (this.#motion) this.#motion.push(view);
			else if (view && this.#o.loadMotion !== null && view !== (this.#first ??= view)) {
				// Your move drawn ahead of the room shows at once, as the motion would show it;
				// a change from the room waits for the motion.
				if (drawnAhead(this.#first, view)) [this.#first, this.#held] = [view, null];
				else this.#held ??= this.#first;
				if (this.#loadingMotion) return;
				this.#loadingMotion = true;
				(this.#o.loadMotion ?? (() => import('./motion/load')))().then(
					(loaded) => {
						this.#motion = loaded.pageMotion(() => this.move.seat, this.#first!);
						this.#held = null;
					},
					() => {
						// No motion: the latest game shows, and the next change tries again from it.
						[this.#first, this.#held] = [this.move.shown, null];
						this.#loadingMotion = false;
					}
				);
			}
		});
	}

	/** The page is still telling a change (or holding it while the motion's code loads). */
	get moving(): boolean {
		return !!this.#held || (this.#motion?.playing ?? false);
	}

	/** The last tap on a control landed on an earlier game than the room's (one the motion was still telling). */
	#tapOnOlder = false;

	/**
	 * A tap on a control: the latest game shows at once, for the page to act on. On
	 * the click, not the press: ending the motion at the press would move what is
	 * under the finger, and the release would land elsewhere (no click at all).
	 */
	interrupt = (event: Event): void => {
		if (!(event.target as Element).closest('button, a, input, select, summary, label')) return;
		this.#tapOnOlder = this.#view !== this.move.shown;
		// The motion's code is still loading: it will start from the game shown now.
		if (this.#held) [this.#first, this.#held] = [this.move.shown, null];
		this.#motion?.flush();
	};

	/**
	 * A tap on a display card, after `interrupt`: picks the card the player saw if it
	 * can be taken now. True when the tap is spent: picked, or it landed on a game the
	 * motion was still telling (the page now shows the room's; the card may be gone).
	 * False: nothing to take, the card's details may show.
	 */
	tapCard = (card: string): boolean => {
		const { move } = this;
		if (!move.canTake || move.waiting || !move.takes.some((a) => a.card === card)) return this.#tapOnOlder;
		move.select(card);
		return true;
	};

	#view = $derived.by(() => this.#motion?.shown ?? this.#held ?? this.move.shown!);
	#nameOf = $derived.by(() => seatNamer(this.#o.state().seats));
	/** Each player's score now, by the player as the view has it: worked out again only for a player who changed. */
	readonly #projected = new WeakMap<View['players'][number], Projection>();
	#projections = $derived.by(() =>
		this.#view
			? this.#view.players.map((p) => {
					let projection = this.#projected.get(p);
					if (!projection) this.#projected.set(p, (projection = project(p.tableau, p.keys, p.gold)));
					return projection;
				})
			: []
	);
	#status = $derived.by(() =>
		statusLine({
			game: this.#view,
			myTurn: this.move.myTurn,
			myDecision: this.move.myDecision,
			placing: this.move.placing ? (this.move.selected?.card ?? null) : null,
			seats: this.#o.state().seats,
			nameOf: this.#nameOf,
			botIn: this.botIn,
			sending: this.move.waiting,
			connected: this.#o.room().status === 'open'
		})
	);
	#tips = $derived.by(() => {
		void tipsReset.at;
		return this.move.seat !== null && !this.#view.over && !this.#o.room().guided && tipsMayShow(this.tipsGame);
	});
	#hintIdle = $derived.by(() => hintAvailable(this.#o.state()) && (!this.#hints || this.#hints.status === 'idle'));

	/** The room's game, or your move ahead of it while it is on its way. */
	get view() {
		return this.#view;
	}
	/** Names as this page shows them: bots by their level, in the page's language. */
	get nameOf() {
		return this.#nameOf;
	}
	/** Each player's score as if the game ended now. */
	get projections() {
		return this.#projections;
	}
	/** Seconds until a bot plays for the absent player at `seat` (null: no countdown runs; over days, none takes a seat). */
	botIn = (seat: number) => (paceOf(this.#o.state()).pace === 'days' ? null : this.countdowns.botInSeconds(seat));
	/** The status bar's clock for the turn: the turn timer, or a turn's allowance over days. */
	get turnClock(): TurnClock | null {
		return turnClock(this.#o.state(), this.secondsLeft);
	}
	/** "Ada has 21 hr to play": the seat to act at a table over days (null for the others, and at a live table). */
	timeLeft = (seat: number) =>
		turnTimeLeft(this.#o.state(), seat, this.#view?.toAct?.seat ?? null, this.secondsLeft, this.#nameOf(seat));
	/** Seconds left on the turn timer while a game runs (null: none shows). */
	get secondsLeft(): number | null {
		return this.#o.state().phase === 'playing' ? this.countdowns.secondsLeft : null;
	}
	/** Your move is yours to make now: your turn, and no move of yours on its way. */
	get choosing(): boolean {
		return this.move.myTurn && !this.move.waiting;
	}
	/** The status bar's line: whose turn it is and what it asks. */
	get status() {
		return this.#status;
	}
	/** The game the first-game tips belong to. */
	get tipsGame() {
		return `${this.#o.state().room}:${this.#o.state().gameNumber}`;
	}
	/**
	 * First-game tips (the rules' feature) load only where they may show: a seat, a
	 * game going on, not the lesson, and this browser's first game (or tips asked for again).
	 */
	get tips() {
		return this.#tips;
	}
	/** A hint may be asked for now, and none is under way or shown for this decision. */
	get hintIdle() {
		return this.#hintIdle;
	}

	#loadingHints: Promise<void> | null = null;

	/** Hint pressed: the first press loads the hint's code (offline, the button stays for another try). */
	askHint = async (): Promise<void> => {
		if (!this.#hints) {
			this.#loadingHints ??= this.#loadHints().finally(() => (this.#loadingHints = null));
			await this.#loadingHints;
		}
		this.#hints?.ask();
	};

	async #loadHints(): Promise<void> {
		const loaded = await (this.#o.loadHints ?? (() => import('$lib/hints/load')))().catch(() => null);
		if (!loaded || this.#hints) return;
		const room = this.#o.room;
		this.#hints = new loaded.HintController({
			state: this.#o.state,
			send: (message) => room().send(message),
			refusal: () => room().error,
			decision: () => this.move.actKey,
			current: () => this.move.current ?? this.answer,
			makeWorker: loaded.makeHintWorker
		});
		this.#HintBox = loaded.HintBox;
	}

	/** The hint's move, chosen from its box: a take becomes your choice; anything else puts your pick back. */
	chooseHinted(action: Action): void {
		if (action.type === 'take') this.move.choose(action);
		else this.move.unselect();
	}

	/** A key pressed on the page: Escape and Enter step through your move, unless a dialog or a control has them. */
	keydown = (event: KeyPress): void => {
		this.#motion?.flush();
		if (event.defaultPrevented || document.querySelector('dialog[open]')) return;
		const target = event.target as { closest?: (selectors: string) => unknown } | null;
		if (this.move.key(event.key, !!target?.closest?.(CONTROLS))) event.preventDefault();
	};
}
