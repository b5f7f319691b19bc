// The first-game tips per language, loaded when a tip first shows: a few lines of
// words in the page's language, apart from the rules (../index.ts).
import { perLocale } from '$lib/i18n/locale';
import type { TipsContent } from '../content-types';

export const loadTips = perLocale<TipsContent>({
	en: () => import('./en'),
	de: () => import('./de'),
	da: () => import('./da'),
	vi: () => import('./vi'),
	fr: () => import('./fr')
});
