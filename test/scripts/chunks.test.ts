// How the browser bundle is cut (scripts/chunks.ts): a phase begins where its
// folder's code is loaded on demand from an earlier phase, a module goes to the
// group every user of it has loaded, what a group shares only with other pages
// goes to its shared chunk, what on-demand code elsewhere shares stays with
// Rolldown, and a cycle between chunks is found.
import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import {
	chunkCycle,
	chunkNamer,
	commonAncestor,
	folderGroup,
	groupFor,
	GROUPS,
	type ModuleGraph
} from '../../scripts/chunks';

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

const need = (eager: string[], lazyAt: string[] = [], entered: string[] = lazyAt) => ({
	eager: new Set(eager),
	lazyAt: new Set(lazyAt),
	entered: new Set(entered)
});

test('the nearest common group: lobby and game share the table; the end screen is below the game', () => {
	expect(commonAncestor(['lobby', 'game'])).toBe('table');
	expect(commonAncestor(['end', 'game'])).toBe('game');
	expect(commonAncestor(['replay', 'end'])).toBe('end');
	expect(commonAncestor(['replay', 'lobby'])).toBe('table');
});

test('a group only when every user has loaded it', () => {
	expect(groupFor(need(['lobby', 'end']))).toBe('table');
	expect(groupFor(need(['game'], ['end']))).toBe('game'); // also on demand below the game: fine
	expect(groupFor(need(['game'], ['table']))).toBeNull(); // on demand where the game may not be loaded
	expect(groupFor(need([], ['game']))).toBeNull(); // only on demand: stays with its lazy chunk
	expect(groupFor(need(['framework', 'game'], ['framework']))).toBe('framework'); // every page loads that
	expect(groupFor(need([], ['framework']), 'framework')).toBe('framework'); // the framework's paths: always
});

test("what a group shares only with other pages goes to the group's shared chunk", () => {
	expect(groupFor(need(['game'], ['framework']))).toBe('game-shared'); // another page uses it too
	expect(groupFor(need(['game'], ['framework', 'replay']))).toBe('game-shared'); // … and a replay, below the game
	expect(groupFor(need(['game'], ['framework']), undefined, true)).toBe('game-shared'); // a message another page shows too
	expect(groupFor(need(['lobby'], ['framework']), undefined, true)).toBe('lobby-shared'); // the game's phases never load it
	expect(groupFor(need([], ['framework']), undefined, true)).toBeNull(); // no group shows it at once
	expect(groupFor(need(['replay'], ['framework', 'game']))).toBeNull(); // the engine's preview too: Rolldown's
	expect(groupFor(need(['end'], ['game']), undefined, true)).toBe('game'); // a message a decision shows too
});

test('a phase begins where an earlier phase loads its folder on demand, not within itself', () => {
	expect(groupFor(need([], ['table']), 'lobby')).toBe('lobby'); // Table → the lobby
	expect(groupFor(need([], ['framework']), 'table')).toBe('table'); // the app → the table page
	expect(groupFor(need([], ['game']), 'game')).toBeNull(); // Game → a decision: a chunk of its own
	expect(groupFor(need([], ['table'], []), 'lobby')).toBeNull(); // imported by code loaded on demand: not the edge
	expect(groupFor(need([], ['lobby']), 'game')).toBeNull(); // from a sibling phase
	expect(groupFor(need(['replay'], ['framework', 'end']), 'replay')).toBe('replay'); // a replay, from a page or the end screen
});

test('the longest path names the group; the bundler helpers are the framework', () => {
	const at = (path: string) => folderGroup(`/app/${path}`, '/app');
	expect(at('src/routes/t/[room=room]/+page.svelte')).toBe('table');
	expect(at('src/lib/replay/ReplayViewer.svelte')).toBe('replay');
	expect(at('src/lib/table/lobby/Lobby.svelte')).toBe('lobby');
	expect(at('src/lib/table/seat-names.ts')).toBe('table');
	expect(at('src/lib/cards/Card.svelte')).toBeUndefined();
	expect(at('node_modules/svelte/src/index-client.js')).toBe('framework');
	expect(folderGroup('\0rolldown/runtime.js', '/app')).toBe('framework');
	expect(folderGroup('/elsewhere/src/lib/table/lobby/Lobby.svelte', '/app')).toBeUndefined();
});

