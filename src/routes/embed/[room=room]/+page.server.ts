// An embedding page names its own table id: the first load creates that table.
import { error } from '@sveltejs/kit';
import { addressOf, createTable, tooManyTables } from '$lib/server/table-rooms';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
	const outcome = await createTable(event.platform, event.params.room, addressOf(event));
	if (outcome === 'rate-limited') error(429, tooManyTables());
	return { table: outcome === 'created' ? 'open' : outcome };
};
