// The built pages link what they need: the server renders each page with a
// <link> to every stylesheet, and a modulepreload of every chunk, that the page's
// code imports statically. SvelteKit gathers those from Vite's manifest; hand-made
// chunk groups once hid some behind a chunk every page imports, and the table was
// drawn unstyled until its script ran. Reads the build's output.
//
// One exception, SvelteKit's: its walk of the manifest visits what a chunk loads on
// demand (the framework's Rules panel; a table's lobby and game) before the page's
// next imports, and skips what it has seen, so a chunk a page imports at once and
// also reaches on demand gets no preload (the browser finds it one import later).
// Stylesheets have no such exception: a page would be drawn unstyled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const OUT = '.svelte-kit/output';
const MANIFEST = join(OUT, 'client/.vite/manifest.json');
const NODES = join(OUT, 'server/nodes');

interface ManifestChunk {
	file: string;
	imports?: string[];
	dynamicImports?: string[];
	css?: string[];
}

function listed(source: string, name: 'imports' | 'stylesheets'): string[] {
	const found = new RegExp(`export const ${name} = (\\[[^\\]]*\\])`).exec(source);
	if (!found) throw new Error(`no ${name} in a server node`);
	return JSON.parse(found[1]);
}

/** The chunks and stylesheets reached from `entries` by static imports (and dynamic ones too, if asked). */
function closure(manifest: Record<string, ManifestChunk>, entries: string[], dynamic = false) {
	const files = new Set<string>();
	const css = new Set<string>();
	const visit = (key: string) => {
		const chunk = manifest[key];
		if (files.has(chunk.file)) return;
		files.add(chunk.file);
		chunk.css?.forEach((file) => css.add(file));
		chunk.imports?.forEach(visit);
		if (dynamic) chunk.dynamicImports?.forEach(visit);
	};
	entries.forEach(visit);
	return { files, css };
}

test('every page links the stylesheets and preloads the chunks its code imports at once', () => {
	expect(existsSync(MANIFEST), 'build first: npm run build').toBe(true);
	const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(MANIFEST, 'utf8'));
	const nodes = readdirSync(NODES).filter((name) => /^\d+\.js$/.test(name));
	expect(nodes.length).toBeGreaterThanOrEqual(8); // layout, error, home, embed, replays, score pad, table
	const entry = 'node_modules/@sveltejs/kit/src/runtime/client/entry.js';
	expect(manifest[entry], 'the client entry').toBeDefined();
	// The framework: the client entry and the chunks it imports.
	const framework = new Set<string>();
	const visit = (key: string) => {
		if (framework.has(key)) return;
		framework.add(key);
		manifest[key].imports?.forEach(visit);
	};
	visit(entry);
	const onDemand = closure(
		manifest,
		[...framework].flatMap((key) => manifest[key].dynamicImports ?? []),
		true
	).files;
	/** A chunk's file → the manifest keys it imports on demand. */
	const dynamicOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.dynamicImports ?? []]));
	const missing: string[] = [];
	for (const name of nodes) {
		const entry = `.svelte-kit/generated/client-optimized/nodes/${name}`;
		if (!manifest[entry]) continue; // a node without a component of its own
		const source = readFileSync(join(NODES, name), 'utf8');
		const { files, css } = closure(manifest, [entry]);
		const lazy = closure(
			manifest,
			[...files].flatMap((file) => dynamicOf.get(file) ?? []),
			true
		).files;
		const links = new Set(listed(source, 'stylesheets'));
		const preloads = new Set(listed(source, 'imports'));
		for (const file of css) if (!links.has(file)) missing.push(`node ${name} links no ${file}`);
		for (const file of files)
			if (!preloads.has(file) && !onDemand.has(file) && !lazy.has(file))
				missing.push(`node ${name} preloads no ${file}`);
	}
	expect(missing).toEqual([]);
});

// "Play against bots" fetches the table's code while the server deals, so the home
// page may load it on demand; the score pad never does.
test('the home page loads no table code at first, the score pad not even on demand', () => {
	expect(existsSync(MANIFEST), 'build first: npm run build').toBe(true);
	const manifest: Record<string, ManifestChunk & { name?: string }> = JSON.parse(readFileSync(MANIFEST, 'utf8'));
	// The table's chunk groups (vite.config.ts): the socket, the lobby, the game as drawn;
	// an entriesAware group's chunks are named `lobby~…`.
	const tableChunks = new Set(
		Object.values(manifest).flatMap((chunk) =>
			['table', 'lobby', 'game'].includes(chunk.name?.split('~')[0] ?? '') ? [chunk.file] : []
		)
	);
	expect(tableChunks.size).toBeGreaterThanOrEqual(3);
	for (const [page, onDemand] of [
		['_page.svelte', false],
		['score/_page.svelte', true]
	] as const) {
		const name = readdirSync(NODES).find((file) =>
			readFileSync(join(NODES, file), 'utf8').includes(`entries/pages/${page}.js`)
		);
		expect(name, page).toBeDefined();
		const { files } = closure(manifest, [`.svelte-kit/generated/client-optimized/nodes/${name}`], onDemand);
		expect(
			[...files].filter((file) => tableChunks.has(file)),
			page
		).toEqual([]);
	}
});
