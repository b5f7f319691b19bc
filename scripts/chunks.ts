// Vite plugin: the browser bundle is cut where the player crosses a phase, and a
// phase is a few folders.
//
// Each group below is a phase: its folders, and the group always loaded before it.
// Where code in a phase's folders is loaded on demand (an import()) from an earlier
// phase, that phase begins: Table → the lobby or the game, Game → the end screen,
// any page → a replay (SvelteKit loads every page on demand, from the framework).
// Every module goes to the nearest group that all its users have loaded (what the
// lobby and the game share goes to the table), so a chunk never imports one loaded
// later; unless it may also load on demand where that group isn't loaded. What a
// group shares only with other pages (the home page, the score pad, a dialog any page
// opens) goes to that group's shared chunk (`game-shared`: the cards, their names,
// the words of the shields), loaded by the group and by those pages; Rolldown cuts
// the rest, and what a phase loads on demand within itself (Game → a decision and
// the engine's preview) keeps a chunk of its own. The framework's
// paths hold what every page loads, whoever uses it. Without the groups a table
// phase loads some 45 files, many of a hundred bytes, each compressed on its own.
// `npm run bench:bundle -- --files` shows what each page and phase loads;
// `CHUNKS_DEBUG=1 npm run build` prints each module's group. A cycle between
// chunks fails the build.
import type { Plugin } from 'vite';

interface Group {
	/** The group always loaded before this one (null: the root). */
	parent: string | null;
	/** Folders (the framework: also files) from the project's root; the longest match wins. */
	paths: string[];
	/** Pages' folders that begin the group too, but keep their own code with their page. */
	pages?: string[];
}

export const GROUPS: Record<string, Group> = {
	// What every page loads: Svelte, SvelteKit, Paraglide's runtime, the root layout and
	// error page, what every page's header draws (icons, language, the rules button).
	framework: {
		parent: null,
		paths: [
			'node_modules/svelte/',
			'node_modules/@sveltejs/kit/',
			'node_modules/devalue/',
			'node_modules/clsx/',
			'node_modules/esm-env/',
			'src/lib/paraglide/runtime.js',
			'src/lib/paraglide/registry.js',
			'src/routes/+layout.svelte',
			'src/routes/+error.svelte',
			'src/lib/ui/PageTools.svelte',
			'src/lib/ui/Glyph.svelte',
			'src/lib/ui/UiIcon.svelte',
			'src/lib/i18n/'
		]
	},
	// The table's page (/t/<id>) in every phase, and the table's own code (a replay watching
	// a game being played loads it too). The embed's page (/embed/<id>) begins it as well,
	// its own code apart, so /t/<id> never carries it. Not the embed builder (/embed) nor
	// /embed/new, which load the table only in a frame or after they navigate.
	table: {
		parent: 'framework',
		paths: ['src/routes/t/[room=room]/+page.svelte', 'src/lib/table/'],
		pages: ['src/routes/embed/[room=room]/']
	},
	lobby: { parent: 'table', paths: ['src/lib/table/lobby/'] },
	game: { parent: 'table', paths: ['src/lib/table/game/'] },
	end: { parent: 'game', paths: ['src/lib/table/end/'] },
	// A replay shows the game's and the end screen's components, so it loads their chunks too.
	replay: { parent: 'end', paths: ['src/lib/replay/'] }
};

/**
 * Who needs a module: the groups whose code imports it (`eager`), and those below
 * which it may load on demand (`lazyAt`), by an import() of it (`entered`) or
 * with a module so loaded.
 */
export interface Need {
	eager: Set<string>;
	lazyAt: Set<string>;
	entered: Set<string>;
}

export interface ModuleGraph {
	getModuleInfo(id: string): {
		code: string | null;
		exports: readonly string[];
		importers: readonly string[];
		dynamicImporters: readonly string[];
	} | null;
}

const PATHS: [string, string][] = Object.entries(GROUPS)
	.flatMap(([name, group]) => [...group.paths, ...(group.pages ?? [])].map((path): [string, string] => [path, name]))
	.sort(([a], [b]) => b.length - a.length);
const PAGES = Object.values(GROUPS).flatMap((group) => group.pages ?? []);

/**
 * The group whose path holds a module (ids are absolute paths under `root`). The
 * bundler's own helpers (virtual modules, `\0…`) are the framework's.
 */
