// The guided first game, decided: which step the game is at, what the lesson asks
// for now and which control to tap for it, what a tap does (the marked one goes
// through to the table; any other move control is explained instead of done),
// the "why" a second tap shows, and the lesson's words filled from the game.
// The table draws the game as at any room; the learn page marks the target and
// asks this controller about every tap on a move control and every message sent.
import { FACE_DOWN_GAIN, findCard } from '$engine/data';
import { cardName } from '$lib/cards/card-text';
import { costFor } from '$lib/cards/cost';
import type { Action, OutgoingMessage, RoomState, View } from '$lib/table/room-types';
import { LESSON, YOU, type LessonStep } from './script';
import { targetsOf, type Target } from './targets';

export interface LessonOptions {
	/** The room's latest state (read each time). */
	state: () => RoomState | null;
	/** The player's setting: a tap on a space places the card, without Confirm. */
	oneTap: () => boolean;
}

/** Why a tap was not done: the step's own words, or the bot's turn. */
export type Refusal = { reason: 'step' | 'bot-turn' | 'over'; at: number };

export interface CardScore {
	card: string;
	faceDown: boolean;
	points: number;
}

const sameAction = (a: Action, b: Action) =>
	JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

export class LessonController {
	readonly #o: LessonOptions;
	/** Taps on marked targets for one state of the game (a newer one starts again at its first target). */
	#taps = $state.raw<{ key: string; n: number }>({ key: '', n: 0 });
	#why = $state.raw<{ key: string } | null>(null);
	#refused = $state.raw<Refusal | null>(null);
	readonly total = LESSON.steps.length;

	constructor(options: LessonOptions) {
		this.#o = options;
	}

	get view(): View | null {
		return this.#o.state()?.game ?? null;
	}
	get over(): boolean {
		return !!this.view?.over;
	}
	/** The step the game is at: one per card you placed; `total` once all nine are. */
	get index(): number {
		return Math.min(this.view?.players[YOU].tableau.length ?? 0, this.total);
	}
	get step(): LessonStep | null {
		return this.over ? null : (LESSON.steps[this.index] ?? null);
	}
	/** You are to act, at the start of your turn or after its key. */
	get yourTurn(): boolean {
		const toAct = this.view?.toAct;
		return !!toAct && toAct.seat === YOU && (toAct.decision === 'turn' || toAct.decision === 'take');
	}
	/** The move asked for now: the step's key first, then its take. */
	get action(): Action | null {
		const step = this.step;
		if (!step || !this.yourTurn) return null;
		return step.actions[step.actions.length > 1 && this.view!.keyUsed ? 1 : 0];
	}
	/** Changes whenever the game moves on. */
	get #key(): string {
		const v = this.view;
		return v ? `${v.turn}:${v.keyUsed}:${v.log.length}` : '';
	}
	get targets(): Target[] {
		const action = this.action;
		return action ? targetsOf(action, this.#o.oneTap()) : [];
	}
	/** The control to tap now (null: nothing to tap: the bot's turn, or the end). */
	get target(): Target | null {
		const targets = this.targets;
		const n = this.#taps.key === this.#key ? this.#taps.n : 0;
		return targets[Math.min(n, targets.length - 1)] ?? null;
	}
	/** The last tap explained instead of done, while the game stays where it was. */
	get refused(): Refusal | null {
		return this.#refused && this.#taps.key === this.#key ? this.#refused : null;
	}
	/** The "why" of this step is open. */
	get why(): boolean {
		return this.#why?.key === `${this.index}`;
	}

	/**
	 * A tap on one of the table's move controls; `onTarget`: it is the marked one.
	 * True: let the table do it. False: it was explained instead (`refused`).
	 */
	tap(onTarget: boolean): boolean {
		const key = this.#key;
		if (onTarget && this.target) {
			const n = this.#taps.key === key ? this.#taps.n : 0;
			this.#taps = { key, n: n + 1 };
			this.#refused = null;
			return true;
		}
		this.#taps = { key, n: this.#taps.key === key ? this.#taps.n : 0 };
		this.#refused = { reason: this.over ? 'over' : this.yourTurn ? 'step' : 'bot-turn', at: Date.now() };
		return false;
	}

	/** A message the table sends: a move is let through only if it is the one asked for. */
	allows(message: OutgoingMessage): boolean {
		if (message.type === 'rematch' || message.type === 'backToLobby') return false;
		if (message.type !== 'action') return true;
		const action = this.action;
		if (action && sameAction(action, message.action)) return true;
		this.tap(false);
		return false;
	}

	toggleWhy(): void {
		this.#why = this.why ? null : { key: `${this.index}` };
	}

	/** The values the step's words name: its card, what it costs you now and as printed, the face-down gain, the scores. */
	get values(): Record<string, string | number> {
		const step = this.step ?? LESSON.steps[this.total - 1];
		const take = step.actions.at(-1)!;
		const card = take.type === 'take' ? take.card : '';
		const me = this.view?.players[YOU];
		const scores = this.view?.scores;
		return {
			card: cardName(card),
			cost: me ? costFor(me.tableau, card) : (findCard(card)?.cost ?? 0),
			printed: findCard(card)?.cost ?? 0,
			faceDownGold: FACE_DOWN_GAIN.gold,
			faceDownKeys: FACE_DOWN_GAIN.keys,
			you: scores?.[YOU]?.total ?? '',
			bot: scores?.find((_, seat) => seat !== YOU)?.total ?? '',
			n: Math.min(this.index + 1, this.total),
			total: this.total
		};
	}

	/** At the end: your cards in reading order with their points, and your keys. */
	get cardScores(): { cards: CardScore[]; keys: number; total: number } | null {
		const score = this.view?.scores?.[YOU];
		const tableau = this.view?.players[YOU].tableau;
		if (!score || !tableau) return null;
		const cards = score.cells.map((c) => {
			const placed = tableau.find((p) => p.x === c.x && p.y === c.y)!;
			return { card: placed.card, faceDown: placed.faceDown, points: c.points };
		});
		return { cards, keys: score.keys, total: score.total };
	}
}
