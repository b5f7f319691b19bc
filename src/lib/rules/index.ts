// Rules content per language, loaded on demand: each language is its own chunk,
// and only the page's language is ever fetched, when the panel (or a card's
// detail) first needs it. The first-game tips have their own loader
// (tips/index.ts), so the game's first load carries neither the rules nor this.
import { perLocale } from '$lib/i18n/locale';
import type { RulesContent } from './content-types';

export type { RulesContent } from './content-types';

/** The Rules panel, the legend and the card detail's sentences, in the page's language. */
export const loadRules = perLocale<RulesContent>({
	en: () => import('./en'),
	de: () => import('./de'),
	da: () => import('./da'),
	vi: () => import('./vi'),
	fr: () => import('./fr')
});