export function folderGroup(id: string, root = process.cwd()): string | undefined {
	if (id.startsWith('\0')) return 'framework';
	const path = fromRoot(id, root);
	return path === null ? undefined : PATHS.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** A module's path from the project's root, or null outside it. */
function fromRoot(id: string, root: string): string | null {
	const path = id.replaceAll('\\', '/');
	const base = root.replaceAll('\\', '/').replace(/\/?$/, '/');
	return path.startsWith(base) ? path.slice(base.length) : null;
}

/** Whether a module is one of a group's other pages (GROUPS' `pages`). */
const onPage = (id: string, root: string) => PAGES.some((page) => fromRoot(id, root)?.startsWith(page));

/**
 * Modules that only re-export others (Paraglide's messages, the engine's entry
 * point): everything using one message or rule imports them, so a module's users
 * behind a barrel are the barrel's importers that name one of its exports. The
 * bots' entry point too: pages take only the level names from it (the room's
 * protocol), and the bots behind it would otherwise make the engine's rules look
 * needed by the table at once.
 */
const BARREL =
	/[\\/]src[\\/]lib[\\/]paraglide[\\/]messages([\\/]_index)?\.js$|[\\/]engine[\\/]index\.ts$|[\\/]bots[\\/]index\.ts$/;
/** One compiled message (a function of a few dozen bytes per locale). */
const MESSAGE = /[\\/]src[\\/]lib[\\/]paraglide[\\/]messages[\\/]\w+\.js$/;

function ancestors(group: string): string[] {
	const chain: string[] = [];
	for (let g: string | null = group; g !== null; g = GROUPS[g].parent) chain.push(g);
	return chain;
}

/** The nearest group that is, or is an ancestor of, every one of `groups`. */
export function commonAncestor(groups: string[]): string {
	let chain = ancestors(groups[0]);
	for (const g of groups.slice(1)) {
		const other = new Set(ancestors(g));
		chain = chain.filter((a) => other.has(a));
	}
	return chain[0];
}

/** The group for a module with these needs in `folder`'s group (if any), or null to leave it to Rolldown. */
export function groupFor({ eager, lazyAt, entered }: Need, folder?: string, message = false): string | null {
	if (folder === 'framework' || eager.has('framework')) return 'framework';
	/** An import() of it from above its folder's group: it begins that phase. */
	const begins = (g: string) => entered.has(g) && !!folder && g !== folder && ancestors(folder).includes(g);
	if (eager.size === 0) return lazyAt.size > 0 && [...lazyAt].every(begins) ? folder! : null;
	const group = commonAncestor([...eager]);
	// Where it loads on demand, the group must be loaded already; elsewhere: where it isn't.
	const elsewhere = [...lazyAt].filter((g) => !ancestors(g).includes(group) && !(group === folder && begins(g)));
	if (elsewhere.length === 0) return group;
	// What a group shares only with other pages (or a dialog any page opens): one chunk
	// of its own that the group and those pages load, not a small file per module. Not
	// what code loaded on demand elsewhere in the table uses too (the engine's preview):
	// that code would load the whole chunk.
	if (elsewhere.every((g) => g === 'framework')) return sharedChunk(group);
	// A message also shown by code loaded on demand elsewhere in the table: a few dozen
	// bytes, cheaper in the group every user has loaded than as a file of its own.
	return message ? commonAncestor([...eager, ...lazyAt]) : null;
}

/** The chunk of what `group` shares with other pages: a chunk, not a group (nothing below it). */
export const sharedChunk = (group: string) => `${group}-shared`;

const only = (group: string): Need => ({ eager: new Set([group]), lazyAt: new Set(), entered: new Set() });

/** The chunk naming function: a group's name, or null to leave the module to Rolldown. */
export function chunkNamer(root = process.cwd()): (id: string, graph: ModuleGraph) => string | null {
	const places = new Map<string, { group: string | null; need: Need }>();
	let graph: ModuleGraph | null = null;

	/** Where a module goes, and what it needs as its imports see it; null inside a cycle being walked. */
	function place(id: string, visiting: Set<string>): { group: string | null; need: Need } | null {
		const known = places.get(id);
		if (known) return known;
		const info = graph?.getModuleInfo(id);
		const folder = folderGroup(id, root);
		const need: Need = { eager: new Set(), lazyAt: new Set(), entered: new Set() };
		if (info && info.importers.length === 0 && info.dynamicImporters.length === 0) {
			// An entry keeps its own chunk (what it imports is the framework's): SvelteKit's
			// app entry imports every page on demand, and in the framework chunk, which every
			// page imports, those imports would hide each page's own CSS and chunks from the
			// server's list of what to link and preload.
			const entry = { group: null, need: only('framework') };
			places.set(id, entry);
			return entry;
		}
		visiting.add(id);
		const walk = (importers: readonly string[], lazy: boolean) => {
			for (const importer of importers) {
				const n = visiting.has(importer) ? null : place(importer, visiting)?.need;
				n?.eager.forEach((g) => (lazy ? need.lazyAt : need.eager).add(g));
				n?.lazyAt.forEach((g) => need.lazyAt.add(g));
				if (lazy) [...(n?.eager ?? []), ...(n?.lazyAt ?? [])].forEach((g) => need.entered.add(g));
				// SvelteKit loads each page through a small module of its own that imports it:
				// an import() of that module is one of the page.
				else if (wrapper(importer)) n?.entered.forEach((g) => need.entered.add(g));
			}
		};
		walk(users(id, info?.importers ?? []), false);
		walk(info?.dynamicImporters ?? [], true);
		visiting.delete(id);
		if (need.eager.size === 0 && need.lazyAt.size === 0 && folder !== 'framework') return null;
		const group = groupFor(need, folder, MESSAGE.test(id));
		// In a group, its importers are that group's; in a shared chunk, its own users are.
		const placed = { group, need: group && group in GROUPS ? only(group) : need };
		// A group's other page: what it imports is the group's, its own code stays with it.
		if (group === folder && onPage(id, root)) placed.group = null;
		places.set(id, placed);
		return placed;
	}

	/** A module outside every folder that only import() loads. */
	function wrapper(id: string): boolean {
		const info = graph?.getModuleInfo(id);
		return !!info && info.importers.length === 0 && info.dynamicImporters.length > 0 && !folderGroup(id, root);
	}

	/** The modules that use `id`, looking through barrels. */
	function users(id: string, importers: readonly string[]): string[] {
		if (!importers.some((i) => BARREL.test(i))) return [...importers];
		const names = (graph?.getModuleInfo(id)?.exports ?? []).filter((n) => n !== 'default');
		const named = new RegExp(`\\b(${names.join('|') || '(?!)'})\\b`);
		const out = new Set<string>();
		const seen = new Set<string>();
		const expand = (list: readonly string[]) => {
			for (const importer of list) {
				if (seen.has(importer)) continue;
				seen.add(importer);
				if (BARREL.test(importer)) expand(graph?.getModuleInfo(importer)?.importers ?? []);
				else if (named.test(graph?.getModuleInfo(importer)?.code ?? '')) out.add(importer);
			}
		};
		expand(importers);
		return [...out];
	}

	return (id, moduleGraph) => {
		graph = moduleGraph;
		const group = place(id, new Set())?.group ?? null;
		if (process.env.CHUNKS_DEBUG) {
			const n = places.get(id)?.need;
			console.log('CHUNK', id.replace(root, ''), group, n ? `${[...n.eager]} / ${[...n.lazyAt]}` : '');
		}
		return group;
	};
}

/** A cycle of static imports between chunks, as a list of file names, or null. */
export function chunkCycle(chunks: [string, readonly string[]][]): string[] | null {
	const imports = new Map(chunks);
	const state = new Map<string, 'open' | 'done'>();
	const path: string[] = [];
	function visit(file: string): string[] | null {
		if (state.get(file) === 'done') return null;
		if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
		state.set(file, 'open');
		path.push(file);
		for (const next of imports.get(file) ?? []) {
			const cycle = visit(next);
			if (cycle) return cycle;
		}
		path.pop();
		state.set(file, 'done');
		return null;
	}
	for (const [file] of chunks) {
		const cycle = visit(file);
		if (cycle) return cycle;
	}
	return null;
}

/** The browser build's chunk groups (the server build is left as it is). */
export function chunkGroups(): Plugin {
	let ssr = false;
	return {
		name: 'castle-combo:chunks',
		apply: 'build',
		configResolved(config) {
			ssr = !!config.build.ssr;
		},
		// Groups name every module themselves (no dependencies pulled along), which
		// Rolldown allows when entry chunks may export more than their entry module.
		options(options) {
			if (ssr) return;
			return { ...options, preserveEntrySignatures: 'allow-extension' };
		},
		// A cycle between chunks can run a module before one it imports: refuse to ship one.
		generateBundle(_options, bundle) {
			if (ssr) return;
			const cycle = chunkCycle(
				Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports]] : []))
			);
			if (!cycle) return;
			const describe = (file: string) => {
				const chunk = bundle[file];
				const modules = chunk.type === 'chunk' ? Object.keys(chunk.modules).map((id) => id.split(/[\\/]/).pop()) : [];
				return `${file} (${modules.slice(0, 4).join(', ')}${modules.length > 4 ? ', …' : ''})`;
			};
			this.error(
				`chunk groups made a cycle between chunks: ${cycle.map(describe).join(' → ')} (see scripts/chunks.ts)`
			);
		},
		outputOptions(options) {
			if (ssr) return;
			const name = chunkNamer();
			return {
				...options,
				codeSplitting: { groups: [{ name: (id, ctx) => name(id, ctx), includeDependenciesRecursively: false }] }
			};
		}
	};
}
