// An embedding page names its own table id: the first load creates that table.
// The look (theme, accent) comes from the address, made here (src/lib/server/embed-look.ts).
import { error } from '@sveltejs/kit';
import { addressOf, createTable, tooManyTables } from '$lib/server/table-rooms';
import { embedLook } from '$lib/server/embed-look';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
	const outcome = await createTable(event.platform, event.params.room, addressOf(event));
	if (outcome === 'rate-limited') error(429, tooManyTables());
	const query = event.url.searchParams;
	return { table: outcome === 'created' ? 'open' : outcome, look: embedLook(query), watch: query.has('watch') };
};
