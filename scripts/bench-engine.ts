// Engine throughput. Run: npx tsx scripts/bench-engine.ts  (npm run bench:engine)
//
// 1. Random playouts (internal fast path): cloneGame once, then step + randomAction
//    in place until the end — what bots do thousands of times per move.
// 2. applyAction (public path): valibot validation + legality check + structural copy + step,
//    per call, on actions sampled by randomAction.
import { applyAction, newGame, toAct, type GameState } from '../engine/index';
import { cloneGame, createRandom, playout, randomAction } from '../engine/sim';

function playouts(players: number, ms: number): { perSecond: number; games: number } {
	const random = createRandom(`bench-${players}`);
	const starts = Array.from({ length: 64 }, (_, i) => newGame({ players, seed: `bench-${players}-${i}` }));
	for (let i = 0; i < 2000; i++) playout(cloneGame(starts[i % 64]), random); // warm up
	let games = 0;
	const t0 = performance.now();
	let t = t0;
	while (t - t0 < ms) {
		for (let i = 0; i < 500; i++) playout(cloneGame(starts[games++ % 64]), random);
		t = performance.now();
	}
	return { perSecond: (games * 1000) / (t - t0), games };
}

function applyCost(players: number, ms: number): { usPerAction: number; actions: number } {
	const random = createRandom(`apply-${players}`);
	// Pre-record random games as (state, seat, action) triples, then time applyAction alone.
	const triples: [GameState, number, unknown][] = [];
	for (let i = 0; triples.length < 20000; i++) {
		let g = newGame({ players, seed: `apply-${players}-${i}` });
		for (let now = toAct(g); now; now = toAct(g)) {
			const a = randomAction(g, random);
			triples.push([g, now.seat, JSON.parse(JSON.stringify(a))]);
			const r = applyAction(g, now.seat, a);
			if (!r.ok) throw new Error(r.error.message);
			g = r.game;
		}
	}
	let actions = 0;
	const t0 = performance.now();
	let t = t0;
	while (t - t0 < ms) {
		for (let i = 0; i < 1000; i++) {
			const [g, seat, a] = triples[actions++ % triples.length];
			if (!applyAction(g, seat, a).ok) throw new Error('rejected');
		}
		t = performance.now();
	}
	return { usPerAction: ((t - t0) * 1000) / actions, actions };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log('Castle Combo engine benchmark (Node ' + process.version + ')');
for (const players of [2, 5]) {
	const p = playouts(players, 2000);
	console.log(
		`random playouts, ${players} players: ${fmt(p.perSecond)} games/s  [fast path: cloneGame + step + randomAction, uniform over legal actions]`
	);
}
for (const players of [2, 5]) {
	const a = applyCost(players, 1500);
	console.log(
		`applyAction, ${players} players: ${a.usPerAction.toFixed(2)} µs/action  [public path: valibot parse + checkAction + cloneGame + step]`
	);
}
