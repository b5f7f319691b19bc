// Expert: determinized Monte-Carlo search with successive halving over many
// candidates, seeded by the view itself.
//
// 1. The seed is a hash of what the seat sees (never the room's random
//    stream), so the same view gives the same decision wherever it is asked.
// 2. Candidates: every (card, face) pair's best space and every key use (as
//    medium ranks them), plus runner-up spaces, up to `candidates`; at an
//    ability decision, every answer.
// 3. Successive halving: the playout budget is split over ⌈log2 K⌉ rounds; in a
//    round every surviving candidate is played on the same determinizations of
//    the view (common random numbers: `determinize`, never the real deck), the
//    game continued to the end (or `horizon` turns, then the evaluator) with a
//    greedy policy for every seat that also spends keys (`playoutStep`, the
//    review's and the hints' too; hard's playouts never spend keys, and play
//    ~10 points worse for it), and scored own − best opponent, plus `winBonus` points
//    for a playout won and minus them for one lost (the games are counted in wins, and
//    a margin alone weighs a sure small win like an even chance of a big one). The
//    better half survives; means accumulate over rounds.
// 4. The survivor with the best mean plus a small share of medium's value wins.
// The budget is a count of simulated turns; `timeLimitMs` is only a guard.
import { sameAction, type Action, type GameState, type GameView } from '../engine/index';
import { createRandom, determinize } from '../engine/sim';
import { greedyStep, scoreAnswers, scoreTurn, type Scored } from './greedy';
import { diverseCandidates, now } from './hard';
import { playMove, playoutStep, seatTotal } from './playout';
import { stillInRace } from './race';

export interface ExpertOptions {
	/** Simulated turns per decision: the playouts are this over the turns a playout simulates (capped).
	 *  Default by players: EXPERT_TURNS. */
	turns?: number;
	/** A fixed number of playouts per decision over all candidates instead (tests use a small one). */
	playouts?: number;
	/** Candidates kept from medium's ranking at a turn decision. */
	candidates?: number;
	/** Turns (all seats) simulated before the evaluator takes over. Default: to the end. */
	horizon?: number;
	/** Guard in ms, checked after every playout (only a machine far slower than expected reaches it). */
	timeLimitMs?: number;
	/** Weight of medium's one-step value added to the Monte-Carlo mean. */
	prior?: number;
	/** Points added to a playout that ends in a win (taken off one that ends in a loss). */
	winBonus?: number;
	/** Playouts spend keys (messenger move, refresh) when the take that follows is worth it. */
	keys?: boolean;
	/** A candidate this many standard errors behind the leader (paired, on the same games) is dropped at once
	 *  (0: never, the default: at 2.5 after 6 games it cost the expert too much strength; see bots/README.md). */
	race?: number;
	/** Fewest shared games before a candidate can be dropped so. */
	raceMin?: number;
}

/** Simulated turns per decision by number of players (index): a turn costs more with more seats to value. */
export const EXPERT_TURNS = [0, 0, 5000, 4000, 3500, 3500];

export const EXPERT_DEFAULTS = {
	maxPlayouts: 2000,
	candidates: 12,
	horizon: 99,
	timeLimitMs: 1500,
	prior: 0.25,
	winBonus: 5,
	keys: true,
	race: 0,
	raceMin: 6
};

/** Playouts for a decision: a playout costs about the turns it simulates, so a decision costs about the same early and late. */
export function expertPlayouts(view: GameView, o: ExpertOptions = {}): number {
	if (o.playouts !== undefined) return o.playouts;
	const turns = o.turns ?? EXPERT_TURNS[view.players.length];
	return Math.min(EXPERT_DEFAULTS.maxPlayouts, Math.floor(turns / playoutTurns(view, o)));
}

/** Turns a playout from this view simulates, about (the rest of the game, or the horizon). */
function playoutTurns(view: GameView, o: ExpertOptions): number {
	const left = view.players.reduce((sum, p) => sum + 9 - p.tableau.length, 0);
	return Math.min(left, o.horizon ?? EXPERT_DEFAULTS.horizon) + 2;
}

/**
 * What a search played, for the review and the hints to reuse (they judge with the same
 * policy): the sampled states in the order drawn, and for each candidate the seat's exact
 * final score on each state it was played on (undefined where it was not, or the playout
 * stopped before the end).
 */
export interface SearchTrace {
	dets: GameState[];
	candidates: Action[];
	finals: (number | undefined)[][];
}

/** Diagnostics for benchmarks: decisions searched and how many hit the guard. */
export const expertStats = { decisions: 0, capped: 0 };

