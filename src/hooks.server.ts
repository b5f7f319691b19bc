// Every page is rendered in the visitor's language: ?lang=xx, else the cookie the
// language picker sets, else Accept-Language, else English (the strategy in
// project.inlang/paraglide.config.js). The built page loads its locale's own copy
// of the browser bundle (scripts/locale-split.ts), so only that language ships.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Handle } from '@sveltejs/kit';
import { sequence } from '@sveltejs/kit/hooks';
import { dev } from '$app/environment';
import {
	defineCustomServerStrategy,
	extractLocaleFromRequestAsync,
	overwriteServerAsyncLocalStorage,
	type Locale
} from '$lib/paraglide/runtime';
import { localeFromQuery } from '$lib/i18n/locale';
import { m } from '$lib/paraglide/messages';

defineCustomServerStrategy('custom-query', { getLocale: (request) => localeFromQuery(request?.url) });

// What Paraglide's own middleware does, minus its request cloning: each request
// renders with its own locale, even when requests interleave.
const requests = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(requests);

const IMMUTABLE = '_app/immutable/';

const escapeAttribute = (text: string) =>
	text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** Renders the page in the visitor's language and points it at that language's bundle. */
const language: Handle = async ({ event, resolve }) => {
	const locale = await extractLocaleFromRequestAsync(event.request);
	return requests.run({ locale }, async () => {
		const localize = (text: string) => (dev ? text : text.replaceAll(IMMUTABLE, `${IMMUTABLE}${locale}/`));
		const response = await resolve(event, {
			transformPageChunk: ({ html }) =>
				localize(html.replace('%lang%', locale).replace('%description%', escapeAttribute(m.meta_description())))
		});
		// The preload hints name the same scripts as the page.
		const link = response.headers.get('link');
		if (link) response.headers.set('link', localize(link));
		if (response.headers.get('content-type')?.startsWith('text/html')) {
			response.headers.append('vary', 'cookie, accept-language');
		}
		return response;
	});
};

// Security headers on every response of the pages. The Content-Security-Policy
// itself comes from kit.csp (svelte.config.js, with a nonce for SvelteKit's own
// inline script); framing is a second policy here, because /embed/* differs.

const COMMON: Record<string, string> = {
	'x-content-type-options': 'nosniff',
	// Invite links hold the table id: never send it to other sites.
	'referrer-policy': 'same-origin',
	'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'
};

/** The sources allowed to frame /embed/* (Worker variable EMBED_ANCESTORS); default any. */
export function embedAncestors(setting: string | undefined): string {
	const sources = (setting ?? '').split(/\s+/).filter((s) => /^[A-Za-z0-9*:/._'-]+$/.test(s));
	return sources.length > 0 ? sources.join(' ') : '*';
}

const security: Handle = async ({ event, resolve }) => {
	let response = await resolve(event);
	const embed = event.url.pathname.startsWith('/embed/');
	const framing = `frame-ancestors ${embed ? embedAncestors(event.platform?.env?.EMBED_ANCESTORS) : "'none'"}`;
	const set = (headers: Headers) => {
		for (const [name, value] of Object.entries(COMMON)) headers.set(name, value);
		headers.append('content-security-policy', framing);
		if (!embed) headers.set('x-frame-options', 'DENY');
	};
	try {
		set(response.headers);
	} catch {
		// Immutable headers (e.g. a fetched response): copy it first.
		response = new Response(response.body, response);
		set(response.headers);
	}
	return response;
};

export const handle = sequence(language, security);

export { handleError } from '$lib/server/page-errors';
