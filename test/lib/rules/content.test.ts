// The rules panel, the legend, the tips and the card detail's sentences in every
// locale: complete, in the locale's own words, and with the glossary's terms.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { TIP_IDS, SECTION_IDS, type TipsContent, type RulesContent } from '$lib/rules/content-types';
import { loadRules } from '$lib/rules/index';
import { loadTips } from '$lib/rules/tips/index';
import type { Locale } from '$lib/paraglide/runtime';
import { GLOSSARY, LOCALES, termPattern } from '../i18n/helpers';
import { cardWordsIn, loadIn, namesIn } from './load';
import { tipTexts, rulesTexts } from './texts';

// One locale at a time, as a page in that locale loads them.
const rules: Record<string, RulesContent> = {};
const hints: Record<string, TipsContent> = {};
for (const l of LOCALES) {
	rules[l] = await loadIn(l, () => loadRules(l));
	hints[l] = await loadIn(l, () => loadTips(l));
}
const names = Object.fromEntries(LOCALES.map((l) => [l, namesIn(l)]));
const textsOf = (locale: Locale) =>
	new Map([
		...rulesTexts(rules[locale], { names: names[locale], card: cardWordsIn(locale) }),
		...tipTexts(hints[locale])
	]);
const english = textsOf('en');

/** Words that are no words of a language: the brand, a sample player's name. */
const words = (text: string) => text.replace(/Castle Combo/g, ' ').replace(/\bAda\b/g, ' ');

// Where the text is rightly the English one.
const SAME_AS_ENGLISH: Record<string, string[]> = {
	'names.locations.village': ['fr'], // the French edition's Village
	'legend.2.0.name': ['de'], // „Gold“
	'legend.4.3.name': ['de'] // „Set“, as the Kosmos rulebook says
};

test('each locale module is the locale asked for, and English is the fallback shape', async () => {
	for (const locale of LOCALES) {
		expect(rules[locale].locale).toBe(locale);
		expect(await loadRules(locale)).toBe(rules[locale]); // loaded once, then cached
	}
	expect(rules.en.sections.map((s) => s.id)).toEqual([...SECTION_IDS]);
	expect(Object.keys(hints.en).filter((k) => k !== 'label' && k !== 'dismiss' && k !== 'more')).toEqual([...TIP_IDS]);
});

describe.each(LOCALES)('%s', (locale) => {
	const texts = textsOf(locale);

	test('has the English structure: the same sections, blocks, legend entries and tips', () => {
		expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
		expect(rules[locale].sections.map((s) => s.id)).toEqual([...SECTION_IDS]);
		// Icons stay where the English has them, in the same number (the words around them move freely).
		const icons = (c: RulesContent) =>
			JSON.stringify(
				c.sections.map((s) =>
					s.blocks.map((b) =>
						Object.values(b)
							.flat(2)
							.filter((p) => typeof p !== 'string')
					)
				)
			);
		expect(icons(rules[locale])).toBe(icons(rules.en));
		expect(rules[locale].legend.groups.map((g) => g.entries.map((e) => JSON.stringify(e.icon)))).toEqual(
			rules.en.legend.groups.map((g) => g.entries.map((e) => JSON.stringify(e.icon)))
		);
		for (const id of TIP_IDS) expect(hints[locale][id].more).toBe(hints.en[id].more);
	});

	test('each legend entry shows icons only beside its name', () => {
		for (const group of rules[locale].legend.groups) {
			for (const entry of group.entries) {
				for (const piece of entry.icon ?? []) expect(typeof piece, entry.name).not.toBe('string');
			}
		}
	});

	test('no text is empty or left with a placeholder', () => {
		for (const [path, text] of texts) {
			expect(text.trim(), path).not.toBe('');
			expect(text, path).not.toMatch(/[{}]|undefined|NaN|\[object|\$\{/);
		}
	});

	test('shield and location names are the glossary terms', () => {
		for (const [shield, name] of Object.entries(names[locale].shields)) {
			expect(name, shield).toBe(GLOSSARY.terms[shield][locale]);
		}
		for (const [location, name] of Object.entries(names[locale].locations)) {
			expect(name.toLowerCase(), location).toContain(GLOSSARY.terms[location][locale].toLowerCase());
		}
	});
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s, beside English', (locale) => {
	const texts = textsOf(locale);

	test('no text is left in English (unless allowed)', () => {
		const same = [...texts].filter(([path, text]) => text === english.get(path) && !/^[\d\s×=+/.,:-]*$/.test(text));
		const allowed = Object.keys(SAME_AS_ENGLISH).filter((path) => SAME_AS_ENGLISH[path].includes(locale));
		expect(same.map(([path]) => path).sort()).toEqual(allowed.sort());
	});

	test("the game's words are the glossary's", () => {
		const misses: string[] = [];
		for (const [path, text] of texts) {
			const source = words(english.get(path) ?? '');
			for (const [name, term] of Object.entries(GLOSSARY.terms)) {
				if (!termPattern(term, 'en').test(source)) continue;
				if (!termPattern(term, locale).test(words(text))) misses.push(`${path} lacks ${name}: ${text}`);
			}
		}
		expect(misses).toEqual([]);
	});
});

test('the tips are data, read with the face-down gain, their types and the token reader only, so showing one stays a small download', () => {
	const importsOf = (path: string) => {
		const source = readFileSync(new URL(`../../../src/lib/rules/${path}`, import.meta.url), 'utf8');
		return [...source.matchAll(/import (.+) from '([^']+)'/g)].map((m) => `${m[1]} from ${m[2]}`).sort();
	};
	expect(importsOf('tips/index.ts')).toEqual([
		'{ FACE_DOWN_GAIN } from $engine/data',
		'{ TIP_IDS, type SectionId, type TipId, type TipsContent, type TipsData } from ../content-types',
		'{ perLocale } from $lib/i18n/locale',
		'{ rich } from ../rich'
	]);
	expect(importsOf('rich.ts')).toEqual(['type { Icon, Rich } from ./content-types']);
	for (const locale of LOCALES) {
		expect(existsSync(new URL(`../../../src/lib/rules/tips/${locale}.json`, import.meta.url)), locale).toBe(true);
	}
});
