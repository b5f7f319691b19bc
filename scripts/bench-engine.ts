// Engine throughput, optionally side by side with a baseline commit in one run.
//
//   npm run bench:engine                         this tree's engine only
//   npm run bench:engine -- --against 7fa2ec9    this tree beside engine/ of 7fa2ec9
//   (--against may be repeated: one column and one ratio per baseline)
//   options: --rounds 40 (timed rounds per figure), --ms 100 (length of one round)
//
// 1. Random playouts (fast path): cloneGame once, then step + randomAction in
//    place until the end, what bots do thousands of times per move.
// 2. applyAction (public path): valibot validation + legality check +
//    structural copy + step, per call, on actions sampled by randomAction.
//
// Times are CPU time of the measuring process, not wall-clock time.
// Each engine runs in its own child process (its own V8 heap and JIT: engines
// loaded side by side in one process slow each other down unevenly). The rounds
// alternate between engines (A B, B A, …) so a busy machine hurts both alike;
// each figure is the median of its rounds. A ratio is the median of the rounds' own
// ratios (each engine's round against the other's next to it), with the middle half
// of those ratios beside it: this machine's speed swings by a quarter from one second
// to the next, and short rounds side by side cancel most of it.
// The baseline is `git archive <commit> engine`, unpacked in a temporary folder.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** CPU time of this process in ms (user + system): on a machine other jobs use too, time spent
 * waiting for a core is not the engine's, and wall-clock figures swing with the load. */
