// Security headers on every response of the pages (src/hooks.server.ts). The
// Content-Security-Policy itself comes from kit.csp (svelte.config.js, with a nonce
// for SvelteKit's own inline script); framing is a second policy here, because
// /embed/* differs.
import type { Handle } from '@sveltejs/kit';

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

/** A year: browsers then reach this host over HTTPS only, even from a typed http:// address. */
export const HSTS = 'max-age=31536000';
const LOCAL_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Strict-Transport-Security for a page served at `url`: over HTTPS on any host but
 * this machine (a custom domain; *.workers.dev is HSTS-preloaded already, as all of
 * .dev is, so saying it there costs nothing). Never over plain HTTP, where browsers
 * ignore it anyway, nor on localhost: one https://localhost run would make the
 * browser refuse every http://localhost server for a year. No includeSubDomains: the
 * table may live on one subdomain of a domain whose others still speak HTTP.
 */
export function transportSecurity(url: URL): string | null {
	return url.protocol === 'https:' && !LOCAL_HOST.test(url.hostname) ? HSTS : null;
}

export const security: Handle = async ({ event, resolve }) => {
	let response = await resolve(event);
	const embed = event.url.pathname.startsWith('/embed/');
	const framing = `frame-ancestors ${embed ? embedAncestors(event.platform?.env?.EMBED_ANCESTORS) : "'none'"}`;
	const hsts = transportSecurity(event.url);
	const set = (headers: Headers) => {
		for (const [name, value] of Object.entries(COMMON)) headers.set(name, value);
		headers.append('content-security-policy', framing);
		if (!embed) headers.set('x-frame-options', 'DENY');
		if (hsts) headers.set('strict-transport-security', hsts);
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
