// /embed/look.css?theme=dark&accent=%23aa3355: an embedded table's colours (src/lib/server/embed-look.ts).
import { embedStyle } from '$lib/server/embed-look';
import type { RequestHandler } from './$types';

export const GET: RequestHandler = ({ url }) =>
	new Response(embedStyle(url.searchParams), {
		headers: { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=86400' }
	});
