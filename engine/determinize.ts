// Sampling a full state consistent with one seat's view (for the hard bot):
// every card not visible anywhere in the view is shuffled into its deck.
import { LOCATIONS, LOCATION_CARDS, card } from './cards';
import { shuffleInPlace } from './rng';
import type { GameState, Random } from './types';
import type { GameView } from './view';

export function determinize(view: GameView, random: Random): GameState {
	const seen = new Set<string>();
	const players = view.players.map((p) => ({
		gold: p.gold,
		keys: p.keys,
		tableau: p.tableau.map(
			(c) => (seen.add(c.card), { x: c.x, y: c.y, card: c.card, faceDown: c.faceDown, gold: c.gold })
		)
	}));
	for (const loc of LOCATIONS) {
		for (const id of view.displays[loc]) if (id !== null) seen.add(id);
		for (const id of view.discards[loc]) seen.add(id);
	}
	const decks = { castle: [] as string[], village: [] as string[] };
	const removedCards: string[] = [];
	for (const loc of LOCATIONS) {
		const unknown = LOCATION_CARDS[loc].filter((id) => !seen.has(id));
		if (view.removed.includes(loc)) {
			removedCards.push(...unknown);
			continue;
		}
		if (unknown.length !== view.decks[loc]) {
			throw new Error(
				`determinize: ${unknown.length} unseen ${loc} cards but the view says the deck holds ${view.decks[loc]}.`
			);
		}
		decks[loc] = shuffleInPlace(unknown, random);
	}
	const p = view.pending;
	return {
		version: 1,
		players,
		displays: { castle: view.displays.castle.slice(), village: view.displays.village.slice() },
		decks,
		discards: { castle: view.discards.castle.slice(), village: view.discards.village.slice() },
		removed: view.removed.slice(),
		removedCards,
		messenger: view.messenger,
		current: view.current,
		firstPlayer: view.firstPlayer,
		turn: view.turn,
		keyUsed: view.keyUsed,
		pending: p && { seat: p.seat, card: card(p.card).id, effect: p.effect, option: p.option, decision: p.decision },
		over: view.over,
		log: view.log.slice(),
		// Later reshuffles are random too: a fresh seed drawn from `random`, for the fast
		// generator (version 1): a sampled state decides no real card, and playouts reshuffle.
		shuffle: {
			seed: `det-${Math.floor(random() * 2 ** 32)}-${Math.floor(random() * 2 ** 32)}`,
			reshuffles: { castle: 0, village: 0 },
			planned: null,
			version: 1
		},
		revealed: { castle: [], village: [] },
		history: null
	};
}
