// The home page's picture of the game: a court in the making, drawn with the
// table's own cards, each with the points the engine says it scores there. Worked
// out here on the server, so the home page's browser code never loads the rules.
import { projectTableau } from '$engine/index';
import type { PageServerLoad } from './$types';

/** Two rows of a court: Castle nobles above, Village folk below, one purse holding gold. */
const COURT = [
	{ x: 0, y: 0, card: 'princess', faceDown: false, gold: 0 },
	{ x: 1, y: 0, card: 'duchess', faceDown: false, gold: 0 },
	{ x: 2, y: 0, card: 'prince', faceDown: false, gold: 0 },
	{ x: 0, y: 1, card: 'sculptor', faceDown: false, gold: 3 },
	{ x: 1, y: 1, card: 'stonemason', faceDown: false, gold: 0 },
	{ x: 2, y: 1, card: 'clockmaker', faceDown: false, gold: 0 }
];

export const load: PageServerLoad = () => {
	const { copy, cells } = projectTableau(COURT, 0, 0);
	return {
		court: copy.map((placed) => ({
			...placed,
			points: cells.find((c) => c.x === placed.x && c.y === placed.y)!.points
		}))
	};
};
