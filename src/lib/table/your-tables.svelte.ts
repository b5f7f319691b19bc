// The home page's list of your tables, live: this browser's memory of the tables
// it sat at (my-tables.ts), then what the tables themselves say (POST /my-tables,
// one request for all, with each seat token in the body). Asked on load, when the
// page is seen again, and every minute while it is seen. This decides the order
// (your turn first, closed last) and the words; YourTables.svelte draws them.
import type { MyTableLine, OpenTableSummary } from '$party/table-summary';
import { currentLocale } from '$lib/i18n/locale';
import { formatList } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import { forgetTable, myTables, noteTables, storedSeatToken, type MyTable, type TableNews } from './my-tables';

/** Where a table stands, from its own answer (live) or this browser's memory of it. */
export type TableStanding =
	| { kind: 'your-turn'; turn: number | null; leftMs: number | null }
	| { kind: 'waiting'; name: string; turn: number; leftMs: number | null }
	/** A game in progress whose player to act the row does not know (memory only). */
	| { kind: 'playing'; turn: number | null }
	| { kind: 'lobby' }
	| { kind: 'you-won'; points: number }
	/** `yours`: your own total when you did not win (null: unknown, or no seat of yours). */
	| { kind: 'won'; name: string; points: number; yours: number | null }
	| { kind: 'tie'; points: number; yours: number | null }
	/** A finished game whose totals the row does not know (memory only). */
	| { kind: 'over' }
	| { kind: 'closed' };

export interface TableRow {
	room: string;
	standing: TableStanding;
	/** The other players' names, once the table has answered. */
	others: string[];
	/** From the table's answer; false while only this browser's memory speaks. */
	live: boolean;
	/** The table reached its age under a game: it closes in this long (at its answer). */
	closingInMs?: number;
}

/** Rows in this order: your turn, games in progress, lobbies, finished games, closed tables. */
const GROUP: Record<TableStanding['kind'], number> = {
	'your-turn': 0,
	waiting: 1,
	playing: 1,
	lobby: 2,
	'you-won': 3,
	won: 3,
	tie: 3,
	over: 3,
	closed: 4
};

function fromMemory(t: MyTable): TableStanding {
	if (t.closedSince !== undefined) return { kind: 'closed' };
	if (t.phase === 'lobby') return { kind: 'lobby' };
	if (t.phase === 'over') return { kind: 'over' };
	return t.yourTurn ? { kind: 'your-turn', turn: t.turn, leftMs: null } : { kind: 'playing', turn: t.turn };
}

function fromSummary(s: OpenTableSummary): TableStanding {
	const name = (seat: number) => s.seats.find((x) => x.seat === seat)?.name ?? '';
	if (s.phase === 'lobby') return { kind: 'lobby' };
	if (s.phase === 'over') {
		const [first, ...tied] = s.winners ?? [];
		if (first === undefined || !s.totals) return { kind: 'over' };
		const points = s.totals[first];
		const yours = s.you === null || s.winners!.includes(s.you) ? null : s.totals[s.you];
		if (tied.length > 0) return { kind: 'tie', points, yours };
		return first === s.you ? { kind: 'you-won', points } : { kind: 'won', name: name(first), points, yours };
	}
	const leftMs = s.remainingMs;
	if (s.toAct === null) return { kind: 'playing', turn: s.turn };
	if (s.toAct === s.you) return { kind: 'your-turn', turn: s.turn, leftMs };
	return { kind: 'waiting', name: name(s.toAct), turn: s.turn ?? 0, leftMs };
}

/** One row per remembered table (newest first), with the table's answer where there is one, in display order. */
export function tableRows(memory: readonly MyTable[], lines: Readonly<Record<string, MyTableLine>>): TableRow[] {
	const rows = memory.map((t): TableRow => {
		const line = lines[t.room];
		if (!line || line.status === 'unreachable')
			return { room: t.room, standing: fromMemory(t), others: [], live: false };
		if (line.status !== 'open') return { room: t.room, standing: { kind: 'closed' }, others: [], live: true };
		// Without your seat (no token kept), your remembered name stands for you.
		const others = line.seats
			.filter((s) => (line.you === null ? s.name !== t.name : s.seat !== line.you))
			.map((s) => s.name);
		const closing = line.closing ? { closingInMs: line.closing.remainingMs } : {};
		return { room: t.room, standing: fromSummary(line), others, live: true, ...closing };
	});
	const soonest = (r: TableRow) =>
		r.standing.kind === 'your-turn' ? (r.standing.leftMs ?? Number.POSITIVE_INFINITY) : 0;
	// Stable: within a group, the table seen last comes first; your turns with the least time left lead.
	return rows.sort((a, b) => GROUP[a.standing.kind] - GROUP[b.standing.kind] || soonest(a) - soonest(b));
}

/** What the rows keep of an answer: closed or not, and where an open table stands for your seat. */
export function tableNews(line: MyTableLine): TableNews | null {
	if (line.status === 'unreachable') return null;
	if (line.status !== 'open') return { room: line.room, closed: true };
	if (line.you === null) return { room: line.room, closed: false };
	const yourTurn = line.phase === 'playing' && line.toAct === line.you;
	return { room: line.room, closed: false, remembered: { phase: line.phase, turn: line.turn, yourTurn } };
}

