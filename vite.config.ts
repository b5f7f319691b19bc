import { sveltekit } from '@sveltejs/kit/vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { defineConfig } from 'vite';
import settings from './project.inlang/settings.json' with { type: 'json' };
import { chunkGroups } from './scripts/chunks.ts';
import { localeSplit } from './scripts/locale-split.ts';
import { embedScriptModule } from './scripts/embed-script.ts';
import { svelteNamespace } from './scripts/svelte-namespace.ts';

// `vite dev`: SvelteKit pages plus the rooms Worker (Durable Objects) on one
// port with live reload. The Cloudflare plugin must come after sveltekit().
// `vite build` only builds the SvelteKit app; wrangler bundles party/worker.ts.
// Paraglide compiles messages/*.json into src/lib/paraglide (options in
// project.inlang/paraglide.config.js); chunkGroups cuts the browser bundle
// where the player crosses a phase; localeSplit gives each locale its own copy;
// embedScriptModule compiles the <castle-combo> element that /embed.js serves;
// svelteNamespace keeps SvelteKit's client from holding on to all of Svelte.
export default defineConfig(({ command }) => ({
	build: {
		rolldownOptions: {
			// The engine and the bots are pure (no module does anything on import), so the
			// browser gets only what it uses: previews' rule code stays in their lazy chunk
			// instead of riding along with the card data in the first load, and the lobby's
			// BOT_LEVELS brings no bot. Svelte's custom-element base class is defined at
			// import time, so without this it ships (1.4 KB gzip) though no component is one.
			treeshake: {
				moduleSideEffects: (id: string) =>
					/\/(engine|bots)\/[\w-]+\.(ts|json)$/.test(id) ||
					/\/svelte\/src\/internal\/client\/dom\/elements\/custom-element\.js$/.test(id)
						? false
						: undefined
			}
		}
	},
	// The review's Web Worker (src/lib/review/) is an ES module, started with { type: 'module' }.
	worker: { format: 'es' as const },
	plugins: [
		paraglideVitePlugin({ project: './project.inlang' }),
		sveltekit(),
		embedScriptModule(),
		svelteNamespace(),
		chunkGroups(),
		localeSplit({ locales: settings.locales, paraglideDir: './src/lib/paraglide' }),
		...(command === 'serve'
			? [cloudflare({ configPath: 'wrangler.rooms.toml', viteEnvironment: { name: 'rooms' } })]
			: [])
	]
}));
