// The card detail's own sentences, in the page's language: where the card lies, what
// was paid for it, its cost and points now. What a card does and scores is
// sentences.ts'; why it scores what it does is why.ts'. Every number is the engine's
// (effectiveCost, the game log, scoreBreakdown): never computed here.
import type { Location } from '$engine/index';
import { m } from '$lib/paraglide/messages';
import { faceDownGain } from './face-down-gain';

/** Where a card lies, for the card detail ("In Ada's tableau."). `owner` null: the viewer. */
export type CardPlace =
	{ kind: 'display'; location: Location } | { kind: 'tableau'; owner: string | null } | { kind: 'discard' };

/** "Taken face down instead, it costs nothing and gives 6 gold and 2 keys, but …" */
export const faceDownText = () => m.cd_face_down({ gain: faceDownGain() });

/** "Castle card · printed cost 4 gold". */
export const printedText = (location: Location, cost: number) =>
	location === 'castle' ? m.cd_printed_castle({ cost }) : m.cd_printed_village({ cost });

/** A card with the Messenger mark: where it sends the Messenger. */
export const messengerText = (to: Location) =>
	to === 'castle' ? m.cd_messenger_to_castle() : m.cd_messenger_to_village();

/** The viewer's cost now; `gold` is what the viewer holds (Infinity: not playing). */
export function costNowText(cost: number, printed: number, gold: number): string {
	const now = cost < printed ? m.cd_cost_now_discounted({ cost, printed }) : m.cd_cost_now({ cost });
	return cost > gold ? m.cd_cost_short({ now, have: gold }) : now;
}

/** "You bought it for 3 gold." / "Ada took it face down, …"; '' when the price is unknown. */
export function paidText(cost: number | null, faceDown: boolean, owner: string | null): string {
	if (faceDown) {
		const gain = faceDownGain();
		return owner === null ? m.cd_paid_face_down_you({ gain }) : m.cd_paid_face_down_other({ owner, gain });
	}
	if (cost === null) return '';
	return owner === null ? m.cd_paid_you({ cost }) : m.cd_paid_other({ owner, cost });
}

/** One card's points in a tableau (projected, or `final` once the game is over). */
export function pointsNowText(points: number, owner: string | null, faceDown: boolean, final: boolean): string {
	if (faceDown) return m.cd_points_face_down();
	const phrase = m.pad_points({ points });
	if (final)
		return owner === null
			? m.cd_points_final_you({ points: phrase })
			: m.cd_points_final_other({ owner, points: phrase });
	return owner === null ? m.cd_points_now_you({ points: phrase }) : m.cd_points_now_other({ owner, points: phrase });
}

/** "In the Village display.", "In Ada's tableau.", "In a discard pile." */
export function whereText(place: CardPlace): string {
	if (place.kind === 'display') return place.location === 'castle' ? m.cd_where_castle() : m.cd_where_village();
	if (place.kind === 'discard') return m.cd_where_discard();
	// Some languages write a name's possessive by its last letter (Danish: "Adas", "Klaus'").
	const owner = place.owner;
	return owner === null ? m.cd_where_yours() : m.cd_where_tableau_of({ owner, final: owner.slice(-1).toLowerCase() });
}

/** A seat without a name: "Player 2". */
export const playerName = (seat: number) => m.cd_player({ number: seat + 1 });
