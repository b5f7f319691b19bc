// Which table an embed's mode="new" made for this visitor, per setup, in the
// frame's storage (localStorage key `castle-combo:embed-new`), until its game ends.
// Where the browser partitions third-party storage it is kept per embedding site;
// where it blocks it, nothing is kept and a reload makes a new table.
import { readJson, writeJson } from '$lib/ui/storage';

const KEY = 'castle-combo:embed-new';
/** The setup fields that make two embeds the same table. */
const SETUP_FIELDS = ['bots', 'level', 'seats', 'autostart'];

function read(): Record<string, string> {
	const value = readJson(KEY);
	return value && typeof value === 'object' ? (value as Record<string, string>) : {};
}

/** Names one setup: the same element on a page is the same key. */
export function setupKey(query: URLSearchParams): string {
	return SETUP_FIELDS.map((name) => query.get(name) ?? '').join('|');
}

export function rememberedTable(key: string): string | null {
	const room = read()[key];
	return typeof room === 'string' ? room : null;
}

export function rememberTable(key: string, room: string) {
	writeJson(KEY, { ...read(), [key]: room });
}

/** The game at `room` ended (or the table is gone): the next load makes a new table. */
export function forgetTable(room: string) {
	writeJson(KEY, Object.fromEntries(Object.entries(read()).filter(([, id]) => id !== room)));
}
