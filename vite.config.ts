import { sveltekit } from '@sveltejs/kit/vite';
import { cloudflare } from '@cloudflare/vite-plugin';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import settings from './project.inlang/settings.json' with { type: 'json' };
import { localeSplit } from './scripts/locale-split.ts';
import { embedScriptModule } from './scripts/embed-script.ts';
import { preloadMissing } from './scripts/preload-missing.ts';

// `vite dev`: SvelteKit pages plus the rooms Worker (Durable Objects) on one
// port with live reload. The Cloudflare plugin must come after sveltekit().
// `vite build` only builds the SvelteKit app; wrangler bundles party/worker.ts.
// Paraglide compiles messages/*.json into src/lib/paraglide (options in
// project.inlang/paraglide.config.js); localeSplit gives each locale its own copy
// of the browser bundle; embedScriptModule compiles the <castle-combo> element
// that /embed.js serves; preloadMissing keeps a dynamic import's preload list to the chunks
// the page may not have yet. package.json's "sideEffects" names the folders whose
// modules may act on import (src/, party/, SvelteKit's generated code): the engine
// and the bots never do, so the browser gets only the rules it calls and no bot
// comes with a level's name.

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A group's test: modules under these paths (folders end with `/`). */
const under =
	(...paths: string[]) =>
	(id: string) =>
		paths.some((path) => id.startsWith(ROOT + path));

// Where the browser bundle is cut: at a table's phases. A shared link loads the
// table and its lobby, a reload mid-game the table and the game; what a phase
// opens later (a decision, the end screen) loads when it is needed. Rolldown tries
// the groups in order: each takes the modules its test names and what they import
// that no earlier group took. An `entriesAware` group cuts what it takes by who
// loads it, into chunks named after the group and those pages (`pages~nodes/7~…`),
// so a word or a helper the score pad shares with the game is a small chunk of its
// own, not a reason to load the game. `npm run check:budget` says what each page
// and phase loads.
const chunkGroups = [
	// What every page loads: Svelte, SvelteKit, the root layout and its header.
	{
		name: 'framework',
		test: under(
			'node_modules/svelte/',
			'node_modules/@sveltejs/kit/',
			'node_modules/devalue/',
			'node_modules/clsx/',
			'node_modules/esm-env/',
			'.svelte-kit/generated/root.',
			'.svelte-kit/generated/client-optimized/matchers.js',
			'src/hooks.client.ts',
			'src/params/',
			'src/routes/+layout.svelte',
			'src/routes/+error.svelte',
			'src/lib/paraglide/runtime.js',
			'src/lib/paraglide/registry.js',
			'src/lib/i18n/',
			'src/lib/ui/PageTools.svelte',
			'src/lib/ui/Glyph.svelte',
			'src/lib/ui/UiIcon.svelte',
			// The rules' rich text (a price, a pawn in a sentence): the lesson's page shows it
			// at once, and the Rules panel every page opens on demand. Here its stylesheet is
			// linked by every page; in a chunk of its own, SvelteKit's walk would reach it
			// through the Rules panel first and link it for no page.
			'src/lib/rules/RichText.svelte'
		)
	},
	// The cards, their names, scores and prices: the game, the score pad, the rules and
	// the lesson show them.
	{
		name: 'cards',
		test: under('engine/data.ts', 'engine/scoring.ts', 'src/lib/cards/card-names.ts', 'src/lib/cards/cost.ts')
	},
	// The pages outside a table, and what they open on demand (the rules, a score pad's cell).
	{
		name: 'pages',
		entriesAware: true,
		test: under(
			'src/routes/+page.svelte',
			'src/routes/score/',
			'src/routes/replay/',
			'src/routes/embed/+page.svelte',
			'src/routes/embed/new/',
			'src/lib/score-pad/',
			'src/lib/rules/RulesPanel.svelte',
			// The replay page says how long a closed table keeps its games, as the table does.
			'src/lib/table/lifetime.ts'
		)
	},
	// A table in every phase (/t/<id>, and /embed/<id> around it), then the lobby and the
	// game, which the table loads on demand. What only the lobby and the game share is
	// a chunk of its own.
	// Whether reactions show is read in the lobby and the game alike: the table's. The
	// server's room client is the /t page's (next group): /practice and /learn draw the
	// same table on a room in the page.
	{
		name: 'table',
		test: under(
			'src/lib/table/Table.svelte',
			// The refusals' codes and why a table closed: the server's room client says it too.
			'src/lib/table/errors.ts',
			'src/lib/table/reactions/shown.ts',
			// The player's table settings (one tap, sounds): the lesson reads them at once, as the game does.
			'src/lib/table/turn/settings.svelte.ts',
			// shareEqual, for the server's room client and the game's log alike: left to the
			// next group, the game would load the /t page's chunk for it, on /practice and /learn too.
			'src/lib/table/share-equal.ts'
		)
	},
	// The /t page's own: the server room's client and its socket.
	{ name: 'server-room', test: under('src/routes/t/[room=room]/+page.svelte') },
	{ name: 'lobby', entriesAware: true, test: under('src/lib/table/lobby/Lobby.svelte') },
	{ name: 'game', test: under('src/lib/table/game/Game.svelte') }
];

export default defineConfig(({ command }) => ({
	// The server's bundle is left as Rolldown cuts it.
	environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } } },
	// The review's Web Worker (src/lib/review/) is an ES module, started with { type: 'module' }.
	worker: { format: 'es' as const },
	plugins: [
		paraglideVitePlugin({ project: './project.inlang' }),
		sveltekit(),
		embedScriptModule(),
		preloadMissing(),
		localeSplit({ locales: settings.locales, paraglideDir: './src/lib/paraglide' }),
		...(command === 'serve'
			? [cloudflare({ configPath: 'wrangler.rooms.toml', viteEnvironment: { name: 'rooms' } })]
			: [])
	]
}));
