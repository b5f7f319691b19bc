// The turn reducer (RULES.md §4.2). `step` mutates the state in place and
// assumes the action is legal: applyAction validates and copies first; bots'
// playouts call it directly on their own copy.
import { atLocation, card, otherLocation, type CardInfo, type Effect } from './cards';
import { isRemoved, refill, refresh } from './deck';
import { runEffect } from './effects';
import { storeGold, effectiveCost } from './tableau';
import { FACE_DOWN_GAIN } from './constants';
import type { Action, AnswerAction, DecisionType, GameState, Pending, TakeAction } from './types';

/** Who acts now and on what; null when the game is over. */
export function toAct(g: GameState): { seat: number; decision: DecisionType } | null {
	if (g.over) return null;
	if (g.pending) return { seat: g.pending.seat, decision: g.pending.decision };
	return { seat: g.current, decision: g.keyUsed ? 'take' : 'turn' };
}

/** The effect a pending decision belongs to (inside a choice: the picked option). */
export function pendingEffect(p: Pending): Effect {
	const e = card(p.card).ability.effects[p.effect];
	return p.option !== null && e.kind === 'choice' ? e.options[p.option] : e;
}

/** Apply a legal action in place. */
export function step(g: GameState, seat: number, action: Action): void {
	apply(g, seat, action, true);
}

/**
 * As `step`, but the turn is left unfinished (no messenger move, refill or next seat)
 * unless it ends the game: for a copy a search values and drops. None of that changes any
 * seat's gold, keys or tableau, which is all a valuation reads, so skipping it changes no
 * value; the end of the game does (every seat's gold goes onto its purses), so it still runs.
 */
export function stepToTry(g: GameState, seat: number, action: Action): void {
	apply(g, seat, action, false);
}

function apply(g: GameState, seat: number, action: Action, finish: boolean): void {
	g.history?.push({ seat, action });
	if (action.type === 'key') useKey(g, seat, action.use);
	else if (action.type === 'take') take(g, seat, action, finish);
	else answer(g, action, finish);
}

function useKey(g: GameState, seat: number, use: 'messenger' | 'refresh'): void {
	g.players[seat].keys -= 1;
	g.keyUsed = true;
	g.log.push({ type: 'key', seat, use });
	if (use === 'messenger') {
		g.messenger = otherLocation(g.messenger);
		g.log.push({ type: 'messenger', to: g.messenger });
	} else {
		refresh(g, seat, g.messenger);
	}
}

function take(g: GameState, seat: number, a: TakeAction, finish: boolean): void {
	const info = card(a.card);
	const player = g.players[seat];
	const display = atLocation(g.displays, g.messenger);
	for (let s = 0; s < 3; s++) if (display[s] === a.card) display[s] = null;
	// Cost is computed before the card enters the tableau: its own discount never applies.
	const cost = a.faceDown || info.cost === 0 ? 0 : effectiveCost(player.tableau, info);
	player.gold -= cost;
	player.tableau.push({ x: a.x, y: a.y, card: a.card, faceDown: a.faceDown, gold: 0 });
	g.log.push({ type: 'take', seat, card: a.card, faceDown: a.faceDown, cost, x: a.x, y: a.y });
	if (a.faceDown) {
		player.gold += FACE_DOWN_GAIN.gold;
		player.keys += FACE_DOWN_GAIN.keys;
		g.log.push({ type: 'gain', seat, gold: FACE_DOWN_GAIN.gold, keys: FACE_DOWN_GAIN.keys, source: 'faceDown' });
		return finishTurn(g, null, finish);
	}
	resolveFrom(g, seat, info, 0, null, finish);
}

function answer(g: GameState, a: AnswerAction, finish: boolean): void {
	const p = g.pending!;
	g.pending = null;
	resolveFrom(g, p.seat, card(p.card), p.effect, p.option, finish, a);
}

/** Resolve the ability's effects from index `from` on; stop at the first decision. */
function resolveFrom(
	g: GameState,
	seat: number,
	source: CardInfo,
	from: number,
	option: number | null,
	finish: boolean,
	a?: AnswerAction
): void {
	const effects = source.ability.effects;
	const x = { g, seat, source };
	for (let i = from; i < effects.length; i++) {
		let effect = effects[i];
		let picked: number | null = null;
		if (i === from && option !== null && effect.kind === 'choice') {
			effect = effect.options[option];
			picked = option;
		}
		const ask = runEffect(x, effect, i === from ? a : undefined);
		if (ask) {
			g.pending = { seat, card: source.id, effect: i, option: ask.option ?? picked, decision: ask.decision };
			return;
		}
	}
	finishTurn(g, source, finish);
}

/** §4.2 step 4–5: messenger, refill (Castle then Village), next player, or the end once every tableau is full. */
function finishTurn(g: GameState, info: CardInfo | null, finish: boolean): void {
	const over = allTableausFull(g);
	if (!finish && !over) return;
	if (info?.messenger) {
		const to = otherLocation(info.location);
		if (g.messenger !== to && !isRemoved(g, to)) {
			g.messenger = to;
			g.log.push({ type: 'messenger', to });
		}
	}
	refill(g, 'castle');
	refill(g, 'village');
	if (over) return endGame(g);
	// The next seat with space left (one exists: not every tableau is full).
	const n = g.players.length;
	let next = g.current;
	do
		next = next + 1 === n ? 0 : next + 1; // the next seat, without a division
	while (g.players[next].tableau.length >= 9);
	g.current = next;
	g.turn += 1;
	g.keyUsed = false;
	g.log.push({ type: 'turn', seat: next, turn: g.turn });
}

function allTableausFull(g: GameState): boolean {
	for (let s = 0; s < g.players.length; s++) if (g.players[s].tableau.length < 9) return false;
	return true;
}

/** §4.9: leftover gold goes onto face-up purses automatically and maximally. */
export function endGame(g: GameState): void {
	g.over = true;
	g.keyUsed = false;
	g.players.forEach((player, seat) => {
		player.gold = storeGold(player.tableau, player.gold, (p, n) =>
			g.log.push({ type: 'purse', seat, card: p.card, gold: n, source: 'end' })
		);
	});
	g.log.push({ type: 'end' });
}
