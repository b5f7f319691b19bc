// The first-load budget: what each page and phase makes the browser load, read
// from the build's manifests (no browser), in KB of gzipped JavaScript per locale.
// `npm run check:budget` checks it after every build (scripts/check-budget.ts);
// `npm run bench:bundle` measures the same phases in Chromium as a cross-check.

/**
 * KB of gzipped JavaScript a first load may cost, in every locale: what a shared
 * link opens (home, a table's lobby, the embed in its lobby, the score pad,
 * replays), a reload during a game or on its end screen, a reload on a decision.
 */
export const BUDGET_KB = { link: 65, game: 85, decision: 95 } as const;
export type Budget = keyof typeof BUDGET_KB;

export interface Phase {
	name: string;
	/** SvelteKit's route id of the page. */
	route: string;
	budget: Budget;
	/**
	 * What the phase imports on demand as soon as it is drawn, in order, as the build
	 * names it: a module's path (when its chunk is its own), a chunk group of
	 * vite.config.ts, or the module a chunk is named after (`DecisionPanel`).
	 * `{locale}` is the page's locale.
	 */
	onDemand?: string[];
}

const TABLE = '/t/[room=room]';
const GAME = ['game', 'src/lib/rules/Tips.svelte', 'src/lib/rules/tips/{locale}.json'];

/** The phases the budget guards (bench-bundle.ts opens the same ones in Chromium). */
export const PHASES: Phase[] = [
	{ name: 'home', route: '/', budget: 'link' },
	{ name: 'lobby', route: TABLE, budget: 'link', onDemand: ['lobby'] },
	{ name: 'embed lobby', route: '/embed/[room=room]', budget: 'link', onDemand: ['lobby'] },
	// A first game shows the newcomer's tips.
	{ name: 'mid-game', route: TABLE, budget: 'game', onDemand: GAME },
	// A decision's panel and the engine's preview (of what each answer would score).
	{ name: 'decision', route: TABLE, budget: 'decision', onDemand: [...GAME, 'DecisionPanel', 'preview'] },
	{ name: 'game over', route: TABLE, budget: 'game', onDemand: ['game', 'EndScreen'] },
	// Practice against bots: the same table on a room in the page (its worker, a script of its own, is told apart).
	{ name: 'practice mid-game', route: '/practice', budget: 'game', onDemand: GAME },
	{
		name: 'practice decision',
		route: '/practice',
		budget: 'decision',
		onDemand: [...GAME, 'DecisionPanel', 'preview']
	},
	{ name: 'practice game over', route: '/practice', budget: 'game', onDemand: ['game', 'EndScreen'] },
	{ name: '/score', route: '/score', budget: 'link' },
	{ name: '/replay', route: '/replay', budget: 'link' },
	{ name: 'table replay', route: `${TABLE}/replay`, budget: 'link' },
	{ name: '/embed', route: '/embed', budget: 'link' },
	// The guided first game: the lesson's words, then the table's game (no newcomer's tips: the
	// lesson is guided and shows none). A reload deals the lesson again, so no first load lands on its end.
	{ name: '/learn', route: '/learn', budget: 'game', onDemand: ['src/lib/learn/content/{locale}.json', 'game'] }
];

/** One entry of Vite's client manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
	file: string;
	name?: string;
	imports?: string[];
	dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What SvelteKit's server manifest says about a page: the nodes it renders. */
export interface Route {
	id: string;
	page: { layouts: (number | undefined)[]; leaf: number } | null;
}

/** Vite's manifest key of SvelteKit's client entries and of page node `n`. */
const KIT_START = 'node_modules/@sveltejs/kit/src/runtime/client/entry.js';
const KIT_APP = '.svelte-kit/generated/client-optimized/app.js';
const node = (n: number) => `.svelte-kit/generated/client-optimized/nodes/${n}.js`;

