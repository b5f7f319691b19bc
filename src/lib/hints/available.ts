// Whether this seat may ask for a hint now: the table offers hints (they are on, or
// everyone else is a bot) and the seat is the one to act. Small on purpose: the
// table shows its Hint button with this, and loads the rest on the first press.
import type { RoomState } from '$lib/table/room-types';

export function hintAvailable(rs: RoomState): boolean {
	const seat = rs.you.seat;
	return (
		!!rs.hints?.available &&
		rs.phase === 'playing' &&
		seat !== null &&
		!!rs.game &&
		!rs.game.over &&
		rs.game.toAct?.seat === seat
	);
}
