// The browser's side of "Tell me when it's my turn" (./push.svelte.ts): what it can
// do, and its push subscription for the server's VAPID key, made through the site's
// service worker (src/service-worker.ts), registered now if the page has not yet.
import { serviceWorkerScript } from '$lib/app/service-worker-scope';
import type { PushDevice } from './push.svelte';

function keyBytes(key: string): Uint8Array<ArrayBuffer> {
	const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
	return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
	if (!a || a.byteLength !== b.length) return false;
	const bytes = new Uint8Array(a);
	return bytes.every((byte, i) => byte === b[i]);
}

async function registration(locale: string): Promise<ServiceWorkerRegistration> {
	const current = await navigator.serviceWorker.getRegistration();
	if (current) return current;
	const script = serviceWorkerScript(location.pathname, locale, window.self !== window.top);
	if (!script) throw new Error('no service worker here');
	await navigator.serviceWorker.register(script);
	return navigator.serviceWorker.ready;
}

/**
 * A browser that reaches no push service may never answer a subscription: then it
 * failed (and may be tried again). Counted from the subscription itself, not from the
 * service worker's install, which may take a while on a fresh visit.
 */
const SUBSCRIBE_TIMEOUT_MS = 10_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
	return Promise.race([
		work,
		new Promise<never>((_, reject) => setTimeout(() => reject(new Error('push service timeout')), SUBSCRIBE_TIMEOUT_MS))
	]);
}

export function browserPushDevice(locale: string): PushDevice {
	const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
	const ua = navigator.userAgent;
	const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
	const standalone =
		matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
	return {
		supported,
		iosNotInstalled: ios && !standalone,
		permission: () => Notification.permission,
		requestPermission: () => Notification.requestPermission(),
		subscribe: (key) => subscription(locale, key)
	};
}

/** This browser's subscription for `key`: its existing one, or a new one. */
async function subscription(locale: string, key: string): Promise<PushSubscriptionJSON> {
	const { pushManager } = await registration(locale);
	const applicationServerKey = keyBytes(key);
	const existing = await pushManager.getSubscription();
	if (existing && sameKey(existing.options.applicationServerKey, applicationServerKey)) return existing.toJSON();
	// Made for another key (the server's keys changed): it would never be delivered.
	await existing?.unsubscribe();
	return (await withTimeout(pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }))).toJSON();
}
