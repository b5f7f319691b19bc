// Effect handlers (RULES.md §3): one small function per Effect kind.
// A handler either resolves its effect or returns an Ask (the decision it needs);
// it is called again with the player's answer. turn.ts drives them in order.
import { card, type CardInfo, type Count, type Effect, type EffectKind, type Resource } from './cards';
import { evaluate, type CountContext } from './counts';
import { neighborSeats } from './placement';
import { addGold, purseSpace } from './tableau';
import type {
	AbilityDecision,
	AnswerAction,
	DiscardAction,
	GameState,
	NeighborAction,
	OptionAction,
	PlacedCard,
	PursesAction
} from './types';

export interface EffectContext {
	g: GameState;
	seat: number;
	/** The card whose ability resolves. */
	source: CardInfo;
}

/** A decision the effect needs; `option` is set when it comes from inside a choice. */
export interface Ask {
	decision: AbilityDecision;
	option?: number;
}

type Handlers = {
	[K in EffectKind]: (x: EffectContext, effect: Extract<Effect, { kind: K }>, answer?: AnswerAction) => Ask | null;
};

/** Count context over the active player's own tableau (abilities: no "self" position). */
export function ownContext(g: GameState, seat: number): CountContext {
	const p = g.players[seat];
	return { tableau: p.tableau, keys: p.keys, self: null };
}

/** The inner count evaluated on each neighbour's tableau (one entry in 2-player games). */
export function neighborValues(g: GameState, seat: number, count: Count): { seat: number; value: number }[] {
	return neighborSeats(seat, g.players.length).map((s) => ({
		seat: s,
		value: evaluate(count, { tableau: g.players[s].tableau, keys: g.players[s].keys, self: null })
	}));
}

/** True when a bestNeighbor count needs the player to pick a side (the two sides differ). */
export function neighborsDiffer(values: { value: number }[]): boolean {
	return values.length === 2 && values[0].value !== values[1].value;
}

function give(g: GameState, seat: number, resource: Resource, n: number, source: string, neighbor?: number): void {
	const p = g.players[seat];
	if (resource === 'gold') p.gold += n;
	else p.keys += n;
	const gold = resource === 'gold' ? n : 0;
	const keys = resource === 'keys' ? n : 0;
	g.log.push(
		neighbor === undefined
			? { type: 'gain', seat, gold, keys, source }
			: { type: 'gain', seat, gold, keys, source, neighbor }
	);
}

function putOnPurse(x: EffectContext, p: PlacedCard, n: number): void {
	if (n <= 0) return;
	const tableau = x.g.players[x.seat].tableau;
	addGold(tableau, tableau.indexOf(p), n);
	x.g.log.push({ type: 'purse', seat: x.seat, card: p.card, gold: n, source: x.source.id });
}

/** Face-up purse cards of the active player with free space, in tableau order. */
export function pursesWithSpace(g: GameState, seat: number): PlacedCard[] {
	return g.players[seat].tableau.filter((p) => purseSpace(p) > 0);
}

export const EFFECTS: Handlers = {
	// Passive: read by effectiveCost from the tableau.
	discount: () => null,

	gain: (x, e, answer) => {
		let value: number;
		let neighbor: number | undefined;
		if (e.per?.type === 'bestNeighbor') {
			const values = neighborValues(x.g, x.seat, e.per.count);
			let chosen = values.reduce((a, b) => (b.value > a.value ? b : a));
			if (neighborsDiffer(values)) {
				if (!answer) return { decision: 'neighbor' };
				chosen = values.find((v) => v.seat === (answer as NeighborAction).seat)!;
			}
			value = chosen.value;
			neighbor = chosen.seat;
		} else {
			value = e.per ? evaluate(e.per, ownContext(x.g, x.seat)) : 1;
		}
		give(x.g, x.seat, e.resource, e.amount * value, x.source.id, neighbor);
		return null;
	},

	opponentsGain: (x, e) => {
		for (let s = 0; s < x.g.players.length; s++) if (s !== x.seat) give(x.g, s, e.resource, e.amount, x.source.id);
		return null;
	},

	discardFromDisplay: (x, e, answer) => {
		const display = x.g.displays[e.location];
		if (display.every((id) => id === null)) return null; // ⚑7: removed location, effect skipped
		if (!answer) return { decision: 'discard' };
		const id = (answer as DiscardAction).card;
		display[display.indexOf(id)] = null; // refilled at the end of the turn (§4.4)
		x.g.discards[e.location].push(id);
		x.g.log.push({ type: 'discard', seat: x.seat, location: e.location, cards: [id], source: x.source.id });
		give(x.g, x.seat, e.gainAs, card(id).cost, x.source.id);
		return null;
	},

	goldOnEachPurse: (x, e) => {
		for (const p of pursesWithSpace(x.g, x.seat)) putOnPurse(x, p, Math.min(e.amount, purseSpace(p)));
		return null;
	},

	fillPurses: (x, e, answer) => {
		let chosen = pursesWithSpace(x.g, x.seat);
		if (chosen.length > e.purses) {
			if (!answer) return { decision: 'purses' };
			const ids = (answer as PursesAction).cards;
			chosen = chosen.filter((p) => ids.includes(p.card));
		}
		for (const p of chosen) putOnPurse(x, p, purseSpace(p));
		return null;
	},

	choice: (x, e, answer) => {
		if (!answer) return { decision: 'option' };
		const index = (answer as OptionAction).index;
		x.g.log.push({ type: 'choose', seat: x.seat, source: x.source.id, decision: 'option', value: index });
		const ask = runEffect(x, e.options[index]);
		return ask && { decision: ask.decision, option: index };
	}
};

/** Resolve one effect (or ask for its decision). */
export function runEffect(x: EffectContext, effect: Effect, answer?: AnswerAction): Ask | null {
	return (EFFECTS[effect.kind] as (x: EffectContext, e: Effect, a?: AnswerAction) => Ask | null)(x, effect, answer);
}
