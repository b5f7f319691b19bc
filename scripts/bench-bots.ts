// Bot tournament. Run: npm run bench:bots -- --a medium --b easy --games 200 --players 2
//
// Plays N games between two levels. 2 players: seats alternate between games
// (game i: seat 0 is A when i is even). More players: levels alternate over the
// seats, and which level gets seat 0 alternates between games. Game i uses seed
// `bench-<players>-<i>` (the first player comes from the seed) and bot seeds
// derived from it, so a run is reproducible.
// A game's win goes to the seats ranked 1 (after the gold tie-break); tied
// winners share it equally (a 2-player tie counts ½ for each level).
// Prints each level's win rate with a 95 % Wilson interval, its average score,
// and ms per move (median and max) over all its decisions.
import { applyAction, newGame, scores, toAct, viewFor } from '../engine/index';
import { createRandom } from '../engine/sim';
import { chooseAction, hardStats, type BotLevel, type HardOptions } from '../bots/index';

function arg(name: string, fallback: string): string {
	const i = process.argv.indexOf(`--${name}`);
	return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const A = arg('a', 'medium') as BotLevel;
const B = arg('b', 'easy') as BotLevel;
const games = Number(arg('games', '200'));
const players = Number(arg('players', '2'));
// Optional hard-bot budget overrides: --playouts N --candidates K --horizon T --prior W
const options: HardOptions = {};
for (const k of ['playouts', 'candidates', 'horizon', 'prior'] as const) {
	if (process.argv.includes(`--${k}`)) options[k] = Number(arg(k, '0'));
}
if (process.argv.includes('--diverse')) options.diverse = arg('diverse', 'true') !== 'false';
const optionsText = Object.keys(options).length ? `, hard options ${JSON.stringify(options)}` : '';

interface Stats {
	wins: number;
	seats: number;
	score: number;
	times: number[];
}
const stats: Record<'A' | 'B', Stats> = {
	A: { wins: 0, seats: 0, score: 0, times: [] },
	B: { wins: 0, seats: 0, score: 0, times: [] }
};

function wilson(wins: number, n: number, z = 1.96): [number, number] {
	if (n === 0) return [0, 1];
	const p = wins / n;
	const d = 1 + (z * z) / n;
	const c = (p + (z * z) / (2 * n)) / d;
	const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
	return [Math.max(0, c - h), Math.min(1, c + h)];
}

const t0 = Date.now();
for (let i = 0; i < games; i++) {
	const seed = `bench-${players}-${i}`;
	let g = newGame({ players, seed });
	const side = (s: number): 'A' | 'B' => ((s + i) % 2 === 0 ? 'A' : 'B');
	const level = (s: number) => (side(s) === 'A' ? A : B);
	const rngs = Array.from({ length: players }, (_, s) => createRandom(`${seed}-bot-${s}`));
	for (let now = toAct(g); now; now = toAct(g)) {
		const view = viewFor(g, now.seat);
		const t = performance.now();
		const action = chooseAction(view, level(now.seat), rngs[now.seat], options);
		stats[side(now.seat)].times.push(performance.now() - t);
		const r = applyAction(g, now.seat, action);
		if (!r.ok) throw new Error(`game ${i}: ${level(now.seat)} played an illegal action: ${r.error.message}`);
		g = r.game;
	}
	const final = scores(g);
	const winners = final.map((s, seat) => ({ seat, rank: s.rank })).filter((x) => x.rank === 1);
	for (const w of winners) stats[side(w.seat)].wins += 1 / winners.length;
	final.forEach((s, seat) => {
		stats[side(seat)].score += s.total;
		stats[side(seat)].seats += 1;
	});
	if ((i + 1) % 20 === 0 || i + 1 === games) {
		const rate = stats.A.wins / (i + 1);
		process.stderr.write(
			`  ${i + 1}/${games} games, ${A} (A) win rate ${(100 * rate).toFixed(1)} %, ${((Date.now() - t0) / 1000).toFixed(0)} s\n`
		);
	}
}

const median = (xs: number[]) => {
	const s = xs.slice().sort((a, b) => a - b);
	return s.length ? (s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};
console.log(
	`\nCastle Combo bot tournament: A=${A} vs B=${B}, ${games} games, ${players} players${optionsText} (Node ${process.version})`
);
console.log('Wins: the seat(s) ranked 1 after the gold tie-break; tied winners share the win (a tie counts ½).');
console.log('| level | win rate | 95 % CI (Wilson) | avg score | ms/move median | ms/move max | moves |');
console.log('|---|---|---|---|---|---|---|');
for (const k of ['A', 'B'] as const) {
	const s = stats[k];
	const [lo, hi] = wilson(s.wins, games);
	const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
	console.log(
		`| ${k === 'A' ? A : B} (${k}) | ${pct(s.wins / games)} | ${pct(lo)} – ${pct(hi)} | ${(s.score / s.seats).toFixed(1)} | ${median(s.times).toFixed(2)} | ${Math.max(...s.times).toFixed(1)} | ${s.times.length} |`
	);
}
if (hardStats.decisions)
	console.log(`hard: ${hardStats.decisions} searched decisions, ${hardStats.capped} stopped by the time cap`);
console.log(`total ${((Date.now() - t0) / 1000).toFixed(1)} s`);
