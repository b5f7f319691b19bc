// Vite plugin: at each dynamic import in the browser bundle, Vite writes the list of chunks
// the imported one needs, so that the browser fetches them all at once rather than one after
// another. That list also names every chunk the importing chunk itself imports, which the
// page has loaded before the import can run: the game's chunk carried about 0.7 KB gzip of
// such names (`npm run check:budget`). This plugin leaves them out (Vite's
// `build.modulePreload.resolveDependencies`); a stylesheet is always kept, as Vite keeps it.
import type { Plugin } from 'vite';

/** The chunks `host` imports, directly or through others, from each chunk's static imports. */
export function loadedWith(host: string, importsOf: (chunk: string) => readonly string[]): Set<string> {
	const loaded = new Set<string>();
	const visit = (chunk: string) => {
		for (const dep of importsOf(chunk)) {
			if (loaded.has(dep)) continue;
			loaded.add(dep);
			visit(dep);
		}
	};
	visit(host);
	return loaded;
}

/** Of the chunks a dynamic import in `host` would preload, those the page may not have yet. */
export function missingDeps(deps: string[], host: string, importsOf: (chunk: string) => readonly string[]): string[] {
	const loaded = loadedWith(host, importsOf);
	return deps.filter((dep) => !loaded.has(dep));
}

export function preloadMissing(): Plugin {
	// The browser build's chunks and their static imports.
	const imports = new Map<string, readonly string[]>();
	const importsOf = (chunk: string) => imports.get(chunk) ?? [];
	return {
		name: 'castle-combo:preload-missing',
		apply: 'build',
		configEnvironment(name) {
			if (name !== 'client') return;
			return {
				build: {
					modulePreload: {
						resolveDependencies: (_file, deps, { hostId, hostType }) =>
							hostType === 'js' ? missingDeps(deps, hostId, importsOf) : deps
					}
				}
			};
		},
		// Before Vite's own generateBundle writes the lists: the chunks' names are final here.
		generateBundle: {
			order: 'pre',
			handler(_options, bundle) {
				if (this.environment.name !== 'client') return;
				for (const chunk of Object.values(bundle))
					if (chunk.type === 'chunk') imports.set(chunk.fileName, chunk.imports);
			}
		}
	};
}
