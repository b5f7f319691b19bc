// Bot tournament.
//
//   npm run bench:bots                      the expert's report: expert vs hard with 2 players,
//                                           then 1 expert + 3 hard with 4 players (200 games each)
//   npm run bench:bots -- --games 40        the same, fewer games (a quick look)
//   npm run bench:bots -- --a hard --b medium --games 200 --players 2   one match-up
//   npm run bench:bots -- --a expert --b hard --players 4 --one-a       A holds one seat only
//
// 2 players: seats alternate between games (game i: seat 0 is A when i is even).
// More players: levels alternate over the seats, and which level gets seat 0
// alternates between games; with --one-a, A holds seat i mod players alone.
// Game i uses seed `bench-<players>-<i>` (the first player comes from the seed)
// and bot seeds derived from it, so a run is reproducible.
// A game's win goes to the seats ranked 1 (after the gold tie-break); tied
// winners share it equally (a 2-player tie counts ½ for each level).
// Prints each level's win rate (per game: the share of games its seats won)
// with a 95 % Wilson interval, its average score, and ms per decision
// (median, 95th percentile, max) over all its decisions, wall clock and CPU
// time of this process (the cost on a core of its own, on a machine that other jobs share).
// Hard budget overrides: --playouts N --candidates K --horizon T --prior W --diverse true|false;
// expert ones: --expert-turns N --expert-playouts N --expert-candidates K --expert-horizon T --expert-prior W
// --expert-race Z --expert-raceMin N (early stopping, off by default) --expert-winBonus P (points for a playout won)
// --expert-keys true|false (playouts that spend keys).
// --log FILE appends one JSON line per game (seed, sides, scores, ranks) for game-by-game comparisons.
// --from N starts at game N (shards of one series in parallel: --from 0 --games 100, --from 100 --games 100).
// --guards keeps the bots' wall-clock guards (hard 70 ms, expert EXPERT_DEFAULTS.timeLimitMs).
import { appendFileSync } from 'node:fs';
import { applyAction, newGame, scores, toAct, viewFor } from '../engine/index';
import { createRandom } from '../engine/sim';
import {
	chooseAction,
	expertStats,
	hardStats,
	type BotLevel,
	type ExpertOptions,
	type HardOptions
} from '../bots/index';

