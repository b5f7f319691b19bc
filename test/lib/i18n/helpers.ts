// Reading the message files as translators see them, and rendering in a locale.
import { readFileSync } from 'node:fs';
import { overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8'));

export const SETTINGS: { baseLocale: string; locales: Locale[] } = json('project.inlang/settings.json');
export const LOCALES = SETTINGS.locales;

type Variant = { match: Record<string, string> };

/** Each message of a locale as its texts: one, or one per plural variant. */
export function messageTexts(locale: string): Record<string, string[]> {
	const { $schema: _schema, ...messages } = json(`messages/${locale}.json`) as Record<string, string | Variant[]>;
	return Object.fromEntries(
		Object.entries(messages).map(([key, value]) => [
			key,
			typeof value === 'string' ? [value] : value.flatMap((v) => Object.values(v.match))
		])
	);
}

export interface Term {
	en: string;
	de: string;
	da: string;
	vi: string;
	fr: string;
	match?: Partial<Record<Locale, string>>;
	source: string;
	note?: string;
}
export const GLOSSARY: { terms: Record<string, Term> } = json('messages/glossary.json');

// `\b` in the glossary means a word boundary in any alphabet (JavaScript's own
// \b only knows ASCII letters: it finds none after the é of « clé »).
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{M}])(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?=[\p{L}\p{M}]))`;

/** The term's pattern in a locale: its own regular expression, else the word. */
export function termPattern(term: Term, locale: Locale): RegExp {
	const source = term.match?.[locale] ?? term[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(source.replaceAll('\\b', BOUNDARY), 'iu');
}

/** Run with Paraglide's locale set (on the server, as a request would). */
export function inLocale<T>(locale: Locale, run: () => T): T {
	overwriteGetLocale(() => locale);
	try {
		return run();
	} finally {
		overwriteGetLocale(() => 'en');
	}
}
