// The game state and the action / event shapes. The state is plain JSON:
// it is stored in Durable Object storage and sent through structured clone.
import type { InferOutput } from 'valibot';
import type { Location } from './cards';
import type {
	ActionSchema,
	DiscardActionSchema,
	KeyActionSchema,
	NeighborActionSchema,
	OptionActionSchema,
	PursesActionSchema,
	TakeActionSchema
} from './schemas';

export type { Location };

/** A card in a tableau, in that player's own coordinates (first card at 0,0; y grows downwards). */
export interface PlacedCard {
	x: number;
	y: number;
	card: string;
	faceDown: boolean;
	/** Gold stored on it (face-up purse cards only). */
	gold: number;
}

export interface PlayerState {
	gold: number;
	keys: number;
	tableau: PlacedCard[];
}

/** Who must act and what kind of answer is expected. */
export type DecisionType = 'turn' | 'take' | 'neighbor' | 'option' | 'discard' | 'purses';
export type AbilityDecision = 'neighbor' | 'option' | 'discard' | 'purses';

/** An ability waiting for the player's answer. */
export interface Pending {
	seat: number;
	/** The card whose ability is resolving. */
	card: string;
	/** Index of the effect in card.ability.effects. */
	effect: number;
	/** For a `choice` effect: the option already picked, whose sub-effect now asks. */
	option: number | null;
	decision: AbilityDecision;
}

// Actions are what their schemas (schemas.ts) accept: one definition, so the two cannot drift.
export type KeyAction = InferOutput<typeof KeyActionSchema>;
export type TakeAction = InferOutput<typeof TakeActionSchema>;
export type NeighborAction = InferOutput<typeof NeighborActionSchema>;
export type OptionAction = InferOutput<typeof OptionActionSchema>;
export type DiscardAction = InferOutput<typeof DiscardActionSchema>;
export type PursesAction = InferOutput<typeof PursesActionSchema>;
export type AnswerAction = NeighborAction | OptionAction | DiscardAction | PursesAction;
export type Action = InferOutput<typeof ActionSchema>;

/** Public log entries. Never contains deck order. */
export type GameEvent =
	| { type: 'start'; players: number; firstPlayer: number }
	| { type: 'turn'; seat: number; turn: number }
	| { type: 'key'; seat: number; use: 'messenger' | 'refresh' }
	| { type: 'take'; seat: number; card: string; faceDown: boolean; cost: number; x: number; y: number }
	| { type: 'gain'; seat: number; gold: number; keys: number; source: string; neighbor?: number }
	| { type: 'purse'; seat: number; card: string; gold: number; source: string }
	| { type: 'choose'; seat: number; source: string; decision: AbilityDecision; value: number | string | string[] }
	| { type: 'discard'; seat: number; location: Location; cards: string[]; source: string }
	| { type: 'messenger'; to: Location }
	| { type: 'reveal'; location: Location; slot: number; card: string }
	| { type: 'reshuffle'; location: Location }
	| { type: 'removed'; location: Location }
	| { type: 'end' };

export type LocationRecord<T> = Record<Location, T>;

/**
 * How a seeded game's orders are drawn (rng.ts): 2, ChaCha20 keyed by the whole seed
 * (every game dealt since); 1, xoroshiro128+ seeded by a 32-bit hash of it (tables
 * stored before, and states sampled for search).
 */
export type ShuffleVersion = 1 | 2;

export interface GameState {
	version: 1;
	players: PlayerState[];
	/** 3 slots per location; a card id or null. Slots keep their index. */
	displays: LocationRecord<(string | null)[]>;
	/** Hidden. Top of the deck first. */
	decks: LocationRecord<string[]>;
	/** Public, oldest first. */
	discards: LocationRecord<string[]>;
	/** Locations removed from the game (RULES.md §4.7). */
	removed: Location[];
	/** Cards removed with their location. */
	removedCards: string[];
	messenger: Location;
	/** Seat whose turn it is. */
	current: number;
	firstPlayer: number;
	/** 1-based number of the turn in progress. */
	turn: number;
	keyUsed: boolean;
	pending: Pending | null;
	over: boolean;
	log: GameEvent[];
	/** Hidden: how future reshuffles are ordered. */
	shuffle: {
		/** Seeded games: each reshuffle derives its order from (seed, location, n). */
		seed: string | null;
		/** The generator the seed drives (rng.ts); absent in tables stored before there was a choice: 1. */
		version?: ShuffleVersion;
		reshuffles: LocationRecord<number>;
		/** Games built from `reveals`: the full list; reshuffles use its next entries. */
		planned: LocationRecord<string[]> | null;
	};
	/** Every card revealed into a display so far, in order (the record's `reveals`). */
	revealed: LocationRecord<string[]>;
	/** Actions since newGame; null for positions (no record can rebuild them). */
	history: { seat: number; action: Action }[] | null;
}

export interface EngineError {
	code: ErrorCode;
	message: string;
}

/** Why applyAction refused an action: language-free codes a UI turns into words. */
export const ENGINE_ERROR_CODES = [
	'malformed',
	'game-over',
	'wrong-seat',
	'wrong-decision',
	'second-key',
	'no-key',
	'messenger-blocked',
	'unknown-card',
	'not-in-display',
	'unaffordable',
	'illegal-position',
	'invalid-neighbor',
	'invalid-purses',
	'bad-reveals',
	'internal'
] as const;
export type ErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export type ApplyResult = { ok: true; game: GameState } | { ok: false; error: EngineError };

/** A source of uniform floats in [0, 1), like Math.random. */
export type Random = () => number;
