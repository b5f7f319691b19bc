// Castle Combo rules engine: the public API. Pure, deterministic, no I/O.
// See engine/README.md for the contract and where each rule lives.
export { newGame, positionGame, type NewGameOptions, type PositionSpec } from './setup';
export { toAct } from './turn';
export { legalActions, randomAction } from './legal';
export { applyAction } from './apply';
export { viewFor, type GameView, type PendingView } from './view';
export { scores, scoreTableau, projectTableau, type PlayerScore, type GridCell } from './scoring';
export { recordOf, replay, type GameRecord } from './record';
export { determinize } from './determinize';
export { effectiveCost } from './tableau';
export {
	ActionSchema,
	KeyActionSchema,
	TakeActionSchema,
	NeighborActionSchema,
	OptionActionSchema,
	DiscardActionSchema,
	PursesActionSchema,
	GameRecordSchema
} from './schemas';
export {
	CARDS,
	findCard,
	LOCATION_CARDS,
	type Card,
	type CardInfo,
	type Count,
	type Effect,
	type Location,
	type Shield
} from './cards';
export type * from './types';

// ---- Internals for bots (fast paths; no validation, may mutate) ----
export { step } from './turn';
export { cloneGame } from './clone';
export { checkAction } from './legal';
export { createRandom } from './rng';
export { openCells } from './placement';
export { playout } from './playout';
