// Which extra explanations a card's detail needs, from the card's data: the same
// choice in every language, each giving its own sentences.
import type { Count, Effect, NeighborCount } from '$engine/index';

export interface NoteTexts {
	countsItself: string;
	discount: string;
	neighbours: string;
	rowColumn: string;
	position: string;
	purse: (capacity: number) => string;
	faceDown: string;
}

type Counted = Count | NeighborCount;

function counts(effects: Effect[]): Counted[] {
	return effects.flatMap((e) => (e.kind === 'gain' && e.per ? [e.per] : e.kind === 'choice' ? counts(e.options) : []));
}

export function detailNotes(
	card: { ability: { effects: Effect[] }; scoring: { count: Count }; purse: number | null },
	texts: NoteTexts
): string[] {
	const notes: string[] = [];
	const all = [...counts(card.ability.effects), card.scoring.count];
	const kinds = new Set(all.map((x) => x.type));
	const areas = new Set(all.flatMap((x) => ('area' in x ? [x.area] : [])));
	const effects = card.ability.effects;
	if (effects.some((e) => e.kind !== 'discount' && e.kind !== 'opponentsGain')) notes.push(texts.countsItself);
	if (effects.some((e) => e.kind === 'discount')) notes.push(texts.discount);
	if (kinds.has('bestNeighbor')) notes.push(texts.neighbours);
	if (areas.has('row') || areas.has('column') || areas.has('rowAndColumn')) notes.push(texts.rowColumn);
	if (kinds.has('ifPosition')) notes.push(texts.position);
	if (card.purse !== null) notes.push(texts.purse(card.purse));
	notes.push(texts.faceDown);
	return notes;
}
