// The tables this browser sat at, for "Back to your table" on the home page.
// The table page writes them (./remember-table.ts); tables close within a day,
// so older entries are not shown.
import { m } from './paraglide/messages';
import type { RoomState } from './types';

// The same key and age limit as ./remember-table.ts.
const MY_TABLES_KEY = 'castle-combo:tables';
const MAX_AGE_MS = 24 * 3_600_000;

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
		const list = JSON.parse(globalThis.localStorage?.getItem(MY_TABLES_KEY) ?? '[]');
		return Array.isArray(list) ? list.filter((t) => typeof t?.room === 'string' && typeof t?.at === 'number') : [];
	} catch {
		return [];
	}
}

function write(list: MyTable[]) {
	try {
		globalThis.localStorage?.setItem(MY_TABLES_KEY, JSON.stringify(list));
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

export function forgetTable(room: string) {
	write(read().filter((t) => t.room !== room));
}

/** "turn 14 · your turn", "in the lobby", "game over". */
export function tableSummary(t: MyTable): string {
	if (t.phase === 'lobby') return m.tables_lobby();
	if (t.phase === 'over') return m.tables_over();
	return t.yourTurn ? m.tables_turn_yours({ turn: t.turn ?? 0 }) : m.tables_turn({ turn: t.turn ?? 0 });
}
