// A cheap structural copy of the state: every container `step` changes in place is
// copied. What it only ever replaces is shared by both copies: log entries, actions,
// placed cards (a purse's gold is raised by replacing its card: tableau.ts `addGold`),
// the removed lists and the shuffle record (deck.ts replaces them: they change seldom),
// and the decks: a draw replaces its deck by the rest, and a search copies a state several
// times a turn for one draw. The discard piles grow at every refresh, in place: replacing
// them cost playouts more than copying them costs a copy.
// A copy for simulation keeps no log and no reveals: its lists drop what is pushed
// (`QuietList`). A playout's log entries were a fifth of a search's garbage, and no rule
// reads the log; a view of such a copy shows only the history before it was made.
import { CARDS } from './cards';
import type { Action, GameState, LocationRecord, Pending, PlayerState } from './types';

/**
 * With `forSimulation`, the copy drops the log, the reveals and the history:
 * bots' private playouts never read them, and copying them is most of the cost.
 */
export function cloneGame(g: GameState, forSimulation = false): GameState {
	const players = g.players.slice();
	for (let s = 0; s < players.length; s++) players[s] = copyPlayer(players[s]);
	const discards = copyPair(g.discards);
	if (forSimulation) return copyWith(g, players, discards, QUIET_LOG, QUIET_REVEALED, null);
	return copyWith(g, players, discards, g.log.slice(), copyPair(g.revealed), g.history && g.history.slice());
}

/**
 * A copy for simulation (as `cloneGame(g, true)`) that may take only `seat`'s `action`:
 * the seats that step cannot change are shared with `g` (see `changesOtherSeats`).
 * Searches try every take on such a copy, value it and drop it.
 */
export function copyToTry(g: GameState, seat: number, action: Action): GameState {
	if (changesOtherSeats(g, seat, action)) return cloneGame(g, true);
	const players = g.players.slice();
	players[seat] = copyPlayer(players[seat]);
	return copyWith(g, players, copyPair(g.discards), QUIET_LOG, QUIET_REVEALED, null);
}

/**
 * A copy for `step(copy, seat, action)` on the public path. Its log and history start
 * empty: `step` only appends to them (it never reads them), and `withPast` puts the
 * original's in front afterwards, in one copy of the right size. A copy of the whole
 * list would be copied again by the first push (V8 grows a full array into a new one),
 * and the log is the largest thing in a state (about 115 entries in a 5-player game).
 * Only the acting seat's player is copied unless the step may change another's, and
 * the discard piles only when the action may add to them (a reshuffle replaces its pile).
 */
export function copyForStep(g: GameState, seat: number, action: Action): GameState {
	const players = g.players.slice();
	if (changesOtherSeats(g, seat, action)) {
		for (let s = 0; s < players.length; s++) players[s] = copyPlayer(players[s]);
	} else players[seat] = copyPlayer(players[seat]);
	const discards = addsToDiscards(action) ? copyPair(g.discards) : sharePair(g.discards);
	return copyWith(g, players, discards, [], copyPair(g.revealed), g.history && []);
}

/** Only a refresh and the answer to a discard ability add to a discard pile (deck.ts, effects.ts). */
const addsToDiscards = (a: Action): boolean => a.type === 'discard' || (a.type === 'key' && a.use === 'refresh');

/**
 * Whether `step` may change a seat other than the actor's: an ability that gives the
 * opponents something (taken face up, or answered), or the end of the game (every
 * other seat has its 9 cards: the actor's card may be the last), which stores the
 * gold of every seat. Otherwise a step changes only the actor's gold, keys and tableau.
 */
function changesOtherSeats(g: GameState, seat: number, a: Action): boolean {
	if (a.type === 'take' ? !a.faceDown && GIVES_OPPONENTS.has(a.card) : g.pending && GIVES_OPPONENTS.has(g.pending.card))
		return true;
	for (let s = 0; s < g.players.length; s++) if (s !== seat && g.players[s].tableau.length < 9) return false;
	return true;
}

/** Cards whose ability may give the other players something. */
const GIVES_OPPONENTS = new Set(
	CARDS.filter((c) =>
		c.ability.effects.some(
			(e) => e.kind === 'opponentsGain' || (e.kind === 'choice' && e.options.some((o) => o.kind === 'opponentsGain'))
		)
	).map((c) => c.id)
);

/** `next` (a `copyForStep` of `g`, stepped) with g's log and history in front of its own. */
export function withPast(g: GameState, next: GameState): GameState {
	next.log = g.log.concat(next.log);
	next.history = g.history && g.history.concat(next.history!);
	return next;
}

function copyWith(
	g: GameState,
	players: PlayerState[],
	discards: GameState['discards'],
	log: GameState['log'],
	revealed: GameState['revealed'],
	history: GameState['history']
): GameState {
	// No literal inside this literal: V8 tracks where a literal's objects are made and,
	// once they are seen to survive (a room keeps each state), allocates the later ones
	// straight into the old generation ("pretenuring"), nested literals with it. The
	// parts come from functions of their own, so one copy is one decision less tied
	// to the others (engine/README.md, "Benchmark").
	return {
		version: 1,
		players,
		displays: copyPair(g.displays),
		decks: sharePair(g.decks),
		discards,
		removed: g.removed,
		removedCards: g.removedCards,
		messenger: g.messenger,
		current: g.current,
		firstPlayer: g.firstPlayer,
		turn: g.turn,
		keyUsed: g.keyUsed,
		pending: g.pending && copyPending(g.pending),
		over: g.over,
		log,
		shuffle: g.shuffle,
		revealed,
		history
	};
}

/** A list that keeps nothing: every simulation copy shares these (see the top of the file). */
class QuietList<T> extends Array<T> {
	override push(): number {
		return 0;
	}
}
const QUIET_LOG: GameState['log'] = new QuietList();
const QUIET_REVEALED: GameState['revealed'] = { castle: new QuietList(), village: new QuietList() };

const copyPlayer = (p: PlayerState): PlayerState => ({ gold: p.gold, keys: p.keys, tableau: p.tableau.slice() });

const copyPair = <T>(pair: LocationRecord<T[]>): LocationRecord<T[]> => ({
	castle: pair.castle.slice(),
	village: pair.village.slice()
});

/** A new pair of the same lists, for lists that are replaced, never changed. */
const sharePair = <T>(pair: LocationRecord<T[]>): LocationRecord<T[]> => ({
	castle: pair.castle,
	village: pair.village
});

const copyPending = (p: Pending): Pending => ({
	seat: p.seat,
	card: p.card,
	effect: p.effect,
	option: p.option,
	decision: p.decision
});
