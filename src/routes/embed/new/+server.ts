// POST /embed/new?bots=2&level=medium&seats=3&autostart=1: the table of an embed's
// mode="new" for this visitor. Their remembered table while it is open, else a new
// one made with them seated (party/table-setup.ts), under the per-address limit of
// new tables. Answers { room, token } (token: null for a remembered table, whose
// seat token the frame keeps), or { code, message } with 400 or 429. Only the
// frame's own script posts here: another site gets 403, a body over
// MAX_EMBED_NEW_BYTES 413 (plain text), read no further.
import { error, json } from '@sveltejs/kit';
import * as v from 'valibot';
import { ROOM_ID_PATTERN } from '$party/room-id';
import { tableStatus } from '$lib/server/table-rooms';
import { seatedTableResponse } from '$lib/server/seated-table';
import { MAX_EMBED_NEW_BYTES, readCappedJson, tooLarge } from '$lib/server/bodies';
import { creationVerdict, crossSiteRefusal } from '$lib/server/same-site';
import type { RequestHandler } from './$types';

const SETUP_FIELDS = ['bots', 'level', 'seats', 'autostart'];

const BodySchema = v.object({
	remembered: v.optional(v.nullable(v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)))),
	name: v.optional(v.string())
});

export const POST: RequestHandler = async (event) => {
	if (creationVerdict(event.request.headers, { navigation: false }) !== 'allowed') return crossSiteRefusal();
	const read = await readCappedJson(event.request, MAX_EMBED_NEW_BYTES);
	if (!read.ok && read.code === 'too-large') return tooLarge(MAX_EMBED_NEW_BYTES);
	const body = v.safeParse(BodySchema, read.ok ? read.value : null);
	if (!body.success) error(400, 'Expected { remembered?, name? }');
	const { remembered, name } = body.output;
	if (remembered && (await tableStatus(event.platform, remembered)) === 'open') {
		return json({ room: remembered, token: null });
	}
	const fields: Record<string, string> = {};
	for (const field of SETUP_FIELDS) {
		const value = event.url.searchParams.get(field);
		if (value !== null) fields[field] = value;
	}
	return seatedTableResponse(event, fields, name);
};
