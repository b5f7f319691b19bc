// /embed.js: the <castle-combo> custom element (src/lib/embed/element.ts, compiled by
// scripts/embed-script.ts) with the words of its refusal notice in every language.
// Other sites load it as a module script, a cross-origin request: hence CORS.
import script from 'virtual:embed-script';
import { m } from '$lib/paraglide/messages';
import { locales } from '$lib/paraglide/runtime';
import type { RequestHandler } from './$types';

let body: string | null = null;

function withWords(): string {
	const words = locales.map((locale) => [
		locale,
		{ refused: m.embed_refused({}, { locale }), open: m.embed_open_table({}, { locale }) }
	]);
	return `const EMBED_WORDS=${JSON.stringify(Object.fromEntries(words))};\n${script}`;
}

export const GET: RequestHandler = () =>
	new Response((body ??= withWords()), {
		headers: {
			'content-type': 'text/javascript; charset=utf-8',
			'access-control-allow-origin': '*',
			'cross-origin-resource-policy': 'cross-origin',
			// Short: a deploy's new element reaches pages within minutes.
			'cache-control': 'public, max-age=600'
		}
	});
