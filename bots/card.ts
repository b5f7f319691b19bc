// Card data by id. Bots only see ids from the engine's own views and states,
// so a miss is a bug: fail loudly rather than score a card as nothing.
import { findCard, type CardInfo } from '../engine/index';

export function card(id: string): CardInfo {
	const info = findCard(id);
	if (!info) throw new Error(`bots: unknown card id "${id}"`);
	return info;
}
