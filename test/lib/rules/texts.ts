// Every text a rules locale shows, by a path that is the same in every locale,
// so one locale's texts can be set beside English's.
import { CARDS } from '$engine/index';
import type { TipsContent, Rich, RulesContent } from '$lib/rules/content-types';
import type { DetailWords, namesIn } from './load';

/** Prose as read: text pieces joined, each icon a space. */
export const plain = (rich: Rich) => rich.map((piece) => (typeof piece === 'string' ? piece : ' ')).join('');

/** The panel's texts, the names and the card detail's words (load.ts) of one locale. */
export function rulesTexts(
	content: RulesContent,
	{ names, card }: { names: ReturnType<typeof namesIn>; card: DetailWords }
): Map<string, string> {
	const texts = new Map<string, string>();
	const add = (path: string, text: string) => texts.set(path, text);
	const { ui } = content;
	add('ui.title', ui.title);
	add('ui.close', ui.close);
	add('ui.contents', ui.contents);
	for (const [tab, text] of Object.entries(ui.tabs)) add(`ui.tabs.${tab}`, text);
	for (const [part, text] of Object.entries(ui.tips)) add(`ui.tips.${part}`, text);
	for (const [shield, text] of Object.entries(names.shields)) add(`names.shields.${shield}`, text);
	for (const [location, text] of Object.entries(names.locations)) add(`names.locations.${location}`, text);
	for (const section of content.sections) {
		add(`sections.${section.id}.title`, section.title);
		section.blocks.forEach((block, i) => {
			const at = `sections.${section.id}.${i}`;
			if ('p' in block) add(`${at}.p`, plain(block.p));
			else if ('note' in block) add(`${at}.note`, plain(block.note));
			else if ('steps' in block) block.steps.forEach((step, j) => add(`${at}.steps.${j}`, plain(step)));
			else block.bullets.forEach((bullet, j) => add(`${at}.bullets.${j}`, plain(bullet)));
		});
	}
	add('legend.title', content.legend.title);
	content.legend.groups.forEach((group, i) => {
		add(`legend.${i}.title`, group.title);
		group.entries.forEach((entry, j) => {
			add(`legend.${i}.${j}.name`, entry.name);
			add(`legend.${i}.${j}.text`, plain(entry.text));
		});
	});
	// The card detail's sentences, with sample arguments that reach every branch.
	for (const [heading, text] of Object.entries(card.headings)) add(`card.headings.${heading}`, text);
	add('card.close', card.close);
	add('card.faceDown', card.faceDown);
	add('card.player', card.player(1));
	add('card.messenger.castle', card.messenger('castle'));
	add('card.messenger.village', card.messenger('village'));
	add('card.printed.castle', card.printed('castle', 4));
	add('card.printed.village', card.printed('village', 0));
	add('card.costNow.discounted', card.costNow(3, 5, 10));
	add('card.costNow.printed', card.costNow(4, 4, 10));
	add('card.costNow.short', card.costNow(6, 6, 2));
	add('card.paid.you', card.paid(3, false, null));
	add('card.paid.other', card.paid(5, false, 'Ada'));
	add('card.paid.faceDown.you', card.paid(null, true, null));
	add('card.paid.faceDown.other', card.paid(null, true, 'Ada'));
	add('card.pointsNow.you', card.pointsNow(6, null, false, false));
	add('card.pointsNow.other', card.pointsNow(1, 'Ada', false, false));
	add('card.pointsNow.final', card.pointsNow(6, null, false, true));
	add('card.pointsNow.finalOther', card.pointsNow(6, 'Ada', false, true));
	add('card.pointsNow.faceDown', card.pointsNow(0, null, true, false));
	add('card.where.castle', card.where({ kind: 'display', location: 'castle' }));
	add('card.where.village', card.where({ kind: 'display', location: 'village' }));
	add('card.where.you', card.where({ kind: 'tableau', owner: null }));
	add('card.where.other', card.where({ kind: 'tableau', owner: 'Ada' }));
	add('card.where.discard', card.where({ kind: 'discard' }));
	for (const c of CARDS) card.notes(c).forEach((note, i) => add(`card.notes.${c.id}.${i}`, note));
	return texts;
}

export function tipTexts(hints: TipsContent): Map<string, string> {
	const texts = new Map<string, string>([
		['hints.label', hints.label],
		['hints.dismiss', hints.dismiss],
		['hints.more', hints.more]
	]);
	for (const [id, hint] of Object.entries(hints)) {
		if (typeof hint === 'string') continue;
		texts.set(`hints.${id}.title`, hint.title);
		texts.set(`hints.${id}.text`, plain(hint.text));
	}
	return texts;
}
