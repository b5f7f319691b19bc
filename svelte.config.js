import adapter from '@sveltejs/adapter-cloudflare';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
export default {
	preprocess: vitePreprocess(),
	kit: {
		// The adapter deletes and rewrites the `main` of the config it reads, so it
		// gets its own small config; wrangler.toml's entry wraps the built worker.
		adapter: adapter({
			config: 'wrangler.kit.toml',
			platformProxy: { configPath: 'wrangler.kit.toml' }
		}),
		// Type-check every layer, not only src/ and test/.
		typescript: {
			config: (config) => {
				config.include.push(
					'../engine/**/*.ts',
					'../bots/**/*.ts',
					'../party/**/*.ts',
					'../scripts/**/*.ts',
					'../vitest.config.ts'
				);
				// Paraglide's generated code is checked where it is imported; its server
				// middleware (unused: see src/hooks.server.ts) disagrees with the Workers' Request type.
				config.exclude.push('../src/lib/paraglide/**');
			}
		},
		// The service worker (offline score pad) is registered by /score itself, not by every page.
		serviceWorker: { register: false },
		alias: {
			$engine: 'engine',
			$party: 'party'
		}
	},
	compilerOptions: { runes: true }
};
