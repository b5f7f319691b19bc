// The tables this browser sat at (localStorage key `castle-combo:tables`): the
// table page remembers the table whenever you hold a seat and the phase, the turn
// or whose turn it is changes; the home page lists them ("Back to your table").
// Tables close within a day, so older entries are neither kept nor shown.
import { m } from '$lib/paraglide/messages';
import { readJson, writeJson } from '$lib/ui/storage';
import type { RoomState } from './room-types';

const MY_TABLES_KEY = 'castle-combo:tables';
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
	const list = readJson(MY_TABLES_KEY);
	return Array.isArray(list) ? list.filter((t) => typeof t?.room === 'string' && typeof t?.at === 'number') : [];
}

/** Without storage (full or forbidden) the list is lost: it is only a convenience. */
function write(list: MyTable[]) {
	writeJson(MY_TABLES_KEY, list);
}

/** Newest first, without tables that have surely closed. */
export function myTables(now = Date.now()): MyTable[] {
	return read()
		.filter((t) => now - t.at < MAX_AGE_MS)
		.sort((a, b) => b.at - a.at);
}

export function forgetTable(room: string) {
	write(read().filter((t) => t.room !== room));
}

/** Keeps this table in the list while you hold a seat at it; writes only when something worth showing changed. */
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
	const list = read();
	const old = list.find((t) => t.room === rs.room);
	const same = old && old.phase === entry.phase && old.turn === entry.turn && old.yourTurn === entry.yourTurn;
	if (same && now - old.at < 60_000) return; // nothing new worth a write
	const others = list.filter((t) => t.room !== rs.room && now - t.at < MAX_AGE_MS);
	write([entry, ...others].slice(0, MAX_TABLES));
}

/** "turn 14 · your turn", "in the lobby", "game over". */
export function tableSummary(t: MyTable): string {
	if (t.phase === 'lobby') return m.tables_lobby();
	if (t.phase === 'over') return m.tables_over();
	return t.yourTurn ? m.tables_turn_yours({ turn: t.turn ?? 0 }) : m.tables_turn({ turn: t.turn ?? 0 });
}
