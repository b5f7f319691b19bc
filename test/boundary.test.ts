// One door into the rules: outside engine/, code imports only the engine's entry
// points (engine/index.ts, engine/data.ts, engine/sim.ts, engine/preview.ts), and
// the UI (src/) never the fast paths of sim.ts. test/engine/ tests the internals and
// may import them. data.ts is data only: no rule's code is reachable from it, so a
// page showing cards loads none.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.git', '.svelte-kit', '.wrangler', 'build', 'test-results', 'engine']);
const SOURCE = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.svelte']);
const ENTRY_POINTS = ['index', 'data', 'sim', 'preview'];
const UI_ENTRY_POINTS = ['index', 'data', 'preview'];

/** Every source file outside engine/ and test/engine/, relative to the repo root. */
function sourceFiles(dir = ROOT): string[] {
	const out: string[] = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		const path = join(dir, entry.name);
		const rel = relative(ROOT, path);
		if (entry.isDirectory()) {
			if (!SKIP.has(entry.name) && rel !== join('test', 'engine')) out.push(...sourceFiles(path));
		} else if (SOURCE.has(extname(entry.name))) out.push(rel);
	}
	return out;
}

/** Module specifiers a file imports: static, re-exports and dynamic import() (Svelte: its scripts). */
function specifiers(file: string, text: string): string[] {
	const code = file.endsWith('.svelte')
		? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
		: text;
	return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

/** The engine module a specifier lands on ('index', 'cards', 'bots/index'…), or null outside engine/. */
function engineTarget(file: string, spec: string): string | null {
	const path = spec.replace(/[?#].*$/, '');
	let target: string;
	if (path === '$engine' || path.startsWith('$engine/')) target = join(ROOT, 'engine', path.slice('$engine'.length));
	else if (path.startsWith('.')) target = resolve(ROOT, dirname(file), path);
	else return null;
	const inEngine = relative(join(ROOT, 'engine'), target);
	if (inEngine.startsWith('..') || resolve(ROOT, 'engine', inEngine) !== target) return null;
	const name = inEngine
		.split(sep)
		.join('/')
		.replace(/\.(ts|js|mts|mjs)$/, '');
	return name === '' ? 'index' : name;
}

/** What is wrong with the imports of one file (empty when it keeps to the entry points). */
function violations(file: string, text: string): string[] {
	const allowed = file.startsWith(`src${sep}`) || file.startsWith('src/') ? UI_ENTRY_POINTS : ENTRY_POINTS;
	const out: string[] = [];
	for (const spec of specifiers(file, text)) {
		const target = engineTarget(file, spec);
		if (target !== null && !allowed.includes(target)) out.push(`${file}: imports engine/${target} ('${spec}')`);
	}
	return out;
}

/** The engine modules `module`'s code reaches by value (type-only imports erased), itself included. */
function reachedByValue(module: string, into = new Set<string>()): Set<string> {
	if (into.has(module)) return into;
	into.add(module);
	const path = join(ROOT, 'engine', module.endsWith('.json') ? module : `${module}.ts`);
	if (module.endsWith('.json')) return into;
	const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
	for (const statement of source.statements) {
		const from = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) ? statement : null;
		const typeOnly = ts.isImportDeclaration(statement)
			? statement.importClause?.isTypeOnly
			: (statement as ts.ExportDeclaration).isTypeOnly;
		if (!from?.moduleSpecifier || typeOnly || !ts.isStringLiteral(from.moduleSpecifier)) continue;
		const target = from.moduleSpecifier.text;
		if (target.startsWith('./')) reachedByValue(target.slice(2).replace(/\.ts$/, ''), into);
	}
	return into;
}

describe('the engine boundary', () => {
	it('the data entry point reaches the cards, the constants and the error codes, no rule', () => {
		expect([...reachedByValue('data')].sort()).toEqual(['cards', 'cards.json', 'constants', 'data', 'types']);
		// and the walk sees rules where they are
		expect(reachedByValue('index')).toContain('turn');
	});

	it("the browser's doors (the preview, the bots' fast paths) reach no version-2 shuffle: ChaCha20 stays with real games", () => {
		// Sampled states use version 1; newGame and applyAction name the keyed draw (engine/rng.ts).
		const withChaCha = (door: string) =>
			[...reachedByValue(door)].filter(
				(m) => !m.endsWith('.json') && readFileSync(join(ROOT, 'engine', `${m}.ts`), 'utf8').includes("from '@noble/")
			);
		expect(withChaCha('preview')).toEqual([]);
		expect(withChaCha('sim')).toEqual([]);
		expect(withChaCha('index')).toEqual(['keyed-draw']);
	});

	it('no file outside engine/ imports an engine module other than its entry points', () => {
		const files = sourceFiles();
		// The scan sees the layers it guards (a wrong root would pass vacuously).
		for (const dir of ['src', 'party', 'bots', 'scripts', 'test'])
			expect(files.some((f) => f.startsWith(dir + sep))).toBe(true);
		const found = files.flatMap((f) => violations(f, readFileSync(join(ROOT, f), 'utf8')));
		expect(found).toEqual([]);
	});

	it('catches every form of import into engine internals', () => {
		const bad: [string, string][] = [
			['src/lib/a.ts', "import { findCard } from '$engine/cards';"],
			['src/lib/a.ts', "import type { GameView } from '$engine/view.ts';"],
			['src/lib/a.ts', "import { step } from '$engine/sim';"],
			['src/lib/components/A.svelte', '<script lang="ts">\n\timport { card } from \'$engine/cards\';\n</script>'],
			['party/a.ts', "import { ActionSchema } from '../engine/schemas';"],
			['party/a.ts', "export { step } from '../engine/turn.ts';"],
			['bots/a.ts', "const m = await import('../engine/counts');"],
			['test/rooms/a.ts', "import '../../engine/bots/index';"],
			['vite.config.ts', "import data from './engine/cards.json';"]
		];
		for (const [file, text] of bad) expect(violations(file.split('/').join(sep), text), text).toHaveLength(1);
	});

	it('lets the entry points through', () => {
		const good: [string, string][] = [
			['src/lib/a.ts', "import { findCard } from '$engine/index';"],
			['src/lib/a.ts', "import { previewAction } from '$engine/preview.ts';"],
			['src/lib/a.ts', "import { findCard } from '$engine/data';"],
			['src/lib/a.ts', "import { x } from '$lib/engine/cards';"],
			['party/a.ts', "import { step } from '../engine/sim';"],
			['bots/a.ts', "import { toAct } from '../engine';"],
			['scripts/a.ts', "import { engineLike } from './engine/cards';"]
		];
		for (const [file, text] of good) expect(violations(file.split('/').join(sep), text), text).toEqual([]);
	});
});
