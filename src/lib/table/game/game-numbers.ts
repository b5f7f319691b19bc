// The numbers the table shows about the game, all from the engine: "Score now"
// (its projection as if the game ended now) and, loaded on demand,
// engine/preview.ts's what-if of a move that hasn't happened yet. What a card costs
// after discounts is src/lib/cards/cost.ts.
import { projectTableau, type Action, type GameView } from '$engine/index';
import { m } from '$lib/paraglide/messages';
import type { PlacedCard } from '../room-types';

export interface Projection {
	total: number;
	keys: number;
	/** Points per placed card, keyed "x,y" in the player's own coordinates. */
	cells: Map<string, number>;
}

/** Score as if the game ended now (leftover gold goes onto purses, as at the real end). */
export function project(tableau: readonly PlacedCard[], keys: number, gold: number): Projection {
	const result = projectTableau(tableau, keys, gold);
	return {
		total: result.total,
		keys: result.keys,
		cells: new Map(result.cells.map((c) => [`${c.x},${c.y}`, c.points]))
	};
}

export type PreviewEngine = typeof import('$engine/preview');

let loading: Promise<PreviewEngine> | null = null;
/** The engine's preview code is only needed once a move is being chosen: it loads then. */
export function loadPreview(): Promise<PreviewEngine> {
	loading ??= import('$engine/preview');
	return loading;
}

/** Score now and the change a move would make to it (a range when the move asks a decision). */
export interface Gain {
	before: number;
	after: { min: number; max: number };
	min: number;
	max: number;
}

export function gainOf(engine: PreviewEngine, view: GameView, action: Action): Gain {
	const { before, after } = engine.previewAction(view, action);
	return { before, after, min: after.min - before, max: after.max - before };
}

/** "+3", "−1", "±0". */
export function signed(n: number): string {
	return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}

/** "+3", or "+2 to +5" when the move's decisions decide. */
export function signedRange(gain: { min: number; max: number }): string {
	return gain.min === gain.max ? signed(gain.max) : m.range_to({ min: signed(gain.min), max: signed(gain.max) });
}
