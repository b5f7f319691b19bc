// The expert's move on the replay's board (review/board-mark.ts): every kind of move
// an expert can pick marks something a player can see in that position.
import { expect, test } from 'vitest';
import { applyAction, newGame, toAct, viewFor, type Action, type GameState } from '$engine/index';
import { createRandom, randomAction } from '$engine/sim';
import { boardMark } from '$lib/review/board-mark';

/** Positions from random games, each with its legal moves, until every kind of move was met. */
function positions(): { game: GameState; action: Action }[] {
	const out: { game: GameState; action: Action }[] = [];
	const kinds = new Set<string>();
	for (let n = 0; n < 400 && kinds.size < 6; n++) {
		const random = createRandom(`marks-${n}`);
		let game = newGame({ players: 3, seed: `marks-${n}` });
		while (!game.over) {
			const seat = toAct(game)!.seat;
			for (const action of viewFor(game, seat).legal) {
				if (!kinds.has(action.type) || action.type === 'key') out.push({ game, action });
				kinds.add(action.type);
			}
			const result = applyAction(game, seat, randomAction(game, random));
			if (!result.ok) throw new Error(result.error.message);
			game = result.game;
		}
	}
	expect([...kinds].sort()).toEqual(['discard', 'key', 'neighbor', 'option', 'purses', 'take']);
	return out;
}

test('every kind of move the expert may pick is marked on the board, where it acts', () => {
	const seen = new Set<string>();
	for (const { game, action } of positions()) {
		const seat = toAct(game)!.seat;
		const view = viewFor(game, seat);
		const mark = boardMark(action, view, seat);
		expect(mark, JSON.stringify(action)).not.toBeNull();
		seen.add(mark!.kind);
		switch (action.type) {
			case 'take':
				expect(mark).toEqual({ kind: 'take', card: action.card, x: action.x, y: action.y, faceDown: action.faceDown });
				break;
			case 'key':
				// A refresh marks the display the Messenger stands at; a walk, the one it walks to.
				expect(mark).toEqual({
					kind: 'row',
					location: action.use === 'refresh' ? view.messenger : view.messenger === 'castle' ? 'village' : 'castle'
				});
				break;
			case 'discard':
				expect(mark).toEqual({ kind: 'display-card', card: action.card });
				expect([...view.displays.castle, ...view.displays.village]).toContain(action.card);
				break;
			case 'neighbor':
				expect(mark).toEqual({ kind: 'player', seat: action.seat });
				expect(action.seat).not.toBe(seat);
				break;
			case 'option':
			case 'purses': {
				const shown = view.players[seat].tableau.map((p) => p.card);
				expect(mark!.kind).toBe('tableau-cards');
				for (const card of (mark as { cards: string[] }).cards) expect(shown).toContain(card);
				break;
			}
		}
	}
	expect([...seen].sort()).toEqual(['display-card', 'player', 'row', 'tableau-cards', 'take']);
});
