// A table made with its visitor seated (party/table-setup.ts): what an embed's
// mode="new" (POST /embed/new) and the home page's "Play against bots" (POST /new)
// both do. The room validates the setup again when it creates the table.
import { error, json, type RequestEvent } from '@sveltejs/kit';
import { parseTableSetup } from '$party/table-setup';
import { createSeatedTable } from '$party/tables';
import { newRoomId } from '$lib/table/table-code';
import { m } from '$lib/paraglide/messages';
import { addressOf, tooManyTables } from './table-rooms';

/**
 * Makes a table from the setup `fields` with the visitor seated under the first of
 * `names` the setup accepts (the name this browser used before, else "Guest" in the
 * visitor's language). Answers { room, token }, or { code, message } with 400
 * (a setup no name makes valid) or 429 (the address's limit of new tables).
 */
export async function seatedTableResponse(
	event: RequestEvent,
	fields: Record<string, string>,
	name: string | undefined
): Promise<Response> {
	const setup = [name, m.embed_guest_name()]
		.map((n) => (n ? { ...fields, name: n } : null))
		.find((f) => f && parseTableSetup(f));
	if (!setup) return json({ code: 'bad-setup', message: m.embed_bad_setup() }, { status: 400 });
	const env = event.platform?.env;
	if (!env?.Game) error(503, 'The tables are not reachable from this server (no Durable Object binding "Game").');
	const room = newRoomId();
	const made = await createSeatedTable(env, room, addressOf(event), setup);
	if (made.outcome === 'rate-limited') return json({ code: 'rate-limited', message: tooManyTables() }, { status: 429 });
	return json({ room, token: made.token }, { headers: { 'cache-control': 'no-store' } });
}
