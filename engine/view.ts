// What one seat (or a spectator) may see. Built fresh from the state, field by
// field, so hidden data (deck order, seed, planned reveals) can never leak.
import type { Location } from './cards';
import { decisionContext, type PendingView } from './decisions';

export type { PendingView };
import { legalActions } from './legal';
import { scores, type PlayerScore } from './scoring';
import { toAct } from './turn';
import type { Action, DecisionType, GameEvent, GameState, LocationRecord, PlacedCard } from './types';

export interface GameView {
	/** Whose view this is (null: a spectator). */
	seat: number | null;
	players: { gold: number; keys: number; tableau: PlacedCard[] }[];
	displays: LocationRecord<(string | null)[]>;
	messenger: Location;
	/** Cards left in each deck (counts only). */
	decks: LocationRecord<number>;
	discards: LocationRecord<string[]>;
	removed: Location[];
	current: number;
	firstPlayer: number;
	turn: number;
	keyUsed: boolean;
	toAct: { seat: number; decision: DecisionType } | null;
	/** The viewer's legal actions when it is to act, else []. */
	legal: Action[];
	pending: PendingView | null;
	over: boolean;
	log: GameEvent[];
	/** Final scores once the game is over, else null. */
	scores: PlayerScore[] | null;
}

export function viewFor(g: GameState, seat: number | null): GameView {
	const now = toAct(g);
	return {
		seat,
		players: g.players.map((p) => ({ gold: p.gold, keys: p.keys, tableau: p.tableau.map((c) => ({ ...c })) })),
		displays: { castle: g.displays.castle.slice(), village: g.displays.village.slice() },
		messenger: g.messenger,
		decks: { castle: g.decks.castle.length, village: g.decks.village.length },
		discards: { castle: g.discards.castle.slice(), village: g.discards.village.slice() },
		removed: g.removed.slice(),
		current: g.current,
		firstPlayer: g.firstPlayer,
		turn: g.turn,
		keyUsed: g.keyUsed,
		toAct: now,
		legal: now && now.seat === seat ? legalActions(g) : [],
		pending: g.pending ? decisionContext(g, g.pending) : null,
		over: g.over,
		log: g.log.slice(),
		scores: g.over ? scores(g) : null
	};
}
