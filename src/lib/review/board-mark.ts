// Where the expert's move shows on the replay's board, for every kind of move: a take
// is drawn in place (the card and its space); a key marks the display it refreshes or
// the one the Messenger would walk to; an ability's answer marks the neighbour
// chosen, the display card to discard, the purses to fill, or, for a choice between
// two gains, the card whose ability asks.
import type { Action, GameView } from '$engine/index';

type Location = GameView['messenger'];

export type BoardMark =
	| { kind: 'take'; card: string; x: number; y: number; faceDown: boolean }
	| { kind: 'row'; location: Location }
	| { kind: 'display-card'; card: string }
	| { kind: 'player'; seat: number }
	| { kind: 'tableau-cards'; seat: number; cards: string[] };

/** The mark of `best`, a move of `seat` in the position `view` shows (null: nothing on the board to mark). */
export function boardMark(best: Action, view: GameView, seat: number): BoardMark | null {
	switch (best.type) {
		case 'take':
			return { kind: 'take', card: best.card, x: best.x, y: best.y, faceDown: best.faceDown };
		case 'key': {
			if (best.use === 'refresh') return { kind: 'row', location: view.messenger };
			return { kind: 'row', location: view.messenger === 'castle' ? 'village' : 'castle' };
		}
		case 'discard':
			return { kind: 'display-card', card: best.card };
		case 'neighbor':
			return { kind: 'player', seat: best.seat };
		case 'purses':
			return { kind: 'tableau-cards', seat, cards: [...best.cards] };
		case 'option': {
			const card = view.pending?.card;
			return card && view.players[seat]?.tableau.some((p) => p.card === card)
				? { kind: 'tableau-cards', seat, cards: [card] }
				: null;
		}
	}
}
