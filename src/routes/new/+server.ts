// "New table": creates a table with a fresh id and sends the browser to it. One
// GET, so a plain form (before hydration, without JavaScript) or a script can do it.
import { error } from '@sveltejs/kit';
import { newRoomId } from '$lib/table/table-code';
import { addressOf, createTable, tooManyTables } from '$lib/server/table-rooms';
import type { RequestHandler } from './$types';

export const GET: RequestHandler = async (event) => {
	const id = newRoomId();
	const outcome = await createTable(event.platform, id, addressOf(event));
	if (outcome === 'rate-limited') error(429, tooManyTables());
	return new Response(null, { status: 303, headers: { location: `/t/${id}`, 'cache-control': 'no-store' } });
};
