// A review's moves and estimates in the page's language: "Judge, face up", "Move the
// Messenger to the Castle", "61.3 ± 1.2". Whole messages only (messages/<locale>.json).
import { otherLocation } from '$engine/data';
import type { Action, GameView } from '$engine/index';
import { cardName, theCard } from '$lib/cards/card-names';
import { formatList } from '$lib/i18n/format';
import { currentLocale } from '$lib/i18n/locale';
import { m } from '$lib/paraglide/messages';

/** A move of the seat to act in `view` (the board as it was before the move). */
export function moveText(action: Action, view: GameView, nameOf: (seat: number) => string): string {
	switch (action.type) {
		case 'take':
			return (action.faceDown ? m.review_take_down : m.review_take_up)({ card: cardName(action.card) });
		case 'key':
			if (action.use === 'refresh')
				return view.messenger === 'castle' ? m.keys_refresh_castle() : m.keys_refresh_village();
			return otherLocation(view.messenger) === 'castle' ? m.keys_move_to_castle() : m.keys_move_to_village();
		case 'neighbor':
			return m.decision_count_tableau({ name: nameOf(action.seat) });
		case 'option':
			return m.decision_option({ number: action.index + 1 });
		case 'discard':
			return m.decision_discard({ card: theCard(action.card) });
		case 'purses':
			return m.decision_fill({ cards: formatList(action.cards.map(theCard)) });
	}
}

/** The expert's move, said so that a take of the same card and side elsewhere reads as "another space". */
export function bestText(best: Action, played: Action, view: GameView, nameOf: (seat: number) => string): string {
	const text = moveText(best, view, nameOf);
	const elsewhere =
		best.type === 'take' &&
		played.type === 'take' &&
		best.card === played.card &&
		best.faceDown === played.faceDown &&
		(best.x !== played.x || best.y !== played.y);
	return elsewhere ? m.review_elsewhere({ move: text }) : text;
}

/** "61.3 ± 1.2", with the language's decimal sign. */
export function estimateText(e: { mean: number; se: number }): string {
	const format = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
	return `${format.format(e.mean)} ± ${format.format(e.se)}`;
}

/**
 * A loss to be said: the expert's pick is itself an estimate, so a move can do better
 * than it. A loss below zero is then said as that gain ("better by 1.2 ± 0.8"), never
 * as a negative loss, which would read as the expert's mistake. Shown with one decimal:
 * what rounds to −0.0 or 0.0 is no gain.
 */
function lossOrGain(loss: { mean: number; se: number }): { loss: string } | { gain: string } {
	if (Math.round(loss.mean * 10) >= 0) return { loss: estimateText({ mean: Math.max(0, loss.mean), se: loss.se }) };
	return { gain: estimateText({ mean: -loss.mean, se: loss.se }) };
}

/** A loss in words: `short` for a table cell, else a sentence. */
export function lossText(loss: { mean: number; se: number }, form: 'short' | 'sentence'): string {
	const said = lossOrGain(loss);
	if ('loss' in said) return form === 'short' ? said.loss : m.review_focus_loss(said);
	return form === 'short' ? m.review_better_short(said) : m.review_focus_better(said);
}

/** What the move played (`move`, in words) lost against the expert's, in a replay's hint. */
export function playedLossText(loss: { mean: number; se: number }, move: string): string {
	const said = lossOrGain(loss);
	return 'loss' in said ? m.replay_hint_loss({ move, ...said }) : m.replay_hint_better({ move, ...said });
}

/** The review's total: points lost over the game, or how much better than the expert's picks. */
export function totalText(total: { mean: number; se: number }): string {
	if (Math.round(total.mean * 10) >= 0) return m.review_total({ loss: estimateText(total) });
	return m.review_total_better({ gain: estimateText({ mean: -total.mean, se: total.se }) });
}
