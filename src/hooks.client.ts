// In the browser the language is the one the server rendered the page in.
// (Built pages load a bundle fixed to that language; this matters in `vite dev`.)
import { defineCustomClientStrategy } from '$lib/paraglide/runtime';
import { localeFromDocument } from '$lib/i18n/locale';

defineCustomClientStrategy('custom-html', { getLocale: localeFromDocument, setLocale: () => {} });
defineCustomClientStrategy('custom-query', { getLocale: () => undefined, setLocale: () => {} });
