// Hard: flat Monte-Carlo with determinization over medium's best candidates.
//
// 1. Pending ability decisions are answered like medium (they are one-step
//    exact in practice: which neighbour, option, discard or purses).
// 2. For a turn/take decision, medium values every legal action; the best
//    `candidates` (distinct) are kept.
// 3. `playouts` times (round-robin over the candidates, in batches that share
//    one determinization — common random numbers): sample
//    a full state consistent with the view (`determinize(view, rng)`; never the
//    real deck), apply the candidate, play on with the greedy policy for every
//    seat (greedy.ts: no keys, best take) for `horizon` turns or to the end, and
//    score own value − best opponent value (exact scores once the game is over).
// 4. The candidate with the best mean, plus a small share of medium's value as
//    a prior, wins.
// The budget is a playout count (deterministic: same view + same seed ⇒ same
// action). `timeLimitMs` is only a safety cap, generous enough not to trigger
// on the reference 2-core machine; if it ever does, fewer batches are used and
// the decision can then depend on machine speed.
import { sameAction, toAct, type Action, type GameState, type GameView, type Random } from '../engine/index';
import { determinize, step } from '../engine/sim';
import { bestOf, greedyStep, scoreAnswers, scoreTurn, simClone, type Scored } from './greedy';
import { playerValue } from './evaluate';

export interface HardOptions {
	/** Playouts per decision (over all candidates). Default: 240 with 2 players, 120 with 3, 96 with 4–5. */
	playouts?: number;
	/** Candidates kept from medium's ranking. */
	candidates?: number;
	/** Turns (all seats) simulated after the candidate before the heuristic takes over.
	 *  Default: to the end with 2 players, two rounds (2 × players turns) with more. */
	horizon?: number;
	/** Safety cap in ms, checked between batches. */
	timeLimitMs?: number;
	/** Weight of medium's one-step value added to the Monte-Carlo mean. */
	prior?: number;
	/** Keep the best space of each (card, face) and each key use, rather than the top actions. */
	diverse?: boolean;
}

/**
 * Diverse candidates: the best space for each (card, face) pair and each key
 * use (the big decision is which card and face), then the runner-up spaces of
 * the best pair, best first, up to `k`.
 */
export function diverseCandidates(ranked: Scored[], k: number): Scored[] {
	const out: Scored[] = [];
	const groups = new Set<string>();
	const rest: Scored[] = [];
	for (const s of ranked) {
		const a = s.action;
		const g = a.type === 'take' ? `${a.card}/${a.faceDown}` : `key/${a.type === 'key' ? a.use : ''}`;
		if (groups.has(g)) rest.push(s);
		else {
			groups.add(g);
			out.push(s);
		}
	}
	const first = out[0].action;
	for (const s of rest) {
		if (out.length >= k) break;
		const a = s.action;
		if (a.type === 'take' && first.type === 'take' && a.card === first.card && a.faceDown === first.faceDown)
			out.push(s);
	}
	return out.sort((a, b) => b.value - a.value).slice(0, Math.max(k, groups.size));
}

/** Diagnostics for benchmarks: decisions searched and how many hit the time cap. */
export const hardStats = { decisions: 0, capped: 0 };

export const HARD_DEFAULTS: Required<Omit<HardOptions, 'playouts' | 'horizon'>> & {
	playouts: number | null;
	horizon: number | null;
} = {
	playouts: null,
	candidates: 8,
	horizon: null,
	timeLimitMs: 70,
	prior: 0.25,
	diverse: true
};

export const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Own value minus the best opponent's (exact scores at the end of the game). */
export function utility(g: GameState, seat: number): number {
	const mine = playerValue(g.players[seat]);
	let best = -Infinity;
	for (let s = 0; s < g.players.length; s++) if (s !== seat) best = Math.max(best, playerValue(g.players[s]));
	return mine - best;
}

/** Plays `policy` (default: greedy, no keys) for `horizon` turns or to the end; own − best opponent. */
export function rollout(
	g: GameState,
	seat: number,
	horizon: number,
	policy: (g: GameState) => void = greedyStep
): number {
	let turns = 0;
	let cur = g.current;
	for (let t = toAct(g); t; t = toAct(g)) {
		if (!g.pending && g.current !== cur) {
			cur = g.current;
			if (++turns >= horizon) break;
		}
		policy(g);
	}
	return utility(g, seat);
}

export function hardAction(view: GameView, random: Random, options: HardOptions = {}): Action {
	const o = { ...HARD_DEFAULTS, ...options };
	const n = view.players.length;
	const playouts = o.playouts ?? (n === 2 ? 240 : n === 3 ? 120 : 96);
	const horizon = o.horizon ?? (n === 2 ? 99 : 2 * n);
	const seat = view.seat!;
	if (view.legal.length === 1) return view.legal[0];
	const root = determinize(view, random);
	if (root.pending) return bestOf(scoreAnswers(root, seat)).action;
	const ranked: Scored[] = scoreTurn(root, seat, random).sort((a, b) => b.value - a.value);
	const cands = o.diverse ? diverseCandidates(ranked, o.candidates) : ranked.slice(0, o.candidates);
	if (cands.length === 1) return cands[0].action;
	const sums = new Array(cands.length).fill(0);
	const batch = new Array(cands.length).fill(0);
	let batches = 0;
	const maxBatches = Math.max(1, Math.floor(playouts / cands.length));
	const t0 = now();
	hardStats.decisions++;
	batchLoop: for (let b = 0; b < maxBatches; b++) {
		const det = determinize(view, random);
		for (let i = 0; i < cands.length; i++) {
			// Safety cap, checked after every playout: an unfinished batch is dropped
			// (the first batch always completes, so there is always an estimate).
			if (b > 0 && now() - t0 > o.timeLimitMs) {
				hardStats.capped++;
				break batchLoop;
			}
			const g = simClone(det);
			const a = cands[i].action;
			step(g, seat, a);
			// After a key use (the candidate itself), take greedily; a refresh reveals
			// cards from this sample's shuffled deck.
			if (a.type === 'key' && !g.pending && !g.over) greedyStep(g);
			batch[i] = rollout(g, seat, horizon);
		}
		for (let i = 0; i < cands.length; i++) sums[i] += batch[i];
		batches++;
	}
	let best = 0;
	let bestScore = -Infinity;
	for (let i = 0; i < cands.length; i++) {
		const score = sums[i] / batches + o.prior * cands[i].value;
		if (score > bestScore) {
			bestScore = score;
			best = i;
		}
	}
	const chosen = cands[best].action;
	return view.legal.find((a) => sameAction(a, chosen)) ?? chosen;
}
