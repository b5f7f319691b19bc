// Do two versions of the review give the same verdicts? Reviews a fixed set of games
// (seeded bots, one seat each) and either writes the results, or compares them with
// results written earlier (by this script run on another checkout of the project):
// each decision's loss within its stated uncertainty of the other's, and the same
// worst steps.
//
//   npx tsx scripts/review-agreement.ts --write before.json [--root <other checkout>]
//   npx tsx scripts/review-agreement.ts --against before.json
//   npx tsx scripts/review-agreement.ts --reference --write slow.json   (see below)
//
// `--root` reviews with the code of another checkout (its bots/ and engine/), so
// today's results can be written from the commit before a change.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

function arg(name: string): string | undefined {
	const i = process.argv.indexOf(`--${name}`);
	return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The games: players, seed, the levels of the seats, the seat reviewed. */
const GAMES = [
	{ players: 5, seed: 'bench-review', levels: ['medium', 'hard', 'hard', 'medium', 'easy'], seat: 0 },
	{ players: 5, seed: 'agree-5b', levels: ['easy', 'medium', 'hard', 'medium', 'hard'], seat: 0 },
	{ players: 4, seed: 'agree-4', levels: ['medium', 'hard', 'easy', 'hard'], seat: 0 },
	{ players: 3, seed: 'agree-3', levels: ['easy', 'hard', 'medium'], seat: 0 },
	{ players: 2, seed: 'agree-2', levels: ['medium', 'hard'], seat: 0 },
	{ players: 2, seed: 'agree-2b', levels: ['easy', 'hard'], seat: 0 }
] as const;

interface Verdict {
	game: string;
	step: number;
	loss: { mean: number; se: number };
}
interface Results {
	decisions: Verdict[];
	worst: Record<string, number[]>;
	seconds: number;
}

async function review(root: string, options?: object): Promise<Results> {
	const load = (path: string) => import(pathToFileURL(resolve(root, path)).href);
	const engine = await load('engine/index.ts');
	const sim = await load('engine/sim.ts');
	const bots = await load('bots/index.ts');
	const rev = await load('bots/review.ts');
	const decisions: Verdict[] = [];
	const worst: Record<string, number[]> = {};
	let seconds = 0;
	for (const game of GAMES) {
		let g = engine.newGame({ players: game.players, seed: game.seed });
		const rng = sim.createRandom(game.seed);
		for (let now = engine.toAct(g); now; now = engine.toAct(g)) {
			const view = engine.viewFor(g, now.seat);
			const action = bots.chooseAction(view, game.levels[now.seat], rng, { timeLimitMs: Infinity });
			g = engine.applyAction(g, now.seat, action).game;
		}
		const t0 = process.cpuUsage();
		const r = rev.reviewSeat(engine.recordOf(g), game.seat, options);
		const cpu = process.cpuUsage(t0);
		seconds += (cpu.user + cpu.system) / 1e6;
		if (!r.ok) throw new Error(r.error);
		for (const d of r.review.decisions) decisions.push({ game: game.seed, step: d.step, loss: d.loss });
		worst[game.seed] = r.review.worst;
		console.log(`${game.seed}: ${r.review.decisions.length} decisions, worst ${r.review.worst.join(', ')}`);
	}
	return { decisions, worst, seconds };
}

const root = arg('root') ?? process.cwd();
// --reference: this checkout's review the slow way (96 fresh games for every decision, the
// expert's full search), to tell what the faster review changed from what its policy did.
const options = process.argv.includes('--reference')
	? { playouts: 96, minPlayouts: 96, bestPlayouts: 96, reuse: false, expert: { race: 0 } }
	: undefined;
const results = await review(root, options);
console.log(`CPU ${results.seconds.toFixed(1)} s for the reviews`);
const out = arg('write');
if (out) writeFileSync(out, JSON.stringify(results, null, '\t'));
const against = arg('against');
if (against) {
	const before = JSON.parse(readFileSync(against, 'utf8')) as Results;
	const key = (v: Verdict) => `${v.game}/${v.step}`;
	const old = new Map(before.decisions.map((v) => [key(v), v]));
	let within1 = 0;
	let within2 = 0;
	let n = 0;
	for (const v of results.decisions) {
		const o = old.get(key(v));
		if (!o) throw new Error(`decision ${key(v)} not in ${against}`);
		n++;
		const d = Math.abs(v.loss.mean - o.loss.mean);
		const se = Math.hypot(v.loss.se, o.loss.se);
		if (d <= se) within1++;
		if (d <= 2 * se) within2++;
		if (d > 2 * se)
			console.log(
				`  ${key(v)}: ${o.loss.mean.toFixed(2)} ± ${o.loss.se.toFixed(2)} before, ${v.loss.mean.toFixed(2)} ± ${v.loss.se.toFixed(2)} now`
			);
	}
	let sameWorst = 0;
	let sameTop = 0;
	for (const game of Object.keys(before.worst)) {
		const a = before.worst[game];
		const b = results.worst[game] ?? [];
		if (a.length === b.length && a.every((s) => b.includes(s))) sameWorst++;
		if (a[0] === b[0]) sameTop++;
	}
	const games = Object.keys(before.worst).length;
	console.log(
		`${n} decisions: loss within 1 combined se of before ${within1} (${((100 * within1) / n).toFixed(0)} %), within 2 ${within2} (${((100 * within2) / n).toFixed(0)} %); ` +
			`same worst steps (as a set) in ${sameWorst}/${games} games, same worst step in ${sameTop}/${games}; ` +
			`CPU ${results.seconds.toFixed(1)} s now, ${before.seconds.toFixed(1)} s before (×${(results.seconds / before.seconds).toFixed(2)})`
	);
}
