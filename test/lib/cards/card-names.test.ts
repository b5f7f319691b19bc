// Card names: all 78 in every locale, the editions' names kept, and each
// language's article in a sentence.
import { describe, expect, test } from 'vitest';
import { CARDS } from '$engine/index';
import { cardName, cardWordTable, theCard } from '$lib/cards/card-names';
import { GLOSSARY, inLocale, LOCALES } from '../i18n/helpers';

const SHIELDS = ['nobility', 'faith', 'scholarship', 'military', 'craftsmanship', 'peasantry'];

describe.each(LOCALES)('%s', (locale) => {
	const table = inLocale(locale, cardWordTable);

	test('names every card once, and no two cards alike', () => {
		expect(Object.keys(table).sort()).toEqual(CARDS.map((c) => c.id).sort());
		const names = Object.values(table).map((w) => w.name.trim());
		expect(names.every(Boolean)).toBe(true);
		expect(new Set(names).size).toBe(names.length);
	});

	test('no card is named like a shield (a Danish "Bonde" card beside the Bonde shield would confuse)', () => {
		const shieldNames = SHIELDS.map((s) => GLOSSARY.terms[s][locale].toLowerCase());
		for (const words of Object.values(table)) expect(shieldNames).not.toContain(words.name.toLowerCase());
	});

	test('a card in a sentence carries its name (Danish may change the stem: Bøddel, Bødlen)', () => {
		for (const card of CARDS) {
			const object = inLocale(locale, () => theCard(card.id));
			expect(object).toContain(table[card.id].name.slice(0, 3));
		}
	});
});

test('English names are the engine data’s names', () => {
	const table = inLocale('en', cardWordTable);
	for (const card of CARDS) expect(table[card.id].name).toBe(card.name);
});

test('each language puts its own article on a card', () => {
	const cases: [string, string, string][] = [
		['en', 'judge', 'the Judge'],
		['en', 'his-holiness', 'His Holiness'],
		['de', 'judge', 'den Richter'],
		['de', 'prince', 'den Prinzen'],
		['de', 'knight', 'die Ritterin'],
		['de', 'his-majesty', 'Seine Majestät'],
		['fr', 'judge', 'le Juge'],
		['fr', 'steward', 'l’Intendant'],
		['fr', 'clockmaker', 'l’Horlogère'],
		['fr', 'knight', 'la Chevaleresse'],
		['da', 'judge', 'Dommeren'],
		['da', 'executioner', 'Bødlen'],
		['vi', 'judge', 'Thẩm phán']
	];
	for (const [locale, id, expected] of cases) expect(inLocale(locale as never, () => theCard(id))).toBe(expected);
});

test('callers that still pass an English name get the localized card', () => {
	expect(inLocale('de', () => theCard('Judge'))).toBe('den Richter');
	expect(inLocale('fr', () => cardName('Royal guard'))).toBe('Garde royal');
	expect(inLocale('vi', () => cardName('no-such-card'))).toBe('no-such-card');
});
