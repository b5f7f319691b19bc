// A table's finished game, as the table keeps it (until a while after it closes): the latest,
// or `?game=N`. The page replays it in the browser with the engine.
import { finishedGame, tableStatus } from '$lib/server/table-rooms';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async ({ params, platform, url }) => {
	const table = await tableStatus(platform, params.room);
	const asked = Number(url.searchParams.get('game'));
	const gameNumber = Number.isInteger(asked) && asked > 0 ? asked : undefined;
	const file = table === 'missing' ? null : await finishedGame(platform, params.room, gameNumber);
	return { table, file, gameNumber: gameNumber ?? null };
};
