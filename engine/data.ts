// Castle Combo's data: the cards, their locations and shields, the rules' fixed
// amounts and the error codes. One of the engine's entry points: data only, no
// rule. A page that shows cards imports this, not index.ts, so that no rule code
// comes with its card names (the rules load where a page asks a rule something).
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
export { FACE_DOWN_GAIN, STARTING_STOCK } from './constants';
export { ENGINE_ERROR_CODES } from './types';
