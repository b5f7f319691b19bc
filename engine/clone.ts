// A cheap structural copy of the state: every container `step` mutates is
// copied. Log entries, actions and placed cards are never mutated after creation
// (a purse's gold is raised by replacing its card: tableau.ts `addGold`), so both
// copies point to the same ones.
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
		removed: g.removed.slice(),
		removedCards: g.removedCards.slice(),
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
		shuffle: {
			seed: g.shuffle.seed,
			reshuffles: { castle: g.shuffle.reshuffles.castle, village: g.shuffle.reshuffles.village },
			planned: g.shuffle.planned, // never mutated
			version: g.shuffle.version
		},
		revealed: forSimulation
			? { castle: [], village: [] }
			: { castle: g.revealed.castle.slice(), village: g.revealed.village.slice() },
		history: forSimulation ? null : g.history && g.history.slice()
	};
}
