import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Browser tests that hold a page's timings to bounds (a reconnect, a round trip, tap to a
 * game, every bot move told within the motion's 3 s): they run on their own, last. (Beside
 * the engine's heaviest tests, the motion fell more than 3 s behind on CI, and a late
 * move is shown at once, as it should be.)
 */
const TIMED = [
	'test/e2e/engines.test.ts',
	'test/e2e/latency.test.ts',
	'test/e2e/home-bots.test.ts',
	'test/e2e/motion.test.ts'
];
/** Room tests that need the short clock of their own project (rooms-days). */
const DAYS_ROOMS = ['test/rooms/days.test.ts'];
/** What every browser test needs: a build served by `wrangler dev` (global-setup), and time. */
const browserTests = {
	environment: 'node' as const,
	// One module graph per worker (playwright-core, the engine, the helpers): imported again
	// for each file, it took 1.7 s a file (8 files: import 16.9 → 3.1 s). The helpers' one
	// shared state, the Chromium a file's browsers share (browser.ts), closes with its last context.
	isolate: false,
	globalSetup: ['test/e2e/global-setup.ts'],
	testTimeout: 120_000,
	hookTimeout: 120_000
};

// Four layers, one `vitest run`: pure engine tests in Node, the UI's words and
// build tooling in Node, room tests inside workerd, and browser tests (Debian's
// chromium) against a real `wrangler dev`.
/**
 * A project of room tests in workerd. Bots move at once; pushes go to the fake push
 * service of test/rooms/push-service-setup.ts, signed with its pair. `bindings`: more
 * Worker variables for this project.
 */
function roomsProject(name: string, files: { include: string[]; exclude?: string[] }, bindings = {}) {
	return {
		plugins: [
			cloudflareTest(({ inject }) => ({
				wrangler: { configPath: './wrangler.rooms.toml' },
				miniflare: {
					bindings: {
						BOT_DELAY_MS: '0',
						PUSH_ALLOWED_ORIGINS: inject('pushService'),
						VAPID_PUBLIC_KEY: inject('vapidPublicKey'),
						VAPID_PRIVATE_KEY: inject('vapidPrivateKey'),
						VAPID_SUBJECT: 'mailto:tables@example.com',
						PUSH_RETRY_MS: '150',
						...bindings
					}
				}
			}))
		],
		test: { name, ...files, globalSetup: ['test/rooms/push-service-setup.ts'], testTimeout: 60_000 }
	};
}

export default defineConfig({
	test: {
		// Two files at a time (vitest's default is one fewer than the cores: one here,
		// and on CI): the browser tests wait on pages and sockets as much as on the CPU.
		maxWorkers: 2,
		// The rooms' structured logs (one JSON line per event) are tested, not printed.
		onConsoleLog: (log) => !log.startsWith('{"time":'),
		projects: [
			{
				test: {
					name: 'engine',
					environment: 'node',
					// Bots and reviews play whole games: a loaded machine slows them without making them wrong.
					testTimeout: 30_000,
					// One module graph per worker, as the unit project (35 → 30 s; any file order passes).
					isolate: false,
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
					// One module graph per worker, not per file: importing Svelte, the messages and the
					// controllers again for each of 62 files took 76 s of a 10 s project (61 → 20 s).
					// Every file passes in any order (run with --sequence.shuffle.files).
					isolate: false,
					// Paraglide compiles messages/*.json first, as a build does.
					globalSetup: ['test/lib/global-setup.ts']
				}
			},
			roomsProject('rooms', { include: ['test/rooms/**/*.test.ts'], exclude: DAYS_ROOMS }),
			// Tables over days on a short clock: a grace period of 0.3 s, and an hour of
			// allowance lasting 2 s, so the room's own alarms play a days game in seconds.
			roomsProject(
				'rooms-days',
				{ include: DAYS_ROOMS },
				{ GRACE_MS: '300', DAYS_HOUR_MS: '2000', DAYS_MAX_AGE_MS: '172800000' }
			),
			{
				test: {
					name: 'e2e',
					...browserTests,
					include: ['test/e2e/**/*.test.ts'],
					exclude: TIMED
				}
			},
			{
				test: {
					name: 'e2e-timed',
					...browserTests,
					include: TIMED,
					// Measured against bounds in ms (a reconnect, a round trip): alone, once the
					// rest is done, so that no other test's load is in their figures.
					fileParallelism: false,
					sequence: { groupOrder: 1 }
				}
			}
		]
	}
});
