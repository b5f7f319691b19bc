// In the browser the language is the one the server rendered the page in. Built
// pages load a bundle fixed to that language (scripts/locale-split.ts); under
// `vite dev` Paraglide asks these strategies.
import { defineCustomClientStrategy } from '$lib/paraglide/runtime';
import { localeFromDocument } from '$lib/i18n/locale';

if (import.meta.env.DEV) {
	defineCustomClientStrategy('custom-html', { getLocale: localeFromDocument, setLocale: () => {} });
	defineCustomClientStrategy('custom-query', { getLocale: () => undefined, setLocale: () => {} });
}