/** Everything the seat sees of the position, as a seed (the log is history, not position). */
export function viewSeed(view: GameView): string {
	return JSON.stringify([
		'expert',
		view.seat,
		view.players,
		view.displays,
		view.messenger,
		view.decks,
		view.discards,
		view.removed,
		view.current,
		view.firstPlayer,
		view.turn,
		view.keyUsed,
		view.pending
	]);
}

/**
 * The expert's decision (see the top of this file). Runs its search to the end:
 * see `expertSearch` for the same search in steps.
 */
export function expertAction(view: GameView, options: ExpertOptions = {}, trace?: SearchTrace): Action {
	const search = expertSearch(view, options, trace);
	for (;;) {
		const next = search.next();
		if (next.done) return next.value;
	}
}

/**
 * The same search, one playout per step: a caller that must give the thread
 * back now and then (a room with other tables, a page) resumes it when it likes,
 * and gets the same decision as `expertAction`. Each step yields the turns it
 * simulated (about), so the caller can cut the work into even slices without a
 * clock. The guard counts only the time spent inside the search.
 */
export function* expertSearch(
	view: GameView,
	options: ExpertOptions = {},
	trace?: SearchTrace
): Generator<number, Action, void> {
	const o = { ...EXPERT_DEFAULTS, ...options };
	if (view.legal.length === 1) return view.legal[0];
	const budget = expertPlayouts(view, o);
	const turns = playoutTurns(view, o);
	const seat = view.seat!;
	const random = createRandom(viewSeed(view));
	const root = determinize(view, random);
	let cands: Scored[];
	if (root.pending) {
		cands = scoreAnswers(root, seat).sort((a, b) => b.value - a.value);
	} else {
		const ranked = scoreTurn(root, seat, random).sort((a, b) => b.value - a.value);
		cands = diverseCandidates(ranked, o.candidates);
	}
	if (cands.length === 1) return pick(view, cands[0].action);
	if (trace) {
		trace.candidates = cands.map((c) => c.action);
		trace.finals = cands.map(() => []);
	}

	const sums = new Array<number>(cands.length).fill(0);
	const counts = new Array<number>(cands.length).fill(0);
	const batch = new Array<number>(cands.length).fill(0);
	const results: number[][] = cands.map(() => []);
	let games = 0;
	const score = (i: number) => (counts[i] ? sums[i] / counts[i] : -Infinity) + o.prior * cands[i].value;
	let alive = cands.map((_, i) => i);
	// ⌈log2 K⌉ in integers: Math.log2 is not exact on every engine (eslint.config.js).
	const rounds = Math.max(1, 32 - Math.clz32(cands.length - 1));
	let spent = 0;
	let resumed = now();
	let capped = false;
	expertStats.decisions++;
	for (let r = 0; r < rounds && alive.length > 1 && !capped; r++) {
		const batches = Math.max(1, Math.floor(budget / (rounds * alive.length)));
		for (let b = 0; b < batches && !capped; b++) {
			const det = determinize(view, random);
			trace?.dets.push(det);
			for (const i of alive) {
				// The guard drops an unfinished batch; the first batch always completes.
				if (counts[alive[0]] > 0 && spent + now() - resumed > o.timeLimitMs) {
					capped = true;
					expertStats.capped++;
					break;
				}
				const played = playMove(det, seat, cands[i].action, o.horizon, o.keys ? playoutStep : greedyStep);
				batch[i] = played.utility + (played.state.over ? o.winBonus * Math.sign(played.utility) : 0);
				if (trace && played.state.over) trace.finals[i][trace.dets.length - 1] = seatTotal(played.state, seat);
				spent += now() - resumed;
				yield turns;
				resumed = now();
			}
			if (capped) break;
			for (const i of alive) {
				sums[i] += batch[i];
				counts[i]++;
				results[i][games] = batch[i];
			}
			games++;
			const leader = alive.reduce((x, y) => (score(y) > score(x) ? y : x));
			alive = stillInRace(alive, leader, results, (i) => o.prior * cands[i].value, o.race, o.raceMin);
			if (alive.length === 1) break;
		}
		alive.sort((x, y) => score(y) - score(x));
		alive = alive.slice(0, Math.ceil(alive.length / 2));
	}
	let best = alive[0];
	for (const i of alive) if (score(i) > score(best)) best = i;
	return pick(view, cands[best].action);
}

/** The member of view.legal equal to `chosen` (bots return the view's own objects). */
function pick(view: GameView, chosen: Action): Action {
	return view.legal.find((a) => sameAction(a, chosen)) ?? chosen;
}
