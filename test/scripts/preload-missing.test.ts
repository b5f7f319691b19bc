// A dynamic import preloads only what the page may not have: the chunks its own chunk
// imports, directly or not, are loaded before the import can run.
import { describe, expect, it } from 'vitest';
import { loadedWith, missingDeps } from '../../scripts/preload-missing';

// game imports framework and table; table imports framework and cards; cards imports
// framework, which imports a helper; panel (loaded on demand) needs framework, cards and its own words.
const graph: Record<string, string[]> = {
	game: ['framework', 'table'],
	table: ['framework', 'cards'],
	cards: ['framework'],
	framework: ['helper'],
	helper: [],
	panel: ['framework', 'cards', 'panel-words']
};
const importsOf = (chunk: string) => graph[chunk] ?? [];

describe('preloadMissing', () => {
	it('knows what a chunk brings with it, through imports of imports', () => {
		expect([...loadedWith('game', importsOf)].sort()).toEqual(['cards', 'framework', 'helper', 'table']);
		expect([...loadedWith('helper', importsOf)]).toEqual([]);
	});

	it('keeps the chunks the importing chunk does not bring, in their order', () => {
		expect(missingDeps(['panel', 'framework', 'cards', 'panel-words', 'helper'], 'game', importsOf)).toEqual([
			'panel',
			'panel-words'
		]);
		// From a chunk that imports nothing, every chunk is preloaded.
		expect(missingDeps(['panel', 'framework', 'cards'], 'helper', importsOf)).toEqual(['panel', 'framework', 'cards']);
	});

	it('ends on chunks that import each other', () => {
		const cycle = (chunk: string) => ({ a: ['b'], b: ['a', 'c'] })[chunk] ?? [];
		expect(missingDeps(['a', 'b', 'c', 'd'], 'a', cycle)).toEqual(['d']);
	});
});
