// Registering the site's service worker (src/service-worker.ts): the app shell, the
// offline page and the score pad without a connection, for every page but framed ones.
import { dev } from '$app/environment';
import { serviceWorkerScript } from './service-worker-scope';

/** Registers once the page has loaded, so that filling the cache never delays the page itself. */
export function registerServiceWorker(locale: string): void {
	if (dev || !('serviceWorker' in navigator)) return;
	const script = serviceWorkerScript(location.pathname, locale, window.self !== window.top);
	if (!script) return;
	const register = () => void navigator.serviceWorker.register(script).catch(() => {});
	if (document.readyState === 'complete') register();
	else addEventListener('load', register, { once: true });
}
