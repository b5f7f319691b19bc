// One-step greedy evaluation used by both the medium bot (its whole policy) and
// the hard bot (candidate pruning and the playout policy).
//
// A take is judged by applying it on a private copy (engine `stepToTry`: the turn
// left unfinished, since the refill and the next seat change no value) and valuing
// the seat's position with `playerValue` (evaluate.ts), minus what opponents
// gained (His Holiness, Patron, Innkeeper…). Ability effects never depend on the
// space the card goes to, so each (card, face) is stepped once and the new card
// is then moved over every open space to value the placement: ≤ 6 steps per turn.
import {
	discountOn,
	discounted,
	legalActions,
	otherLocation,
	toAct,
	type Action,
	type AnswerAction,
	type GameState,
	type KeyAction,
	type PlacedCard,
	type Random,
	type TakeAction
} from '../engine/index';
import { cloneGame, copyToTry, openCells, shuffleInPlace, step, stepToTry } from '../engine/sim';
import { card } from './card';
import { placementValues, playerValue, purseFree, resourceValue } from './evaluate';

/** Scratch for placementValues (one value per open cell). */
const values: number[] = [];

/** A private copy for simulation: like cloneGame, without the log/history (bots never read them). */
export function simClone(g: GameState): GameState {
	return cloneGame(g, true);
}

export interface Scored {
	action: Action;
	value: number;
}

/** Opponents' resources, averaged over them (only what an action can change for them). */
function opponentsResources(g: GameState, seat: number): number {
	const n = g.players.length;
	let sum = 0;
	for (let s = 0; s < n; s++) {
		if (s === seat) continue;
		const p = g.players[s];
		sum += resourceValue({ empty: 9 - p.tableau.length, purseFree: freeOf(s, p.tableau) }, p.gold, p.keys);
	}
	return sum / (n - 1);
}

/**
 * `purseFree` of a tableau, remembered by seat with the placed cards it was computed from:
 * a seat's tableau rarely changes while the others' moves are tried (clone.ts: copies share
 * their placed cards, and a placed card is replaced, never changed), and its card lookups
 * were most of the opponents' valuation.
 */
function freeOf(seat: number, tableau: readonly PlacedCard[]): number {
	const seen = FREE_CARDS[seat];
	if (!seen) {
		FREE_CARDS[seat] = tableau.slice();
		return (FREE[seat] = purseFree(tableau));
	}
	let same = seen.length === tableau.length;
	for (let i = 0; same && i < tableau.length; i++) same = seen[i] === tableau[i];
	if (same) return FREE[seat];
	seen.length = 0;
	for (let i = 0; i < tableau.length; i++) seen.push(tableau[i]);
	return (FREE[seat] = purseFree(tableau));
}

const FREE_CARDS: PlacedCard[][] = [];
const FREE: number[] = [];

/** The seat's heuristic value of a state. */
export function stateValue(g: GameState, seat: number): number {
	return playerValue(g.players[seat]) - opponentsResources(g, seat);
}

/** Value every answer to the seat's pending decision (answers resolved greedily further down). */
export function scoreAnswers(g: GameState, seat: number): Scored[] {
	return (legalActions(g) as AnswerAction[]).map((a) => {
		const c = copyToTry(g, seat, a);
		stepToTry(c, seat, a);
		settle(c, seat);
		return { action: a, value: stateValue(c, seat) };
	});
}

/** Resolve the seat's pending decisions greedily, in place, on a copy being tried (`stepToTry`). */
export function settle(g: GameState, seat: number): void {
	while (g.pending && g.pending.seat === seat) {
		const best = bestOf(scoreAnswers(g, seat));
		stepToTry(g, seat, best.action as AnswerAction);
	}
}

export function bestOf(list: Scored[]): Scored {
	let best = list[0];
	for (let i = 1; i < list.length; i++) if (list[i].value > best.value) best = list[i];
	return best;
}

