// The public, validating, non-mutating reducer.
import { copyForStep, withPast } from './clone';
import { RevealsError } from './deck';
import { keyedDrawFor } from './keyed-draw';
import { checkAction } from './legal';
import { useKeyedDraw } from './rng';
import { parseAction } from './schemas';
import { step } from './turn';
import type { ApplyResult, GameState } from './types';

/**
 * Apply `action` for `seat`. Never throws and never mutates `game`: returns the
 * new state, or an error with a code and a sentence a UI can show.
 */
export function applyAction(game: GameState, seat: unknown, action: unknown): ApplyResult {
	try {
		const parsed = parseAction(action);
		if (!parsed.success) {
			const issue = parsed.issues[0];
			const where = issue.path?.map((p) => String(p.key)).join('.');
			return {
				ok: false,
				error: { code: 'malformed', message: `Malformed action${where ? ` (${where})` : ''}: ${issue.message}.` }
			};
		}
		if (typeof seat !== 'number' || !Number.isInteger(seat)) {
			return { ok: false, error: { code: 'malformed', message: 'The seat must be an integer.' } };
		}
		const a = parsed.output; // valibot returns a fresh object: safe to keep in history
		const error = checkAction(game, seat, a);
		if (error) return { ok: false, error };
		const next = copyForStep(game, seat, a);
		// A real game's reshuffles draw from its seed (version 2: engine/keyed-draw.ts).
		useKeyedDraw(keyedDrawFor);
		step(next, seat, a);
		return { ok: true, game: withPast(game, next) };
	} catch (e) {
		if (e instanceof RevealsError) return { ok: false, error: { code: 'bad-reveals', message: e.message } };
		return { ok: false, error: { code: 'internal', message: `Internal error: ${(e as Error)?.message ?? String(e)}` } };
	}
}
