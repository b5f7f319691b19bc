// `npm run bench:hints [-- --compare <other checkout>] [--views 16] [--rounds 2]`: how long
// a hint takes in Chromium, from the press to the answer. Bundles the hint's Web Worker
// (src/lib/hints/hint.worker.ts, with Vite, minified, as the build does) and asks it for
// hints on seats' views from seeded games of 2–5 players:
//   - first press: a fresh browser context (empty cache) starts the worker and asks at once,
//     so the time includes fetching, parsing and starting the worker's code;
//   - warm: one worker, asked for each view in turn (after one hint to warm it up).
// With --compare, the other checkout's worker is measured in the same run, alternately,
// and the ratios printed: timings on a shared machine are only comparable side by side.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { applyAction, newGame, toAct, viewFor, type GameView } from '../engine/index';
import { createRandom } from '../engine/sim';
import { chooseAction } from '../bots/index';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/e2e/browser';
import { bundle, serveFolder } from './worker-page';

const { values } = parseArgs({
	options: {
		compare: { type: 'string' },
		views: { type: 'string', default: '16' },
		rounds: { type: 'string', default: '2' }
	}
});
const roots = [{ label: 'this', root: process.cwd() }];
if (values.compare) roots.unshift({ label: 'compared', root: resolve(values.compare) });

/** Seats' views where they are to act with a choice, spread over games of 2–5 players. */
function sampleViews(count: number): GameView[] {
	const views: GameView[] = [];
	for (let k = 0; views.length < count; k++) {
		const players = 2 + (k % 4);
		let g = newGame({ players, seed: `bench-hints-${k}` });
		const rng = createRandom(`bench-hints-${k}`);
		let turn = 0;
		const at = 1 + (k % 7); // the turn of seat 0 at which to ask
		for (let now = toAct(g); now; now = toAct(g)) {
			const view = viewFor(g, now.seat);
			if (now.seat === 0 && now.decision === 'turn' && ++turn === at && view.legal.length > 1) {
				views.push(view);
				break;
			}
			const r = applyAction(g, now.seat, chooseAction(view, 'medium', rng));
			if (!r.ok) throw new Error(r.error.message);
			g = r.game;
		}
	}
	return views;
}

const dir = mkdtempSync(join(tmpdir(), 'castle-combo-hints-'));
for (const { label, root } of roots)
	await bundle(root, join(root, 'src/lib/hints/hint.worker.ts'), join(dir, label), 'hint.worker.js');
const views = sampleViews(Number(values.views));
writeFileSync(join(dir, 'views.json'), JSON.stringify(views));
type TimeHints = (label: string, indexes: number[], warmUp: boolean) => Promise<number[]>;
const PAGE = `<!doctype html><title>hints</title><script>
window.timeHints = async (label, indexes, warmUp) => {
	const all = await (await fetch('/views.json')).json();
	const ask = (worker, id, view) => new Promise((done, fail) => {
		worker.onmessage = (e) => (e.data.ok ? done() : fail(new Error('hint failed')));
		worker.onerror = (e) => fail(new Error(e.message));
		worker.postMessage({ id, view, current: null });
	});
	const start = () => new Worker('/' + label + '/hint.worker.js', { type: 'module' });
	const out = [];
	let worker = null;
	if (warmUp) {
		worker = start();
		await ask(worker, 0, all[all.length - 1]);
	}
	for (const [n, i] of indexes.entries()) {
		const t0 = performance.now();
		worker ??= start();
		await ask(worker, n + 1, all[i]);
		out.push(performance.now() - t0);
	}
	worker.terminate();
	return out;
};
</script>`;
writeFileSync(join(dir, 'index.html'), PAGE);

const server = await serveFolder(dir);
const origin = server.origin;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });

/** In the page: start a worker (or reuse one) and time hints for the given views. */
async function timeHints(label: string, indexes: number[], warmUp: boolean): Promise<number[]> {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(`${origin}/index.html`);
	// The page's own script (index.html) does the timing: a function passed from here would
	// carry the TypeScript loader's helpers with it.
	const times = await page.evaluate(
		({ label, indexes, warmUp }) => (window as unknown as { timeHints: TimeHints }).timeHints(label, indexes, warmUp),
		{ label, indexes, warmUp }
	);
	await context.close();
	return times;
}

const percentile = (xs: number[], p: number) => {
	const s = xs.slice().sort((a, b) => a - b);
	return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const first = new Map(roots.map((r) => [r.label, [] as number[]]));
const warm = new Map(roots.map((r) => [r.label, [] as number[]]));
const everyView = views.map((_, i) => i);
for (let round = 0; round < Number(values.rounds); round++) {
	for (const { label } of round % 2 ? roots.slice().reverse() : roots) {
		warm.get(label)!.push(...(await timeHints(label, everyView, true)));
		for (const i of everyView.filter((i) => i % 4 === round % 4))
			first.get(label)!.push(...(await timeHints(label, [i], false)));
	}
}
await browser.close();
server.close();
rmSync(dir, { recursive: true, force: true });

console.log(`Hints in Chromium (${views.length} views of 2–5 players, ${values.rounds} rounds)`);
console.log('| worker | warm median ms | warm p95 ms | warm max ms | first press median ms | first press max ms |');
console.log('|---|---|---|---|---|---|');
for (const { label, root } of roots) {
	const w = warm.get(label)!;
	const f = first.get(label)!;
	console.log(
		`| ${label} (${root}) | ${percentile(w, 50).toFixed(0)} | ${percentile(w, 95).toFixed(0)} | ${Math.max(...w).toFixed(0)} | ${percentile(f, 50).toFixed(0)} | ${Math.max(...f).toFixed(0)} |`
	);
}
if (roots.length === 2) {
	const ratio = (m: Map<string, number[]>, p: number) =>
		(percentile(m.get('this')!, p) / percentile(m.get('compared')!, p)).toFixed(2);
	console.log(
		`this / compared: warm median ×${ratio(warm, 50)}, warm p95 ×${ratio(warm, 95)}, first press median ×${ratio(first, 50)}`
	);
}
