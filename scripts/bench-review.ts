// How long a review takes: one seat of a 5-player game, reviewed with the
// defaults the page uses (bots/review.ts), decision by decision in one thread, then
// as the page does it, shared between workers (src/lib/review/review-pool.ts).
//
//   npm run bench:review                       seat 0 of a 5-player game (medium, hard, hard, medium, easy)
//   npm run bench:review -- --players 3 --seat 1 --seed x --level easy   another game and seat
//   npm run bench:review -- --level random     the seat picks uniformly among its legal moves
//   npm run bench:review -- --level expert     the seat plays the expert's moves (its review loses 0)
//   npm run bench:review -- --workers 4          the page's way with 4 workers (default: as the page
//       would choose on this machine, one per core, at most 4; 0 skips it)
//   npm run bench:review -- --browser [--rounds 3]   the page's way in Chromium too (bundled as the
//       build does, a fresh context each round, the workers' start included): see review-in-chromium.ts
//   npm run bench:review -- --compare <other checkout> [--rounds 2]   the same review with that
//       checkout's bots/review.ts too, alternately in one run, and the ratio of the times; with
//       --browser, in Chromium too: each checkout's reviewSeat bundled into one Web Worker, a fresh
//       page each (the other checkout needs its node_modules and `npx svelte-kit sync`)
//
// Prints each decision's time, the move played against the expert's with their
// estimates, and the whole review's wall-clock and CPU time (the CPU time is what
// it costs a core of its own on a machine that other jobs share).
import { applyAction, newGame, recordOf, toAct, viewFor } from '../engine/index';
import { createRandom } from '../engine/sim';
import { chooseAction, type BotLevel } from '../bots/index';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { isDeepStrictEqual } from 'node:util';
import { planReview, reviewDecision, summarize, type DecisionReview, type SeatReview } from '../bots/review';
import { ReviewPool, reviewWorkers, type WorkerLike } from '../src/lib/review/review-pool';
import { compareInChromium, reviewInChromium } from './review-in-chromium';

