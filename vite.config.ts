import { sveltekit } from '@sveltejs/kit/vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { defineConfig } from 'vite';

// `vite dev`: SvelteKit pages plus the rooms Worker (Durable Objects) on one
// port with live reload. The Cloudflare plugin must come after sveltekit().
// `vite build` only builds the SvelteKit app; wrangler bundles party/worker.ts.
export default defineConfig(({ command }) => ({
	plugins: [
		sveltekit(),
		...(command === 'serve'
			? [cloudflare({ configPath: 'wrangler.rooms.toml', viteEnvironment: { name: 'rooms' } })]
			: [])
	]
}));
