// Rules content and first-game tips per language, loaded on demand: each language
// is its own chunk, and only the page's language is ever fetched. The tips are
// apart from the rules, so a tip on a browser's first game costs a few lines of
// words, and the full rules load only when the panel (or a card's detail) opens.
import { currentLocale, type Locale } from '$lib/i18n/locale';
import type { HintsContent, RulesContent } from './types';

export type { HintsContent, RulesContent } from './types';

const RULES: Record<Locale, () => Promise<{ default: RulesContent }>> = {
	en: () => import('./en'),
	de: () => import('./de'),
	da: () => import('./da'),
	vi: () => import('./vi'),
	fr: () => import('./fr')
};

const HINTS: Record<Locale, () => Promise<{ default: HintsContent }>> = {
	en: () => import('./hints/en'),
	de: () => import('./hints/de'),
	da: () => import('./hints/da'),
	vi: () => import('./hints/vi'),
	fr: () => import('./hints/fr')
};

const cache = new Map<string, Promise<unknown>>();

function load<T>(kind: string, loaders: Record<Locale, () => Promise<{ default: T }>>, locale: Locale): Promise<T> {
	const id = `${kind}:${locale}`;
	let content = cache.get(id) as Promise<T> | undefined;
	if (!content) {
		content = loaders[locale]().then((m) => m.default);
		cache.set(id, content);
	}
	return content;
}

/** The Rules panel, the legend and the card detail's sentences, in the page's language. */
export const loadRules = (locale: Locale = currentLocale()) => load('rules', RULES, locale);

/** The first-game tips, in the page's language. */
export const loadHints = (locale: Locale = currentLocale()) => load('hints', HINTS, locale);
