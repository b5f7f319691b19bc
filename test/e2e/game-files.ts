// Game files for the replay's tests: a whole game played by the engine, saved as the
// end screen's download would save it, and dropped on /replay as a person drags it in.
import type { Page } from 'playwright-core';
import {
	applyAction,
	newGame,
	recordOf,
	scores,
	toAct,
	viewFor,
	type Action,
	type GameState
} from '../../engine/index';
import { gameFile } from '../../party/game-file';

/** A whole game, each move `pick`ed from the legal ones, as its downloaded file (JSON). */
export function playedGameFile({
	seed,
	names,
	room,
	finishedAt,
	pick
}: {
	seed: string;
	/** One per seat. */
	names: string[];
	room: string;
	finishedAt: number;
	pick: (legal: Action[]) => Action;
}): string {
	let game: GameState = newGame({ players: names.length, seed });
	for (let now = toAct(game); now; now = toAct(game)) {
		const result = applyAction(game, now.seat, pick(viewFor(game, now.seat).legal));
		if (!result.ok) throw new Error(result.error.message);
		game = result.game;
	}
	const file = gameFile({
		room,
		gameNumber: 1,
		finishedAt,
		seats: names.map((name) => ({ name, kind: 'human' as const, level: null })),
		scores: scores(game).map((s) => s.total),
		record: recordOf(game)
	});
	return JSON.stringify(file);
}

/** Opens a file on /replay by dropping it on the drop zone (the page must have started). */
export async function dropGameFile(page: Page, text: string, name = 'game.json') {
	await page.getByTestId('replay-drop').evaluate(
		(zone, { text, name }) => {
			const data = new DataTransfer();
			data.items.add(new File([text], name, { type: 'application/json' }));
			zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
		},
		{ text, name }
	);
}
