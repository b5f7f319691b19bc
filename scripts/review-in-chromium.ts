// bench:review's `--browser`: the review as the page runs it, in Chromium. The review's
// Web Worker (src/lib/review/review.worker.ts) and the page's pool (review-pool.ts) are
// bundled with Vite, minified, as the build does, and each run starts in a fresh browser
// context (empty cache): from the press to the last decision, the workers' fetching,
// parsing and start included. Node's worker threads compile the code through tsx first,
// which no browser does, so this is the figure a player's wait is measured by.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/browser';
import type { SeatReview } from '../bots/review';
import { bundle, serveFolder } from './worker-page';

export interface BrowserRun {
	wall: number;
	review: SeatReview;
}

type RunReview = (record: unknown, seat: number, workers: number) => Promise<{ ms: number; review: SeatReview }>;

/** Reviews `seat` of `record` `rounds` times in Chromium, each in a fresh context, with `workers` workers. */
export async function reviewInChromium(
	record: unknown,
	seat: number,
	{ workers, rounds }: { workers: number; rounds: number }
): Promise<BrowserRun[]> {
	const root = process.cwd();
	const dir = mkdtempSync(join(tmpdir(), 'castle-combo-review-'));
	const page = join(dir, 'page.ts');
	writeFileSync(
		page,
		`import { ReviewPool } from ${JSON.stringify(join(root, 'src/lib/review/review-pool'))};
(window as any).runReview = (record: unknown, seat: number, workers: number) =>
	new Promise((done, fail) => {
		const t0 = performance.now();
		new ReviewPool(() => new Worker('/review.worker.js', { type: 'module' }) as any, workers, {
			planned() {},
			decision() {},
			done: (review) => done({ ms: performance.now() - t0, review }),
			error: (e) => fail(new Error(String(e)))
		}, { type: 'plan', record, seat });
	});
`
	);
	const out = join(dir, 'out');
	await bundle(root, join(root, 'src/lib/review/review.worker.ts'), out, 'review.worker.js');
	await bundle(root, page, out, 'page.js');
	writeFileSync(
		join(out, 'index.html'),
		'<!doctype html><title>review</title><script type="module" src="/page.js"></script>'
	);
	const server = await serveFolder(out);
	const origin = server.origin;
	const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
	const runs: BrowserRun[] = [];
	try {
		for (let i = 0; i < rounds; i++) {
			const context = await browser.newContext();
			const tab = await context.newPage();
			await tab.goto(`${origin}/`);
			await tab.waitForFunction(() => 'runReview' in window);
			// The page's own bundle does the timing: a function passed from here would carry the
			// TypeScript loader's helpers with it.
			const { ms, review } = await tab.evaluate(
				({ record, seat, workers }) => (window as unknown as { runReview: RunReview }).runReview(record, seat, workers),
				{ record, seat, workers }
			);
			runs.push({ wall: ms / 1000, review });
			await context.close();
		}
	} finally {
		await browser.close();
		server.close();
		rmSync(dir, { recursive: true, force: true });
	}
	return runs;
}

/**
 * The same record reviewed in Chromium by this checkout and by `other`, each bundled from its
 * own `bots/review.ts` into one Web Worker that runs `reviewSeat` (every checkout since reviews
 * began has it, before the page's pool), a fresh context per review, the two in turn. Timed
 * from the worker's creation to its answer, its load included. Returns each one's times (s)
 * and the ratio of this checkout's to the other's, paired review by review.
 */
export async function compareInChromium(
	record: unknown,
	seat: number,
	{ other, rounds }: { other: string; rounds: number }
): Promise<{ mine: number[]; theirs: number[]; ratios: number[] }> {
	const dir = mkdtempSync(join(tmpdir(), 'castle-combo-review-compare-'));
	const checkouts = [process.cwd(), resolve(other)];
	const servers: { origin: string; close(): void }[] = [];
	const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
	const times: number[][] = [[], []];
	try {
		for (const [i, root] of checkouts.entries()) {
			// Inside the checkout: Vite resolves its imports (and its tsconfig) from there.
			const src = mkdtempSync(join(root, '.review-compare-'));
			try {
				writeFileSync(
					join(src, 'worker.ts'),
					`import { reviewSeat } from ${JSON.stringify(join(root, 'bots/review'))};
onmessage = (event) => { const review = reviewSeat(event.data.record, event.data.seat); postMessage(review.ok); };`
				);
				writeFileSync(
					join(src, 'page.ts'),
					`(window as any).runReview = (record: unknown, seat: number) => new Promise((done) => {
	const t0 = performance.now();
	const worker = new Worker('/worker.js', { type: 'module' });
	worker.onmessage = (event) => done({ ms: performance.now() - t0, ok: event.data });
	worker.postMessage({ record, seat });
});`
				);
				const out = join(dir, String(i));
				await bundle(root, join(src, 'worker.ts'), out, 'worker.js');
				await bundle(root, join(src, 'page.ts'), out, 'page.js');
				writeFileSync(join(out, 'index.html'), '<!doctype html><script type="module" src="/page.js"></script>');
				servers[i] = await serveFolder(out);
			} finally {
				rmSync(src, { recursive: true, force: true });
			}
		}
		for (let round = 0; round < rounds; round++) {
			for (const i of round % 2 ? [1, 0] : [0, 1]) {
				const context = await browser.newContext();
				const tab = await context.newPage();
				await tab.goto(`${servers[i].origin}/`);
				await tab.waitForFunction(() => 'runReview' in window);
				const { ms, ok } = await tab.evaluate(
					({ record, seat }) =>
						(
							window as unknown as {
								runReview: (record: unknown, seat: number) => Promise<{ ms: number; ok: boolean }>;
							}
						).runReview(record, seat),
					{ record, seat }
				);
				if (!ok) throw new Error(`${checkouts[i]} could not review this record`);
				times[i].push(ms / 1000);
				await context.close();
			}
		}
	} finally {
		await browser.close();
		servers.forEach((server) => server.close());
		rmSync(dir, { recursive: true, force: true });
	}
	return { mine: times[0], theirs: times[1], ratios: times[0].map((t, k) => t / times[1][k]) };
}
