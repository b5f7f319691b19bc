// `npm run bench:motion [-- --rounds 1]`: long tasks while the table's motion plays,
// on a CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), in Debian's Chromium.
// Ada plays against three bots at their real pace (0.9 s a move) on a phone
// (390×844) and a desktop (1280×800), with motion and, side by side in the same
// run, with reduced motion (the same states drawn at once, nothing moving): for each
// bot move, the longest task while the page told it (from the room's message until the
// page is still and the change's mark is off: issue 31's limit) and in the second
// after it, which Ada's own taps may share. Needs a build (`npm run build`).
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

/** Each bot move of one game, with motion or reduced motion: its longest tasks and how long it was told. */
async function botMoves(viewport: { width: number; height: number }, reduced: boolean) {
	const browser = await launchBrowser(viewport, { motion: true });
	try {
		const page = await browser.context.newPage();
		if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
		const ada = await tableWithBots(page, server.url, false);
		const cdp = await browser.context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		return await watchBots(page, ada);
	} finally {
		await browser.close();
	}
}

try {
	console.log(`Bot moves, CPU 4× slower, ${ROUNDS} game(s) each: the longest task (ms) while the page told the move`);
	console.log(
		`(until still and unmarked; the issue's limit) and in the second after it (Ada's own taps may fall in it)\n`
	);
	const head = (s: string, n: number) => s.padStart(n);
	console.log(
		`${'size'.padEnd(9)}${'motion'.padEnd(9)}${head('moves', 6)}${head('told ms', 9)}  ${'longest while told'.padEnd(22)}${'in the second after'}`
	);
	console.log(`${''.padEnd(33)}${'median  max  >50'.padEnd(22)}${'median  max  >50'}`);
	const cells = (s: Series) =>
		`${s.percentile(50).toFixed(0).padStart(6)}${Math.max(...s.values)
			.toFixed(0)
			.padStart(5)}${String(s.values.filter((ms) => ms > LONG_MS).length).padStart(5)}`;
	for (const [name, viewport] of Object.entries(SIZES)) {
		const kinds = ['motion', 'reduced'] as const;
		const series = Object.fromEntries(
			kinds.map((k) => [k, { told: new Series(), longestTold: new Series(), second: new Series() }])
		) as Record<(typeof kinds)[number], { told: Series; longestTold: Series; second: Series }>;
		// Alternated, so that the machine's load weighs on both alike.
		for (let round = 0; round < ROUNDS; round++)
			for (const reduced of [false, true])
				for (const move of await botMoves(viewport, reduced)) {
					const s = series[reduced ? 'reduced' : 'motion'];
					s.told.add(move.toldMs);
					s.longestTold.add(move.longestTold);
					s.second.add(move.longestTask);
				}
		for (const kind of kinds) {
			const s = series[kind];
			console.log(
				`${name.padEnd(9)}${kind.padEnd(9)}${String(s.told.values.length).padStart(6)}${s.told
					.percentile(50)
					.toFixed(0)
					.padStart(9)}  ${cells(s.longestTold).padEnd(22)}${cells(s.second)}`
			);
		}
	}
} finally {
	await server.stop();
	rmSync(storage, { recursive: true, force: true });
}
