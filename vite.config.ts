import { sveltekit } from '@sveltejs/kit/vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';

// `vite dev`: SvelteKit pages plus the rooms Worker (Durable Objects) on one
// port with live reload. The Cloudflare plugin must come after sveltekit().
// `vite build` only builds the SvelteKit app; wrangler bundles party/worker.ts.
export default defineConfig(({ command }) => ({
	build: {
		rolldownOptions: {
			// The engine is pure (no module does anything on import), so the browser gets
			// only what it uses: previews' rule code stays in their lazy chunk instead of
			// riding along with the card data in the first load.
			treeshake: { moduleSideEffects: (id: string) => (/\/engine\/[\w-]+\.(ts|json)$/.test(id) ? false : undefined) }
		}
	},
	plugins: [
		sveltekit(),
		...(command === 'serve'
			? [cloudflare({ configPath: 'wrangler.rooms.toml', viteEnvironment: { name: 'rooms' } })]
			: [])
	]
}));
