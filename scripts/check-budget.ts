// `npm run check:budget [-- --files]`: the first-load JavaScript of every page and
// phase (scripts/budget.ts) in every locale, from the build's manifests, gzipped
// (level 9) file by file as a browser fetches them. Exits 1 when one is over its
// budget. Needs a build (`npm run build`); `--files` lists each phase's files (English).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import settings from '../project.inlang/settings.json' with { type: 'json' };
import {
	BUDGET_KB,
	INLINE_START_KB,
	lobbyDoorsIntoGame,
	measureAll,
	PHASES,
	type Manifest,
	type Route
} from './budget';

const { values } = parseArgs({ options: { files: { type: 'boolean', default: false } } });

const CLIENT = '.svelte-kit/output/client';
const SERVER_MANIFEST = '.svelte-kit/output/server/manifest.js';
if (!existsSync(SERVER_MANIFEST)) {
	console.error('No build found: run `npm run build` first.');
	process.exit(1);
}
const manifest: Manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8'));
const server: { manifest: { _: { routes: Route[] } } } = await import(pathToFileURL(SERVER_MANIFEST).href);

/** A locale's copy of a built file (scripts/locale-split.ts), or the file itself in a build without copies. */
function inLocale(file: string, locale: string): string {
	const copy = file.replace('_app/immutable/', `_app/immutable/${locale}/`);
	return existsSync(join(CLIENT, copy)) ? copy : file;
}
const sizes = new Map<string, number>();
function gzipKb(file: string): number {
	if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length / 1024);
	return sizes.get(file)!;
}

const locales = settings.locales;
const measures = measureAll(manifest, server.manifest._.routes, locales, (file, locale) =>
	gzipKb(inLocale(file, locale))
);
const kb = (n: number) => n.toFixed(1).padStart(7);
console.log(`gzip KB of first-load JavaScript (level 9, with ${INLINE_START_KB} KB of inline start script)\n`);
console.log(`${'page / phase'.padEnd(14)}${locales.map((l) => l.padStart(7)).join('')}  budget`);
for (const phase of PHASES) {
	const row = measures.filter((m) => m.phase === phase);
	const flag = row.some((m) => m.over) ? '  over budget' : '';
	console.log(
		`${phase.name.padEnd(14)}${row.map((m) => kb(m.kb)).join('')}${String(BUDGET_KB[phase.budget]).padStart(8)}${flag}`
	);
	if (values.files) {
		const files = row[0].files.map((file) => inLocale(file, row[0].locale));
		for (const file of files.sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`    ${kb(gzipKb(file))}  ${file}`);
	}
}
const intoGame = lobbyDoorsIntoGame(manifest);
if (intoGame.length) {
	console.error(`\nThe lobby loads the game's chunk on demand through: ${intoGame.join(', ')}`);
	process.exitCode = 1;
}
const over = measures.filter((m) => m.over);
if (over.length) {
	console.error('\nOver the first-load budget (scripts/budget.ts):');
	for (const m of over)
		console.error(`  ${m.locale} ${m.phase.name}: ${m.kb.toFixed(1)} KB > ${BUDGET_KB[m.phase.budget]}`);
	process.exit(1);
}
