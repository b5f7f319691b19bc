/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
// Offline score pad: people count scores at a table with poor reception. Registered
// by /score only; it answers for the app's built files and the /score page, and lets
// every other request (tables, rooms, WebSockets) go to the network untouched.
import { base, build, files, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;

/** Versioned by the build: a new deployment starts a fresh cache and drops the old. */
const CACHE = `castle-combo-pad-${version}`;
const PAD = `${base}/score`;
/**
 * The language the pad registered this worker for (`?locale=xx`): pages load that
 * language's copy of the built files (`_app/immutable/<locale>/`, scripts/locale-split.ts),
 * never the shared one that `build` lists.
 */
const LOCALE = new URL(sw.location.href).searchParams.get('locale');
const inLocale = (path: string) =>
	LOCALE && /^[a-z]{2}$/.test(LOCALE) ? path.replace('/_app/immutable/', `/_app/immutable/${LOCALE}/`) : path;
/** Content-hashed code and styles, and the static files: safe to serve from the cache. */
const ASSETS = new Set([...build.map(inLocale), ...files]);

sw.addEventListener('install', (event) => {
	event.waitUntil(
		caches
			.open(CACHE)
			.then((cache) => cache.addAll([...ASSETS, PAD]))
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
	if (url.origin !== sw.location.origin) return;
	if (ASSETS.has(url.pathname)) event.respondWith(cacheFirst(request));
	else if (url.pathname === PAD) event.respondWith(networkFirst(request));
});

async function cacheFirst(request: Request): Promise<Response> {
	const cache = await caches.open(CACHE);
	return (await cache.match(request)) ?? fetch(request);
}

/**
 * The pad's page: fresh from the network when there is one (and remembered, per
 * link); offline, the remembered link, else the empty pad, which reads its link
 * from the address bar once it starts.
 */
async function networkFirst(request: Request): Promise<Response> {
	const cache = await caches.open(CACHE);
	try {
		const response = await fetch(request);
		if (response.ok) await cache.put(request, response.clone());
		return response;
	} catch (error) {
		const cached = (await cache.match(request)) ?? (await cache.match(PAD));
		if (cached) return cached;
		throw error;
	}
}
