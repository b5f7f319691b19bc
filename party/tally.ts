/**
 * The evening's tally: what the games played at a table add up to, kept in the
 * room's data (party/room-data.ts) from its first game until the table closes, and
 * sent in every state (`RoomState.tally`). A line is a seat and the name in it: a
 * player who leaves and comes back to the same seat under the same name goes on
 * with their line; someone else in that seat starts a line of their own.
 */
import type { PlayerScore } from '../engine/index';

export interface TallyLine {
	/** The seat (its index at the table) and the name in it when the line began. */
	seat: number;
	name: string;
	/** Games this line finished first in: on a full tie (points and gold), each seat ranked first wins. */
	wins: number;
	/** Final totals of every game this line played, added up. */
	points: number;
}

export interface Tally {
	/** Games finished at this table since it opened. */
	games: number;
	/** One per seat and name that finished a game, in the order they first did. */
	lines: TallyLine[];
}

export const emptyTally = (): Tally => ({ games: 0, lines: [] });

/** The tally with one more finished game: the seats' names, in seat order, and their final scores. */
export function addGame(
	tally: Tally,
	seats: readonly { name: string }[],
	scores: readonly Pick<PlayerScore, 'total' | 'rank'>[]
): Tally {
	const lines = tally.lines.map((line) => ({ ...line }));
	seats.forEach(({ name }, seat) => {
		const score = scores[seat];
		if (!score) return;
		let line = lines.find((l) => l.seat === seat && l.name === name);
		if (!line) lines.push((line = { seat, name, wins: 0, points: 0 }));
		line.points += score.total;
		if (score.rank === 1) line.wins += 1;
	});
	return { games: tally.games + 1, lines };
}
