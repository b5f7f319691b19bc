// What changed between two games as the page shows them, told as beats of motion:
// the taken card travels, gold and keys count, gold lands on purses, a discard
// leaves, the refill slides in, the Messenger walks, a location that ran out goes.
// The changes are read from the two views, not from the engine's event log: your
// own move drawn ahead of the room (the engine's preview, whose log is unchanged)
// is told the same way, and the room's confirmation of it adds only what the
// preview could not know (the refill). The log tells a later moment of the same
// game from another game.
import { findCard, type Location } from '$engine/data';
import type { PlacedCard, View } from '../../room-types';

export type Step =
	| { kind: 'take'; seat: number; card: string; from: Location; cell: number }
	| { kind: 'count'; seat: number; what: 'gold' | 'keys'; from: number; to: number }
	| { kind: 'purse'; seat: number; card: string; cell: number; gold: number }
	| { kind: 'discard'; location: Location; cards: string[] }
	| { kind: 'refill'; location: Location; slot: number; card: string }
	| { kind: 'messenger'; from: Location; to: Location }
	| { kind: 'removed'; location: Location };

/** Steps shown together: one beat of the story (about 300 ms). */
export type Beat = Step[];

const LOCATIONS: Location[] = ['castle', 'village'];

/** Where `p` sits in its tableau's 3×3 read row by row (a player panel's thumbnail). */
function cellOf(tableau: readonly PlacedCard[], p: PlacedCard): number {
	const left = Math.min(...tableau.map((q) => q.x));
	const top = Math.min(...tableau.map((q) => q.y));
	return (p.y - top) * 3 + (p.x - left);
}

/** Cards placed in `next` that `prev` did not have, per seat, where they came from. */
function takes(prev: View, next: View): Step[] {
	return next.players.flatMap((player, seat) => {
		const before = prev.players[seat]?.tableau ?? [];
		return player.tableau.flatMap((p): Step[] => {
			if (before.some((q) => q.x === p.x && q.y === p.y)) return [];
			const from = LOCATIONS.find((l) => prev.displays[l].includes(p.card)) ?? findCard(p.card)?.location;
			return from ? [{ kind: 'take', seat, card: p.card, from, cell: cellOf(player.tableau, p) }] : [];
		});
	});
}

function counts(prev: View, next: View): Step[] {
	return next.players.flatMap((player, seat) => {
		const before = prev.players[seat];
		if (!before) return [];
		return (['gold', 'keys'] as const).flatMap((what): Step[] =>
			before[what] !== player[what] ? [{ kind: 'count', seat, what, from: before[what], to: player[what] }] : []
		);
	});
}

function purses(prev: View, next: View): Step[] {
	return next.players.flatMap((player, seat) =>
		player.tableau.flatMap((p): Step[] => {
			const before = prev.players[seat]?.tableau.find((q) => q.x === p.x && q.y === p.y)?.gold ?? 0;
			const gold = p.gold - before;
			return gold > 0 ? [{ kind: 'purse', seat, card: p.card, cell: cellOf(player.tableau, p), gold }] : [];
		})
	);
}

function discards(prev: View, next: View): Step[] {
	return LOCATIONS.flatMap((location): Step[] => {
		const cards = next.discards[location].slice(prev.discards[location].length);
		return cards.length ? [{ kind: 'discard', location, cards }] : [];
	});
}

function refills(prev: View, next: View): Step[] {
	return LOCATIONS.flatMap((location) =>
		next.displays[location].flatMap((card, slot): Step[] =>
			card && card !== prev.displays[location][slot] ? [{ kind: 'refill', location, slot, card }] : []
		)
	);
}

/**
 * The beats that lead from `prev` to `next`, in the order a move unfolds; none when
 * `next` is not a later moment of the same game (a new game, a review's jump back).
 */
export function beatsBetween(prev: View, next: View): Beat[] {
	if (next.log.length < prev.log.length || next.players.length !== prev.players.length) return [];
	const messenger: Step[] =
		prev.messenger !== next.messenger ? [{ kind: 'messenger', from: prev.messenger, to: next.messenger }] : [];
	const removed = next.removed
		.filter((l) => !prev.removed.includes(l))
		.map((location): Step => ({ kind: 'removed', location }));
	const beats: Beat[] = [
		[...takes(prev, next), ...counts(prev, next)],
		purses(prev, next),
		discards(prev, next),
		[...refills(prev, next), ...messenger],
		removed
	];
	return beats.filter((beat) => beat.length > 0);
}

/** Steps that change the board: the displays, their decks and discards, the Messenger. */
const BOARD_STEPS: ReadonlySet<Step['kind']> = new Set(['discard', 'refill', 'messenger', 'removed']);

/** The index of the first beat that changes the board (beats.length when none does). */
export const firstBoardBeat = (beats: Beat[]): number => {
	const at = beats.findIndex((beat) => beat.some((step) => BOARD_STEPS.has(step.kind)));
	return at < 0 ? beats.length : at;
};

/**
 * `next` with the board as `prev` had it, bar the cards taken from it (their slots empty):
 * the game as the beats before the board's first have told it.
 */
export function boardAsBefore(prev: View, next: View, beats: Beat[]): View {
	const taken = new Set(beats.flat().flatMap((step) => (step.kind === 'take' ? [step.card] : [])));
	const left = (location: Location) =>
		prev.displays[location].map((card) => (card !== null && taken.has(card) ? null : card));
	return {
		...next,
		displays: { castle: left('castle'), village: left('village') },
		decks: prev.decks,
		discards: prev.discards,
		messenger: prev.messenger,
		removed: prev.removed
	};
}
