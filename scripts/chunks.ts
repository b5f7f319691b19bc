// Vite plugin: how the browser bundle is cut into chunks, by when the code is
// needed rather than by who shares it.
//
// Left alone, Rolldown makes one chunk per set of importers: a table's first
// load was some 30 files, many of a few hundred bytes, each compressed on its
// own. Here the table's code falls into a few chunks that load together: the
// framework (every page), the table (every phase), then the lobby, the game as
// first drawn, the end screen, and the engine's rules for previews. A module
// named in a group (its seeds) goes there; any other module goes to the group
// that every user of it has already loaded (the nearest common ancestor in the
// tree below), so a chunk never imports one that loads later. What only code
// loaded on demand uses (a decision, the card detail, settings) keeps its own
// chunk, and so does whatever other pages share with the table (home, the score
// pad, replays): Rolldown cuts those as before. `npm run bench:bundle -- --files`
// shows what each page and phase loads; `CHUNKS_DEBUG=1 npm run build` prints each
// module's group. A cycle between chunks fails the build.
import type { Plugin } from 'vite';

interface Group {
	/** The group always loaded before this one (null: the root). */
	parent: string | null;
	/** Module paths that belong here (regular expressions; `/` matches either separator). */
	seeds: string[];
}

export const GROUPS: Record<string, Group> = {
	// Every page: Svelte, SvelteKit, the layout and error pages, the language runtime,
	// the page tools (language, rules), the card detail's state, and the icons with
	// their names (every page but the error page draws some; in a chunk of their own,
	// the Rules panel's import of them hid their CSS from the pages' server-rendered links).
	framework: {
		parent: null,
		seeds: [
			'/node_modules/(svelte|@sveltejs/kit|devalue|clsx|esm-env)/',
			'vite/preload-helper',
			'rolldown/runtime',
			'/src/routes/\\+(layout|error)\\.svelte',
			'/src/lib/paraglide/(runtime|registry)\\.js',
			'/src/lib/(i18n/(locale|slots|format)|cards/token-words|rules/panel\\.svelte|cards/detail\\.svelte)\\.ts',
			'/src/lib/(ui/PageTools|i18n/LanguagePicker|rules/RulesButton|ui/Glyph)\\.svelte',
			'/src/lib/paraglide/messages/(glyph|position)_\\w+\\.js'
		]
	},
	// The card data, its scoring and its words: the score pad, replays and the game.
	'card-data': {
		parent: 'framework',
		seeds: ['/engine/(cards|counts|scoring|tableau)\\.(ts|json)', '/src/lib/cards/card-words\\.ts']
	},
	// The table page (and the embed) in every phase.
	table: {
		parent: 'framework',
		seeds: [
			'/src/lib/table/(Table|NoTable)\\.svelte',
			'/src/lib/table/room\\.svelte\\.ts',
			// The protocol's constants (bot levels, limits): the lobby and the error words use them.
			'/party/(protocol|clock)\\.ts',
			'/bots/index\\.ts'
		]
	},
	lobby: { parent: 'table', seeds: ['/src/lib/table/lobby/Lobby\\.svelte'] },
	// The game as first drawn: status, displays, tableaux, players, log. Replays show
	// the same components, so the replay viewer loads this chunk too.
	game: {
		parent: 'table',
		seeds: [
			'/src/lib/table/game/(Game|GameLog|Displays|Tableau)\\.svelte',
			'/src/lib/cards/(Card|TokenText)\\.svelte',
			'/src/lib/cards/card-text\\.ts'
		]
	},
	end: { parent: 'game', seeds: ['/src/lib/table/end/(EndScreen|ScoreSheet)\\.svelte'] },
	// The engine's rules for previews, loaded once a move is being chosen (and by replays).
	rules: {
		parent: 'game',
		seeds: [
			'/engine/(preview|determinize|legal|turn|effects|decisions|deck|placement|rng|clone)\\.ts',
			'/node_modules/pure-rand/'
		]
	}
};

/**
 * Lazily loaded roots that may load a group's chunk, though they are not loaded
 * below it: what they share with that group goes there.
 */
const ATTACHED: [RegExp, string][] = [[pattern('/src/lib/replay/ReplayViewer\\.svelte'), 'game']];

/**
 * Who needs a module: the groups whose code imports it (`eager`), the groups
 * below which it may be loaded on demand (`lazyAt`), and whether any page other
 * than the table's needs it (`outside`).
 */
export interface Need {
	eager: Set<string>;
	lazyAt: Set<string>;
	outside: boolean;
}

