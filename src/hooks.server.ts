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
import { security } from '$lib/server/security-headers';

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

// Security headers (HSTS among them): src/lib/server/security-headers.ts.
export const handle = sequence(language, security);

export { handleError } from '$lib/server/page-errors';
