// The home page's how-to-play numbers and shields come from the engine (one
// definition of the rules). Read here on the server, so the home page's browser
// code never loads the engine and its card list for them.
import { FACE_DOWN_GAIN, SHIELDS, STARTING_STOCK } from '$engine/data';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = () => ({
	stock: { gold: STARTING_STOCK.gold, keys: STARTING_STOCK.keys },
	faceDown: { gold: FACE_DOWN_GAIN.gold, keys: FACE_DOWN_GAIN.keys },
	shields: [...SHIELDS]
});
