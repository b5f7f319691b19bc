// Registering the site's service worker (src/service-worker.ts): the app shell, the
// offline page and the score pad without a connection, for every page but framed ones.
import { dev } from '$app/environment';
import { serviceWorkerScript } from './service-worker-scope';

/**
 * Filling the cache fetches this language's whole app (about 200 KB gzip, 120 files):
 * on a phone that would compete with a table's first render, so it starts only a
 * while after the page has loaded.
 */
const SETTLE_MS = 5_000;

/** Registers once the page has loaded and settled, so that filling the cache never slows the page itself. */
export function registerServiceWorker(locale: string): void {
	if (dev || !('serviceWorker' in navigator)) return;
	const script = serviceWorkerScript(location.pathname, locale, window.self !== window.top);
	if (!script) return;
	const register = () => void navigator.serviceWorker.register(script).catch(() => {});
	const settled = () => setTimeout(register, SETTLE_MS);
	if (document.readyState === 'complete') settled();
	else addEventListener('load', settled, { once: true });
}
