// A cheap structural copy of the state: every container `step` changes in place is
// copied. What it only ever replaces is shared by both copies: log entries, actions,
// placed cards (a purse's gold is raised by replacing its card: tableau.ts `addGold`),
// the removed lists and the shuffle record (deck.ts replaces them: they change seldom).
// The discard piles grow at every refresh, in place: replacing them cost playouts more
// than copying them costs a copy.
import type { GameState, PlayerState } from './types';

/**
 * With `forSimulation`, the copy drops the log, the reveals and the history:
 * bots' private playouts never read them, and copying them is most of the cost.
 */
export function cloneGame(g: GameState, forSimulation = false): GameState {
	const n = g.players.length;
	const players: PlayerState[] = new Array(n);
	for (let s = 0; s < n; s++) {
		const p = g.players[s];
		players[s] = { gold: p.gold, keys: p.keys, tableau: p.tableau.slice() };
	}
	const pending = g.pending;
	return {
		version: 1,
		players,
		displays: { castle: g.displays.castle.slice(), village: g.displays.village.slice() },
		decks: { castle: g.decks.castle.slice(), village: g.decks.village.slice() },
		discards: { castle: g.discards.castle.slice(), village: g.discards.village.slice() },
		removed: g.removed,
		removedCards: g.removedCards,
		messenger: g.messenger,
		current: g.current,
		firstPlayer: g.firstPlayer,
		turn: g.turn,
		keyUsed: g.keyUsed,
		pending: pending && {
			seat: pending.seat,
			card: pending.card,
			effect: pending.effect,
			option: pending.option,
			decision: pending.decision
		},
		over: g.over,
		log: forSimulation ? [] : g.log.slice(),
		shuffle: g.shuffle,
		revealed: forSimulation
			? { castle: [], village: [] }
			: { castle: g.revealed.castle.slice(), village: g.revealed.village.slice() },
		history: forSimulation ? null : g.history && g.history.slice()
	};
}
