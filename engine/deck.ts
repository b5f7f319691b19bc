// Decks, displays, refills, reshuffles and empty locations (RULES.md §4.6, §4.7).
import { atLocation, inCardsOrder, otherLocation, type Location } from './cards';
import { seededShuffle } from './rng';
import type { GameState } from './types';

/** Thrown when a `reveals` list does not match the game (caught by applyAction). */
export class RevealsError extends Error {}

/** Build a reshuffled deck from the discard pile: seeded, from the planned reveals, or cards.json order. */
function reshuffledOrder(g: GameState, loc: Location, pile: string[]): string[] {
	const n = g.shuffle.reshuffles[loc] + 1;
	// Replaced, not changed: copies of a state share it (clone.ts).
	g.shuffle = { ...g.shuffle, reshuffles: { ...g.shuffle.reshuffles, [loc]: n } };
	const { seed, version } = g.shuffle;
	if (seed !== null) return seededShuffle(pile, { seed, version }, loc, n);
	const planned = g.shuffle.planned?.[loc] ?? [];
	const start = g.revealed[loc].length;
	const rest = new Set(pile);
	const order: string[] = [];
	for (let i = start; i < planned.length && order.length < pile.length; i++) {
		const id = planned[i];
		if (!rest.has(id)) {
			throw new RevealsError(
				`reveals.${loc}[${i}] is "${id}", but after the reshuffle the ${loc} deck holds only the discard pile (${pile.join(', ')}).`
			);
		}
		rest.delete(id);
		order.push(id);
	}
	return order.concat(inCardsOrder(rest));
}

/** Whether the location has left the game (§4.7): seldom, so the empty list is checked first. */
export const isRemoved = (g: GameState, loc: Location) => g.removed.length !== 0 && g.removed.includes(loc);

/** Draw the top card of a location's deck, reshuffling its discard pile when empty. null: nothing left. */
function drawCard(g: GameState, loc: Location): string | null {
	const deck = atLocation(g.decks, loc);
	if (deck.length === 0) {
		const pile = g.discards[loc];
		if (pile.length === 0) return null;
		g.decks[loc] = reshuffledOrder(g, loc, pile);
		g.discards[loc] = [];
		g.log.push({ type: 'reshuffle', location: loc });
		return drawCard(g, loc);
	}
	// Replaced, not changed: copies of a state share their decks (clone.ts). Written as one of
	// two fixed properties: `g.decks[loc] = …`, a varying key, cost playouts 2–3 %.
	const id = deck[0];
	if (loc === 'castle') g.decks.castle = deck.slice(1);
	else g.decks.village = deck.slice(1);
	atLocation(g.revealed, loc).push(id);
	return id;
}

/** Fill a display's empty slots, lowest index first; remove the location if it cannot be filled. */
export function refill(g: GameState, loc: Location): void {
	if (isRemoved(g, loc)) return;
	const display = atLocation(g.displays, loc);
	for (let slot = 0; slot < 3; slot++) {
		if (display[slot] !== null) continue;
		const id = drawCard(g, loc);
		if (id === null) return removeLocation(g, loc);
		display[slot] = id;
		g.log.push({ type: 'reveal', location: loc, slot, card: id });
	}
}

/** §4.7: all remaining cards of the location leave the game; the messenger goes to the other one. */
function removeLocation(g: GameState, loc: Location): void {
	const display = g.displays[loc];
	// Lists replaced, not changed: copies of a state share them (clone.ts).
	g.removedCards = [...g.removedCards, ...display.filter((id): id is string => id !== null), ...g.decks[loc]];
	display.fill(null);
	g.decks[loc] = [];
	g.removed = [...g.removed, loc];
	g.log.push({ type: 'removed', location: loc });
	if (g.messenger === loc) {
		g.messenger = otherLocation(loc);
		g.log.push({ type: 'messenger', to: g.messenger });
	}
}

/** Key action "refresh": discard the 3 cards first, then redraw (⚑6: they may come back). */
export function refresh(g: GameState, seat: number, loc: Location): void {
	const display = g.displays[loc];
	const cards = display.filter((id): id is string => id !== null);
	atLocation(g.discards, loc).push(...cards);
	display.fill(null);
	g.log.push({ type: 'discard', seat, location: loc, cards, source: 'refresh' });
	refill(g, loc);
}
