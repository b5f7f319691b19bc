// Shared by the Vite plugin (dev, build, unit tests) and the CLI (`npm run check`,
// `prepare`), so every compile of the messages is the same.
export default {
	outdir: './src/lib/paraglide',
	// Server: ?lang=xx, then the cookie, then Accept-Language, then English.
	// Browser: the language the server rendered (<html lang>). See src/lib/i18n/locale.ts.
	strategy: ['custom-html', 'custom-query', 'cookie', 'preferredLanguage', 'baseLocale'],
	cookieName: 'lang',
	// Lets Vite drop the server-only half of the runtime from the browser bundle.
	isServer: 'import.meta.env.SSR',
	// Each locale's copy of the browser bundle sets this (scripts/locale-split.ts);
	// undefined everywhere else, so the locale is resolved per request.
	// (Paraglide's own per-locale-build expression: emitted as is, without a locale check.)
	experimentalStaticLocale: '/** @type {any} */ (globalThis).__PARAGLIDE_STATIC_LOCALE__',
	emitReadme: false
};
