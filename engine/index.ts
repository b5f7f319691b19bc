// Castle Combo rules engine: the rules API. Pure, deterministic, no I/O.
// One of the engine's three entry points, with sim.ts (fast paths for search)
// and preview.ts (what-if questions for the UI); code outside engine/ imports
// nothing else. See engine/README.md for the contract, engine/RULES.md for the rules.
export { newGame, positionGame, type NewGameOptions, type PositionSpec } from './setup';
export { toAct } from './turn';
export { FACE_DOWN_GAIN, STARTING_STOCK } from './constants';
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
export { effectiveCost, tableauGrid } from './tableau';
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
	LOCATIONS,
	otherLocation,
	SHIELDS,
	type Area,
	type Card,
	type CardInfo,
	type Count,
	type CountType,
	type Effect,
	type EffectKind,
	type Location,
	type NeighborCount,
	type Resource,
	type Shield
} from './cards';
export { ENGINE_ERROR_CODES } from './types';
export type * from './types';
