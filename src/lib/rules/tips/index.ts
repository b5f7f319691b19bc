// The first-game tips per language, loaded when a tip first shows: a few lines of
// words in the page's language (tips/<locale>.json), apart from the rules (../index.ts).
// From the engine they take only FACE_DOWN_GAIN, which lives in engine/constants.ts
// so that it brings no rule code along.
import { FACE_DOWN_GAIN } from '$engine/index';
import { perLocale } from '$lib/i18n/locale';
import { TIP_IDS, type TipsContent, type TipsData } from '../content-types';
import { rich, sectionId } from '../rich';

function tipsContent(data: TipsData): TipsContent {
	const values = { faceDownGold: FACE_DOWN_GAIN.gold, faceDownKeys: FACE_DOWN_GAIN.keys };
	const tips = Object.fromEntries(
		TIP_IDS.map((id) => [
			id,
			{ title: data[id].title, text: rich(data[id].text, values), more: sectionId(data[id].more) }
		])
	) as Pick<TipsContent, (typeof TIP_IDS)[number]>;
	return { dismiss: data.dismiss, more: data.more, ...tips };
}

export const loadTips = perLocale<TipsData, TipsContent>(
	{
		en: () => import('./en.json'),
		de: () => import('./de.json'),
		da: () => import('./da.json'),
		vi: () => import('./vi.json'),
		fr: () => import('./fr.json')
	},
	tipsContent
);