export interface ModuleGraph {
	getModuleInfo(id: string): {
		code: string | null;
		exports: readonly string[];
		importers: readonly string[];
		dynamicImporters: readonly string[];
	} | null;
}

function pattern(path: string): RegExp {
	return new RegExp(path.replaceAll('/', '[\\\\/]'));
}

const SEEDS: [RegExp, string][] = Object.entries(GROUPS).flatMap(([name, group]) =>
	group.seeds.map((seed): [RegExp, string] => [pattern(seed), name])
);
/** Pages other than the table's: what they share with the table is left to Rolldown. */
const OTHER_ROUTES = pattern('/src/routes/');
/**
 * Modules that only re-export others (Paraglide's messages, the engine's entry
 * point): everything using one message or rule imports them, so a module's users
 * behind a barrel are the barrel's importers that name one of its exports.
 */
/** One compiled message (a function of a few dozen bytes per locale). */
const MESSAGE = pattern('/src/lib/paraglide/messages/\\w+\\.js$');
const BARREL = pattern('/src/lib/paraglide/messages(/_index)?\\.js$|/engine/index\\.ts$');

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

/**
 * The group for a module with these needs: the nearest common ancestor of the
 * groups that use it, unless a page other than the table's uses it too, only
 * code loaded on demand does, or that code may load where the group is not loaded.
 */
export function groupFor({ eager, lazyAt, outside }: Need, message = false): string | null {
	if (eager.has('framework')) return 'framework'; // every page loads it anyway
	// A message the table and another page both show: a few dozen bytes, cheaper in
	// the framework chunk than as a file of its own on each of those pages.
	if (message && outside && eager.size > 0) return 'framework';
	if (outside || eager.size === 0) return null;
	const group = commonAncestor([...eager]);
	return [...lazyAt].every((g) => ancestors(g).includes(group)) ? group : null;
}

/** The chunk naming function: a group's name, or null to leave the module to Rolldown. */
export function chunkNamer(): (id: string, graph: ModuleGraph) => string | null {
	const needs = new Map<string, Need>();
	const seedOf = (id: string) => SEEDS.find(([re]) => re.test(id))?.[1];
	const only = (group: string): Need => ({ eager: new Set([group]), lazyAt: new Set(), outside: false });

	function need(id: string, visiting: Set<string>): Need {
		const known = needs.get(id);
		if (known) return known;
		const seed = seedOf(id);
		const attached = ATTACHED.find(([re]) => re.test(id))?.[1];
		const info = graph?.getModuleInfo(id);
		let result: Need;
		if (seed) result = only(seed);
		else if (attached) result = { eager: new Set(), lazyAt: new Set([attached]), outside: false };
		else if (OTHER_ROUTES.test(id) || !info) result = { eager: new Set(), lazyAt: new Set(), outside: true };
		else if (info.importers.length === 0 && info.dynamicImporters.length === 0)
			result = only('framework'); // an entry
		else {
			result = { eager: new Set(), lazyAt: new Set(), outside: false };
			visiting.add(id);
			for (const importer of users(id, info.importers)) {
				if (visiting.has(importer)) continue;
				const n = need(importer, visiting);
				n.eager.forEach((g) => result.eager.add(g));
				n.lazyAt.forEach((g) => result.lazyAt.add(g));
				result.outside ||= n.outside;
			}
			for (const importer of info.dynamicImporters) {
				if (visiting.has(importer)) continue;
				const n = need(importer, visiting);
				n.eager.forEach((g) => result.lazyAt.add(g));
				n.lazyAt.forEach((g) => result.lazyAt.add(g));
				result.outside ||= n.outside;
			}
			visiting.delete(id);
			// Reached only through a cycle still being walked: leave it to Rolldown, and don't remember.
			if (result.eager.size === 0 && result.lazyAt.size === 0 && !result.outside) return result;
		}
		needs.set(id, result);
		return result;
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

	let graph: ModuleGraph | null = null;
	return (id, moduleGraph) => {
		graph = moduleGraph;
		const seed = seedOf(id);
		// An entry stays in its own chunk (what it imports is the framework's): SvelteKit's
		// app entry imports every page on demand, and in the framework chunk, which every
		// page imports, those imports would hide each page's own CSS and chunks from the
		// server's list of what to link and preload.
		const info = moduleGraph.getModuleInfo(id);
		const entry = !seed && !!info && info.importers.length === 0 && info.dynamicImporters.length === 0;
		const group = entry ? null : (seed ?? groupFor(need(id, new Set()), MESSAGE.test(id)));
		if (process.env.CHUNKS_DEBUG) console.log('CHUNK', id.replace(process.cwd(), ''), group);
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
