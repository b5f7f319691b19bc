// Rules content per language, loaded on demand: each language's data
// (content/<locale>.json) is its own chunk, and only the page's language is ever
// fetched, when the panel first opens. The first-game tips have their own loader
// (tips/index.ts), so the game's first load carries neither the rules nor this.
// A language adds only its data file.
import { FACE_DOWN_GAIN, LOCATION_CARDS, STARTING_STOCK } from '$engine/data';
import { perLocale, type Locale } from '$lib/i18n/locale';
import { faceDownGain } from '$lib/cards/face-down-gain';
import type { RulesContent, RulesData, SectionId } from './content-types';
import { rich } from './rich';

export type { RulesContent } from './content-types';

/** The data as the panel draws it. Its numbers are the engine's, its phrases in the page's language. */
function rulesContent(data: RulesData, locale: Locale): RulesContent {
	const values = {
		castleCards: LOCATION_CARDS.castle.length,
		villageCards: LOCATION_CARDS.village.length,
		startGold: STARTING_STOCK.gold,
		startKeys: STARTING_STOCK.keys,
		faceDownGold: FACE_DOWN_GAIN.gold,
		faceDownKeys: FACE_DOWN_GAIN.keys,
		faceDownGain: faceDownGain()
	};
	const read = (text: string) => rich(text, values);
	return {
		locale,
		ui: data.ui,
		sections: data.sections.map((section) => ({
			id: section.id as SectionId, // the content tests hold every language to SECTION_IDS
			title: section.title,
			blocks: section.blocks.map((block) =>
				'p' in block
					? { p: read(block.p) }
					: 'note' in block
						? { note: read(block.note) }
						: 'steps' in block
							? { steps: block.steps.map(read) }
							: { bullets: block.bullets.map(read) }
			)
		})),
		legend: {
			title: data.legend.title,
			groups: data.legend.groups.map((group) => ({
				title: group.title,
				entries: group.entries.map((entry) => ({
					icon: entry.icon ? read(entry.icon) : null,
					name: entry.name,
					text: read(entry.text)
				}))
			}))
		}
	};
}

/** The Rules panel and its legend in the page's language. */
export const loadRules = perLocale<RulesData, RulesContent>(import.meta.glob('./content/*.json'), rulesContent);
