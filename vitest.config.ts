import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// Three layers, one `vitest run`: pure engine tests in Node, room tests inside
// workerd, and browser tests (Debian's chromium) against a real `wrangler dev`.
export default defineConfig({
	test: {
		// The rooms' structured logs (one JSON line per event) are tested, not printed.
		onConsoleLog: (log) => !log.startsWith('{"time":'),
		projects: [
			{
				test: {
					name: 'engine',
					environment: 'node',
					include: ['test/engine/**/*.test.ts', 'test/party/**/*.test.ts']
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
