// Easy: random legal play, but sensible. It buys a random affordable face-up card
// most of the time (a face-down take otherwise), spends a key only to move the
// messenger when that turns "nothing affordable here" into "something
// affordable there", and answers ability decisions with the larger gain.
import {
	effectiveCost,
	otherLocation,
	type Action,
	type GameView,
	type Random,
	type TakeAction
} from '../engine/index';
import { card } from './card';

const pick = <T>(list: T[], random: Random): T => list[Math.floor(random() * list.length)];

/** Probability of buying face up when some card is affordable. */
const FACE_UP = 0.85;

export function easyAction(view: GameView, random: Random): Action {
	const legal = view.legal;
	if (view.pending) return easyAnswer(view, random);
	const takes = legal.filter((a): a is TakeAction => a.type === 'take');
	const up = takes.filter((a) => !a.faceDown);
	if (up.length > 0) {
		if (random() < FACE_UP) {
			// Uniform over cards first, then over spaces (not over card×space pairs).
			const ids = [...new Set(up.map((a) => a.card))];
			const id = pick(ids, random);
			return pick(
				up.filter((a) => a.card === id),
				random
			);
		}
	} else {
		const move = legal.find((a) => a.type === 'key' && a.use === 'messenger');
		const me = view.players[view.seat!];
		const there = view.displays[otherLocation(view.messenger)];
		if (move && there.some((id) => id !== null && effectiveCost(me.tableau, card(id)) <= me.gold)) return move;
	}
	return pick(
		takes.filter((a) => a.faceDown),
		random
	);
}

function easyAnswer(view: GameView, random: Random): Action {
	const legal = view.legal;
	const p = view.pending!;
	if (p.decision === 'neighbor') {
		const best = p.neighbors.reduce<{ seat: number; amount: number } | null>(
			(a, b) => (a && a.amount >= b.amount ? a : b),
			null
		);
		const a = best && legal.find((x) => x.type === 'neighbor' && x.seat === best.seat);
		if (a) return a;
	}
	if (p.decision === 'discard') {
		let best: Action | null = null;
		let cost = -1;
		for (const a of legal)
			if (a.type === 'discard' && card(a.card).cost > cost) {
				best = a;
				cost = card(a.card).cost;
			}
		if (best) return best;
	}
	return pick(legal, random);
}