/** "35 min", "21 hr", "3 days": the time left on a turn, in the page's language. */
export function formatTimeLeft(ms: number): string {
	const minutes = Math.max(1, Math.ceil(ms / 60_000));
	const [unit, value] =
		minutes < 90
			? (['minute', minutes] as const)
			: minutes < 48 * 60
				? (['hour', Math.round(minutes / 60)] as const)
				: (['day', Math.round(minutes / 1440)] as const);
	return new Intl.NumberFormat(currentLocale(), { style: 'unit', unit, unitDisplay: 'short' }).format(value);
}

/** The row's headline: "Your turn", "Waiting for Bob", "Finished: you won with 82"… */
export function standingText(s: TableStanding): string {
	switch (s.kind) {
		case 'your-turn':
			return m.mine_your_turn();
		case 'waiting':
			return m.mine_waiting({ name: s.name });
		case 'playing':
			return m.mine_playing();
		case 'lobby':
			return m.mine_lobby();
		case 'you-won':
			return m.mine_you_won({ points: s.points });
		case 'won':
			return m.mine_won({ name: s.name, points: s.points });
		case 'tie':
			return m.mine_tie({ points: s.points });
		case 'over':
			return m.mine_over();
		case 'closed':
			return m.mine_closed();
	}
}

/** The row's small print: "Table k7xq · with Bob and Cy · turn 5 · 21 hr left", "… · you scored 70". */
export function rowDetails(row: TableRow): string {
	const s = row.standing;
	const parts = [m.mine_table({ code: row.room.slice(0, 4) })];
	if (row.others.length > 0) parts.push(m.mine_with({ names: formatList(row.others) }));
	if ('turn' in s && s.turn !== null) parts.push(m.mine_turn({ turn: s.turn }));
	if ('leftMs' in s && s.leftMs !== null) parts.push(m.mine_left({ time: formatTimeLeft(s.leftMs) }));
	if ('yours' in s && s.yours !== null) parts.push(m.mine_your_points({ points: s.yours }));
	if (row.closingInMs !== undefined) parts.push(m.mine_closing({ time: formatTimeLeft(row.closingInMs) }));
	return parts.join(' · ');
}

/** What the list needs from the page: the request, a clock, and whether the page is seen. */
export interface YourTablesPage {
	/** POST /my-tables; null when there is no answer (offline, refused, a server error). */
	post(body: string): Promise<MyTableLine[] | null>;
	now(): number;
	/** Calls `tick` every `ms` until the returned function is called. */
	every(ms: number, tick: () => void): () => void;
	visible(): boolean;
	/** Calls `seen` whenever the page becomes visible again, until the returned function is called. */
	onVisible(seen: () => void): () => void;
}

export const REFRESH_MS = 60_000;
/** A page seen again sooner than this after the last answer does not ask again. */
const SEEN_AGAIN_MS = 10_000;

export class YourTables {
	readonly #page: YourTablesPage;
	#memory = $state.raw<MyTable[]>([]);
	#lines = $state.raw<Record<string, MyTableLine>>({});
	#asking = false;
	#askedAt = Number.NEGATIVE_INFINITY;

	constructor(page: YourTablesPage) {
		this.#page = page;
	}

	readonly rows = $derived(tableRows(this.#memory, this.#lines));

	/** Reads this browser's memory of its tables (the rows before any table answers). */
	load() {
		this.#memory = myTables(this.#page.now());
	}

	/** Asks every remembered table where it stands; one question at a time, none for an empty list. */
	async refresh() {
		if (this.#asking || this.#memory.length === 0) return;
		this.#asking = true;
		this.#askedAt = this.#page.now();
		try {
			const tables = this.#memory.map((t) => ({ room: t.room, token: storedSeatToken(t.room) }));
			const lines = await this.#page.post(JSON.stringify({ tables }));
			if (!lines) return;
			this.#lines = Object.fromEntries(lines.map((line) => [line.room, line]));
			const now = this.#page.now();
			noteTables(
				lines.map(tableNews).filter((news) => news !== null),
				now
			);
			this.#memory = myTables(now);
		} finally {
			this.#asking = false;
		}
	}

	forget(room: string) {
		forgetTable(room);
		this.load();
	}

	/** Loads, asks, then asks again every minute while seen and when seen again; returns the stop. */
	watch(): () => void {
		this.load();
		void this.refresh();
		const stopTicking = this.#page.every(REFRESH_MS, () => {
			if (this.#page.visible()) void this.refresh();
		});
		const stopSeeing = this.#page.onVisible(() => {
			if (this.#page.now() - this.#askedAt >= SEEN_AGAIN_MS) void this.refresh();
		});
		return () => {
			stopTicking();
			stopSeeing();
		};
	}
}

/** The page as a browser has it. */
export const browserPage: YourTablesPage = {
	async post(body) {
		try {
			const response = await fetch('/my-tables', {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body
			});
			if (!response.ok) return null;
			const answer: { tables?: unknown } = await response.json();
			return Array.isArray(answer.tables) ? (answer.tables as MyTableLine[]) : null;
		} catch {
			return null;
		}
	},
	now: () => Date.now(),
	every(ms, tick) {
		const id = setInterval(tick, ms);
		return () => clearInterval(id);
	},
	visible: () => document.visibilityState === 'visible',
	onVisible(seen) {
		const listener = () => {
			if (document.visibilityState === 'visible') seen();
		};
		document.addEventListener('visibilitychange', listener);
		return () => document.removeEventListener('visibilitychange', listener);
	}
};
