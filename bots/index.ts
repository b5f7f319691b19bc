// Bots for empty or abandoned seats. Pure and deterministic given `random`.
// A client of the engine's entry points (engine/index.ts, engine/sim.ts) only.
// The room server imports `chooseAction` from here; the level names alone are in
// levels.ts, which the protocol and the pages import without loading a bot.
import type { Action, GameView } from '../engine/index';
import { easyAction } from './easy';
import { expertAction, type ExpertOptions } from './expert';
import { hardAction, type HardOptions } from './hard';
import type { BotLevel } from './levels';
import { mediumAction } from './medium';

export { BOT_LEVELS, type BotLevel } from './levels';
export type { ExpertOptions, HardOptions };
export { HARD_DEFAULTS, hardStats } from './hard';
export { EXPERT_DEFAULTS, EXPERT_TURNS, expertSearch, expertStats } from './expert';

/**
 * A legal action for the seat whose view this is (it must be that seat's turn
 * or pending decision: `view.toAct.seat === view.seat`). Decides from the view
 * only. `options` tunes the hard or expert bot's budget (tests use a smaller
 * one). The expert ignores `random`: it seeds itself from the view.
 */
export function chooseAction(
	view: GameView,
	level: BotLevel,
	random: () => number,
	options?: HardOptions | ExpertOptions
): Action {
	if (view.seat === null || !view.toAct || view.toAct.seat !== view.seat || view.legal.length === 0) {
		throw new Error('chooseAction: the view must belong to the seat that is to act.');
	}
	if (view.legal.length === 1) return view.legal[0];
	switch (level) {
		case 'easy':
			return easyAction(view, random);
		case 'medium':
			return mediumAction(view, random);
		case 'hard':
			return hardAction(view, random, options);
		case 'expert':
			return expertAction(view, options);
		default:
			throw new Error(`chooseAction: unknown level "${String(level)}".`);
	}
}
