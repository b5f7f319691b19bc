// Castle Combo rules engine: the rules API. Pure, deterministic, no I/O.
// One of the engine's four entry points, with data.ts (cards and constants, no
// rule), sim.ts (fast paths for search) and preview.ts (what-if questions for the
// UI); code outside engine/ imports nothing else. The rules' clients (the room, the
// bots) find the data here too. See engine/README.md for the contract,
// engine/RULES.md for the rules.
export { newGame, positionGame, type NewGameOptions, type PositionSpec } from './setup';
export { toAct } from './turn';
export { legalActions } from './legal';
export { applyAction } from './apply';
export { viewFor, type GameView, type PendingView } from './view';
export {
	scores,
	scoreTableau,
	projectTableau,
	rankScores,
	type PlayerScore,
	type GridCell,
	type LaidCard
} from './scoring';
export { recordOf, replay, type GameRecord } from './record';
export { sameAction } from './same-action';
export { discountOn, discounted, effectiveCost, tableauGrid } from './tableau';
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
export * from './data';
export type * from './types';
