// A cheap structural copy of the state: every container `step` mutates is
// copied; log entries and actions are never mutated after creation, so both copies point to them.
import type { GameState } from './types';

/**
 * With `forSimulation`, the copy drops the log, the reveals and the history:
 * bots' private playouts never read them, and copying them is most of the cost.
 */
export function cloneGame(g: GameState, forSimulation = false): GameState {
	return {
		version: 1,
		players: g.players.map((p) => ({
			gold: p.gold,
			keys: p.keys,
			tableau: p.tableau.map((c) => ({ x: c.x, y: c.y, card: c.card, faceDown: c.faceDown, gold: c.gold }))
		})),
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
		pending: g.pending && { ...g.pending },
		over: g.over,
		log: forSimulation ? [] : g.log.slice(),
		shuffle: {
			seed: g.shuffle.seed,
			reshuffles: { ...g.shuffle.reshuffles },
			planned: g.shuffle.planned, // never mutated
			version: g.shuffle.version
		},
		revealed: forSimulation
			? { castle: [], village: [] }
			: { castle: g.revealed.castle.slice(), village: g.revealed.village.slice() },
		history: forSimulation ? null : g.history && g.history.slice()
	};
}
