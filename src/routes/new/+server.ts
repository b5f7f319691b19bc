// "New table": creates a table with a fresh id and sends the browser to it. One
// GET, so a plain form (before hydration, without JavaScript) or a script can do it;
// never another site's page (src/lib/server/same-site.ts).
import { error } from '@sveltejs/kit';
import { newRoomId } from '$lib/table/table-code';
import { addressOf, createTable, tooManyTables } from '$lib/server/table-rooms';
import { creationVerdict, crossSiteRefusal } from '$lib/server/same-site';
import type { RequestHandler } from './$types';

const seeOther = (location: string) =>
	new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

export const GET: RequestHandler = async (event) => {
	const verdict = creationVerdict(event.request.headers, { navigation: true });
	if (verdict === 'home') return seeOther('/');
	if (verdict === 'refused') return crossSiteRefusal();
	const id = newRoomId();
	const outcome = await createTable(event.platform, id, addressOf(event));
	if (outcome === 'rate-limited') error(429, tooManyTables());
	return seeOther(`/t/${id}`);
};
