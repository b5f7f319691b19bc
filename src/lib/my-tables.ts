// The tables this browser sat at, for "Back to your table" on the home page.
// Written when you hold a seat and on every state after; tables close within a
// day, so older entries are dropped.
import type { RoomState } from './types';

const KEY = 'castle-combo:tables';
const MAX_AGE_MS = 24 * 3_600_000;
const MAX_TABLES = 12;

export interface MyTable {
	room: string;
	/** Your name at that table. */
	name: string;
	phase: RoomState['phase'];
	/** The turn in progress (null in the lobby). */
	turn: number | null;
	yourTurn: boolean;
	/** Last seen, epoch ms. */
	at: number;
}

function read(): MyTable[] {
	try {
		const list = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '[]');
		return Array.isArray(list) ? list.filter((t) => typeof t?.room === 'string' && typeof t?.at === 'number') : [];
	} catch {
		return [];
	}
}

function write(list: MyTable[]) {
	try {
		globalThis.localStorage?.setItem(KEY, JSON.stringify(list));
	} catch {
		/* storage full or forbidden: the list is only a convenience */
	}
}

/** Newest first, without tables that have surely closed. */
export function myTables(now = Date.now()): MyTable[] {
	return read()
		.filter((t) => now - t.at < MAX_AGE_MS)
		.sort((a, b) => b.at - a.at);
}

/** Remembers (or refreshes) the table of `rs` if this connection holds a seat there. */
export function rememberTable(rs: RoomState, now = Date.now()) {
	const seat = rs.you.seat;
	if (seat === null) return;
	const game = rs.phase === 'lobby' ? null : rs.game;
	const entry: MyTable = {
		room: rs.room,
		name: rs.seats.find((s) => s.seat === seat)?.name ?? '',
		phase: rs.phase,
		turn: game ? game.turn : null,
		yourTurn: rs.phase === 'playing' && game?.toAct?.seat === seat,
		at: now
	};
	const old = read().find((t) => t.room === rs.room);
	if (
		old &&
		old.phase === entry.phase &&
		old.turn === entry.turn &&
		old.yourTurn === entry.yourTurn &&
		now - old.at < 60_000
	)
		return; // nothing new worth a write
	write([entry, ...myTables(now).filter((t) => t.room !== rs.room)].slice(0, MAX_TABLES));
}

export function forgetTable(room: string) {
	write(read().filter((t) => t.room !== room));
}

/** "turn 14 · your turn", "in the lobby", "game over". */
export function tableSummary(t: MyTable): string {
	if (t.phase === 'lobby') return 'in the lobby';
	if (t.phase === 'over') return 'game over';
	return `turn ${t.turn}${t.yourTurn ? ' · your turn' : ''}`;
}
