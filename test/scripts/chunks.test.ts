// How the browser bundle is cut (scripts/chunks.ts): a module goes to the group
// every user of it has loaded, on-demand and other pages' code stays with
// Rolldown, and a cycle between chunks is found.
import { expect, test } from 'vitest';
import { chunkCycle, chunkNamer, commonAncestor, groupFor, type ModuleGraph } from '../../scripts/chunks';

interface Fake {
	imports?: string[];
	dynamic?: string[];
	exports?: string[];
	code?: string;
}

/** A module graph from "who imports whom" (ids are paths under /app). */
function graphOf(modules: Record<string, Fake>): ModuleGraph {
	const id = (path: string) => `/app/${path}`;
	const info = new Map(
		Object.keys(modules).map((path) => [
			id(path),
			{
				code: modules[path].code ?? '',
				exports: modules[path].exports ?? [],
				importers: [] as string[],
				dynamicImporters: [] as string[]
			}
		])
	);
	for (const [path, m] of Object.entries(modules)) {
		for (const target of m.imports ?? []) info.get(id(target))!.importers.push(id(path));
		for (const target of m.dynamic ?? []) info.get(id(target))!.dynamicImporters.push(id(path));
	}
	return { getModuleInfo: (moduleId) => info.get(moduleId) ?? null };
}

test('the nearest common group: lobby and game share the table; the end screen is below the game', () => {
	expect(commonAncestor(['lobby', 'game'])).toBe('table');
	expect(commonAncestor(['end', 'game'])).toBe('game');
	expect(commonAncestor(['end', 'rules'])).toBe('game');
	expect(commonAncestor(['card-data', 'game'])).toBe('framework');
});

test('a group only when every user has loaded it', () => {
	const need = (eager: string[], lazyAt: string[] = [], outside = false) => ({
		eager: new Set(eager),
		lazyAt: new Set(lazyAt),
		outside
	});
	expect(groupFor(need(['lobby', 'end']))).toBe('table');
	expect(groupFor(need(['game'], ['rules']))).toBe('game'); // also on demand below the game: fine
	expect(groupFor(need(['game'], ['table']))).toBeNull(); // on demand where the game may not be loaded
	expect(groupFor(need([], ['game']))).toBeNull(); // only on demand: stays with its lazy chunk
	expect(groupFor(need(['game'], [], true))).toBeNull(); // another page uses it too
	expect(groupFor(need(['framework', 'game'], [], true))).toBe('framework'); // every page loads that
	expect(groupFor(need(['game'], [], true), true)).toBe('framework'); // a message another page shows too
	expect(groupFor(need([], ['game'], true), true)).toBeNull(); // … unless the table only loads it on demand
});

test('modules find their group through imports, dynamic imports and message barrels', () => {
	const graph = graphOf({
		'src/routes/+layout.svelte': { dynamic: ['src/lib/rules/RulesPanel.svelte'] },
		'src/routes/+page.svelte': { imports: ['src/lib/home-and-game.ts'] },
		'src/lib/table/Table.svelte': {
			dynamic: ['src/lib/table/lobby/Lobby.svelte', 'src/lib/table/game/Game.svelte']
		},
		'src/lib/table/lobby/Lobby.svelte': {
			imports: ['src/lib/table/seat-names.ts', 'src/lib/paraglide/messages.js'],
			code: 'm.lobby_you()'
		},
		'src/lib/table/game/Game.svelte': {
			imports: [
				'src/lib/table/game/PlayerPanel.svelte',
				'src/lib/home-and-game.ts',
				'src/lib/rich.ts',
				'src/lib/paraglide/messages.js'
			],
			dynamic: ['src/lib/table/game/DecisionPanel.svelte', 'src/lib/table/end/EndScreen.svelte'],
			code: 'm.log_title()'
		},
		'src/lib/table/game/PlayerPanel.svelte': { imports: ['src/lib/table/seat-names.ts'] },
		'src/lib/table/end/EndScreen.svelte': { imports: ['src/lib/paraglide/messages.js'], code: 'm.lobby_you()' },
		'src/lib/table/game/DecisionPanel.svelte': {
			imports: ['src/lib/decide.ts', 'src/lib/table/game/PlayerPanel.svelte']
		},
		'src/lib/rules/RulesPanel.svelte': { imports: ['src/lib/rich.ts'] },
		'src/lib/table/seat-names.ts': {},
		'src/lib/home-and-game.ts': {},
		'src/lib/rich.ts': {},
		'src/lib/decide.ts': {},
		'src/lib/paraglide/messages.js': { imports: ['src/lib/paraglide/messages/_index.js'] },
		'src/lib/paraglide/messages/_index.js': {
			imports: ['src/lib/paraglide/messages/lobby_you.js', 'src/lib/paraglide/messages/log_title.js']
		},
		'src/lib/paraglide/messages/lobby_you.js': { exports: ['lobby_you'] },
		'src/lib/paraglide/messages/log_title.js': { exports: ['log_title'] }
	});
	const name = chunkNamer();
	const group = (path: string) => name(`/app/${path}`, graph);
	expect(group('src/lib/table/game/PlayerPanel.svelte')).toBe('game'); // also on demand below the game
	expect(group('src/lib/table/seat-names.ts')).toBe('table'); // the lobby and the game
	expect(group('src/lib/paraglide/messages/lobby_you.js')).toBe('table'); // lobby and end screen
	expect(group('src/lib/paraglide/messages/log_title.js')).toBe('game');
	expect(group('src/lib/decide.ts')).toBeNull(); // only a decision needs it
	expect(group('src/lib/home-and-game.ts')).toBeNull(); // the home page too
	expect(group('src/lib/rich.ts')).toBeNull(); // the rules panel, on any page, too
	expect(group('src/lib/table/end/EndScreen.svelte')).toBe('end'); // a seed
});

test('a cycle between chunks is found, a tree of imports passes', () => {
	expect(
		chunkCycle([
			['a', ['b', 'c']],
			['b', ['c']],
			['c', []]
		])
	).toBeNull();
	expect(
		chunkCycle([
			['a', ['b']],
			['b', ['c']],
			['c', ['b']]
		])
	).toEqual(['b', 'c', 'b']);
});
