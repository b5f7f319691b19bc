// The evening's tally as a table draws it (Tally.svelte): whether it shows, its
// rows in order, and their words. The room keeps the tally (party/tally.ts).
import { currentLocale } from '$lib/i18n/locale';
import { m } from '$lib/paraglide/messages';
import type { RoomState } from '../room-types';
import type { TallyLine } from '$party/protocol';
import { botOwnName } from '../seat-names';

/** Where the tally is drawn: on the end screen, or in the lobby between games. */
export type TallyPlace = 'end' | 'lobby';

export interface TallyRow {
	/** Seat and name: a line's identity at the table. */
	key: string;
	name: string;
	wins: number;
	points: number;
	/** The numbers as the page's language writes them. */
	winsText: string;
	pointsText: string;
	/** The viewer's own line: their seat, under their name. */
	you: boolean;
	/** Most wins at the table (several on a tie); nobody leads before a win. */
	leading: boolean;
}

export interface TallyModel {
	games: number;
	/** "Games played: 2". */
	gamesText: string;
	/** Most wins first, then most points; level lines keep the order they first played in. */
	rows: TallyRow[];
}

/** The least games that show the tally: at the end of the first game it would only repeat the scores. */
const SHOWN_FROM: Record<TallyPlace, number> = { end: 2, lobby: 1 };

/** The tally to draw at `place` for the viewer in `you`, or null when there is none to show. */
export function tallyModel(state: Pick<RoomState, 'tally' | 'seats' | 'you'>, place: TallyPlace): TallyModel | null {
	const tally = state.tally;
	if (!tally || tally.games < SHOWN_FROM[place]) return null;
	const number = new Intl.NumberFormat(currentLocale());
	const yours = state.you.seat === null ? null : state.seats[state.you.seat];
	const most = Math.max(0, ...tally.lines.map((line) => line.wins));
	const rows = tally.lines
		.map((line) => ({
			key: `${line.seat}:${line.name}`,
			name: nameOf(line, state.seats),
			wins: line.wins,
			points: line.points,
			winsText: number.format(line.wins),
			pointsText: number.format(line.points),
			you: yours !== null && yours !== undefined && yours.seat === line.seat && yours.name === line.name,
			leading: most > 0 && line.wins === most
		}))
		.sort((a, b) => b.wins - a.wins || b.points - a.points);
	return { games: tally.games, gamesText: m.tally_games({ count: number.format(tally.games) }), rows };
}

/** A line's name as the table shows its seat (an older table's "Bot (easy)" in the page's language) while it sits there. */
function nameOf(line: TallyLine, seats: RoomState['seats']): string {
	const seat = seats[line.seat];
	return seat && seat.name === line.name ? botOwnName(seat, seats) : line.name;
}
