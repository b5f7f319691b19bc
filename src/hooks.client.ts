// In the browser the language is the one the server rendered the page in. Built
// pages load a bundle fixed to that language (scripts/locale-split.ts); under
// `vite dev` Paraglide asks these strategies.
import type { HandleClientError } from '@sveltejs/kit';
import { version } from '$app/environment';
import { defineCustomClientStrategy } from '$lib/paraglide/runtime';
import { localeFromDocument } from '$lib/i18n/locale';
import { newErrorId } from '$party/log';

if (import.meta.env.DEV) {
	defineCustomClientStrategy('custom-html', { getLocale: localeFromDocument, setLocale: () => {} });
	defineCustomClientStrategy('custom-query', { getLocale: () => undefined, setLocale: () => {} });
}

// What breaks in a visitor's page reaches the logs (POST /client-error, logged as
// `client-error`): a few reports per page life at most, so an error in a loop
// cannot flood the server. The server blanks anything shaped like a seat token.
let reports = 3;

function report(kind: 'error' | 'rejection' | 'navigation', error: unknown, id?: string) {
	if (reports-- <= 0) return;
	const body = JSON.stringify({
		kind,
		message: String(error instanceof Error ? error.message : error).slice(0, 300),
		stack: error instanceof Error ? error.stack?.slice(0, 1500) : undefined,
		path: location.pathname.slice(0, 200),
		version,
		id
	});
	// A beacon still goes out when the page is closing.
	if (!navigator.sendBeacon?.('/client-error', body)) {
		fetch('/client-error', { method: 'POST', body, keepalive: true }).catch(() => {});
	}
}

window.addEventListener('error', (event) => report('error', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report('rejection', event.reason));

/** A failed load or navigation: reported, and the error page shows the id to quote. */
export const handleError: HandleClientError = ({ error, status, message }) => {
	if (status < 500) return { message };
	const id = newErrorId();
	report('navigation', error, id);
	return { message, id };
};
