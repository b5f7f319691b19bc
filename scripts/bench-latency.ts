// `npm run bench:latency [-- --games 2 --delay 150 --jitter 20]`: a player on a
// phone (390×844, Debian's Chromium) plays whole games against two bots, straight to
// the server and through a proxy that delays every frame and response `--delay` ms
// each way (± `--jitter`, in order), games alternating so both see the same machine.
// Printed side by side, measured in the page: tap → the tap shown (a card picked, a
// spot chosen, "sending…"), Confirm → the room's new state shown, and how long the
// card just placed was out of your tableau meanwhile. Needs a build (`npm run build`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../test/e2e/browser';
import { PROBE, playMeasured, startBotGame, summary, type Tap } from '../test/e2e/latency';
import { startProxy } from '../test/e2e/proxy';
import { PHONE } from '../test/e2e/table-helpers';
import { startServer } from './server';

const { values } = parseArgs({
	options: {
		/** Games on each route. */
		games: { type: 'string', default: '2' },
		/** The proxy's delay each way (ms). */
		delay: { type: 'string', default: '150' },
		/** Up to this much more or less each way (ms). */
		jitter: { type: 'string', default: '20' }
	}
});
const GAMES = Number(values.games);
const DELAY_MS = Number(values.delay);
const JITTER_MS = Number(values.jitter);

if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
	console.error('No build found: run `npm run build` first.');
	process.exit(1);
}

const state = mkdtempSync(join(tmpdir(), 'castle-combo-bench-latency-'));
const server = await startServer({ persistTo: state, quiet: true, vars: { RATE_LIMITS: 'off' } });
const proxy = await startProxy(server.url, { delayMs: DELAY_MS, jitterMs: JITTER_MS });
const phone = await launchBrowser(PHONE);
await phone.context.addInitScript(PROBE);

const routes = [
	{ name: 'direct', url: server.url, taps: [] as Tap[] },
	{ name: `proxy ${DELAY_MS}±${JITTER_MS} ms`, url: proxy.url, taps: [] as Tap[] }
];
try {
	for (let game = 1; game <= GAMES; game++) {
		for (const route of routes) {
			const page = await phone.context.newPage();
			await startBotGame(page, route.url);
			route.taps.push(...(await playMeasured(page)));
			await page.close();
			console.error(`game ${game}/${GAMES} ${route.name}: done`);
		}
	}
} finally {
	await phone.close();
	await proxy.close();
	await server.stop();
	rmSync(state, { recursive: true, force: true });
}

const figures = routes.map((r) => summary(r.taps));
const rows: [string, keyof ReturnType<typeof summary>][] = [
	['tap -> feedback', 'feedback'],
	['Confirm -> confirmed', 'confirmed'],
	['placed card out of view', 'missing']
];
const cell = (s: { p50: number; p95: number; n: number }) =>
	`${String(s.p50).padStart(5)} ${String(s.p95).padStart(5)} ${String(s.n).padStart(4)}`;
console.log(`\n${GAMES} game(s) per route at ${PHONE.width}×${PHONE.height}, ms (p50 p95 n):`);
console.log(`${''.padEnd(26)}${routes.map((r) => r.name.padEnd(20)).join('')}`);
for (const [label, key] of rows) {
	console.log(`${label.padEnd(26)}${figures.map((f) => cell(f[key]).padEnd(20)).join('')}`);
}
