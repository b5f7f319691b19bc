// Your move being chosen: pick a card, choose its spot, Confirm (or one tap),
// with the spots and what each would add (the engine's preview); sending, the
// move shown at once while the room confirms it, and forgetting the choice
// whenever the room's game moves on. Decides only: the game's views draw it and
// call its methods.
import type { PreviewEngine } from './game-numbers';
import { costFor } from '$lib/cards/cost';
import { gainOf, type Gain } from './game-numbers';
import type { Loadable } from './lazy.svelte';
import { isMyTurn } from '../turn/title';
import type { Action, OutgoingMessage, RoomState, TakeAction, View as GameView } from '../room-types';

export interface Spot {
	x: number;
	y: number;
}

/** The card being taken, and which way. */
export interface Pick {
	card: string;
	faceDown: boolean;
}

export type GainRange = { min: number; max: number } | null;

export interface MoveOptions {
	/** The room's latest state (read each time: it is replaced with every message). */
	state: () => RoomState;
	/** Sends to the room; false when nothing was sent (offline, or refused before sending). */
	send: (message: OutgoingMessage) => boolean;
	/** The room's last refusal: a new one lets a refused move be tried again. */
	refusal: () => unknown;
	/** The player's setting: a tap on a spot places the card, without Confirm. */
	oneTap: () => boolean;
	/** The engine's preview, loaded once a move is being chosen. */
	preview: Loadable<PreviewEngine>;
	/** Gives the focus back to a spot when its placement is cancelled (a page does; Node has none). */
	focusSpot?: (spot: Spot) => void;
	/**
	 * Lets go of the focus as a move is sent. The control that sent it leaves the
	 * page with it (Confirm, a key's button, an answer), and taking a focused control
	 * off the page makes the browser lay the whole page out at once, in the tap's
	 * task; let go of first, while the page is still laid out, it costs next to nothing.
	 */
	letGoOfFocus?: () => void;
	/** The move a hint suggests for this decision, if one was asked for. */
	hinted?: () => Action | null;
}

/** The spots that taking `card` (face down or not) allows, from the room's legal moves. */
const spotsIn = (takes: readonly TakeAction[], card: string, faceDown: boolean): Spot[] =>
	takes.flatMap((a) => (a.card === card && a.faceDown === faceDown ? [{ x: a.x, y: a.y }] : []));

/** What taking `card` one way adds at each of its spots, keyed "x,y" (null: the preview can't tell). */
function gainsAt(
	engine: PreviewEngine,
	{ game, takes, card }: { game: GameView; takes: readonly TakeAction[]; card: string },
	faceDown: boolean
): Map<string, Gain> | null {
	try {
		const entries = spotsIn(takes, card, faceDown).map((s): [string, Gain] => [
			`${s.x},${s.y}`,
			gainOf(engine, game, { type: 'take', card, faceDown, x: s.x, y: s.y })
		]);
		return new Map(entries);
	} catch {
		return null; // a view older than the legal moves: the next state brings new ones
	}
}

/** The least and the most any spot adds (null while the preview loads, or with no spot). */
function rangeOf(gains: Map<string, Gain> | null | undefined): GainRange {
	if (!gains?.size) return null;
	const all = [...gains.values()];
	return { min: Math.min(...all.map((g) => g.min)), max: Math.max(...all.map((g) => g.max)) };
}

export class MoveController {
	readonly #o: MoveOptions;

	constructor(options: MoveOptions) {
		this.#o = options;
	}

