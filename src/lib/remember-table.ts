// The table page keeps this browser's list of tables up to date (read by the
// home page, ./my-tables.ts): written when you hold a seat, and again whenever
// the phase, the turn or whose turn it is changes.
import type { MyTable } from './my-tables';
import type { RoomState } from './types';

// The home page's key and age limit, written out again rather than imported so
// that neither page loads the other's code (the home page test reads what this writes).
const MY_TABLES_KEY = 'castle-combo:tables';
const MAX_AGE_MS = 24 * 3_600_000;
const MAX_TABLES = 12;

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
	try {
		const saved = JSON.parse(localStorage.getItem(MY_TABLES_KEY) ?? '[]');
		const list: MyTable[] = Array.isArray(saved) ? saved : [];
		const old = list.find((t) => t?.room === rs.room);
		const same = old && old.phase === entry.phase && old.turn === entry.turn && old.yourTurn === entry.yourTurn;
		if (same && now - old.at < 60_000) return; // nothing new worth a write
		const others = list.filter((t) => t?.room !== rs.room && now - t?.at < MAX_AGE_MS);
		localStorage.setItem(MY_TABLES_KEY, JSON.stringify([entry, ...others].slice(0, MAX_TABLES)));
	} catch {
		/* storage missing, full or forbidden: the list is only a convenience */
	}
}
