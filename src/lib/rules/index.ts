// Rules content per locale, loaded on demand: each locale is its own chunk, so a
// page pays for the rules only when someone opens them. A translation adds one
// file (de.ts, da.ts, vi.ts, fr.ts) with the same RulesContent shape and one line below.
import type { RulesContent } from './types';

export type { RulesContent } from './types';

const LOCALES: Record<string, () => Promise<{ default: RulesContent }>> = {
	en: () => import('./en')
};

export const FALLBACK_LOCALE = 'en';

/** The page's language (the i18n layer sets <html lang>); the rules fall back to English. */
export function pageLocale(): string {
	const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
	return lang.toLowerCase().split('-')[0] || FALLBACK_LOCALE;
}

const cache = new Map<string, Promise<RulesContent>>();

export function loadRules(locale = pageLocale()): Promise<RulesContent> {
	const key = locale in LOCALES ? locale : FALLBACK_LOCALE;
	let content = cache.get(key);
	if (!content) {
		content = LOCALES[key]().then((m) => m.default);
		cache.set(key, content);
	}
	return content;
}