test("every group's paths exist: renaming a folder must change this file, not silently the chunks", () => {
	const missing = Object.values(GROUPS)
		.flatMap((group) => [...group.paths, ...(group.pages ?? [])])
		.filter((path) => !existsSync(new URL(`../../${path}`, import.meta.url)));
	expect(missing).toEqual([]);
});

test('modules find their group through pages, imports, dynamic imports and message barrels', () => {
	const node = (n: number) => `.svelte-kit/generated/client-optimized/nodes/${n}.js`;
	const graph = graphOf({
		// SvelteKit: the app entry loads each page on demand, through a module of its own.
		'.svelte-kit/generated/client-optimized/app.js': { dynamic: [node(0), node(2), node(4), node(6), node(7)] },
		[node(0)]: { imports: ['src/routes/+layout.svelte'] },
		[node(2)]: { imports: ['src/routes/+page.svelte'] },
		[node(4)]: { imports: ['src/routes/embed/[room=room]/+page.svelte'] },
		[node(6)]: { imports: ['src/routes/t/[room=room]/+page.svelte'] },
		[node(7)]: { imports: ['src/routes/t/[room=room]/replay/+page.svelte'] },
		// A replay watching a game being played loads the table's socket.
		'src/routes/t/[room=room]/replay/+page.svelte': { dynamic: ['src/lib/table/room-client.svelte.ts'] },
		'src/routes/+layout.svelte': { dynamic: ['src/lib/rules/RulesPanel.svelte'] },
		'src/routes/+page.svelte': {
			imports: ['src/lib/table/table-code.ts', 'src/lib/table/my-tables.ts', 'src/lib/ui/Glyph.svelte']
		},
		'src/routes/t/[room=room]/+page.svelte': {
			imports: ['src/lib/table/Table.svelte', 'src/lib/table/room-client.svelte.ts']
		},
		'src/routes/embed/[room=room]/+page.svelte': {
			imports: ['src/lib/table/Table.svelte', 'src/lib/table/room-client.svelte.ts'],
			dynamic: ['src/lib/embed/frame.ts']
		},
		'src/lib/embed/frame.ts': {},
		'src/lib/table/Table.svelte': {
			imports: ['src/lib/table/my-tables.ts'],
			dynamic: ['src/lib/table/lobby/Lobby.svelte', 'src/lib/table/game/Game.svelte']
		},
		'src/lib/table/lobby/Lobby.svelte': {
			imports: ['src/lib/table/seat-names.ts', 'src/lib/table/table-code.ts', 'src/lib/paraglide/messages.js'],
			code: 'm.lobby_you()'
		},
		'src/lib/table/game/Game.svelte': {
			imports: [
				'src/lib/table/game/PlayerPanel.svelte',
				'src/lib/table/seat-names.ts',
				'src/lib/rich.ts',
				'src/lib/ui/Glyph.svelte',
				'src/lib/paraglide/messages.js'
			],
			dynamic: ['src/lib/table/game/DecisionPanel.svelte', 'src/lib/table/end/EndScreen.svelte', 'engine/preview.ts'],
			code: 'm.log_title()'
		},
		'src/lib/table/game/PlayerPanel.svelte': {},
		'src/lib/table/end/EndScreen.svelte': { imports: ['src/lib/paraglide/messages.js'], code: 'm.lobby_you()' },
		'src/lib/table/game/DecisionPanel.svelte': {
			imports: ['src/lib/decide.ts', 'src/lib/table/game/PlayerPanel.svelte']
		},
		'src/lib/rules/RulesPanel.svelte': { imports: ['src/lib/rich.ts'] },
		'src/lib/ui/Glyph.svelte': {},
		// The room's protocol takes the bots' level names; the bots behind them use the rules.
		'src/lib/table/room-client.svelte.ts': { imports: ['party/protocol.ts'] },
		'party/protocol.ts': { imports: ['bots/index.ts'], code: 'picklist(BOT_LEVELS)' },
		'bots/index.ts': { imports: ['bots/easy.ts'], exports: ['BOT_LEVELS', 'chooseAction'], code: 'easyAction()' },
		'bots/easy.ts': { imports: ['engine/legal.ts'], exports: ['easyAction'] },
		'engine/preview.ts': { imports: ['engine/legal.ts'] },
		'engine/legal.ts': { exports: ['legalActions'] },
		'src/lib/table/my-tables.ts': {},
		'src/lib/table/seat-names.ts': {},
		'src/lib/table/table-code.ts': {},
		'src/lib/rich.ts': {},
		'src/lib/decide.ts': {},
		'src/lib/paraglide/messages.js': { imports: ['src/lib/paraglide/messages/_index.js'] },
		'src/lib/paraglide/messages/_index.js': {
			imports: ['src/lib/paraglide/messages/lobby_you.js', 'src/lib/paraglide/messages/log_title.js']
		},
		'src/lib/paraglide/messages/lobby_you.js': { exports: ['lobby_you'] },
		'src/lib/paraglide/messages/log_title.js': { exports: ['log_title'] }
	});
	const name = chunkNamer('/app');
	const group = (path: string) => name(`/app/${path}`, graph);
	expect(group('.svelte-kit/generated/client-optimized/app.js')).toBeNull(); // an entry keeps its own chunk
	expect(group('src/routes/t/[room=room]/+page.svelte')).toBe('table'); // the table page begins the table
	expect(group('src/routes/embed/[room=room]/+page.svelte')).toBeNull(); // … so does the embed's, its code apart
	expect(group('src/lib/embed/frame.ts')).toBeNull(); // only the embed's page, in a frame
	expect(group('src/lib/table/Table.svelte')).toBe('table');
	expect(group('src/lib/table/room-client.svelte.ts')).toBe('table'); // its folder's group: the replay page enters it
	expect(group('src/routes/t/[room=room]/replay/+page.svelte')).toBeNull();
	expect(group('src/lib/table/lobby/Lobby.svelte')).toBe('lobby');
	expect(group('src/lib/table/game/Game.svelte')).toBe('game');
	expect(group('src/lib/table/end/EndScreen.svelte')).toBe('end');
	expect(group('src/lib/table/game/PlayerPanel.svelte')).toBe('game'); // also on demand below the game
	expect(group('src/lib/table/seat-names.ts')).toBe('table'); // the lobby and the game
	expect(group('src/lib/paraglide/messages/lobby_you.js')).toBe('table'); // lobby and end screen
	expect(group('src/lib/paraglide/messages/log_title.js')).toBe('game');
	expect(group('src/lib/table/game/DecisionPanel.svelte')).toBeNull(); // a phase within the game
	expect(group('src/lib/decide.ts')).toBeNull(); // only a decision needs it
	expect(group('src/lib/table/table-code.ts')).toBe('lobby-shared'); // the home page imports it at once too
	expect(group('src/lib/table/my-tables.ts')).toBe('table-shared'); // … and this one
	expect(group('src/lib/rich.ts')).toBe('game-shared'); // the rules panel, on any page, too
	expect(group('engine/legal.ts')).toBeNull(); // the preview, on demand: not the table's through the bots
	expect(group('src/routes/+page.svelte')).toBeNull(); // a page outside the groups
	expect(group('src/lib/ui/Glyph.svelte')).toBe('framework'); // every page's header
	expect(group('src/routes/+layout.svelte')).toBe('framework');
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
