/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// The site's service worker, registered by every page but framed ones
// (src/lib/app/install.ts). It keeps an allow-list, nothing else:
// - the built code and styles of one language, and the static files (icons, the
//   manifest): content-hashed or fixed, served from the cache;
// - the pages that work offline (the score pad, practice against bots, the lesson:
//   OFFLINE_PAGES): network first, remembered, else kept from install;
// - the offline page, shown for any page the network cannot bring.
// Every other request goes to the network untouched and is never stored: a room's
// state and its WebSocket (/parties/), a table's page and data, the embed, the
// forms that make or join a table. A practice game's room runs in the page (its
// worker is a built file) and keeps its game in IndexedDB, not here. Seat tokens live in the page's storage and
// travel only over the room's socket, so no cached response can hold one.
import { build, files, version } from '$service-worker';
import {
	isCacheable,
	isKeptBuildFile,
	OFFLINE_PAGES,
	offlinePageAnywhere,
	pathLocale
} from '$lib/app/service-worker-scope';
import { readTablePush, tableNotification, tableWindow } from '$lib/app/push-notification';

const sw = self as unknown as ServiceWorkerGlobalScope;

/**
 * The language the page registered this worker for (`?locale=xx`): pages load that
 * language's copy of the built files (`_app/immutable/<locale>/`, scripts/locale-split.ts),
 * never the shared one that `build` lists.
 */
const LOCALE = pathLocale(new URL(sw.location.href).searchParams.get('locale'));
const inLocale = (path: string) => (LOCALE ? path.replace('/_app/immutable/', `/_app/immutable/${LOCALE}/`) : path);

/** Versioned by the build and the language: a new deployment or language starts afresh. */
const CACHE = `castle-combo-${version}-${LOCALE ?? 'any'}`;
/** The offline pages and the offline notice, kept in the worker's language (`?lang=`, src/hooks.server.ts). */
const inLanguage = (path: string) => (LOCALE ? `${path}?lang=${LOCALE}` : path);
const PAGES = new Set<string>(OFFLINE_PAGES);
const OFFLINE = inLanguage('/offline');
/** Served from the cache: the built files (with the offline pages' workers, not the review's) and the static ones. */
const ASSETS = new Set([...build.filter(isKeptBuildFile).map(inLocale), ...files]);

sw.addEventListener('install', (event) => {
	event.waitUntil(
		caches
			.open(CACHE)
			.then(async (cache) => {
				await cache.addAll([...ASSETS, OFFLINE]);
				// A page that does not answer now (one this build lacks) is still remembered at its first visit.
				await Promise.allSettled(OFFLINE_PAGES.map((page) => cache.add(inLanguage(page))));
			})
			.then(() => sw.skipWaiting())
	);
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
			.then(() => sw.clients.claim())
	);
});

sw.addEventListener('fetch', (event) => {
	const request = event.request;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin || !isCacheable(url.pathname)) return;
	if (ASSETS.has(url.pathname)) event.respondWith(cacheFirst(request));
	else if (PAGES.has(url.pathname)) event.respondWith(offlinePage(request, url.pathname));
	else if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
});

async function cacheFirst(request: Request): Promise<Response> {
	const cache = await caches.open(CACHE);
	return (await cache.match(request)) ?? fetch(request);
}

/**
 * An offline page (the pad, practice, the lesson): fresh from the network when there
 * is one (and remembered, per link); offline, the remembered link, else the page
 * kept at install, which reads its link from the address bar once it starts.
 */
async function offlinePage(request: Request, path: string): Promise<Response> {
	const cache = await caches.open(CACHE);
	try {
		const response = await fetch(request);
		if (response.ok) await cache.put(request, response.clone());
		return response;
	} catch (error) {
		const cached = (await cache.match(request)) ?? (await cache.match(inLanguage(path), { ignoreVary: true }));
		if (cached) return cached;
		throw error;
	}
}

/** Any other page: always from the network, never stored; without one, the offline page. */
async function pageOrOffline(request: Request): Promise<Response> {
	try {
		return await fetch(request);
	} catch (error) {
		const offline = await caches.match(OFFLINE, { cacheName: CACHE, ignoreVary: true });
		if (!offline) throw error;
		// Its preload hints are relative to /offline too, and it needs none: its styles come from the cache.
		const headers = new Headers(offline.headers);
		headers.delete('link');
		headers.delete('content-length');
		return new Response(offlinePageAnywhere(await offline.text()), { status: offline.status, headers });
	}
}

// Web Push from a room (party/push-notices.ts): the table's news as a notification,
// one per table (a newer one replaces the older); a tap brings that table's tab
// forward, or opens it.
sw.addEventListener('push', (event) => {
	const push = readTablePush(event.data?.text() ?? null);
	if (push) event.waitUntil(sw.registration.showNotification(...tableNotification(push)));
});

sw.addEventListener('notificationclick', (event) => {
	event.notification.close();
	const url = (event.notification.data as { url?: unknown } | null)?.url;
	if (typeof url !== 'string') return;
	event.waitUntil(
		sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
			const open = tableWindow(windows, url, sw.location.origin);
			return open ? open.focus() : sw.clients.openWindow(url);
		})
	);
});
