// Which language a page is in, and switching it.
import { cookieMaxAge, cookieName, getLocale, isLocale, locales, type Locale } from '$lib/paraglide/runtime';

export { locales, type Locale };

/** The locale of this render. In a locale's own browser bundle it is a literal. */
export function currentLocale(): Locale {
	return globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? getLocale();
}

/** `?lang=xx` of a URL, when it names one of our locales. */
export function localeFromQuery(url: string | URL | undefined): Locale | undefined {
	if (!url) return undefined;
	const lang = new URL(url).searchParams.get('lang');
	return isLocale(lang) ? lang : undefined;
}

/** The `<html lang>` the server rendered. */
export function localeFromDocument(): Locale | undefined {
	const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
	return isLocale(lang) ? lang : undefined;
}

/**
 * A loader of content written per language (rules, tips): one data file per
 * language, named by its locale (`content/de.json`), found by Vite's lazy
 * `import.meta.glob`, so each is its own chunk and a new language needs only its
 * file. It is fetched the first time the page's language (or `locale`) needs it,
 * read once by `prepare`, then kept.
 */
export function perLocale<Data, T>(
	files: Record<string, () => Promise<unknown>>,
	prepare: (data: Data, locale: Locale) => T
): (locale?: Locale) => Promise<T> {
	const chunks = new Map(Object.entries(files).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));
	const cache = new Map<Locale, Promise<T>>();
	return (locale = currentLocale()) => {
		let content = cache.get(locale);
		if (!content) {
			const load = chunks.get(locale);
			if (!load) throw new Error(`No content for the locale ${locale}`);
			content = load().then((m) => prepare((m as { default: Data }).default, locale));
			cache.set(locale, content);
		}
		return content;
	};
}

/** Each language by its own name, as a language picker shows them. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
	en: 'English',
	de: 'Deutsch',
	da: 'Dansk',
	vi: 'Tiếng Việt',
	fr: 'Français'
};

/**
 * Switch the site's language: remembered in the cookie, then the page reloads in
 * it (each language has its own bundle). A table page comes back to the same
 * seat: the room client resumes it with its stored seat token.
 */
export function switchLocale(locale: Locale) {
	document.cookie = `${cookieName}=${locale}; path=/; max-age=${cookieMaxAge}; samesite=lax`;
	const url = new URL(location.href);
	// ?lang= wins over the cookie, so it must follow the choice. An embedded table
	// keeps the choice in its URL too: a cookie set inside another site's iframe
	// may never come back to the server.
	if (url.searchParams.has('lang') || window.top !== window.self) {
		url.searchParams.set('lang', locale);
		location.replace(url);
	} else {
		location.reload();
	}
}
