// A seat's last move in a few words ("took the Baker face up", "bot for Ada:
// spent a key: refresh"), with the game log's card names and stand-in ranges;
// and what the table draws of each seat's last move. Loaded after the game's
// first frame (last-moves-door.ts).
import { m } from '$lib/paraglide/messages';
import { theCard } from '$lib/cards/card-names';
import type { GameEvent, StandIn } from '../room-types';
import { standInAt } from './game-log';
import { lastCard, lastMoves, type SeatMove } from './last-moves';

/** What a player's panel shows of a seat's last move: its line, and where the card it placed last lies. */
export interface LastMoveShown {
	line: string;
	card: { x: number; y: number } | null;
}

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

/** Each seat's last move as its panel shows it, by seat. */
export function lastMovesShown(
	log: readonly GameEvent[],
	standIns: readonly StandIn[],
	nameOf: (seat: number) => string
): Map<number, LastMoveShown> {
	const shown = new Map<number, LastMoveShown>();
	for (const [seat, move] of lastMoves(log))
		shown.set(seat, { line: moveWords(move, standIns, nameOf), card: lastCard(move) });
	return shown;
}

/** Where the card `seat` placed last lies, while that is its last move. */
export function lastCardOf(log: readonly GameEvent[], seat: number | null): { x: number; y: number } | null {
	return seat === null ? null : lastCard(lastMoves(log).get(seat));
}
