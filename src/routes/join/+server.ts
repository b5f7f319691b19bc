// "Join a table": to the table if it is open; otherwise back home with the text
// kept and the reason (?problem=bad|missing|closed). Asked for JSON (the home
// page's script), it answers { table, id } instead. It never creates a table.
import { json } from '@sveltejs/kit';
import { tableIdFrom } from '$lib/table/table-code';
import { tableStatus } from '$lib/server/table-rooms';
import type { RequestHandler } from './$types';

export const GET: RequestHandler = async ({ url, request, platform }) => {
	const text = url.searchParams.get('code') ?? '';
	const id = tableIdFrom(text);
	const table = id ? await tableStatus(platform, id) : 'bad';
	if (request.headers.get('accept')?.includes('application/json')) {
		return json({ table, id }, { headers: { 'cache-control': 'no-store' } });
	}
	const location =
		table === 'open'
			? `/t/${id}`
			: `/?code=${encodeURIComponent(text.slice(0, 200))}${table === 'bad' ? '' : `&problem=${table}`}`;
	return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
};
