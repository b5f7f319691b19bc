// The home page's live list of your tables (src/lib/server/my-tables.ts).
import { error } from '@sveltejs/kit';
import { answerMyTables } from '$lib/server/my-tables';
import { addressOf } from '$lib/server/table-rooms';
import type { RequestHandler } from './$types';

export const POST: RequestHandler = (event) => {
	const env = event.platform?.env;
	if (!env?.Game) error(503, 'The tables are not reachable from this server (no Durable Object binding "Game").');
	return answerMyTables(event.request, env, addressOf(event));
};
