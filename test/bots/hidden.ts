// Games that differ only in what no seat has seen (the order of unrevealed cards):
// the bots' tests give a bot both and expect the same decision.
import { newGame, LOCATION_CARDS, type GameState } from '../../engine/index';
import { createRandom, shuffleInPlace } from '../../engine/sim';

/** The same game with the unrevealed part of both decks in another order (the only hidden information). */
export function permuteDecks(g: GameState, seed: string): GameState {
	const copy = structuredClone(g);
	const r = createRandom(seed);
	for (const loc of ['castle', 'village'] as const) shuffleInPlace(copy.decks[loc], r);
	return copy;
}

/** Two new games (newGame `reveals`) with the same three cards on display per location and the rest of each deck reversed. */
export function twinGames(players: number, seed: string): [GameState, GameState] {
	const r = createRandom(seed);
	const castle = shuffleInPlace(LOCATION_CARDS.castle.slice(), r);
	const village = shuffleInPlace(LOCATION_CARDS.village.slice(), r);
	const other = (l: string[]) => l.slice(0, 3).concat(l.slice(3).reverse());
	return [
		newGame({ players, reveals: { castle, village } }),
		newGame({ players, reveals: { castle: other(castle), village: other(village) } })
	];
}
