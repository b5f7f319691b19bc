// What-if questions for the UI: what a move that hasn't happened yet would do
// to the viewer's score and to the table as the viewer sees it, and why a placed
// card scores what it does. One of the engine's entry points (with index.ts,
// data.ts and sim.ts); the UI takes every such number from here, never from its
// own copy of a rule.
import { card, type Area, type Count, type CountType } from './cards';
import { cloneGame } from './clone';
import { evaluate, type CountContext } from './counts';
import { determinize } from './determinize';
import { checkAction, legalActions } from './legal';
import { createRandom } from './rng';
import { laidTableau, projectTableau, type LaidCard } from './scoring';
import { step, toAct } from './turn';
import type { Action, GameState, PlacedCard } from './types';
import { viewFor, type GameView } from './view';

export interface Preview {
	/** The viewer's "Score now": its tableau, keys and gold as if the game ended now. */
	before: number;
	/**
	 * The same figure once the action and everything it triggers for the viewer have
	 * resolved; min and max range over the answers of the decisions it leads to.
	 */
	after: { min: number; max: number };
}

/** The viewer's "Score now" (as if the game ended now: leftover gold on purses). */
export function scoreNow(view: GameView, seat = view.seat): number {
	if (seat === null) throw new Error('scoreNow: a spectator has no score; give a seat.');
	const p = view.players[seat];
	return projectTableau(p.tableau, p.keys, p.gold).total;
}

/**
 * What `action` (one of `view.legal`) would do to the viewer's projected score.
 * Exact: the viewer's own resources after its move never depend on hidden cards,
 * so any state consistent with the view gives the same answer.
 */
export function previewAction(view: GameView, action: Action): Preview {
	const { game, seat } = playedOnAGuess(view, action, 'previewAction');
	return { before: scoreNow(view, seat), after: resolved(game, seat) };
}

/** A game consistent with the view (hidden cards guessed, the same guess each time), after the viewer's `action`. */
function playedOnAGuess(view: GameView, action: Action, asker: string): { game: GameState; seat: number } {
	const seat = view.seat;
	if (seat === null) throw new Error(`${asker}: a spectator has no moves.`);
	const game = determinize(view, createRandom('preview'));
	const refusal = toAct(game)?.seat === seat ? checkAction(game, seat, action) : { message: 'not your turn' };
	if (refusal) throw new Error(`${asker}: ${JSON.stringify(action)} is not legal here (${refusal.message}).`);
	step(game, seat, action);
	return { game, seat };
}

/**
 * The viewer's view once its own `action` (one of `view.legal`) has been applied, as
 * far as the view can tell, for showing a move at once while the room confirms it.
 * What the viewer cannot know stays unknown: a display slot the deck refills is
 * empty (null), the log ends before the move (its events would name the refill), there
 * is nothing to act on (`legal` is []) and no final score. Everything else (the card in
 * place, gold and keys paid and gained, purses, the messenger, whose turn) is exact.
 */
export function viewAfter(view: GameView, action: Action): GameView {
	const { game, seat } = playedOnAGuess(view, action, 'viewAfter');
	const after = viewFor(game, seat);
	// A slot keeps its card or is filled from the deck: a card that wasn't there is a guess.
	const known = (location: keyof GameView['displays']) =>
		after.displays[location].map((id, slot) => (id === view.displays[location][slot] ? id : null));
	return {
		...after,
		displays: { castle: known('castle'), village: known('village') },
		legal: [],
		log: view.log.slice(),
		scores: null
	};
}

/** The projected score once every decision of `seat` still open is answered, over all answers. */
function resolved(game: GameState, seat: number): { min: number; max: number } {
	const now = toAct(game);
	if (now && now.seat === seat && now.decision !== 'turn' && now.decision !== 'take') {
		let min = Infinity;
		let max = -Infinity;
		for (const answer of legalActions(game)) {
			const branch = cloneGame(game, true);
			step(branch, seat, answer);
			const r = resolved(branch, seat);
			min = Math.min(min, r.min);
			max = Math.max(max, r.max);
		}
		return { min, max };
	}
	const p = game.players[seat];
	const total = projectTableau(p.tableau, p.keys, p.gold).total;
	return { min: total, max: total };
}

