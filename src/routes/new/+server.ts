// "New table" without JavaScript (or before the page has hydrated): a fresh room id
// every time, never cached.
import { newRoomId } from '$lib/room-id';
import type { RequestHandler } from './$types';

export const GET: RequestHandler = () =>
	new Response(null, { status: 303, headers: { location: `/t/${newRoomId()}`, 'cache-control': 'no-store' } });
