// Security headers on every response of the pages. The Content-Security-Policy
// itself comes from kit.csp (svelte.config.js, with a nonce for SvelteKit's own
// inline script); framing is a second policy here, because /embed/* differs.
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

export const handle: Handle = async ({ event, resolve }) => {
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
