// The tables this browser sat at (localStorage key `castle-combo:tables`): the
// table page remembers the table whenever you hold a seat and the phase, the turn
// or whose turn it is changes; the home page lists them, live (your-tables.svelte.ts
// asks the tables, and their answers update these rows). A table played over days
// lives up to 30 days, so older entries are neither kept nor shown; one the server
// says has closed is forgotten a few days later.
import { readJson, readText, writeJson } from '$lib/ui/storage';
import type { RoomState } from './room-types';

const MY_TABLES_KEY = 'castle-combo:tables';

/** Where the seat token of each table is kept: the room client writes it; the live list sends it (in a body only). */
export const seatTokenKey = (room: string) => `castle-combo:seat:${room}`;

/** The seat token kept for `room`, or null (none, or no storage). */
export const storedSeatToken = (room: string): string | null => readText(seatTokenKey(room));
const DAY_MS = 24 * 3_600_000;
/** A days table lives up to 30 days (issue 30): a row lasts that long after you last sat there. */
export const MAX_AGE_MS = 30 * DAY_MS;
/** How long a row stays once its table answered closed (or missing): long enough to see that it ended. */
export const CLOSED_KEEP_MS = 3 * DAY_MS;
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
	/** When the list first heard that this table has closed (or is gone); absent while open. */
	closedSince?: number;
}

function read(): MyTable[] {
	const list = readJson(MY_TABLES_KEY);
	return Array.isArray(list) ? list.filter((t) => typeof t?.room === 'string' && typeof t?.at === 'number') : [];
}

/** Without storage (full or forbidden) the list is lost: it is only a convenience. */
function write(list: MyTable[]) {
	writeJson(MY_TABLES_KEY, list);
}

const kept = (t: MyTable, now: number) =>
	now - t.at < MAX_AGE_MS && (t.closedSince === undefined || now - t.closedSince < CLOSED_KEEP_MS);

/** Newest first, without tables that have surely closed. */
export function myTables(now = Date.now()): MyTable[] {
	return read()
		.filter((t) => kept(t, now))
		.sort((a, b) => b.at - a.at);
}

/** What the tables answered about themselves (the live list): the rows follow, and closed ones start to be forgotten. */
export function noteTables(lines: readonly TableNews[], now = Date.now()) {
	const news = new Map(lines.map((line) => [line.room, line]));
	let changed = false;
	const list = read().map((t) => {
		const line = news.get(t.room);
		if (!line) return t;
		const next = { ...t, ...line.remembered };
		if (line.closed) next.closedSince = t.closedSince ?? now;
		else delete next.closedSince;
		changed ||= JSON.stringify(next) !== JSON.stringify(t);
		return next;
	});
	if (changed) write(list.filter((t) => kept(t, now)));
}

/** A table's answer as the rows keep it: whether it has closed, and (open, your seat known) where it stands. */
export interface TableNews {
	room: string;
	closed: boolean;
	remembered?: Pick<MyTable, 'phase' | 'turn' | 'yourTurn'>;
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
	const others = list.filter((t) => t.room !== rs.room && kept(t, now));
	write([entry, ...others].slice(0, MAX_TABLES));
}
