// Where the site's service worker (src/service-worker.ts) reaches: which pages
// register it and which requests it may answer. Node tests hold these rules.

/**
 * The worker's script for a page, or null where the page must not register it: a
 * frame (/embed/* on another site) never installs anything for the whole site. The
 * locale picks which language's copy of the app and of the offline page it keeps.
 */
export function serviceWorkerScript(path: string, locale: string, framed: boolean): string | null {
	if (framed || path.startsWith('/embed/')) return null;
	return `/service-worker.js?locale=${encodeURIComponent(locale)}`;
}

/**
 * What the worker may answer for. False for the paths whose responses must never be stored nor replaced: the rooms
 * (/parties/: a room's state, its socket), the embed and its script (framed by
 * other sites, which carry their own), and the endpoints that make, find or join
 * a table or take a page's error report: they reach the network untouched.
 */
export function isCacheable(path: string): boolean {
	return !/^\/(parties|embed)(\/|$)|^\/(embed\.js|new|join|client-error)$/.test(path);
}

/**
 * Pages that work with no network once the worker is installed: network first and
 * remembered per address; offline, the remembered one, else the copy kept at
 * install in the worker's language. The score pad, and the pages whose room runs
 * in the page (src/lib/practice): practice against bots and the lesson.
 */
export const OFFLINE_PAGES = ['/score', '/practice', '/learn'] as const;

/**
 * The Web Workers those pages run, by name: the practice room's, and the hints' (a
 * practice table offers them). Any other worker (the review's) is left to the
 * network: a new one is cached only once it is named here.
 */
const OFFLINE_WORKERS = ['practice.worker', 'hint.worker'];

/** Whether a built file is kept at install: everything but the workers not named above. */
export function isKeptBuildFile(path: string): boolean {
	const worker = /\/workers\/([^/-]+)-[\w-]+\.js$/.exec(path);
	if (!worker) return !path.includes('/workers/');
	return OFFLINE_WORKERS.includes(worker[1]);
}

/** The locale a worker was registered for, when it is one a page can name. */
export function pathLocale(value: string | null): string | null {
	return value && /^[a-z]{2}$/.test(value) ? value : null;
}

/**
 * The offline page (rendered at /offline) made to work at any address: its links and
 * styles are relative to /offline (`./_app/…`, the relative paths that keep each
 * language's scripts in its own tree, scripts/locale-split.ts), so they become
 * absolute. The page runs no script, so its links are all there is to move.
 */
export function offlinePageAnywhere(html: string): string {
	return html.replaceAll('="./', '="/');
}
