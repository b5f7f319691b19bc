// Which extra explanations a card's detail needs, from the card's data, each a
// message in the page's language (keys cd_note_*).
import type { Count, Effect, NeighborCount } from '$engine/index';
import { m } from '$lib/paraglide/messages';

type Counted = Count | NeighborCount;

function counts(effects: Effect[]): Counted[] {
	return effects.flatMap((e) => (e.kind === 'gain' && e.per ? [e.per] : e.kind === 'choice' ? counts(e.options) : []));
}

/** Extra explanations a card's rules need (neighbours, rows, purses…), each once. */
export function detailNotes(card: {
	ability: { effects: Effect[] };
	scoring: { count: Count };
	purse: number | null;
}): string[] {
	const notes: string[] = [];
	const all = [...counts(card.ability.effects), card.scoring.count];
	const kinds = new Set(all.map((x) => x.type));
	const areas = new Set(all.flatMap((x) => ('area' in x ? [x.area] : [])));
	const effects = card.ability.effects;
	if (effects.some((e) => e.kind !== 'discount' && e.kind !== 'opponentsGain')) notes.push(m.cd_note_counts_itself());
	if (effects.some((e) => e.kind === 'discount')) notes.push(m.cd_note_discount());
	if (kinds.has('bestNeighbor')) notes.push(m.cd_note_neighbours());
	if (areas.has('row') || areas.has('column') || areas.has('rowAndColumn')) notes.push(m.cd_note_row_column());
	if (kinds.has('ifPosition')) notes.push(m.cd_note_position());
	if (card.purse !== null) notes.push(m.cd_note_purse({ capacity: card.purse }));
	notes.push(m.cd_note_face_down());
	return notes;
}
