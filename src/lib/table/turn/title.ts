// The tab's title: "● Your turn — Castle Combo" whenever you are to act, so you
// see it from another tab.
import { m } from '$lib/paraglide/messages';
import type { RoomState } from '../room-types';

/** Whether the viewer of `rs` is to act (a take, a key, or a decision of their ability). */
export function isMyTurn(rs: RoomState | null | undefined): boolean {
	const seat = rs?.you.seat;
	return !!rs && rs.phase === 'playing' && seat !== null && seat !== undefined && rs.game?.toAct?.seat === seat;
}

export function tableTitle(room: string, rs: RoomState | null | undefined): string {
	return isMyTurn(rs) ? m.title_your_turn() : m.title_table({ room });
}
