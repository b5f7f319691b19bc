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

		// No inline script without SvelteKit's nonce (or hash, when prerendered). Styles
		// may be inline: Svelte writes style attributes. Framing is set per route in
		// src/hooks.server.ts (frame-ancestors cannot be a <meta> policy).
		csp: {
			mode: 'auto',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:'],
				'font-src': ['self', 'data:'],
				'media-src': ['self', 'data:', 'blob:'],
				'connect-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		},
		alias: {
			$engine: 'engine',
			$party: 'party'
		}
	},
	compilerOptions: { runes: true }
};