/**
 * Steps each take of the display at the messenger once on a private copy (a card's
 * ability does not depend on its space) and calls `visit` with the values of the seat's
 * position with that card on each open space (`values[k]` for cells[2k], cells[2k+1]),
 * minus what opponents gained. With `allFaceDown` false only one card is taken face
 * down (the own outcome is the same for all three; playouts save the time).
 */
function eachTake(
	g: GameState,
	seat: number,
	allFaceDown: boolean,
	visit: (id: string, faceDown: boolean, cells: number[], values: readonly number[], opp: number) => void,
	faceDownKept?: FaceDownValues
): void {
	const player = g.players[seat];
	const cells = openCells(player.tableau);
	const index = player.tableau.length;
	let faceDownSeen = false;
	// Most takes leave the other seats' players shared with `g` (copyToTry), and then
	// their resources are the same number for every take: computed once, when first needed.
	let oppOfG: number | null = null;
	// A display holds cards of its own location: one discount prices all of them.
	const discount = discountOn(player.tableau, g.messenger);
	for (const id of g.displays[g.messenger]) {
		if (id === null) continue;
		const affordable = discounted(card(id), discount) <= player.gold;
		for (let f = affordable ? 0 : 1; f < 2; f++) {
			const faceDown = f === 1;
			if (faceDown && faceDownSeen && !allFaceDown) continue;
			if (faceDown) faceDownSeen = true;
			if (faceDown && faceDownKept?.known) {
				visit(id, true, cells, faceDownKept.values, faceDownKept.opp);
				continue;
			}
			const take: TakeAction = { type: 'take', card: id, faceDown, x: cells[0], y: cells[1] };
			const c = copyToTry(g, seat, take);
			stepToTry(c, seat, take);
			settle(c, seat);
			const me = c.players[seat];
			placementValues(me, me.tableau[index], cells, values);
			const opp = sharesOpponents(c, g, seat) ? (oppOfG ??= opponentsResources(g, seat)) : opponentsResources(c, seat);
			if (faceDown && faceDownKept) {
				faceDownKept.known = true;
				faceDownKept.values = values.slice(0, cells.length >> 1);
				faceDownKept.opp = opp;
			}
			visit(id, faceDown, cells, values, opp);
		}
	}
}

/**
 * A face-down take's values on each open space, and the opponents' part, kept between
 * displays valued for the same position: taken face down, every card gives the seat the
 * same tableau, gold and keys, so only the first display's needs stepping and valuing.
 */
export interface FaceDownValues {
	known: boolean;
	values: number[];
	opp: number;
}

/** Whether every seat but `seat` is the same player object in both states. */
function sharesOpponents(a: GameState, b: GameState, seat: number): boolean {
	for (let s = 0; s < a.players.length; s++) if (s !== seat && a.players[s] !== b.players[s]) return false;
	return true;
}

/** Value every take of the display at the messenger (see eachTake for `allFaceDown`). */
export function scoreTakes(g: GameState, seat: number, allFaceDown = true): Scored[] {
	const out: Scored[] = [];
	eachTake(g, seat, allFaceDown, (id, faceDown, cells, values, opp) => {
		for (let i = 0; i < cells.length; i += 2) {
			const action: TakeAction = { type: 'take', card: id, faceDown, x: cells[i], y: cells[i + 1] };
			out.push({ action, value: values[i >> 1] - opp });
		}
	});
	return out;
}

/**
 * The best take of `scoreTakes(g, seat, false)` (the same one `bestOf` picks: first of the
 * best), without listing every take: playouts ask this at every simulated turn, and the
 * list's actions were most of their garbage.
 */
export function bestTake(g: GameState, seat: number, faceDownKept?: FaceDownValues): Scored {
	let value = -Infinity;
	let action: TakeAction | null = null;
	eachTake(
		g,
		seat,
		false,
		(id, faceDown, cells, values, opp) => {
			let best = -1;
			for (let i = 0; i < cells.length; i += 2) {
				if (values[i >> 1] - opp > value) {
					value = values[i >> 1] - opp;
					best = i;
				}
			}
			if (best >= 0) action = { type: 'take', card: id, faceDown, x: cells[best], y: cells[best + 1] };
		},
		faceDownKept
	);
	return { action: action!, value };
}

