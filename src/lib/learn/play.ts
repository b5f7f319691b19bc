// The lesson played through the engine, with the bot playing whenever it is to
// act, as the practice room does. Used by the script's test and by the lesson's
// controller test; the page plays it through the room instead.
import { applyAction, newGame, toAct, type Action, type GameState } from '$engine/index';
import { LESSON, YOU } from './script';

export interface Played {
	game: GameState;
	/** The state before each of your steps, in order. */
	before: GameState[];
}

/** Applies an action for whoever is to act; throws with the engine's words when it is refused. */
export function apply(game: GameState, action: Action): GameState {
	const seat = toAct(game)?.seat;
	const result = applyAction(game, seat, action);
	if (!result.ok) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
	return result.game;
}

/** The lesson's deal. */
export const lessonGame = (): GameState => newGame({ players: 2, ...LESSON.deal });

/** Plays the lesson's first `steps` steps (all by default), the bot's moves after each. */
export function playLesson(steps: number = LESSON.steps.length): Played {
	let game = lessonGame();
	const bot = [...LESSON.botMoves];
	const before: GameState[] = [];
	for (const step of LESSON.steps.slice(0, steps)) {
		before.push(game);
		for (const action of step.actions) game = apply(game, action);
		while (!game.over && toAct(game)?.seat !== YOU) game = apply(game, bot.shift()!);
	}
	return { game, before };
}
