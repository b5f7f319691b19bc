// Every message in every locale, filled in, with the same placeholders, using
// the glossary's words for the game's terms.
import { describe, expect, test } from 'vitest';
import { GLOSSARY, LOCALES, messageTexts, SETTINGS, termPattern } from './helpers';

const english = messageTexts('en');
const byLocale = Object.fromEntries(LOCALES.map((l) => [l, messageTexts(l)]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Placeholders and the brand are no words of the language. */
const words = (text: string) => text.replace(/\{\w+\}/g, ' ').replace(/Castle Combo/g, ' ');

// Where the word is rightly the English one.
const SAME_AS_ENGLISH: Record<string, string[]> = {
	title_table: ['fr'], // « Table » is French too
	bot_name: ['de', 'da', 'fr'], // "Bot" is the word there
	practice_bots: ['de', 'da', 'fr'], // "Bots" too
	home_bots_count: ['de', 'da', 'fr'], // "Bots" too
	home_bots_summary: ['de', 'da'],
	lobby_bot_tag: ['da', 'fr'],
	bot_level_expert: ['fr'], // « expert » is the French word too (niveau expert)
	location_village: ['fr'], // the French edition's Village
	score_points: ['fr'], // « pts »
	score_total: ['fr'],
	log_join: ['de', 'da', 'vi'], // punctuation only: "{line}; {clause}"
	cs_what_where: ['de', 'da', 'vi', 'fr'], // "{what} {where}": a thing, then where it lies, in all five
	cs_gain_if: ['vi', 'fr'], // "{gain} {condition}"
	cs_points_if: ['fr'], // « 3 points {condition} »
	table_label: ['fr'], // « Table »
	mine_table: ['fr'], // « Table {code} »
	decision_title: ['de', 'da', 'vi'], // punctuation only: "{card}: {question}"
	tableau_position: ['de', 'da', 'vi'], // punctuation only: "{position}:"
	replay_pause: ['de', 'da', 'fr'], // "Pause" is the word there
	pad_points: ['fr'], // « 3 points »
	embed_bots: ['de', 'da', 'fr'], // "Bots" is the word there
	embed_mode: ['fr'], // « Table »
	offline_page_title: ['de', 'da'], // "Offline" is the word there
	tally_points: ['fr'], // « Points »
	reaction_wow: ['de', 'da'], // "Wow" is said there too
	reactions_log: ['de', 'da', 'vi'], // punctuation only: "{name}: {reaction}"
	list_next: ['de', 'da', 'vi', 'fr'] // punctuation only: "{start}, {next}"
};

// Messages given alternative inputs, of which each language uses the one it needs.
const PLACEHOLDER_CHOICE: Record<string, string[]> = {
	cs_shield_set: ['names', 'labels'] // "Nobility + Military shields" or "Adel-Wappen + Militär-Wappen"
};

// Where a translation rightly does without a glossary term the English uses.
const TERM_NOT_NEEDED: Record<string, string[]> = {
	cs_shield_set: ['de:shield', 'da:shield', 'vi:shield', 'fr:shield'], // each {labels} item says "…-Wappen"
	deck_count: ['de:deck'], // "Stapel 12" beside the display; its title says Nachziehstapel
	cd_units_banner_pairs: ['fr:card'], // « 2 paires Château + Village »: pairs of banners, as the French card detail always said
	embed_attr_look: ['de:castle', 'da:castle', 'vi:castle', 'fr:castle'], // the CSS property --castle-combo-accent
	reaction_your_turn: ['de:turn', 'fr:turn'] // said as at a table: « Du bist dran! », « À vous ! »
};

test('English is the base locale and the five locales are set up', () => {
	expect(SETTINGS.baseLocale).toBe('en');
	expect([...LOCALES].sort()).toEqual(['da', 'de', 'en', 'fr', 'vi']);
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
	const messages = byLocale[locale];

	test('has exactly the English messages', () => {
		expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
	});

	test('no message is empty, and each uses the placeholders of the English one', () => {
		for (const [key, texts] of Object.entries(messages)) {
			const expected = [...new Set(placeholders(english[key].join(' ')))];
			for (const text of texts) {
				expect(text.trim(), key).not.toBe('');
				const used = [...new Set(placeholders(text))];
				if (PLACEHOLDER_CHOICE[key]) expect(used.length, key).toBeGreaterThan(0);
				expect(used, `${key}: ${text}`).toEqual(
					PLACEHOLDER_CHOICE[key] ? used.filter((p) => PLACEHOLDER_CHOICE[key].includes(p)) : expected
				);
			}
		}
	});

	test('no message is left in English (unless allowed)', () => {
		const same = Object.keys(messages).filter((key) => messages[key].join('|') === english[key].join('|'));
		const allowed = Object.keys(SAME_AS_ENGLISH).filter((key) => SAME_AS_ENGLISH[key].includes(locale));
		expect(same.sort()).toEqual(allowed.sort());
	});

	test("the game's words are the glossary's", () => {
		const misses: string[] = [];
		for (const [key, texts] of Object.entries(messages)) {
			for (const [name, term] of Object.entries(GLOSSARY.terms)) {
				if (!termPattern(term, 'en').test(words(english[key].join(' ')))) continue;
				if (TERM_NOT_NEEDED[key]?.includes(`${locale}:${name}`)) continue;
				if (!texts.some((text) => termPattern(term, locale).test(words(text)))) misses.push(`${key} lacks ${name}`);
			}
		}
		expect(misses).toEqual([]);
	});
});

test('the glossary gives every term in every locale, and each matches its own word', () => {
	for (const [name, term] of Object.entries(GLOSSARY.terms)) {
		expect(term.source, name).not.toBe('');
		for (const locale of LOCALES) {
			expect(term[locale]?.trim(), `${name} ${locale}`).toBeTruthy();
			expect(termPattern(term, locale).test(term[locale]), `${name} ${locale}`).toBe(true);
		}
	}
});

test('shield and location names are the glossary terms', () => {
	for (const locale of LOCALES) {
		const messages = byLocale[locale];
		for (const shield of ['nobility', 'faith', 'scholarship', 'military', 'craftsmanship', 'peasantry']) {
			expect(messages[`shield_${shield}`], `${locale} ${shield}`).toEqual([GLOSSARY.terms[shield][locale]]);
		}
		for (const location of ['castle', 'village']) {
			// Danish names a location in its definite form (Slottet, Landsbyen).
			expect(messages[`location_${location}`][0].toLowerCase(), locale).toContain(
				GLOSSARY.terms[location][locale].toLowerCase()
			);
		}
	}
});

test('German keeps "Zug" for a turn, as the rulebook does ("am Zug", "Spielzug"): a move is an "Aktion"', () => {
	const german = byLocale.de;
	const turnWords = /\bturns?\b|\bto play\b|\bplaying\b/i;
	const misused = Object.keys(german).filter(
		(key) => /Zug|Züge/.test(german[key].join(' ')) && !turnWords.test(english[key]?.join(' ') ?? '')
	);
	expect(misused).toEqual([]);
});
