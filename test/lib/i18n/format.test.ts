// Lists are joined by the messages (list_*), not Intl.ListFormat, whose first use costs a
// page's load 70–80 ms in Chromium: they must read as Intl.ListFormat's conjunction does.
import { afterEach, expect, test, vi } from 'vitest';
import { formatList } from '../../../src/lib/i18n/format';
import { inLocale, LOCALES } from './helpers';

const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eve'];

test.each(LOCALES)('%s: a list reads as Intl.ListFormat writes it, from none to five', (locale) => {
	const intl = new Intl.ListFormat(locale, { type: 'conjunction' });
	for (let n = 0; n <= NAMES.length; n++) {
		const items = NAMES.slice(0, n);
		expect(inLocale(locale, () => formatList(items))).toBe(intl.format(items));
	}
});

test("a 'unit' list (a replay's scores) is Intl's", () => {
	expect(inLocale('de', () => formatList(['3', '4', '5'], 'unit'))).toBe(
		new Intl.ListFormat('de', { type: 'unit' }).format(['3', '4', '5'])
	);
});

afterEach(() => vi.restoreAllMocks());

test('a list of names or amounts makes no Intl.ListFormat (its first costs a page 70–80 ms)', async () => {
	vi.resetModules(); // a fresh module: nothing made by the tests above is kept
	const fresh = await import('../../../src/lib/i18n/format');
	const made = vi.spyOn(Intl, 'ListFormat');
	for (const locale of LOCALES) inLocale(locale, () => fresh.formatList(NAMES));
	expect(made).not.toHaveBeenCalled();
});
