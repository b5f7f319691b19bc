// "Join a table" without JavaScript: to the table, or back home with the text kept
// so the page can say what is wrong with it.
import { tableIdFrom } from '$lib/room-id';
import type { RequestHandler } from './$types';

export const GET: RequestHandler = ({ url }) => {
	const text = url.searchParams.get('code') ?? '';
	const id = tableIdFrom(text);
	const location = id ? `/t/${id}` : `/?code=${encodeURIComponent(text.slice(0, 200))}`;
	return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
};