function arg(name: string, fallback: string): string {
	const i = process.argv.indexOf(`--${name}`);
	return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const has = (name: string) => process.argv.includes(`--${name}`);

const games = Number(arg('games', '200'));
/** First game's index: shards of one series run side by side (--from 100 --games 100), joined through --log. */
const from = Number(arg('from', '0'));
const hardOptions: HardOptions = {};
for (const k of ['playouts', 'candidates', 'horizon', 'prior'] as const) {
	if (has(k)) hardOptions[k] = Number(arg(k, '0'));
}
if (has('diverse')) hardOptions.diverse = arg('diverse', 'true') !== 'false';
const expertOptions: ExpertOptions = {};
// The wall-clock guards are lifted unless --guards: on a shared, loaded machine they would cut
// searches short and make the result depend on the load (both bots' budgets are playout counts).
if (!has('guards')) hardOptions.timeLimitMs = expertOptions.timeLimitMs = Infinity;
for (const k of ['turns', 'playouts', 'candidates', 'horizon', 'prior', 'race', 'raceMin', 'winBonus'] as const) {
	if (has(`expert-${k}`)) expertOptions[k] = Number(arg(`expert-${k}`, '0'));
}
if (has('expert-keys')) expertOptions.keys = arg('expert-keys', 'true') !== 'false';

interface Stats {
	wins: number;
	seats: number;
	score: number;
	/** Wall-clock ms per decision. */
	times: number[];
	/** CPU ms of this process per decision: what the decision costs a core, whatever else the machine runs. */
	cpu: number[];
}

/** CPU time of this process in ms (user + system). */
function cpuMs(): number {
	const { user, system } = process.cpuUsage();
	return (user + system) / 1000;
}

interface Match {
	a: BotLevel;
	b: BotLevel;
	players: number;
	/** A holds one seat, B all the others. */
	oneA: boolean;
}

function wilson(wins: number, n: number, z = 1.96): [number, number] {
	if (n === 0) return [0, 1];
	const p = wins / n;
	const d = 1 + (z * z) / n;
	const c = (p + (z * z) / (2 * n)) / d;
	const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
	return [Math.max(0, c - h), Math.min(1, c + h)];
}

function percentile(xs: number[], p: number): number {
	const s = xs.slice().sort((a, b) => a - b);
	if (!s.length) return 0;
	if (p === 50 && s.length % 2 === 0) return (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
	return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

function optionsFor(level: BotLevel): HardOptions | ExpertOptions {
	return level === 'expert' ? expertOptions : hardOptions;
}

function play({ a: A, b: B, players, oneA }: Match) {
	const stats: Record<'A' | 'B', Stats> = {
		A: { wins: 0, seats: 0, score: 0, times: [], cpu: [] },
		B: { wins: 0, seats: 0, score: 0, times: [], cpu: [] }
	};
	hardStats.decisions = hardStats.capped = expertStats.decisions = expertStats.capped = 0;
	const t0 = Date.now();
	for (let i = from; i < from + games; i++) {
		const seed = `bench-${players}-${i}`;
		let g = newGame({ players, seed });
		const side = (s: number): 'A' | 'B' => (oneA ? (s === i % players ? 'A' : 'B') : (s + i) % 2 === 0 ? 'A' : 'B');
		const level = (s: number) => (side(s) === 'A' ? A : B);
		const rngs = Array.from({ length: players }, (_, s) => createRandom(`${seed}-bot-${s}`));
		for (let now = toAct(g); now; now = toAct(g)) {
			const view = viewFor(g, now.seat);
			const t = performance.now();
			const c = cpuMs();
			const action = chooseAction(view, level(now.seat), rngs[now.seat], optionsFor(level(now.seat)));
			stats[side(now.seat)].cpu.push(cpuMs() - c);
			stats[side(now.seat)].times.push(performance.now() - t);
			const r = applyAction(g, now.seat, action);
			if (!r.ok) throw new Error(`game ${i}: ${level(now.seat)} played an illegal action: ${r.error.message}`);
			g = r.game;
		}
		const final = scores(g);
		// --log FILE: one line per game, to compare two runs game by game (same seeds).
		if (has('log'))
			appendFileSync(
				arg('log', ''),
				JSON.stringify({
					seed,
					sides: final.map((_, s) => side(s)),
					scores: final.map((s) => s.total),
					ranks: final.map((s) => s.rank)
				}) + '\n'
			);
		const winners = final.map((s, seat) => ({ seat, rank: s.rank })).filter((x) => x.rank === 1);
		for (const w of winners) stats[side(w.seat)].wins += 1 / winners.length;
		final.forEach((s, seat) => {
			stats[side(seat)].score += s.total;
			stats[side(seat)].seats += 1;
		});
		const played = i + 1 - from;
		if (played % 20 === 0 || played === games) {
			const rate = stats.A.wins / played;
			process.stderr.write(
				`  ${played}/${games} games, ${A} (A) win rate ${(100 * rate).toFixed(1)} %, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`
			);
		}
	}

	const tuned = (o: object) => Object.keys(o).some((k) => k !== 'timeLimitMs');
	const shown = (o: object) => JSON.stringify({ ...o, timeLimitMs: undefined });
	const options = [
		tuned(hardOptions) ? `hard options ${shown(hardOptions)}` : '',
		tuned(expertOptions) ? `expert options ${shown(expertOptions)}` : '',
		has('guards') ? 'wall-clock guards on' : 'wall-clock guards off'
	].filter(Boolean);
	const seating = oneA ? `, ${A} holds 1 seat, ${B} ${players - 1}` : '';
	console.log(
		`\nCastle Combo bot tournament: A=${A} vs B=${B}, ${games} games, ${players} players${seating}${options.map((o) => `, ${o}`).join('')} (Node ${process.version})`
	);
	console.log('Wins: the seat(s) ranked 1 after the gold tie-break; tied winners share the win (a tie counts ½).');
	console.log(
		'| level | win rate | 95 % CI (Wilson) | avg score | ms/move median | ms/move p95 | ms/move max | CPU ms/move median | CPU ms/move p95 | moves |'
	);
	console.log('|---|---|---|---|---|---|---|---|---|---|');
	for (const k of ['A', 'B'] as const) {
		const s = stats[k];
		const [lo, hi] = wilson(s.wins, games);
		const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
		console.log(
			`| ${k === 'A' ? A : B} (${k}) | ${pct(s.wins / games)} | ${pct(lo)} – ${pct(hi)} | ${(s.score / s.seats).toFixed(1)} | ${percentile(s.times, 50).toFixed(2)} | ${percentile(s.times, 95).toFixed(1)} | ${Math.max(...s.times).toFixed(1)} | ${percentile(s.cpu, 50).toFixed(2)} | ${percentile(s.cpu, 95).toFixed(1)} | ${s.times.length} |`
		);
	}
	if (hardStats.decisions)
		console.log(`hard: ${hardStats.decisions} searched decisions, ${hardStats.capped} stopped by the time cap`);
	if (expertStats.decisions)
		console.log(`expert: ${expertStats.decisions} searched decisions, ${expertStats.capped} stopped by the guard`);
	console.log(`total ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const t0 = Date.now();
if (has('a') || has('b')) {
	play({
		a: arg('a', 'medium') as BotLevel,
		b: arg('b', 'easy') as BotLevel,
		players: Number(arg('players', '2')),
		oneA: has('one-a')
	});
} else {
	// The expert's report (issue 20): its targets are ≥ 70 % against hard with 2 players
	// (lower end of the interval ≥ 62 %) and ≥ 40 % as the one expert among 3 hard seats.
	play({ a: 'expert', b: 'hard', players: 2, oneA: false });
	play({ a: 'expert', b: 'hard', players: 4, oneA: true });
	console.log(`\nall ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
