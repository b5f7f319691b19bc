// An embedding page names its own table id: the first load creates that table.
import { error } from '@sveltejs/kit';
import { addressOf, createTable, TOO_MANY_TABLES } from '$lib/server/tables';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
	const outcome = await createTable(event.platform, event.params.room, addressOf(event));
	if (outcome === 'rate-limited') error(429, TOO_MANY_TABLES);
	return { table: outcome === 'created' ? 'open' : outcome };
};
