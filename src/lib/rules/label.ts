// The Rules button's label: on every page's first load, so a word per language
// picked in place on the locale marker (each locale's bundle keeps only its own,
// as cardWordTable() in $lib/cards/card-names does), not the whole rules module.
import { getLocale } from '$lib/paraglide/runtime';

export function rulesLabel(): string {
	const locale = globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? getLocale();
	return locale === 'de'
		? 'Regeln'
		: locale === 'da'
			? 'Regler'
			: locale === 'vi'
				? 'Luật chơi'
				: locale === 'fr'
					? 'Règles'
					: 'Rules';
}