/** Why one placed card scores what it does (structured; the UI words it). */
export interface ScoreBreakdown {
	card: string;
	/** Where the card lies, in its owner's coordinates. */
	x: number;
	y: number;
	/** A face-down card scores nothing: count and points are 0, matches empty. */
	faceDown: boolean;
	/** The card's scoring rule as data: what it counts (cards.json `scoring.count`). */
	counted: Count;
	/** Printed points per unit counted. */
	perUnit: number;
	/** Units counted here (shields, cards, keys, gold, 1/0 for a condition). */
	count: number;
	/** perUnit × count: this card's cell in projectTableau. */
	points: number;
	/**
	 * The part of the tableau the count looks at (this card's row, column, both, or the
	 * whole tableau); null when it looks at no cards (keys, gold on this purse, position).
	 */
	area: Area | null;
	/** Placed cards (owner's coordinates) that add to the count, e.g. those showing the shield. */
	matches: { x: number; y: number }[];
	/** Gold on this card once the owner's stock is projected onto purses (as scoring does). */
	gold: number;
	/** For a position count: the card's column and row (0–2) in the 3×3 frame; else null. */
	position: { column: number; row: number } | null;
}

/**
 * Counts whose single-card value says whether that card adds to `c`; null when
 * `c` counts no cards (keys, gold on this purse, empty spaces, position, missing shields).
 */
function unitCounts(c: Count): Count[] | null {
	switch (c.type) {
		case 'shields':
		case 'distinctShieldTypes':
		case 'banners':
		case 'cardsWithShieldCount':
		case 'cardsWithCost':
		case 'cardsWithDiscount':
		case 'cardsWithPurse':
		case 'ifAnyFaceDown':
		case 'goldOnAllPurses':
		case 'occupiedPositions':
			return [c];
		case 'shieldSets':
			return c.shields.map((shield) => ({ type: 'shields', shield, area: 'tableau' }));
		case 'identicalShieldSets':
			return [{ type: 'distinctShieldTypes', area: 'tableau' }];
		case 'bannerSets':
			return c.banners.map((location) => ({ type: 'banners', location }));
		default:
			return null;
	}
}

const NO_CARDS: readonly CountType[] = ['keys', 'goldOnThisPurse', 'ifPosition'];

/**
 * Why the card at (x, y) of `player`'s tableau scores what it does, as if the
 * game ended now (the stock goes onto purses first, as in projectTableau).
 * Every figure comes from the engine's own count evaluators.
 */
export function scoreBreakdown(
	player: { tableau: readonly LaidCard[]; keys: number; gold: number },
	at: { x: number; y: number }
): ScoreBreakdown {
	const { copy } = projectTableau(laidTableau(player.tableau), player.keys, player.gold);
	const self = copy.find((p) => p.x === at.x && p.y === at.y);
	if (!self) throw new Error(`scoreBreakdown: no card at (${at.x}, ${at.y}).`);
	const { points: perUnit, count: counted } = card(self.card).scoring;
	const area: Area | null = 'area' in counted ? counted.area : NO_CARDS.includes(counted.type) ? null : 'tableau';
	const base = { card: self.card, x: self.x, y: self.y, faceDown: self.faceDown, counted, perUnit, gold: self.gold };
	if (self.faceDown) return { ...base, count: 0, points: 0, area, matches: [], position: null };
	const ctx = (tableau: readonly PlacedCard[]) => ({ tableau, keys: player.keys, self });
	const count = evaluate(counted, ctx(copy));
	const units = unitCounts(counted);
	const matches = units
		? copy
				.filter((p) => units.some((u) => evaluate(u, ctx([p])) > 0))
				.map((p) => ({ x: p.x, y: p.y }))
				.sort((a, b) => a.y - b.y || a.x - b.x)
		: [];
	return { ...base, count, points: perUnit * count, area, matches, position: framePosition(counted, ctx(copy)) };
}

/** The card's place in the 3×3 frame, asked of the position count itself (one cell at a time). */
function framePosition(counted: Count, ctx: CountContext): { column: number; row: number } | null {
	if (counted.type !== 'ifPosition') return null;
	for (let row = 0; row < 3; row++)
		for (let column = 0; column < 3; column++) {
			const mask = [0, 1, 2].map((r) => [0, 1, 2].map((c) => (r === row && c === column ? 1 : 0)));
			if (evaluate({ type: 'ifPosition', mask }, ctx) === 1) return { column, row };
		}
	return null;
}
