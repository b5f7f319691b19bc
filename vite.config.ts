import { sveltekit } from '@sveltejs/kit/vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vite';
import settings from './project.inlang/settings.json' with { type: 'json' };
import { chunkGroups } from './scripts/chunks.ts';
import { localeSplit } from './scripts/locale-split.ts';
import { embedScriptModule } from './scripts/embed-script.ts';

// `vite dev`: SvelteKit pages plus the rooms Worker (Durable Objects) on one
// port with live reload. The Cloudflare plugin must come after sveltekit().
// `vite build` only builds the SvelteKit app; wrangler bundles party/worker.ts.
// Paraglide compiles messages/*.json into src/lib/paraglide (options in
// project.inlang/paraglide.config.js); chunkGroups cuts the browser bundle
// where the player crosses a phase; localeSplit gives each locale its own copy;
// embedScriptModule compiles the <castle-combo> element that /embed.js serves.
// package.json's "sideEffects" names the folders whose modules may act on import
// (src/, party/, SvelteKit's generated code): the engine and the bots never do, so
// the browser gets only the rules it calls and no bot comes with a level's name.
export default defineConfig(({ command }) => ({
	// The review's Web Worker (src/lib/review/) is an ES module, started with { type: 'module' }.
	worker: { format: 'es' as const },
	plugins: [
		paraglideVitePlugin({ project: './project.inlang' }),
		sveltekit(),
		embedScriptModule(),
		chunkGroups(),
		localeSplit({ locales: settings.locales, paraglideDir: './src/lib/paraglide' }),
		...(command === 'serve'
			? [cloudflare({ configPath: 'wrangler.rooms.toml', viteEnvironment: { name: 'rooms' } })]
			: [])
	]
}));
