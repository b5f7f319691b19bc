// The per-locale browser bundles: Paraglide's compiled messages made lean, and a
// locale's copy keeping only that locale's words. Runs on the messages and runtime
// Paraglide compiled for this project, so a change in their shape fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { minify_sync } from 'terser';
import { expect, test } from 'vitest';
import { leanMessages, specializeAll, specializeChunk, STATIC_LOCALE_MARKER } from '../../scripts/locale-split';

const generated = (path: string) => readFileSync(new URL(`../../src/lib/paraglide/${path}`, import.meta.url), 'utf8');

test("a message's locale copy keeps only that locale's text", () => {
	const lean = leanMessages(generated('messages/lobby_title.js'));
	expect(lean).toContain(`(${STATIC_LOCALE_MARKER} === "de" ? de_lobby_title : `);
	expect(lean).not.toContain('getLocale()');
	// Nor its import: left unread, it kept a bare import of the framework's chunk in each chunk of words.
	expect(lean).not.toMatch(/^import .* from '\.\.\/runtime\.js'/m);
	const german = specializeChunk('lobby_title.js', lean, 'de');
	expect(german).toContain('Warten auf Mitspielende');
	for (const other of ['Waiting for players', 'Venter på spillere', 'Đang chờ người chơi', 'En attente des joueurs']) {
		expect(german).not.toContain(other);
	}
	expect(german).not.toContain('Paraglide:'); // no dispatcher left around it
	expect(specializeChunk('lobby_title.js', lean, 'en')).toContain('Waiting for players');
});

test('plural messages keep their variants in the locale copy', () => {
	const lean = leanMessages(generated('messages/log_keys.js'));
	expect(lean).toMatch(/^import .* from '\.\.\/registry\.js'/m); // its plural rules, still read
	const danish = specializeChunk('log_keys.js', lean, 'da');
	expect(danish).toContain('nøgle');
	expect(danish).toContain('nøgler');
	expect(danish).not.toContain('Schlüssel');
});

test('every compiled message has the dispatcher the browser build replaces', () => {
	const files = readdirSync(new URL('../../src/lib/paraglide/messages/', import.meta.url)).filter(
		(file) => file !== '_index.js' && file.endsWith('.js')
	);
	expect(files.length).toBeGreaterThan(100);
	const unchanged = files.filter((file) => !leanMessages(generated(`messages/${file}`)).includes(STATIC_LOCALE_MARKER));
	expect(unchanged).toEqual([]);
});

test("the browser runtime's locale is the bundle's own", async () => {
	// As the browser build writes it (minified, so the marker reads as one expression); then one locale's copy.
	const source = generated('runtime.js').replaceAll('import.meta.env.SSR', 'false');
	const runtime = minify_sync(source, { module: true, compress: false, mangle: false }).code ?? '';
	const french = specializeChunk('runtime.js', runtime, 'fr');
	const { getLocale } = await import(`data:text/javascript,${encodeURIComponent(french)}`);
	expect(getLocale()).toBe('fr');
});

test('our own per-locale tables fold the same way', () => {
	const code = `const en = { judge: "Judge" }, de = { judge: "Richter" }, fr = { judge: "Juge" };
export function table(getLocale) { const locale = ${STATIC_LOCALE_MARKER} ?? getLocale(); return locale === "de" ? de : locale === "fr" ? fr : en; }`;
	const french = specializeChunk('table.js', code, 'fr');
	expect(french).toContain('Juge');
	expect(french).not.toContain('Richter');
	expect(french).not.toContain('"Judge"');
});

test("a change in Paraglide's compiled messages stops the build instead of shipping every language", () => {
	expect(() => leanMessages('export const x = () => "x";')).toThrow(/no message dispatcher/);
	expect(() => leanMessages('export const x = (inputs) => { return pick(locale)(inputs) };')).toThrow(
		/no message dispatcher/
	);
});

test("the build's copies, made on worker threads, are one thread's to the byte, and a chunk Terser refuses is named", async () => {
	const words = leanMessages(generated('messages/lobby_title.js'));
	const plain = 'export function sum(list) { let total = 0; for (const x of list) total += x; return total; }';
	const broken = 'export function (';
	const chunks = [
		{ fileName: 'words.js', code: words },
		{ fileName: 'plain.js', code: plain }
	];
	const locales = ['en', 'de', 'fr'];
	const written: string[] = [];
	const copies = new Map<string, string>();
	await specializeAll(chunks, locales, (fileName, locale, code) => {
		written.push(`${fileName} ${locale}`);
		copies.set(`${fileName} ${locale}`, code);
	});
	expect(written.sort()).toEqual(chunks.flatMap(({ fileName }) => locales.map((l) => `${fileName} ${l}`)).sort());
	for (const { fileName, code } of chunks)
		for (const locale of locales)
			expect(copies.get(`${fileName} ${locale}`)).toBe(specializeChunk(fileName, code, locale));
	expect(copies.get('words.js de')).not.toBe(copies.get('words.js fr'));
	await expect(specializeAll([{ fileName: 'broken.js', code: broken }], locales, () => {})).rejects.toThrow(
		/cannot minify broken\.js/
	);
});
