// An embedding page names its own table id: the first load creates that table, a
// shared one (it opens again, a fresh lobby, at the first load after it closed).
// `?preview` (the builder's live table) creates nothing: it shows the table if open.
// The look (theme, accent) comes from the address, made here (src/lib/server/embed-look.ts).
import { error } from '@sveltejs/kit';
import { addressOf, createTable, tableStatus, tooManyTables } from '$lib/server/table-rooms';
import { embedLook } from '$lib/server/embed-look';
import type { PageServerLoad } from './$types';

export const load: PageServerLoad = async (event) => {
	const query = event.url.searchParams;
	const preview = query.has('preview');
	const room = event.params.room;
	const outcome = preview
		? await tableStatus(event.platform, room)
		: await createTable(event.platform, room, addressOf(event), true);
	if (outcome === 'rate-limited') error(429, tooManyTables());
	const table = outcome === 'created' ? 'open' : outcome;
	return { table, preview, look: embedLook(query), watch: query.has('watch') };
};
