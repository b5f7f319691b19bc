import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Four layers, one `vitest run`: pure engine tests in Node, the UI's words and
// build tooling in Node, room tests inside workerd, and browser tests (Debian's
// chromium) against a real `wrangler dev`.
export default defineConfig({
	test: {
		// The rooms' structured logs (one JSON line per event) are tested, not printed.
		onConsoleLog: (log) => !log.startsWith('{"time":'),
		projects: [
			{
				test: {
					name: 'engine',
					environment: 'node',
					// The engine, its clients in Node (bots, the pure room modules) and the import boundary.
					include: ['test/engine/**/*.test.ts', 'test/bots/**/*.test.ts', 'test/party/**/*.test.ts', 'test/*.test.ts']
				}
			},
			{
				// svelte() compiles runes in .svelte.ts controllers, which these tests drive; with
				// Svelte's client runtime (the browser condition) their effects run as in a page.
				plugins: [svelte({ dynamicCompileOptions: () => ({ generate: 'client' }) })],
				resolve: { alias: { $lib: here('src/lib'), $engine: here('engine'), $party: here('party') } },
				ssr: { resolve: { conditions: ['browser', ...defaultServerConditions] } },
				test: {
					name: 'unit',
					environment: 'node',
					include: ['test/lib/**/*.test.ts', 'test/scripts/**/*.test.ts'],
					// Paraglide compiles messages/*.json first, as a build does.
					globalSetup: ['test/lib/global-setup.ts']
				}
			},
			{
				plugins: [
					cloudflareTest({
						wrangler: { configPath: './wrangler.rooms.toml' },
						// Bots move at once in tests.
						miniflare: { bindings: { BOT_DELAY_MS: '0' } }
					})
				],
				test: {
					name: 'rooms',
					include: ['test/rooms/**/*.test.ts'],
					testTimeout: 60_000
				}
			},
			{
				test: {
					name: 'e2e',
					environment: 'node',
					include: ['test/e2e/**/*.test.ts'],
					globalSetup: ['test/e2e/global-setup.ts'],
					testTimeout: 120_000,
					hookTimeout: 120_000,
					// one browser, one server: files run one after another
					fileParallelism: false
				}
			}
		]
	}
});
