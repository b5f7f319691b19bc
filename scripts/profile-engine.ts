// Where the engine's time goes: the two loops of bench:engine under V8's sampling
// profiler (node:inspector), the top functions by self time and their share.
//
//   npm run profile:engine                                   this tree's engine/
//   npm run profile:engine -- --engine ../other/engine       another copy of engine/
//   options: --path playout|apply (default both), --players 2|5 (default both), --top 5,
//            --interval 100 (µs between samples; V8's default of 1,000 leaves a few hundred
//            samples per loop, too few for shares under 5 %),
//            --out profile.cpuprofile (the whole profile, for Chrome's DevTools)
//
// Shares, not times: on a machine other jobs share, a share of the samples is what
// stays comparable between runs. Only the timed loop is profiled (not the setup).
import { writeFileSync } from 'node:fs';
import { Session, type Profiler } from 'node:inspector/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
	options: {
		engine: { type: 'string', default: join(ROOT, 'engine') },
		path: { type: 'string' },
		players: { type: 'string' },
		top: { type: 'string', default: '5' },
		interval: { type: 'string', default: '100' },
		out: { type: 'string' }
	}
});

type Game = unknown;
const load = async (name: string) => import(pathToFileURL(join(resolve(values.engine), `${name}.ts`)).href);
const { applyAction, newGame, toAct } = await load('index');
const { cloneGame, createRandom, playout, randomAction } = await load('sim');

/** The loop to profile, after its setup: random playouts, or applyAction on recorded (state, seat, action). */
function workload(path: string, players: number): () => void {
	const random = createRandom(`profile-${players}`);
	if (path === 'playout') {
		const starts: Game[] = Array.from({ length: 64 }, (_, i) => newGame({ players, seed: `bench-${players}-${i}` }));
		return () => {
			for (let i = 0; i < 20000; i++) playout(cloneGame(starts[i % 64]), random);
		};
	}
	const triples: [Game, number, unknown][] = [];
	for (let i = 0; triples.length < 20000; i++) {
		let g = newGame({ players, seed: `apply-${players}-${i}` });
		for (let now = toAct(g); now; now = toAct(g)) {
			const a = randomAction(g, random);
			triples.push([g, now.seat, JSON.parse(JSON.stringify(a))]);
			g = applyAction(g, now.seat, a).game;
		}
	}
	return () => {
		for (let k = 0; k < 10; k++) for (const [g, seat, a] of triples) applyAction(g, seat, a);
	};
}

/** Self time per function (name and file), as shares of all samples but idle ones. */
function topFunctions(profile: Profiler.Profile, top: number): string[] {
	const ticks = new Map<number, number>();
	for (const id of profile.samples ?? []) ticks.set(id, (ticks.get(id) ?? 0) + 1);
	const byName = new Map<string, number>();
	let total = 0;
	for (const node of profile.nodes) {
		const { functionName, url } = node.callFrame;
		if (functionName === '(idle)') continue;
		const n = ticks.get(node.id) ?? 0;
		total += n;
		const name = `${functionName || '(anonymous)'}${url ? ` (${basename(dirname(url))}/${basename(url)})` : ''}`;
		byName.set(name, (byName.get(name) ?? 0) + n);
	}
	return [...byName]
		.sort((a, b) => b[1] - a[1])
		.slice(0, top)
		.map(([name, n]) => `${((100 * n) / total).toFixed(1).padStart(5)} %  ${name}`);
}

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: Number(values.interval) });
for (const path of values.path ? [values.path] : ['playout', 'apply']) {
	for (const players of values.players ? [Number(values.players)] : [2, 5]) {
		const run = workload(path, players);
		run(); // warm-up: JIT
		await session.post('Profiler.start');
		run();
		const { profile } = await session.post('Profiler.stop');
		console.log(`${path}, ${players} players (${values.engine}):`);
		for (const line of topFunctions(profile, Number(values.top))) console.log(`  ${line}`);
		if (values.out)
			writeFileSync(values.out.replace(/(\.cpuprofile)?$/, `-${path}-${players}p.cpuprofile`), JSON.stringify(profile));
	}
}
session.disconnect();