	// Whose move it is, as the room tells it. Cheap facts are getters; what is costly,
	// passed down as an object, or followed by effects is $derived (worked out once per change).
	get game() {
		return this.#o.state().game;
	}
	get seat() {
		return this.#o.state().you.seat ?? null;
	}
	/** Your gold, keys and tableau as shown (with your move while it is on its way). */
	get me() {
		return this.shown && this.seat !== null ? this.shown.players[this.seat] : null;
	}
	get toAct() {
		return this.game?.toAct ?? null;
	}
	/** Whether you are to act: the same test as the tab's title. */
	readonly myTurn = $derived.by(() => isMyTurn(this.#o.state()));
	/** The question one of your cards asks you, if one waits for your answer. */
	get myDecision() {
		return this.myTurn && this.game?.pending && this.game.pending.seat === this.seat ? this.game.pending : null;
	}
	get canTake() {
		return this.myTurn && !this.myDecision && (this.toAct?.decision === 'turn' || this.toAct?.decision === 'take');
	}
	/** Changes whenever the game moves on; a choice or a sent move belongs to one. */
	readonly actKey = $derived.by(() =>
		this.game ? `${this.game.turn}:${this.toAct?.seat}:${this.toAct?.decision}:${this.game.log.length}` : ''
	);

	// The choice, made for one actKey: a newer state makes it stale, so it reads as none.
	#choice = $state.raw<{ key: string; pick: Pick; spot: Spot | null } | null>(null);
	#sent = $state.raw<{ key: string; refusal: unknown; action: Action } | null>(null);

	get selected(): Pick | null {
		return this.#choice?.key === this.actKey ? this.#choice.pick : null;
	}
	/** The spot awaiting Confirm. */
	get chosen(): Spot | null {
		return this.#choice?.key === this.actKey ? this.#choice.spot : null;
	}
	/** A move was sent for this state and the room has neither moved on nor refused it. */
	get waiting() {
		return this.actKey !== '' && this.#sent?.key === this.actKey && this.#sent.refusal === this.#o.refusal();
	}

	/**
	 * The game as the page shows it. While your move is on its way: as it will be once
	 * the room applies it (the engine's preview, leaving out what you can't know, such as
	 * the card the deck refills), so the card you placed stays in place instead of going
	 * back to the display for a round trip. The room's state replaces it as soon as it
	 * comes, and at once if the room refuses the move.
	 */
	readonly shown = $derived.by((): GameView | null => {
		const game = this.game;
		const engine = this.#o.preview.current;
		if (!game || !engine || !this.waiting) return game;
		try {
			return engine.viewAfter(game, this.#sent!.action);
		} catch {
			return game; // not a move of this state after all: show the room's
		}
	});

	readonly takes: TakeAction[] = $derived.by(() =>
		this.game && this.canTake ? this.game.legal.filter((a): a is TakeAction => a.type === 'take') : []
	);
	/** The selected card may be bought (taken face up). */
	get canBuy() {
		const selected = this.selected;
		return !!selected && this.takes.some((a) => a.card === selected.card && !a.faceDown);
	}
	readonly spots = $derived(this.selected ? spotsIn(this.takes, this.selected.card, this.selected.faceDown) : []);
	/** The take panel and your tableau with its spots are open. */
	readonly placing = $derived.by(() => !!this.selected && this.canTake && !this.waiting);
	/** What the selected card costs you now, after discounts. */
	get cost() {
		return this.selected && this.me ? costFor(this.me.tableau, this.selected.card) : 0;
	}

	/** What taking the selected card each way would add at each of its spots, keyed "x,y". */
	readonly gains = $derived.by(() => {
		const engine = this.#o.preview.current;
		if (!engine || !this.selected || !this.game) return null;
		const side = { game: this.game, takes: this.takes, card: this.selected.card };
		return { up: this.canBuy ? gainsAt(engine, side, false) : null, down: gainsAt(engine, side, true) };
	});
	/** The gains of the way the card is being taken. */
	get spotGains() {
		return this.gains && this.selected ? (this.selected.faceDown ? this.gains.down : this.gains.up) : null;
	}
	/** Over all spots, the least and the most each way can add. */
	readonly sideGains = $derived({ up: rangeOf(this.gains?.up), down: rangeOf(this.gains?.down) });
	get chosenGain() {
		return this.chosen ? (this.spotGains?.get(`${this.chosen.x},${this.chosen.y}`) ?? null) : null;
	}
	/** The card shown in place at the chosen spot until confirmed. */
	readonly chosenCard = $derived(this.chosen && this.selected ? { ...this.chosen, ...this.selected } : null);

	/** The take a hint suggests, if any. */
	get hintedTake(): TakeAction | null {
		const hinted = this.#o.hinted?.() ?? null;
		return hinted?.type === 'take' ? hinted : null;
	}
	/** The side a hint suggests for the card you picked (null: no hint for that card). */
	get hintedSide(): boolean | null {
		const take = this.hintedTake;
		return take && take.card === this.selected?.card ? take.faceDown : null;
	}
	/** The space a hint suggests for the card picked the way you picked it. */
	get hintedSpot(): Spot | null {
		const take = this.hintedTake;
		const selected = this.selected;
		return take && selected && take.card === selected.card && take.faceDown === selected.faceDown
			? { x: take.x, y: take.y }
			: null;
	}
	/** Your choice as a whole move, when it is one: a card, its side and its space. */
	get current(): TakeAction | null {
		const { selected, chosen } = this;
		return selected && chosen ? { type: 'take', ...selected, ...chosen } : null;
	}

	/** Makes a take (a hint's) your choice, awaiting Confirm; nothing if it is not a legal take now. */
	choose(take: TakeAction): void {
		if (
			!this.takes.some((a) => a.card === take.card && a.faceDown === take.faceDown && a.x === take.x && a.y === take.y)
		)
			return;
		this.#choice = {
			key: this.actKey,
			pick: { card: take.card, faceDown: take.faceDown },
			spot: { x: take.x, y: take.y }
		};
	}

	/** Starts loading what choosing a move needs; call it from an effect, which then follows the choice. */
	prepare(): void {
		if (this.selected || this.myDecision) this.#o.preview.load();
	}

	/** Picks a card from a display (face up if you can pay for it), or puts back the one picked. */
	select(card: string): void {
		if (this.selected?.card === card) return this.unselect();
		// A card tapped while the motion still told an earlier game may be gone by now.
		if (!this.takes.some((a) => a.card === card)) return;
		const affordable = this.takes.some((a) => a.card === card && !a.faceDown);
		this.#choice = { key: this.actKey, pick: { card, faceDown: !affordable }, spot: null };
	}

	unselect(): void {
		this.#choice = null;
	}

	/** Takes the card the other way; a chosen spot stays if that way allows it too. */
	setSide(faceDown: boolean): void {
		const { selected, chosen } = this;
		if (!selected) return;
		const spots = spotsIn(this.takes, selected.card, faceDown);
		const spot = chosen && spots.some((s) => s.x === chosen.x && s.y === chosen.y) ? chosen : null;
		this.#choice = { key: this.actKey, pick: { card: selected.card, faceDown }, spot };
	}

	/** A tap on a spot: with one tap it is the move, else the spot waits for Confirm. */
	place(x: number, y: number): void {
		const selected = this.selected;
		if (!selected) return;
		if (this.#o.oneTap()) return this.act({ type: 'take', ...selected, x, y });
		this.#choice = { key: this.actKey, pick: selected, spot: { x, y } };
	}

	confirm(): void {
		const { selected, chosen } = this;
		if (selected && chosen) this.act({ type: 'take', ...selected, ...chosen });
	}

	/** Back from Confirm to choosing a spot; the focus returns to the spot. */
	cancel(): void {
		const { selected, chosen } = this;
		if (!selected || !chosen) return;
		this.#choice = { key: this.actKey, pick: selected, spot: null };
		this.#o.focusSpot?.(chosen);
	}

	/** Sends a move (a take, a key, an answer) unless one is on its way for this state. */
	act(action: Action): void {
		if (this.waiting) return;
		const refusal = this.#o.refusal();
		if (!this.#o.send({ type: 'action', action })) return;
		this.#sent = { key: this.actKey, refusal, action };
		this.#o.letGoOfFocus?.();
	}

	/**
	 * A key pressed on the page (outside dialogs): Escape steps back (spot, then card),
	 * Enter confirms the chosen spot unless it was pressed on a control, which does its
	 * own job. True when the key was used for that, so the page skips its default.
	 */
	key(key: string, onControl: boolean): boolean {
		if (key === 'Escape') {
			if (this.chosen) this.cancel();
			else if (this.selected) this.unselect();
		} else if (key === 'Enter' && this.chosen && !onControl) {
			this.confirm();
			return true;
		}
		return false;
	}
}
