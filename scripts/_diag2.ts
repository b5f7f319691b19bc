import { applyAction, newGame, toAct, viewFor, type Action, type GameView } from '../engine/index';
import { createRandom, determinize, step } from '../engine/sim';
import { chooseAction, type ExpertOptions } from '../bots/index';
import { greedyStep, scoreTurn, simClone } from '../bots/greedy';
import { diverseCandidates, rollout } from '../bots/hard';
const key = (a: Action) => JSON.stringify(a);
const positions: { view: GameView; val: Map<string, number>; best: number }[] = [];
for (let gi = 0; gi < 8; gi++) {
  let g = newGame({ players: 2, seed: `diag2-${gi}` });
  const rng = createRandom('d' + gi);
  for (let now = toAct(g); now; now = toAct(g)) {
    const view = viewFor(g, now.seat);
    if (!g.pending && view.legal.length > 1 && g.turn % 4 === (gi % 4) && g.turn < 17) {
      const r = createRandom('truth' + gi + g.turn);
      const root = determinize(view, r);
      const cands = diverseCandidates(scoreTurn(root, now.seat, r).sort((a, b) => b.value - a.value), 30);
      const sums = cands.map(() => 0);
      const M = 1500;
      for (let b = 0; b < M; b++) {
        const det = determinize(view, r);
        cands.forEach((c, i) => { const x = simClone(det); step(x, now.seat, c.action); if (c.action.type === 'key' && !x.pending && !x.over) greedyStep(x); sums[i] += rollout(x, now.seat, 99); });
      }
      const val = new Map(cands.map((c, i) => [key(c.action), sums[i] / M]));
      positions.push({ view, val, best: Math.max(...val.values()) });
    }
    const a = chooseAction(view, 'hard', rng, { timeLimitMs: Infinity });
    const res = applyAction(g, now.seat, a); if (res.ok) g = res.game;
  }
}
console.log('positions', positions.length);
const variants: [string, ExpertOptions | null][] = [
  ['hard', null], ['t5000', { turns: 5000 }], ['t10000', { turns: 10000 }], ['t14000', { turns: 14000 }], ['t30000', { turns: 30000 }],
  ['t10000 c8', { turns: 10000, candidates: 8 }], ['t10000 c20', { turns: 10000, candidates: 20 }], ['t10000 p0', { turns: 10000, prior: 0 }],
];
for (const [name, o] of variants) {
  let reg = 0, miss = 0;
  for (const p of positions) {
    const a = o ? chooseAction(p.view, 'expert', createRandom('z'), { ...o, timeLimitMs: Infinity }) : chooseAction(p.view, 'hard', createRandom('z'), { timeLimitMs: Infinity });
    const v = p.val.get(key(a));
    if (v === undefined) miss++; else reg += p.best - v;
  }
  console.log(name.padEnd(12), 'mean regret', (reg / (positions.length - miss)).toFixed(3), 'outside', miss);
}
