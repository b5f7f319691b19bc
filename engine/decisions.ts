// Ability decisions (neighbor / option / discard / purses): the answers that
// are legal, and the context a UI shows (what each answer would gain).
import { card, type Effect, type EffectKind, type Location, type Resource } from './cards';
import { evaluate } from './counts';
import { neighborValues, ownContext, pursesWithSpace } from './effects';
import { pendingEffect } from './turn';
import { purseSpace } from './tableau';
import { neighborSeats } from './placement';
import type { AnswerAction, GameState, Pending } from './types';

/** Every legal answer to the pending decision. */
export function answers(g: GameState, p: Pending): AnswerAction[] {
	const e = pendingEffect(p);
	switch (p.decision) {
		case 'neighbor': // either neighbour may be picked (⚑1): no need to count what each gives
			return neighborSeats(p.seat, g.players.length).map((seat) => ({ type: 'neighbor', seat }));
		case 'option':
			return [
				{ type: 'option', index: 0 },
				{ type: 'option', index: 1 }
			];
		case 'discard': {
			const display = e.kind === 'discardFromDisplay' ? g.displays[e.location] : [];
			return display.filter((id): id is string => id !== null).map((id) => ({ type: 'discard', card: id }));
		}
		case 'purses': {
			const ids = pursesWithSpace(g, p.seat).map((q) => q.card);
			const out: AnswerAction[] = [];
			for (let i = 0; i < ids.length; i++)
				for (let j = i + 1; j < ids.length; j++) out.push({ type: 'purses', cards: [ids[i], ids[j]] });
			return out;
		}
	}
}

function neighborCount(e: Effect) {
	return e.kind === 'gain' && e.per?.type === 'bestNeighbor' ? e.per.count : null;
}

/** What an effect would give the active player now (for option previews). */
function preview(g: GameState, seat: number, e: Effect): { gold: number; keys: number; purseGold: number } {
	const out = { gold: 0, keys: 0, purseGold: 0 };
	if (e.kind === 'gain') {
		const value =
			e.per === null
				? 1
				: e.per.type === 'bestNeighbor'
					? Math.max(...neighborValues(g, seat, e.per.count).map((v) => v.value))
					: evaluate(e.per, ownContext(g, seat));
		out[e.resource] += e.amount * value;
	} else if (e.kind === 'goldOnEachPurse') {
		for (const q of pursesWithSpace(g, seat)) out.purseGold += Math.min(e.amount, purseSpace(q));
	}
	return out;
}

interface PendingBase {
	seat: number;
	/** The card whose ability is resolving, the effect index, and the option already picked. */
	card: string;
	effect: number;
	option: number | null;
}

/** Public context of a pending decision: what each answer would give. */
export type PendingView =
	| (PendingBase & { decision: 'neighbor'; resource: Resource; neighbors: { seat: number; amount: number }[] })
	| (PendingBase & {
			decision: 'option';
			options: { index: 0 | 1; kind: EffectKind; gold: number; keys: number; purseGold: number }[];
	  })
	| (PendingBase & {
			decision: 'discard';
			location: Location;
			resource: Resource;
			cards: { card: string; amount: number }[];
	  })
	| (PendingBase & {
			decision: 'purses';
			count: number;
			purses: { card: string; x: number; y: number; free: number }[];
	  });

/** Public context of the pending decision, so a UI can show each choice's gain. */
export function decisionContext(g: GameState, p: Pending): PendingView {
	const e = pendingEffect(p);
	const base = { seat: p.seat, card: p.card, effect: p.effect, option: p.option };
	switch (p.decision) {
		case 'neighbor': {
			const per = e.kind === 'gain' ? e : null;
			const values = neighborValues(g, p.seat, neighborCount(e)!);
			return {
				...base,
				decision: 'neighbor',
				resource: per?.resource ?? 'gold',
				neighbors: values.map((v) => ({ seat: v.seat, amount: (per?.amount ?? 1) * v.value }))
			};
		}
		case 'option': {
			const choice = e.kind === 'choice' ? e : null;
			return {
				...base,
				decision: 'option',
				options: (choice?.options ?? []).map((o, index) => ({
					index: index === 0 ? 0 : 1,
					kind: o.kind,
					...preview(g, p.seat, o)
				}))
			};
		}
		case 'discard': {
			const d = e.kind === 'discardFromDisplay' ? e : null;
			return {
				...base,
				decision: 'discard',
				location: d?.location ?? 'village',
				resource: d?.gainAs ?? 'gold',
				cards: answers(g, p).map((a) => {
					const id = (a as { card: string }).card;
					return { card: id, amount: card(id).cost };
				})
			};
		}
		case 'purses':
			return {
				...base,
				decision: 'purses',
				count: e.kind === 'fillPurses' ? e.purses : 2,
				purses: pursesWithSpace(g, p.seat).map((q) => ({ card: q.card, x: q.x, y: q.y, free: purseSpace(q) }))
			};
	}
}
