// The per-locale browser bundles: Paraglide's generated code made lean, and a
// locale's copy keeping only that locale's words.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { leanParaglideModule, specializeChunk, STATIC_LOCALE_MARKER } from '../../scripts/locale-split';

const generated = (path: string) => readFileSync(new URL(`../../src/lib/paraglide/${path}`, import.meta.url), 'utf8');

test("a message's locale copy keeps only that locale's text", () => {
	const lean = leanParaglideModule('message', generated('messages/lobby_title.js'));
	expect(lean).toContain(`export const lobby_title = ${STATIC_LOCALE_MARKER} === "de" ? de_lobby_title : `);
	expect(lean).not.toContain('getLocale()');
	const german = specializeChunk('lobby_title.js', lean, 'de');
	expect(german).toContain('Warten auf Mitspielende');
	for (const other of ['Waiting for players', 'Venter på spillere', 'Đang chờ người chơi', 'En attente des joueurs']) {
		expect(german).not.toContain(other);
	}
	expect(specializeChunk('lobby_title.js', lean, 'en')).toContain('Waiting for players');
});

test('plural messages keep their variants in the locale copy', () => {
	const lean = leanParaglideModule('message', generated('messages/log_keys.js'));
	const danish = specializeChunk('log_keys.js', lean, 'da');
	expect(danish).toContain('nøgle');
	expect(danish).toContain('nøgler');
	expect(danish).not.toContain('Schlüssel');
});

test("the browser runtime's locale is the bundle's own", () => {
	const lean = leanParaglideModule('runtime', generated('runtime.js'));
	expect(lean).toContain('export let getLocale = () => experimentalStaticLocale ?? baseLocale;');
	expect(lean.match(/export let getLocale = /g)).toHaveLength(1);
});

test('our own per-locale tables fold the same way', () => {
	const code = `const en = { judge: "Judge" }, de = { judge: "Richter" }, fr = { judge: "Juge" };
export function table(getLocale) { const locale = ${STATIC_LOCALE_MARKER} ?? getLocale(); return locale === "de" ? de : locale === "fr" ? fr : en; }`;
	const french = specializeChunk('table.js', code, 'fr');
	expect(french).toContain('Juge');
	expect(french).not.toContain('Richter');
	expect(french).not.toContain('"Judge"');
});

test("a change in Paraglide's generated code stops the build instead of shipping every language", () => {
	expect(() => leanParaglideModule('message', 'export const x = () => "x";')).toThrow(/changed shape/);
	expect(() => leanParaglideModule('runtime', 'export const getLocale = () => "en";')).toThrow(/changed shape/);
});
