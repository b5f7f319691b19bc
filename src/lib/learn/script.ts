// The guided first game (/learn) as data: a fixed deal against one bot, the nine
// moves the lesson asks for (one per turn, in the order it teaches), the bot's
// moves, and the scores the game ends on. test/lib/learn/script.test.ts plays it
// through the engine: every move legal in its state, the scores as written here.
// The words for each step are in content/<locale>.json, keyed by the step's id.
import type { Action, TakeAction } from '$engine/index';

export const STEP_IDS = [
	'cost',
	'discount',
	'face-down',
	'space',
	'messenger',
	'refresh',
	'purses',
	'gold',
	'last'
] as const;
export type StepId = (typeof STEP_IDS)[number];

export interface LessonStep {
	id: StepId;
	/** The move asked for: a take, or a key and then a take. */
	actions: readonly Action[];
}

const take = (card: string, x: number, y: number, faceDown = false): TakeAction => ({
	type: 'take',
	card,
	faceDown,
	x,
	y
});

export interface Lesson {
	/** The engine's newGame options but `players`: nothing is shuffled, you (seat 0) start. */
	deal: { firstPlayer: number; reveals: { castle: string[]; village: string[] } };
	/** Your nine turns, in the order the lesson teaches. */
	steps: LessonStep[];
	/** The bot's moves, in order: it plays after each of your turns. */
	botMoves: Action[];
	/** The final scores, yours first: the engine's, checked by the script's test. */
	scores: number[];
}

export const LESSON: Lesson = {
	/** The engine's newGame options but `players`: nothing is shuffled, you (seat 0) start. */
	deal: {
		firstPlayer: 0,
		reveals: {
			castle: ['duchess', 'judge', 'patron', 'knight'],
			village: [
				'armorer',
				'stable-boy',
				'mercenary',
				'winemaker',
				'baker',
				'squire',
				'inventor',
				'fisherman',
				'spice-merchant',
				'traveler',
				'beggar',
				'philosopher',
				'brigand',
				'beekeeper',
				'woodcutter',
				'master-at-arms',
				'innkeeper',
				'spy',
				'bombardier',
				'miraculously-cured',
				'clockmaker'
			]
		}
	},
	/** Your nine turns, in the order the lesson teaches. */
	steps: [
		{ id: 'cost', actions: [take('armorer', 0, 0)] },
		{ id: 'discount', actions: [take('stable-boy', 1, 0)] },
		{ id: 'face-down', actions: [take('mercenary', 0, 1, true)] },
		{ id: 'space', actions: [take('squire', -1, 0)] },
		{ id: 'messenger', actions: [{ type: 'key', use: 'messenger' }, take('judge', 1, 1)] },
		{ id: 'refresh', actions: [{ type: 'key', use: 'refresh' }, take('brigand', 1, 2)] },
		{ id: 'purses', actions: [take('beekeeper', -1, 1)] },
		{ id: 'gold', actions: [take('woodcutter', -1, 2)] },
		{ id: 'last', actions: [take('spy', 0, 2)] }
	],
	/** The bot's moves, in order: it plays after each of your turns. */
	botMoves: [
		take('winemaker', 0, 0),
		take('baker', 1, 0),
		take('inventor', 0, 1),
		take('fisherman', 1, 1),
		take('spice-merchant', 2, 0),
		take('master-at-arms', 2, 1),
		take('innkeeper', 0, 2, true),
		take('bombardier', 1, 2),
		{ type: 'option', index: 1 },
		take('miraculously-cured', 2, 2)
	],
	/** The final scores, yours first: the engine's, checked by the script's test. */
	scores: [63, 44]
};

export const YOU = 0;
export const BOT = 1;