/**
 * The manifest key of what a phase loads on demand, among `targets` (what is loaded
 * imports on demand): the module's own key, or the chunk so named. Rolldown names a
 * group's chunks after the group, and an entriesAware group's after the group and
 * the modules loaded on demand it serves (`lobby~Lobby`), so either name finds it.
 */
export function onDemandKey(manifest: Manifest, item: string, targets: string[]): string {
	if (targets.includes(item)) return item;
	const named = targets.filter((key) => manifest[key]?.name?.split('~').includes(item));
	if (named.length !== 1) {
		const found = named.length ? `several chunks (${named.join(', ')}) are` : 'no chunk is';
		throw new Error(`budget: ${found} named "${item}" among what the page imports on demand`);
	}
	return named[0];
}

/** Every manifest key `keys` import statically, themselves included. */
function withImports(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
	for (const key of keys) {
		if (into.has(key)) continue;
		if (!manifest[key]) throw new Error(`budget: "${key}" is not in the manifest`);
		into.add(key);
		withImports(manifest, manifest[key].imports ?? [], into);
	}
	return into;
}

/**
 * The JavaScript files (paths in the client output) a first load of `phase` makes
 * the browser fetch: SvelteKit's client, the root layout and error page (which its
 * client loads on every page), the page's nodes, what they all import, and what the
 * phase loads on demand with everything that imports. What it loads on demand must
 * be an import() of what is loaded before it (in the order listed), or the phase no
 * longer says what the page does.
 */
export function phaseFiles(manifest: Manifest, routes: Route[], phase: Phase, locale: string): string[] {
	const page = routes.find((route) => route.id === phase.route)?.page;
	if (!page) throw new Error(`budget: no page ${phase.route}`);
	const nodes = [0, 1, ...page.layouts.filter((n) => n !== undefined), page.leaf];
	const loaded = withImports(
		manifest,
		[KIT_START, KIT_APP, ...new Set(nodes)].map((n) => (typeof n === 'number' ? node(n) : n))
	);
	for (const item of phase.onDemand ?? []) {
		const targets = [...loaded].flatMap((key) => manifest[key].dynamicImports ?? []);
		withImports(manifest, [onDemandKey(manifest, item.replaceAll('{locale}', locale), targets)], loaded);
	}
	return [...loaded].map((key) => manifest[key].file).sort();
}

/**
 * What the lobby loads on demand just after its first frame (a quick reaction's button,
 * the tally) that brings the game's chunk along: a shared link would then download and
 * run the game before anyone starts it. The names of such modules (none is the rule).
 */
export function lobbyDoorsIntoGame(manifest: Manifest): string[] {
	const game = Object.keys(manifest).filter((key) => manifest[key].name === 'game');
	const lobby = Object.keys(manifest).filter((key) => manifest[key].name?.split('~')[0] === 'lobby');
	const doors = lobby.flatMap((key) => manifest[key].dynamicImports ?? []);
	return doors.filter((door) => game.some((key) => withImports(manifest, [door]).has(key)));
}

/**
 * SvelteKit's inline script that starts a page (its data, the nodes to hydrate):
 * 0.2–0.3 KB gzip, which bench-bundle.ts counts in Chromium; not a file of the build.
 */
export const INLINE_START_KB = 0.3;

export interface Measure {
	phase: Phase;
	locale: string;
	files: string[];
	kb: number;
	over: boolean;
}

/** Every phase in every locale: its files, their KB (`kbOf(file, locale)`) and whether that is over budget. */
export function measureAll(
	manifest: Manifest,
	routes: Route[],
	locales: readonly string[],
	kbOf: (file: string, locale: string) => number,
	phases = PHASES
): Measure[] {
	return phases.flatMap((phase) =>
		locales.map((locale) => {
			const files = phaseFiles(manifest, routes, phase, locale);
			const kb = files.reduce((sum, file) => sum + kbOf(file, locale), INLINE_START_KB);
			return { phase, locale, files, kb, over: kb > BUDGET_KB[phase.budget] };
		})
	);
}
