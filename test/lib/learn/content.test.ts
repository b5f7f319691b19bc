// The lesson's words in every locale: the same steps and labels as English, every
// {token} one the lesson fills or draws, in the locale's own words, and with the
// glossary's terms where English uses them.
import { describe, expect, test } from 'vitest';
import { lessonText, loadLessonWords, type LessonWords } from '$lib/learn/content';
import { STEP_IDS } from '$lib/learn/script';
import { GLOSSARY, LOCALES, termPattern } from '../i18n/helpers';
import { loadIn } from '../rules/load';

const lessons: Record<string, LessonWords> = {};
for (const l of LOCALES) lessons[l] = await loadIn(l, () => loadLessonWords(l));

/** Every text of a locale's file, by its path. */
function texts(w: LessonWords, path = ''): Map<string, string> {
	const out = new Map<string, string>();
	for (const [key, value] of Object.entries(w)) {
		if (typeof value === 'string') out.set(`${path}${key}`, value);
		else for (const [k, v] of texts(value as LessonWords, `${path}${key}.`)) out.set(k, v);
	}
	return out;
}

const VALUES = { card: 'X', cost: 1, printed: 2, faceDownGold: 6, faceDownKeys: 2, you: 63, bot: 44, n: 1, total: 9 };
const english = texts(lessons.en);
/** The brand and the tokens are no words of a language. */
const words = (text: string) => text.replace(/Castle Combo|\{[^}]*\}/g, ' ');

test('English has a prompt, a why and a wrong-tap word for every step', () => {
	for (const id of STEP_IDS) expect(Object.keys(lessons.en.steps[id]).sort()).toEqual(['prompt', 'why', 'wrong']);
});

describe.each(LOCALES)('%s', (locale) => {
	const mine = texts(lessons[locale]);

	test('the same texts as English, each with only tokens the lesson knows', () => {
		expect([...mine.keys()].sort()).toEqual([...english.keys()].sort());
		for (const [path, text] of mine) {
			const drawn = lessonText(text, VALUES).filter((p) => typeof p === 'string');
			expect(drawn.join(''), `${locale} ${path}`).not.toMatch(/[{}]/);
		}
	});
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s beside English', (locale) => {
	const mine = texts(lessons[locale]);

	test('in its own words', () => {
		for (const [path, text] of mine) if (!/title$/.test(path)) expect(text, path).not.toBe(english.get(path));
	});

	test("the glossary's terms where English uses them", () => {
		const missing: string[] = [];
		for (const [path, text] of english) {
			for (const [name, term] of Object.entries(GLOSSARY.terms)) {
				if (termPattern(term, 'en').test(words(text)) && !termPattern(term, locale).test(words(mine.get(path)!)))
					missing.push(`${path}: ${name}`);
			}
		}
		expect(missing).toEqual([]);
	});
});
