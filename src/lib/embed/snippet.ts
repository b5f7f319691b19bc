// The builder page's (/embed) choices and the snippets they make: the element with
// its script, and the plain iframe for sites that run no scripts.
import type { Locale } from '$lib/i18n/locale';
import type { BotLevel } from '$lib/table/room-types';
import { frameUrl } from './element-logic';

export type Theme = 'light' | 'dark' | 'auto';
export type Level = BotLevel;

export interface EmbedChoices {
	mode: 'new' | 'room';
	room: string;
	bots: number;
	seats: number;
	level: Level;
	autostart: boolean;
	spectate: boolean;
	lang: Locale;
	theme: Theme;
	/** A hex colour, or '' for the table's own green. */
	accent: string;
}

export const DEFAULT_ACCENT = '#2b7a3d';

/** The element's attributes, in the order a reader expects them (booleans as bare names). */
export function elementAttributes(c: EmbedChoices): [string, string | true][] {
	const attributes: [string, string | true][] = [];
	if (c.mode === 'new') {
		attributes.push(['mode', 'new'], ['bots', String(c.bots)], ['level', c.level]);
		if (c.seats > c.bots + 1) attributes.push(['seats', String(c.seats)]);
		if (c.autostart) attributes.push(['autostart', true]);
	} else attributes.push(['room', c.room]);
	if (c.spectate) attributes.push(['spectate', true]);
	attributes.push(['lang', c.lang]);
	if (c.theme !== 'light') attributes.push(['theme', c.theme]);
	return attributes;
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** `<script type="module" src=…/embed.js>` and the element. */
export function scriptSnippet(site: string, c: EmbedChoices): string {
	const attributes = elementAttributes(c)
		.map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escape(value)}"`))
		.join('');
	const style = c.accent && c.accent !== DEFAULT_ACCENT ? ` style="--castle-combo-accent: ${escape(c.accent)}"` : '';
	return `<script type="module" src="${site}/embed.js"></script>\n<castle-combo${attributes}${style}></castle-combo>`;
}

/** The frame's address for a page at `pageOrigin`, as the element makes it. */
export function frameAddress(site: string, c: EmbedChoices, pageOrigin: string): string {
	const attributes = new Map(elementAttributes(c).map(([name, value]) => [name, value === true ? '' : value]));
	const accent = c.accent && c.accent !== DEFAULT_ACCENT ? c.accent : '';
	return frameUrl(site, (name) => attributes.get(name) ?? null, pageOrigin, accent);
}

/** A plain iframe of fixed height; `origin=` must be the embedding site's own origin. */
export function iframeSnippet(site: string, c: EmbedChoices): string {
	const src = frameAddress(site, c, 'https://your-site.example');
	return `<iframe src="${escape(src)}" title="Castle Combo" width="100%" height="900" style="border:0" allow="clipboard-write"></iframe>`;
}
