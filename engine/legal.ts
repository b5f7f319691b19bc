// What may be done now: the full list of legal actions, the check behind
// applyAction's error codes, and a cheap uniform sampler for playouts.
import { atLocation, card, CARDS, findCard, otherLocation } from './cards';
import { answers } from './decisions';
import { isRemoved } from './deck';
import { bitCount, isOpenCell, neighborSeats, nthBit, openCells, openMask, windowX, windowY } from './placement';
import { discounted, discountOn, effectiveCost } from './tableau';
import { toAct } from './turn';
import { pursesWithSpace } from './effects';
import type { Action, EngineError, ErrorCode, GameState, Random } from './types';

/** May the acting player spend a key now, and on which uses. */
function keyUses(g: GameState): ('messenger' | 'refresh')[] {
	if (g.pending || g.keyUsed || g.players[g.current].keys < 1) return [];
	return isRemoved(g, otherLocation(g.messenger)) ? ['refresh'] : ['messenger', 'refresh'];
}

/** Every legal action for the seat to act now (empty when the game is over). */
export function legalActions(g: GameState): Action[] {
	if (g.over) return [];
	if (g.pending) return answers(g, g.pending);
	const out: Action[] = keyUses(g).map((use) => ({ type: 'key', use }));
	const player = g.players[g.current];
	const cells = openCells(player.tableau); // in reading order
	const discount = discountOn(player.tableau, g.messenger); // the display's cards are all from there
	for (const id of g.displays[g.messenger]) {
		if (id === null) continue;
		const affordable = discounted(card(id), discount) <= player.gold;
		for (const faceDown of affordable ? [false, true] : [true]) {
			for (let i = 0; i < cells.length; i += 2)
				out.push({ type: 'take', card: id, faceDown, x: cells[i], y: cells[i + 1] });
		}
	}
	return out;
}

/** The highest printed cost: a player with that much gold can afford any card. */
const MAX_COST = CARDS.reduce((max, c) => Math.max(max, c.cost), 0);

/** Choices per display slot at a `turn`/`take` decision (2: face up or down, 1: only down, 0: empty); reused, never held. */
const perSlot = [0, 0, 0];

/**
 * A uniformly random legal action, without building the whole list at a
 * `turn`/`take` decision: count key uses + (face-up-affordable + face-down) × cells.
 * Only the action it returns is allocated: playouts call it at every step.
 */
export function randomAction(g: GameState, random: Random): Action {
	if (g.pending) {
		const list = answers(g, g.pending);
		return list[Math.floor(random() * list.length)];
	}
	const player = g.players[g.current];
	const tableau = player.tableau;
	const uses = g.keyUsed || player.keys < 1 ? 0 : isRemoved(g, otherLocation(g.messenger)) ? 1 : 2;
	const free = openMask(tableau);
	const nCells = tableau.length === 0 ? 1 : bitCount(free);
	const display = atLocation(g.displays, g.messenger);
	// Choices per display slot: face down always, face up when affordable. The discount
	// matters only for a card whose printed cost is above the player's gold: summed then.
	let discount = -1;
	let total = uses;
	for (let s = 0; s < 3; s++) {
		const id = display[s];
		if (id === null) perSlot[s] = 0;
		else if (player.gold >= MAX_COST) perSlot[s] = 2;
		else {
			const info = card(id);
			if (info.cost > player.gold && discount < 0) discount = discountOn(tableau, g.messenger);
			perSlot[s] = info.cost <= player.gold || discounted(info, discount) <= player.gold ? 2 : 1;
		}
		total += perSlot[s] * nCells;
	}
	let r = Math.floor(random() * total);
	if (r < uses) return { type: 'key', use: uses === 2 && r === 0 ? 'messenger' : 'refresh' };
	r -= uses;
	for (let s = 0; s < 3; s++) {
		const n = perSlot[s] * nCells;
		if (r < n) {
			const c = r % nCells;
			const bit = tableau.length === 0 ? -1 : nthBit(free, c);
			return {
				type: 'take',
				card: display[s]!,
				faceDown: perSlot[s] === 1 || r >= nCells,
				x: bit < 0 ? 0 : windowX(tableau, bit),
				y: bit < 0 ? 0 : windowY(tableau, bit)
			};
		}
		r -= n;
	}
	throw new Error('randomAction: no legal action'); // unreachable: a card can always be taken
}

const fail = (code: ErrorCode, message: string): EngineError => ({ code, message });

/** Why a well-formed action is illegal now, or null when it is legal. */
export function checkAction(g: GameState, seat: number, a: Action): EngineError | null {
	const now = toAct(g);
	if (!now) return fail('game-over', 'The game is over.');
	if (seat !== now.seat) return fail('wrong-seat', `It is not your turn: seat ${now.seat} is to act.`);
	const expects = now.decision;
	const isTurnAction = a.type === 'key' || a.type === 'take';
	if (expects === 'take' && a.type === 'key') return fail('second-key', 'Only one key may be used per turn.');
	if ((expects === 'turn' || expects === 'take') !== isTurnAction || (!isTurnAction && a.type !== expects)) {
		return fail('wrong-decision', `This is not the expected kind of action: a "${expects}" decision is pending.`);
	}
	const player = g.players[seat];
	switch (a.type) {
		case 'key':
			if (player.keys < 1) return fail('no-key', 'You have no key to spend.');
			if (a.use === 'messenger' && isRemoved(g, otherLocation(g.messenger)))
				return fail('messenger-blocked', 'The messenger cannot move: the other location has been removed.');
			return null;
		case 'take': {
			const info = findCard(a.card);
			if (!info) return fail('unknown-card', `There is no card "${a.card}".`);
			if (!atLocation(g.displays, g.messenger).includes(a.card))
				return fail('not-in-display', `${info.name} is not in the ${g.messenger} display, where the messenger is.`);
			if (!isOpenCell(player.tableau, a.x, a.y))
				return fail(
					'illegal-position',
					`(${a.x}, ${a.y}) is not a legal space: it must touch your cards and stay within 3×3.`
				);
			if (a.faceDown || info.cost <= player.gold) return null; // affordable whatever the discount
			const cost = effectiveCost(player.tableau, info);
			if (cost > player.gold)
				return fail('unaffordable', `${info.name} costs ${cost} gold and you have ${player.gold}.`);
			return null;
		}
		case 'neighbor':
			if (!neighborSeats(seat, g.players.length).includes(a.seat))
				return fail('invalid-neighbor', `Seat ${a.seat} is not one of your neighbours.`);
			return null;
		case 'option':
			return null;
		case 'discard': {
			const info = findCard(a.card);
			if (!info) return fail('unknown-card', `There is no card "${a.card}".`);
			if (!answers(g, g.pending!).some((x) => x.type === 'discard' && x.card === a.card))
				return fail('not-in-display', `${info.name} is not in the display this ability discards from.`);
			return null;
		}
		case 'purses': {
			for (const id of a.cards) if (!findCard(id)) return fail('unknown-card', `There is no card "${id}".`);
			const free = pursesWithSpace(g, seat).map((p) => p.card);
			if (a.cards[0] === a.cards[1] || !a.cards.every((id) => free.includes(id)))
				return fail(
					'invalid-purses',
					'Pick two different face-up purse cards of your tableau that still have free space.'
				);
			return null;
		}
	}
}