function cpuMs(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

type Task = { kind: 'playouts' | 'apply'; players: number; ms: number };
type Engine = Record<string, (...args: never[]) => unknown>;

/* ------------------------------ child: one engine ------------------------------ */

async function child(engineDir: string): Promise<void> {
	// The rules API; the fast paths moved from index.ts to sim.ts after 7fa2ec9.
	const load = (name: string) => import(pathToFileURL(join(engineDir, `${name}.ts`)).href) as Promise<Engine>;
	const E = { ...(await load('index')), ...(existsSync(join(engineDir, 'sim.ts')) ? await load('sim') : {}) };
	const { applyAction, cloneGame, createRandom, newGame, playout, randomAction, toAct } = E as unknown as {
		applyAction: (g: unknown, seat: number, a: unknown) => { ok: boolean; game: unknown };
		cloneGame: (g: unknown) => unknown;
		createRandom: (seed: string) => () => number;
		newGame: (o: { players: number; seed: string }) => unknown;
		playout: (g: unknown, random: () => number) => unknown;
		randomAction: (g: unknown, random: () => number) => unknown;
		toAct: (g: unknown) => { seat: number } | null;
	};

	const starts = new Map<number, unknown[]>();
	const randoms = new Map<number, () => number>();
	let gamesDone = 0;
	function playouts(players: number, ms: number): number {
		if (!starts.has(players)) {
			starts.set(
				players,
				Array.from({ length: 64 }, (_, i) => newGame({ players, seed: `bench-${players}-${i}` }))
			);
			randoms.set(players, createRandom(`bench-${players}`));
		}
		const games = starts.get(players)!;
		const random = randoms.get(players)!;
		let n = 0;
		const t0 = cpuMs();
		let t = t0;
		while (t - t0 < ms) {
			for (let i = 0; i < 100; i++) playout(cloneGame(games[gamesDone++ % 64]), random);
			n += 100;
			t = cpuMs();
		}
		return (n * 1000) / (t - t0);
	}

	// Recorded random games as (state, seat, action) triples; applyAction alone is timed.
	const triples = new Map<number, [unknown, number, unknown][]>();
	let applied = 0;
	function applyCost(players: number, ms: number): number {
		if (!triples.has(players)) {
			const random = createRandom(`apply-${players}`);
			const list: [unknown, number, unknown][] = [];
			for (let i = 0; list.length < 20000; i++) {
				let g = newGame({ players, seed: `apply-${players}-${i}` });
				for (let now = toAct(g); now; now = toAct(g)) {
					const a = randomAction(g, random);
					list.push([g, now.seat, JSON.parse(JSON.stringify(a))]);
					g = applyAction(g, now.seat, a).game;
				}
			}
			triples.set(players, list);
		}
		const list = triples.get(players)!;
		let n = 0;
		const t0 = cpuMs();
		let t = t0;
		while (t - t0 < ms) {
			for (let i = 0; i < 500; i++) {
				const [g, seat, a] = list[applied++ % list.length];
				if (!applyAction(g, seat, a).ok) throw new Error('bench: a recorded action was rejected');
			}
			n += 500;
			t = cpuMs();
		}
		return ((t - t0) * 1000) / n;
	}

	process.on('message', (task: Task | 'exit') => {
		if (task === 'exit') return process.disconnect();
		const value = task.kind === 'playouts' ? playouts(task.players, task.ms) : applyCost(task.players, task.ms);
		process.send!(value);
	});
	process.send!('ready');
}

/* ------------------------------ main: the rounds ------------------------------ */

interface Runner {
	label: string;
	proc: ChildProcess;
	run(task: Task): Promise<number>;
}

function startRunner(label: string, engineDir: string): Promise<Runner> {
	const proc = fork(fileURLToPath(import.meta.url), [engineDir], { execArgv: process.execArgv });
	let pending: ((value: number) => void) | null = null;
	return new Promise((ready, fail) => {
		proc.on('error', fail);
		proc.on('exit', (code) => code && fail(new Error(`${label}: the engine process exited with ${code}`)));
		proc.on('message', (m) => {
			if (m === 'ready') return ready({ label, proc, run });
			pending?.(m as number);
			pending = null;
		});
	});
	function run(task: Task): Promise<number> {
		return new Promise((done) => {
			pending = done;
			proc.send(task);
		});
	}
}

function baselineEngine(commit: string): { dir: string; sha: string; cleanup: () => void } {
	const sha = execFileSync('git', ['rev-parse', '--short', `${commit}^{commit}`], { cwd: ROOT })
		.toString()
		.trim();
	const dir = mkdtempSync(join(tmpdir(), `bench-${sha}-`));
	execFileSync('sh', ['-c', `git archive ${sha} engine | tar -x -C "${dir}"`], { cwd: ROOT });
	// ESM like the repo (`"type": "module"`), with the repo's dependencies (pure-rand, valibot).
	writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
	symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
	return { dir: join(dir, 'engine'), sha, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The q-quantile of xs, interpolated between the two nearest values. */
function quantile(xs: number[], q: number): number {
	const s = [...xs].sort((a, b) => a - b);
	const at = (s.length - 1) * q;
	const below = Math.floor(at);
	return s[below] + (s[Math.min(below + 1, s.length - 1)] - s[below]) * (at - below);
}
const median = (xs: number[]) => quantile(xs, 0.5);
const RATIO_WIDTH = 34;

async function main(): Promise<void> {
	const { values } = parseArgs({
		options: {
			against: { type: 'string', multiple: true, default: [] },
			rounds: { type: 'string', default: '40' },
			ms: { type: 'string', default: '100' }
		}
	});
	const rounds = Number(values.rounds);
	const ms = Number(values.ms);
	const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
	const dirty = execFileSync('git', ['status', '--porcelain', '--', 'engine'], { cwd: ROOT }).toString().trim() !== '';
	const bases = values.against.map(baselineEngine);
	const runners = [await startRunner(`this tree (${head}${dirty ? ', modified' : ''})`, join(ROOT, 'engine'))];
	for (const base of bases) runners.push(await startRunner(`baseline ${base.sha}`, base.dir));

	console.log(
		`Castle Combo engine benchmark (Node ${process.version}), ${rounds} alternating rounds of ${ms} ms CPU time`
	);
	const rows: { name: string; unit: string; higherIsBetter: boolean; samples: number[][] }[] = [];
	const tasks: [string, string, boolean, Task][] = [
		['random playouts, 2 players', 'games/s', true, { kind: 'playouts', players: 2, ms }],
		['random playouts, 5 players', 'games/s', true, { kind: 'playouts', players: 5, ms }],
		['applyAction, 2 players', 'µs/action', false, { kind: 'apply', players: 2, ms }],
		['applyAction, 5 players', 'µs/action', false, { kind: 'apply', players: 5, ms }]
	];
	try {
		for (const [name, unit, higherIsBetter, task] of tasks) {
			for (const r of runners) await r.run({ ...task, ms: Math.max(ms, 1000) }); // warm-up (JIT, setup)
			const samples: number[][] = runners.map(() => []);
			for (let round = 0; round < rounds; round++) {
				const order = [...runners.keys()];
				if (round % 2) order.reverse();
				for (const i of order) samples[i].push(await runners[i].run(task));
			}
			rows.push({ name, unit, higherIsBetter, samples });
		}
	} finally {
		for (const r of runners) r.proc.send('exit');
		for (const base of bases) base.cleanup();
	}

	const fmt = (n: number, unit: string) =>
		unit === 'games/s' ? `${Math.round(n).toLocaleString('en-US')} ${unit}` : `${n.toFixed(2)} ${unit}`;
	const width = Math.max(...runners.map((r) => r.label.length), 18);
	const ratioHeads = bases.map((b) => `this / ${b.sha} (middle half)`.padStart(RATIO_WIDTH));
	console.log(['figure'.padEnd(28), ...runners.map((r) => r.label.padStart(width)), ...ratioHeads].join(' '));
	for (const row of rows) {
		const [mine, ...theirs] = row.samples;
		// A ratio above 1 means this tree is faster (more games/s, fewer µs/action).
		const ratios = theirs.map((t) => {
			const perRound = mine.map((m, round) => (row.higherIsBetter ? m / t[round] : t[round] / m));
			const [low, mid, high] = [0.25, 0.5, 0.75].map((q) => quantile(perRound, q).toFixed(2));
			return `×${mid} (${low}–${high})`.padStart(RATIO_WIDTH);
		});
		const figures = row.samples.map((s) => fmt(median(s), row.unit).padStart(width));
		console.log([row.name.padEnd(28), ...figures, ...ratios].join(' '));
	}
}

// Last, once every declaration above is initialised.
if (process.send) await child(process.argv[2]);
else await main();
