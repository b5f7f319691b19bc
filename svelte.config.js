import adapter from '@sveltejs/adapter-cloudflare';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { buildName } from './scripts/build-name.js';

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
		// A deploy replaces every script: pages ask /_app/version.json every 5 minutes
		// (and whenever a script fails to load) whether a newer build is out, and the
		// next navigation then loads it in full (src/routes/+layout.svelte).
		version: { name: buildName(), pollInterval: 5 * 60_000 },

		// The service worker (src/service-worker.ts) is registered by the root layout,
		// after the page has loaded and never in a frame (src/lib/app/install.ts).
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
				// The service worker and the review's and hints' workers; the web app manifest.
				'worker-src': ['self'],
				'manifest-src': ['self'],
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
