// What a card costs a player now, from the engine: the display's price tags, the
// placement sheet and the lesson's prompts all show it. A module of its own, so the
// lesson doesn't load the game's numbers (and the game's chunk) to say a price.
import { findCard } from '$engine/data';
import { effectiveCost } from '$engine/index';
import type { PlacedCard } from '$lib/table/room-types';

/** What the card costs this player now, after the discounts of their face-up cards. */
export function costFor(tableau: readonly PlacedCard[], id: string): number {
	const info = findCard(id);
	return info ? effectiveCost(tableau, info) : 0;
}