function arg(name: string, fallback: string): string {
	const i = process.argv.indexOf(`--${name}`);
	return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const players = Number(arg('players', '5'));
const seat = Number(arg('seat', '0'));
const seed = arg('seed', 'bench-review');
const levels: (BotLevel | 'random')[] = (['medium', 'hard', 'hard', 'medium', 'easy'] as BotLevel[]).slice(0, players);
if (process.argv.includes('--level')) levels[seat] = arg('level', 'medium') as BotLevel | 'random';

let g = newGame({ players, seed });
const rng = createRandom(seed);
for (let now = toAct(g); now; now = toAct(g)) {
	const view = viewFor(g, now.seat);
	const level = levels[now.seat];
	const action =
		level === 'random'
			? view.legal[Math.floor(rng() * view.legal.length)]
			: chooseAction(view, level, rng, { timeLimitMs: Infinity });
	const r = applyAction(g, now.seat, action);
	if (!r.ok) throw new Error(r.error.message);
	g = r.game;
}
const record = recordOf(g);
const plan = planReview(record, seat);
if (!plan.ok) throw new Error(plan.error);

const fmt = (e: { mean: number; se: number }) => `${e.mean.toFixed(1)} ± ${e.se.toFixed(1)}`;
const t0 = performance.now();
const c0 = process.cpuUsage();
const done: DecisionReview[] = [];
for (const task of plan.tasks) {
	const t = performance.now();
	const d = reviewDecision(task);
	done.push(d);
	console.log(
		`step ${String(d.step).padStart(3)} turn ${d.turn} ${d.decision.padEnd(8)} ${(performance.now() - t).toFixed(0).padStart(5)} ms` +
			`  played ${fmt(d.playedScore)}  best ${fmt(d.bestScore)}  loss ${fmt(d.loss)}`
	);
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
const review = summarize(seat, done);
console.log(
	`\n${players} players, seat ${seat} (${levels[seat]}): ${plan.tasks.length} decisions reviewed in ${wall.toFixed(1)} s ` +
		`(CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s); total estimated loss ${fmt(review.totalLoss)}; ` +
		`worst steps ${review.worst.join(', ')}`
);

const workers = Number(arg('workers', String(reviewWorkers(availableParallelism()))));
if (workers > 0) {
	// The review's job in worker threads, each loading the code as a page's worker would
	// (here through tsx, which compiles it: a start a little slower than the browser's bundle).
	const nodeWorker = (): WorkerLike => {
		const entry = JSON.stringify(new URL('./review-worker.ts', import.meta.url).href);
		// tsx's own hooks, registered in the thread (Node 20 does not pass `--import tsx` on to workers).
		const boot = `import('tsx/esm/api').then(({ register }) => (register(), import(${entry})))`;
		const thread = new Worker(boot, { eval: true });
		const like: WorkerLike = {
			onmessage: null,
			onerror: null,
			postMessage: (request) => thread.postMessage(request),
			terminate: () => void thread.terminate()
		};
		thread.on('message', (data) => like.onmessage?.({ data } as MessageEvent));
		thread.on('error', (error) => {
			console.error(error);
			like.onerror?.({} as ErrorEvent);
		});
		return like;
	};
	const t = performance.now();
	const c = process.cpuUsage();
	const pooled = await new Promise<SeatReview>((done, fail) => {
		new ReviewPool(
			nodeWorker,
			workers,
			{ planned: () => {}, decision: () => {}, done, error: (e) => fail(new Error(e)) },
			{ type: 'plan', record, seat }
		);
	});
	const pooledWall = (performance.now() - t) / 1000;
	const pooledCpu = process.cpuUsage(c);
	console.log(
		`\nThe page's way, ${workers} workers (their start included): ${pooledWall.toFixed(2)} s wall ` +
			`(CPU of all threads ${((pooledCpu.user + pooledCpu.system) / 1e6).toFixed(1)} s), ` +
			`×${(pooledWall / wall).toFixed(2)} the one thread's time; ` +
			`${isDeepStrictEqual(pooled, review) ? 'the same review' : 'A DIFFERENT REVIEW'}`
	);
	if (!isDeepStrictEqual(pooled, review)) process.exitCode = 1;
}

if (process.argv.includes('--browser')) {
	const rounds = Number(arg('rounds', '3'));
	const inPage = Math.max(1, workers);
	const runs = await reviewInChromium(record, seat, { workers: inPage, rounds });
	const walls = runs.map((r) => r.wall).sort((a, b) => a - b);
	// Compared as JSON: the page's answer comes back through it (a -0 loss reads 0).
	const same = runs.every((r) => JSON.stringify(r.review) === JSON.stringify(review));
	console.log(
		`\nIn Chromium, ${inPage} workers, ${rounds} fresh pages: median ${walls[Math.floor(rounds / 2)].toFixed(2)} s ` +
			`(${walls.map((w) => w.toFixed(2)).join(', ')}); ${same ? 'the same review' : 'A DIFFERENT REVIEW'}`
	);
	if (!same) {
		// Name the steps that differ: a function that rounds differently on another engine (see eslint.config.js).
		const other = runs.find((r) => JSON.stringify(r.review) !== JSON.stringify(review))!.review;
		const steps = other.decisions.filter((d, i) => JSON.stringify(d) !== JSON.stringify(review.decisions[i]));
		console.log(`  (differs from Node's at step ${steps.map((d) => d.step).join(', ')})`);
	}
}

const compare = process.argv.includes('--compare') ? arg('compare', '') : '';
if (compare) {
	// The same record reviewed by both checkouts, alternately, so both see the same load.
	const other = await import(pathToFileURL(resolve(compare, 'bots/review.ts')).href);
	const reviewers = [
		{ label: 'this', planReview, reviewDecision },
		{ label: compare, planReview: other.planReview, reviewDecision: other.reviewDecision }
	];
	const totals = new Map(reviewers.map((r) => [r.label, { wall: 0, cpu: 0 }]));
	const rounds = Number(arg('rounds', '2'));
	for (let round = 0; round < rounds; round++) {
		for (const r of round % 2 ? reviewers : reviewers.slice().reverse()) {
			const t = performance.now();
			const c = process.cpuUsage();
			const p = r.planReview(record, seat);
			for (const task of p.tasks) r.reviewDecision(task);
			const used = process.cpuUsage(c);
			const total = totals.get(r.label)!;
			total.wall += (performance.now() - t) / 1000;
			total.cpu += (used.user + used.system) / 1e6;
		}
	}
	console.log(`\nSide by side, ${rounds} rounds (mean per review):`);
	for (const [label, t] of totals)
		console.log(`  ${label}: ${(t.wall / rounds).toFixed(2)} s wall, ${(t.cpu / rounds).toFixed(2)} s CPU`);
	const [mine, theirs] = [...totals.values()];
	console.log(
		`  this / other: wall ×${(mine.wall / theirs.wall).toFixed(2)}, CPU ×${(mine.cpu / theirs.cpu).toFixed(2)}`
	);
	if (process.argv.includes('--browser')) {
		// Cold, as a player meets it: a fresh page, one worker, each checkout's own code.
		const { mine, theirs, ratios } = await compareInChromium(record, seat, { other: compare, rounds });
		const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
		const list = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(', ');
		console.log(`\nIn Chromium, one worker, a fresh page each, in turn, ${rounds} rounds:`);
		console.log(`  this: median ${median(mine).toFixed(2)} s (${list(mine)})`);
		console.log(`  ${compare}: median ${median(theirs).toFixed(2)} s (${list(theirs)})`);
		console.log(`  this / other, review by review: median ×${median(ratios).toFixed(2)} (${list(ratios)})`);
	}
}
