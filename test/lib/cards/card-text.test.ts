// Card texts for all 78 cards in all five languages: complete, the same icons
// as in English, and in the language's own words.
import { describe, expect, test } from 'vitest';
import { CARDS } from '$engine/index';
import { abilityTokens, LOCATION_NAMES, scoringTokens, SHIELD_NAMES, type Token } from '$lib/cards/card-text';
import { inLocale, LOCALES } from '../i18n/helpers';

const words = (tokens: Token[]) => tokens.filter((t): t is string => typeof t === 'string');
const icons = (tokens: Token[]) =>
	tokens
		.filter((t) => typeof t !== 'string')
		.map((t) => JSON.stringify(t))
		.sort();
const texts = (locale: (typeof LOCALES)[number]) =>
	inLocale(locale, () =>
		CARDS.map((card) => ({
			id: card.id,
			ability: abilityTokens(card.ability.effects),
			scoring: scoringTokens(card.scoring)
		}))
	);
const english = texts('en');

describe.each(LOCALES)('%s', (locale) => {
	const cards = texts(locale);

	test('every card has an ability and a scoring text, with nothing left unfilled', () => {
		for (const card of cards) {
			for (const tokens of [card.ability, card.scoring]) {
				expect(tokens.length, card.id).toBeGreaterThan(0);
				for (const word of words(tokens)) {
					expect(word.trim(), card.id).not.toBe('');
					expect(word, card.id).not.toMatch(/[{}\u{E000}]|undefined|NaN|\[object/u);
				}
			}
		}
	});

	test('every card shows the same icons as in English', () => {
		cards.forEach((card, i) => {
			expect(icons(card.ability), card.id).toEqual(icons(english[i].ability));
			expect(icons(card.scoring), card.id).toEqual(icons(english[i].scoring));
		});
	});
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
	test('the words are not English', () => {
		const all = (cards: ReturnType<typeof texts>) => cards.flatMap((c) => [...words(c.ability), ...words(c.scoring)]);
		const englishWords = new Set(all(english).filter((w) => /[a-z]{3}/.test(w)));
		expect(all(texts(locale)).filter((w) => englishWords.has(w))).toEqual([]);
	});
});

test('English card texts read as before the translation', () => {
	const text = (id: string) => {
		const card = english.find((c) => c.id === id)!;
		const show = (t: Token[]) => t.map((x) => (typeof x === 'string' ? x : Object.values(x)[0])).join(' ');
		return `${show(card.ability)} || ${show(card.scoring)}`;
	};
	expect(text('templar')).toBe('+1 gold / faith of neighbour ; +1 key / military || / key');
	expect(text('gravedigger')).toBe('discard village → gold = cost || / gold here (max 8)');
	expect(text('alchemist')).toBe('−1 cost castle village || / discount card');
	expect(text('banker')).toBe('+2 gold on each purse or +3 key || / gold on purses');
	expect(text('brigand')).toBe('+1 key / castle of neighbour || / 3× village');
});

test('German and Vietnamese put the words where their grammar wants them', () => {
	const card = (locale: 'de' | 'vi', id: string) =>
		inLocale(locale, () => abilityTokens(CARDS.find((c) => c.id === id)!.ability.effects));
	expect(card('de', 'gravedigger')).toEqual([{ banner: 'village' }, 'abwerfen →', { icon: 'gold' }, '= Kosten']);
	expect(card('vi', 'miraculously-cured')).toEqual(['+1', { icon: 'key' }, '/', 'thẻ', { icon: 'purse' }]);
});

test('shield and location names follow the locale of each call', () => {
	expect(inLocale('de', () => SHIELD_NAMES.scholarship)).toBe('Lehre');
	expect(inLocale('da', () => LOCATION_NAMES.castle)).toBe('Slottet');
	expect(inLocale('vi', () => LOCATION_NAMES.village)).toBe('Ngôi làng');
	expect(SHIELD_NAMES.military).toBe('Military');
});
