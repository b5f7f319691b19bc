// The first-game tips per language, loaded when a tip first shows: a few lines of
// words in the page's language, apart from the rules (../index.ts).
import { currentLocale, type Locale } from '$lib/i18n/locale';
import type { HintsContent } from '../types';

const HINTS: Record<Locale, () => Promise<{ default: HintsContent }>> = {
	en: () => import('./en'),
	de: () => import('./de'),
	da: () => import('./da'),
	vi: () => import('./vi'),
	fr: () => import('./fr')
};

const cache = new Map<Locale, Promise<HintsContent>>();

export function loadHints(locale: Locale = currentLocale()): Promise<HintsContent> {
	let content = cache.get(locale);
	if (!content) {
		content = HINTS[locale]().then((m) => m.default);
		cache.set(locale, content);
	}
	return content;
}
