// Card abilities and scoring as sentences for all 78 cards in all five
// languages: filled in, the engine's own English, and each language's words.
import { describe, expect, test } from 'vitest';
import { CARDS } from '$engine/index';
import { abilityText, scoringText } from '$lib/card-sentences';
import { inLocale, LOCALES } from './i18n/helpers';

describe.each(LOCALES)('%s', (locale) => {
	const sentences = inLocale(locale, () =>
		CARDS.map((card) => ({
			id: card.id,
			ability: abilityText(card.ability.effects),
			scoring: scoringText(card.scoring)
		}))
	);

	test('every card has an ability and a scoring sentence, filled in', () => {
		for (const card of sentences) {
			for (const text of [card.ability, card.scoring]) {
				expect(text, card.id).toMatch(/^\p{Lu}.*[^.]\.$|^\d.*[^.]\.$/u);
				expect(text, card.id).not.toMatch(/[{}]|undefined|NaN|\[object/);
			}
		}
	});
});

test('the English sentences say what the engine data says', () => {
	const same = (text: string) => text.replaceAll('’', "'").replaceAll('×', 'x');
	for (const card of CARDS) {
		expect(same(abilityText(card.ability.effects)), card.id).toBe(card.abilityText);
		expect(same(scoringText(card.scoring)), card.id).toBe(card.scoringText);
	}
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
	test('are in their own language', () => {
		for (const card of CARDS) {
			const text = inLocale(locale, () => `${abilityText(card.ability.effects)} ${scoringText(card.scoring)}`);
			expect(text, card.id).not.toMatch(/\b(gain|per|your|shield|each|card|tableau’s)\b/);
		}
	});
});
