// The first-load budget's arithmetic (scripts/budget.ts) over a small made-up build:
// which files a phase loads, and when a phase is over its budget.
import { expect, test } from 'vitest';
import {
	BUDGET_KB,
	INLINE_START_KB,
	measureAll,
	phaseFiles,
	type Manifest,
	type Phase,
	type Route
} from '../../scripts/budget';

const node = (n: number) => `.svelte-kit/generated/client-optimized/nodes/${n}.js`;

/** SvelteKit's client, three pages, a table chunk that loads the lobby or the game, and what the game loads. */
const MANIFEST: Manifest = {
	'node_modules/@sveltejs/kit/src/runtime/client/entry.js': { file: 'start.js', imports: ['_framework.js'] },
	'.svelte-kit/generated/client-optimized/app.js': {
		file: 'app.js',
		imports: ['_framework.js'],
		dynamicImports: [node(0), node(1), node(2), node(3)]
	},
	[node(0)]: { file: 'layout.js', imports: ['_framework.js'] },
	[node(1)]: { file: 'error.js', imports: ['_framework.js'] },
	[node(2)]: { file: 'home.js', imports: ['_framework.js'] },
	[node(3)]: { file: 'table-page.js', imports: ['_table.js'] },
	'_framework.js': { file: 'framework.js', name: 'framework' },
	'_table.js': {
		file: 'table.js',
		name: 'table',
		imports: ['_framework.js'],
		dynamicImports: ['_lobby.js', '_game.js']
	},
	'_lobby.js': { file: 'lobby.js', name: 'lobby', imports: ['_table.js'] },
	'_game.js': {
		file: 'game.js',
		name: 'game',
		imports: ['_table.js', '_cards.js'],
		dynamicImports: ['src/Decision.svelte', 'src/tips/de.json', 'src/tips/en.json']
	},
	'_cards.js': { file: 'cards.js', name: 'cards' },
	'src/Decision.svelte': { file: 'decision.js', name: 'Decision', imports: ['_game.js', '_rules.js'] },
	'_rules.js': { file: 'rules.js', name: 'rules' },
	'src/tips/de.json': { file: 'tips-de.js', name: 'de' },
	'src/tips/en.json': { file: 'tips-en.js', name: 'en' }
};
const ROUTES: Route[] = [
	{ id: '/', page: { layouts: [0], leaf: 2 } },
	{ id: '/t/[room]', page: { layouts: [0], leaf: 3 } },
	{ id: '/new', page: null }
];
const KIT = ['app.js', 'error.js', 'framework.js', 'layout.js', 'start.js'];
const files = (phase: Omit<Phase, 'budget'>, locale = 'en') =>
	phaseFiles(MANIFEST, ROUTES, { budget: 'link', ...phase }, locale);

test("a page loads SvelteKit's client, the root layout and error page, its own node and what they import", () => {
	expect(files({ name: 'home', route: '/' })).toEqual([...KIT, 'home.js'].sort());
	// The lobby and the game are imported on demand: not part of the page until a phase loads them.
	expect(files({ name: 'table', route: '/t/[room]' })).toEqual([...KIT, 'table-page.js', 'table.js'].sort());
});

test('a phase adds what it loads on demand, named by chunk or by module, with their imports', () => {
	// An entriesAware group's chunk is named after the group and the entries it serves.
	const manifest = { ...MANIFEST, '_lobby.js': { ...MANIFEST['_lobby.js'], name: 'lobby~Lobby' } };
	const lobby = { name: 'lobby', route: '/t/[room]', budget: 'link' as const, onDemand: ['Lobby'] };
	expect(phaseFiles(manifest, ROUTES, lobby, 'en')).toContain('lobby.js');
	expect(phaseFiles(manifest, ROUTES, { ...lobby, onDemand: ['lobby'] }, 'en')).toContain('lobby.js');
	expect(files({ name: 'lobby', route: '/t/[room]', onDemand: ['lobby'] })).toContain('lobby.js');
	const decision = files({ name: 'decision', route: '/t/[room]', onDemand: ['game', 'src/Decision.svelte'] });
	expect(decision).toEqual(
		[...KIT, 'table-page.js', 'table.js', 'game.js', 'cards.js', 'decision.js', 'rules.js'].sort()
	);
	expect(decision).not.toContain('lobby.js');
});

test("a phase's {locale} is the locale measured", () => {
	const tips = { name: 'tips', route: '/t/[room]', onDemand: ['game', 'src/tips/{locale}.json'] };
	expect(files(tips, 'de')).toContain('tips-de.js');
	expect(files(tips, 'de')).not.toContain('tips-en.js');
});

test('a phase that no longer says what the page does stops the check', () => {
	// Not found, or not imported on demand by anything loaded before it (the game loads the decision).
	expect(() => files({ name: 'x', route: '/t/[room]', onDemand: ['end'] })).toThrow(/no chunk is named "end"/);
	expect(() => files({ name: 'x', route: '/t/[room]', onDemand: ['src/Decision.svelte'] })).toThrow(
		/no chunk is named "src\/Decision.svelte"/
	);
	expect(() => files({ name: 'x', route: '/', onDemand: ['lobby'] })).toThrow(/no chunk is named "lobby"/);
	expect(() => files({ name: 'x', route: '/gone' })).toThrow(/no page/);
	expect(() => files({ name: 'x', route: '/new' })).toThrow(/no page/);
});

test('a phase over its budget is flagged, one just under is not', () => {
	const phases: Phase[] = [
		{ name: 'lobby', route: '/t/[room]', budget: 'link', onDemand: ['lobby'] },
		{ name: 'decision', route: '/t/[room]', budget: 'decision', onDemand: ['game', 'src/Decision.svelte'] }
	];
	// Every file 1 KB, but the game's cards fill what the decision's budget leaves.
	const decisionFiles = files({ name: 'd', route: '/t/[room]', onDemand: ['game', 'src/Decision.svelte'] }).length;
	const room = BUDGET_KB.decision - INLINE_START_KB - (decisionFiles - 1);
	const measure = (cardsKb: number) =>
		measureAll(MANIFEST, ROUTES, ['en', 'de'], (file) => (file === 'cards.js' ? cardsKb : 1), phases);

	const fits = measure(room - 0.05);
	expect(fits.map((m) => [m.locale, m.phase.name, m.over])).toEqual([
		['en', 'lobby', false],
		['de', 'lobby', false],
		['en', 'decision', false],
		['de', 'decision', false]
	]);
	expect(fits[2].kb).toBeCloseTo(BUDGET_KB.decision - 0.05);
	const over = measure(room + 0.1).filter((m) => m.over);
	expect(over.map((m) => `${m.locale} ${m.phase.name}`)).toEqual(['en decision', 'de decision']);
});
