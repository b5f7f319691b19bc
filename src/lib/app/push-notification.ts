// What the service worker (src/service-worker.ts) makes of a push from a room: the
// notification it shows and the page a tap opens. The room's payload is JSON
// (party/push-payload.ts); anything else shows nothing. Node tests hold these rules.

/** The room's payload, as far as a notification needs it. */
export interface TablePush {
	table: string;
	title: string;
	body: string;
	lang: string;
	url: string;
}

const TABLE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The icon a notification shows (static/icons). */
export const PUSH_ICON = '/icons/icon-192.png';

/** The payload when it is one a room sends: its url is always that table's own page. */
export function readTablePush(text: string | null): TablePush | null {
	let value: unknown;
	try {
		value = JSON.parse(text ?? '');
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null) return null;
	const { table, title, body, lang } = value as Record<string, unknown>;
	if (typeof table !== 'string' || !TABLE_ID.test(table) || typeof title !== 'string') return null;
	return {
		table,
		title,
		body: typeof body === 'string' ? body : '',
		lang: typeof lang === 'string' ? lang : '',
		// Never another page than the table's, whatever the payload says.
		url: `/t/${table}`
	};
}

/** `showNotification`'s arguments: one notification per table (its tag), a newer one replacing the older. */
export function tableNotification(push: TablePush): [string, NotificationOptions] {
	return [
		push.title,
		{ body: push.body, lang: push.lang, tag: `table:${push.table}`, icon: PUSH_ICON, data: { url: push.url } }
	];
}

/** Which open window a tap brings forward: one showing that table (any query or hash), else none. */
export function tableWindow<T extends { url: string }>(windows: readonly T[], url: string, origin: string): T | null {
	return (
		windows.find((w) => URL.canParse(w.url) && new URL(w.url).origin === origin && new URL(w.url).pathname === url) ??
		null
	);
}
