// The first-game tips per language, loaded when a tip first shows: a few lines of
// words in the page's language (tips/<locale>.json), apart from the rules (../index.ts).
// From the engine they take only FACE_DOWN_GAIN, which lives in engine/constants.ts
// so that it brings no rule code along.
import { FACE_DOWN_GAIN } from '$engine/data';
import { perLocale } from '$lib/i18n/locale';
import { TIP_IDS, type SectionId, type TipId, type TipsContent, type TipsData } from '../content-types';
import { rich } from '../rich';

/** The tips as drawn. Each one's section ("more in the rules") is held to SECTION_IDS by the content tests. */
function tipsContent(data: TipsData): TipsContent {
	const values = { faceDownGold: FACE_DOWN_GAIN.gold, faceDownKeys: FACE_DOWN_GAIN.keys };
	const tip = (id: TipId) => ({
		title: data[id].title,
		text: rich(data[id].text, values),
		more: data[id].more as SectionId
	});
	return {
		label: data.label,
		dismiss: data.dismiss,
		more: data.more,
		...Object.fromEntries(TIP_IDS.map((id) => [id, tip(id)]))
	} as TipsContent;
}

export const loadTips = perLocale<TipsData, TipsContent>(import.meta.glob('./*.json'), tipsContent);
