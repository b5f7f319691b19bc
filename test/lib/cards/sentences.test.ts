// Card abilities and scoring as sentences for all 78 cards in all five
// languages: filled in, the English of the rules' card table, and each language's words.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CARDS } from '$engine/index';
import { abilityText, scoringText } from '$lib/cards/sentences';
import { inLocale, LOCALES } from '../i18n/helpers';

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

test('the English sentences are those of the card table in engine/RULES.md (§9)', () => {
	const rules = readFileSync(new URL('../../../engine/RULES.md', import.meta.url), 'utf8');
	const rows = new Map(
		[...rules.slice(rules.indexOf('## 9.')).matchAll(/^\| .*\(`([a-z-]+)`\) .*$/gm)]
			.filter((m) => m[1] !== 'id') // the header row
			.map((m) => [m[1], m[0].split('|').map((cell) => cell.trim())])
	);
	const same = (text: string) => text.replaceAll('’', "'").replaceAll('×', 'x');
	expect(rows.size).toBe(CARDS.length);
	for (const card of CARDS) {
		const [, , , , , , ability, scoring] = rows.get(card.id)!;
		expect(same(abilityText(card.ability.effects)), card.id).toBe(ability);
		expect(same(scoringText(card.scoring)), card.id).toBe(scoring);
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
