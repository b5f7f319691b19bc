// `npm run bench:motion [-- --rounds 1]`: long tasks while the table's motion plays,
// on a CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), in Debian's Chromium.
// Ada plays against three bots at their real pace (0.9 s a move) on a phone
// (390×844) and a desktop (1280×800), with motion and, side by side in the same
// run, with reduced motion (the same states drawn at once, nothing moving): the
// second after each bot move, its longest task. Needs a build (`npm run build`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../test/e2e/browser';
import { tableWithBots, watchBots } from '../test/e2e/motion-watch';
import { PHONE } from '../test/e2e/table-helpers';
import { Series } from './series';
import { startServer } from './server';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '1' } } });
const ROUNDS = Math.max(1, Number(values.rounds) || 1);
const SIZES = { phone: PHONE, desktop: { width: 1280, height: 800 } };
const LONG_MS = 50;

if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
	console.error('No build found: run `npm run build` first.');
	process.exit(1);
}

const storage = mkdtempSync(join(tmpdir(), 'castle-combo-bench-motion-'));
const server = await startServer({
	persistTo: storage,
	quiet: true,
	vars: { RATE_LIMITS: 'off', BOT_DELAY_MS: '900' }
});

/** The longest task in the second after each bot move of one game, with motion or reduced motion. */
async function longestTasks(viewport: { width: number; height: number }, reduced: boolean): Promise<number[]> {
	const browser = await launchBrowser(viewport);
	try {
		const page = await browser.context.newPage();
		if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
		const ada = await tableWithBots(page, server.url, false);
		const cdp = await browser.context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		const bots = await watchBots(page, ada);
		return bots.map((change) => change.longestTask);
	} finally {
		await browser.close();
	}
}

try {
	console.log(`Longest task (ms) in the second after each bot move, CPU 4× slower; ${ROUNDS} game(s) each\n`);
	console.log(
		`${'size'.padEnd(9)}${'motion'.padEnd(9)}${'moves'.padStart(6)}${'median'.padStart(8)}${'max'.padStart(6)}  > ${LONG_MS} ms`
	);
	for (const [name, viewport] of Object.entries(SIZES)) {
		const series = { motion: new Series(), reduced: new Series() };
		// Alternated, so that the machine's load weighs on both alike.
		for (let round = 0; round < ROUNDS; round++)
			for (const reduced of [false, true])
				for (const ms of await longestTasks(viewport, reduced)) series[reduced ? 'reduced' : 'motion'].add(ms);
		for (const [kind, s] of Object.entries(series)) {
			const long = s.values.filter((ms) => ms > LONG_MS).length;
			console.log(
				`${name.padEnd(9)}${kind.padEnd(9)}${String(s.values.length).padStart(6)}${s.percentile(50).toFixed(0).padStart(8)}${Math.max(
					...s.values
				)
					.toFixed(0)
					.padStart(6)}  ${long}`
			);
		}
	}
} finally {
	await server.stop();
	rmSync(storage, { recursive: true, force: true });
}