/** Best take value after a key use (the seat then has a `take` decision). */
function bestTakeValue(g: GameState, seat: number, faceDownKept: FaceDownValues): number {
	return bestTake(g, seat, faceDownKept).value;
}

/**
 * Value every legal action of a `turn`/`take` decision: takes, plus key uses
 * (messenger: best take at the other display; refresh: mean best take over
 * `refreshSamples` draws of the unknown deck).
 */
export function scoreTurn(g: GameState, seat: number, random: Random, refreshSamples = 4): Scored[] {
	const out = scoreTakes(g, seat, true);
	const p = g.players[seat];
	if (g.pending || g.keyUsed || p.keys < 1) return out;
	// After any key use the seat has the same tableau, gold and keys: one face-down take's values serve all.
	const faceDownKept: FaceDownValues = { known: false, values: [], opp: 0 };
	if (!g.removed.includes(otherLocation(g.messenger))) {
		const c = copyToTry(g, seat, MESSENGER);
		step(c, seat, MESSENGER);
		out.push({ action: { type: 'key', use: 'messenger' }, value: bestTakeValue(c, seat, faceDownKept) });
	}
	let sum = 0;
	for (let k = 0; k < refreshSamples; k++) {
		const c = copyToTry(g, seat, REFRESH);
		c.decks[c.messenger] = shuffleInPlace(c.decks[c.messenger].slice(), random);
		step(c, seat, REFRESH);
		sum += bestTakeValue(c, seat, faceDownKept);
	}
	out.push({ action: { type: 'key', use: 'refresh' }, value: sum / refreshSamples });
	return out;
}

// The key uses, made once: step only reads an action.
const MESSENGER: KeyAction = { type: 'key', use: 'messenger' };
const REFRESH: KeyAction = { type: 'key', use: 'refresh' };
const KEY_USES = [MESSENGER, REFRESH];

/** The greedy playout policy: answers greedily, takes the best take, never spends keys. */
export function greedyStep(g: GameState): void {
	const now = toAct(g)!;
	if (g.pending) {
		step(g, now.seat, bestOf(scoreAnswers(g, now.seat)).action);
		return;
	}
	step(g, now.seat, bestTake(g, now.seat).action);
}

/**
 * The expert's playout policy: as `greedyStep`, and at a turn it also weighs spending a key
 * (messenger move, refresh) by the best take that follows, then plays that take at once. Greedy
 * play that never spends a key scores ~10 points less than medium, which does; playouts that
 * spend them judge positions (and keys) far better. In a playout the state is already a guess
 * of the hidden cards, so a refresh is judged by the cards that guess would reveal.
 */
export function greedyKeyStep(g: GameState): void {
	const now = toAct(g)!;
	const seat = now.seat;
	if (g.pending) {
		step(g, seat, bestOf(scoreAnswers(g, seat)).action);
		return;
	}
	const here = bestTake(g, seat);
	if (g.keyUsed || g.players[seat].keys < 1) {
		step(g, seat, here.action);
		return;
	}
	let best = here;
	let key: KeyAction | null = null;
	// After either key use the seat has the same tableau, gold and keys: one face-down take's values serve both.
	const faceDownKept: FaceDownValues = { known: false, values: [], opp: 0 };
	for (const use of KEY_USES) {
		if (use === MESSENGER && g.removed.includes(otherLocation(g.messenger))) continue;
		const c = copyToTry(g, seat, use);
		step(c, seat, use);
		const there = bestTake(c, seat, faceDownKept);
		if (there.value > best.value) {
			best = there;
			key = use;
		}
	}
	if (key) step(g, seat, key);
	step(g, seat, best.action);
}
