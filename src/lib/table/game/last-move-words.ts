// A seat's last move in a few words ("took the Baker face up", "bot for Ada:
// spent a key: refresh"), with the game log's card names and stand-in ranges.
import { m } from '$lib/paraglide/messages';
import { theCard } from '$lib/cards/card-names';
import type { StandIn } from '../room-types';
import { standInAt } from './game-log';
import type { SeatMove } from './last-moves';

export function moveWords(move: SeatMove, standIns: readonly StandIn[], nameOf: (seat: number) => string): string {
	const words =
		move.kind === 'key'
			? move.use === 'refresh'
				? m.last_key_refresh()
				: m.last_key_messenger()
			: move.faceDown
				? m.last_took_face_down({ card: theCard(move.card) })
				: m.last_took_face_up({ card: theCard(move.card) });
	const by = standInAt(standIns, move.seat, move.at);
	if (!by) return words;
	return by.reason === 'bot' ? m.last_bot({ name: nameOf(move.seat), move: words }) : m.last_timeout({ move: words });
}
