// What each seat did last, read from the engine's event log the view carries:
// its last move (a key spent or a card taken), the card it placed last (marked
// until it moves again), and what the others did since your own last move.
// No words here: last-move-words.ts says them.
import type { GameEvent } from '../room-types';

/** A move a seat chose: a key spent, or a card taken. `at` is its index in the log. */
export type SeatMove =
	| { kind: 'key'; at: number; seat: number; use: 'messenger' | 'refresh' }
	| { kind: 'take'; at: number; seat: number; card: string; faceDown: boolean; x: number; y: number };

/** What another seat did since your last move: its moves in order (several in one turn: a key, then a card). */
export interface SinceEntry {
	seat: number;
	moves: SeatMove[];
}

function asMove(e: GameEvent, at: number): SeatMove | null {
	if (e.type === 'key') return { kind: 'key', at, seat: e.seat, use: e.use };
	if (e.type === 'take') {
		const { seat, card, faceDown, x, y } = e;
		return { kind: 'take', at, seat, card, faceDown, x, y };
	}
	return null;
}

/** Each seat's last move, by seat (none before its first). */
export function lastMoves(log: readonly GameEvent[]): Map<number, SeatMove> {
	const last = new Map<number, SeatMove>();
	log.forEach((e, at) => {
		const move = asMove(e, at);
		if (move) last.set(move.seat, move);
	});
	return last;
}

/** Where the card a seat placed last lies, while that is its last move (a key spent since clears it). */
export function lastCard(move: SeatMove | null | undefined): { x: number; y: number } | null {
	return move?.kind === 'take' ? { x: move.x, y: move.y } : null;
}

/**
 * The others' moves since your last one, a seat's moves in a row together.
 * Your own ability answers are no moves: they neither show nor move the start. Nothing in a game of two: the one other seat is the whole story.
 */
export function sinceYourLastMove(log: readonly GameEvent[], players: number, me: number): SinceEntry[] {
	if (players < 3) return [];
	let from = 0;
	log.forEach((e, at) => {
		if ((e.type === 'key' || e.type === 'take') && e.seat === me) from = at + 1;
	});
	const entries: SinceEntry[] = [];
	for (let at = from; at < log.length; at++) {
		const move = asMove(log[at], at);
		if (!move) continue;
		const previous = entries.at(-1);
		if (previous?.seat === move.seat) previous.moves.push(move);
		else entries.push({ seat: move.seat, moves: [move] });
	}
	return entries;
}
