// What <castle-combo> decides, apart from the DOM: which messages are the table's,
// and the frame's address. Pure, so the builder page (src/lib/embed/snippet.ts) and
// Node tests use it too; src/lib/embed/element.ts is the element around it.

/** What the table posts to its parent (src/lib/embed/frame.ts), as the element reads it. */
export interface TableMessage {
	source: 'castle-combo';
	v: 1;
	type: string;
	room?: string;
	height?: number;
}

/** The table's events re-dispatched on the element (`height` only sizes the frame). */
export const TABLE_EVENTS = ['ready', 'turn', 'gameover', 'seated', 'error'];

/** Without a word from the frame this long after it loaded, the server refused it (or it broke): say so. */
export const SILENCE_MS = 4000;

/**
 * The message as the table sent it, or null unless it comes from `frame` itself
 * (not another frame or window) at the table's origin, in the table's envelope.
 */
export function tableMessage(
	event: { origin: string; source: unknown; data: unknown },
	frame: { contentWindow: unknown } | null,
	tableOrigin: string
): TableMessage | null {
	const data = event.data as TableMessage | null;
	if (!frame || event.source !== frame.contentWindow || event.origin !== tableOrigin) return null;
	return data?.source === 'castle-combo' && data.v === 1 && typeof data.type === 'string' ? data : null;
}

/** Attributes passed on to the frame as they are (the frame validates them). */
export const PASSED = ['bots', 'level', 'seats', 'lang', 'theme', 'reactions'];

/**
 * The frame's address: a shared table (`room`) or a new one for this visitor
 * (`/embed/new`), with the settings, the accent colour and the page's own
 * origin, the only one the table will talk to. `preview` (the builder's live
 * table): a shared table shows only if it is open; the frame never creates it.
 */
export function frameUrl(
	tableOrigin: string,
	attribute: (name: string) => string | null,
	pageOrigin: string,
	accent = ''
): string {
	const room = attribute('room');
	const url = new URL(room ? `/embed/${encodeURIComponent(room)}` : '/embed/new', tableOrigin);
	const query = url.searchParams;
	for (const name of PASSED) {
		const value = attribute(name);
		if (value) query.set(name, value);
	}
	if (!room && attribute('autostart') !== null) query.set('autostart', '1');
	if (room && attribute('preview') !== null) query.set('preview', '1');
	if (attribute('spectate') !== null) query.set('watch', '1');
	if (accent) query.set('accent', accent);
	query.set('origin', pageOrigin);
	return url.href;
}
