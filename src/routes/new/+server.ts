// "New table" and "Play against bots".
// GET /new: creates an empty table with a fresh id and sends the browser to it. One
// GET, so a plain form (before hydration, without JavaScript) or a script can do it.
// POST /new { name?, bots?, level? }: a game against bots for this visitor, seated
// under `name` (else "Guest"), with `bots` bots (2) at `level` (medium), dealt at
// once. Answers { room, token } for the page to keep the seat and open /t/<room>;
// { code, message } with 400 or 429. Either: never another site's page
// (src/lib/server/same-site.ts).
import { error } from '@sveltejs/kit';
import * as v from 'valibot';
import { BOT_LEVELS, MAX_SEATS } from '$party/protocol';
import { newRoomId } from '$lib/table/table-code';
import { addressOf, createTable, tooManyTables } from '$lib/server/table-rooms';
import { seatedTableResponse } from '$lib/server/seated-table';
import { MAX_EMBED_NEW_BYTES, readCappedJson, tooLarge } from '$lib/server/bodies';
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

/** A game against bots: at least one bot, and a seat left for the visitor. */
const BotGameSchema = v.strictObject({
	name: v.optional(v.string()),
	bots: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SEATS - 1)), 2),
	level: v.optional(v.picklist(BOT_LEVELS), 'medium')
});

export const POST: RequestHandler = async (event) => {
	if (creationVerdict(event.request.headers, { navigation: false }) !== 'allowed') return crossSiteRefusal();
	const read = await readCappedJson(event.request, MAX_EMBED_NEW_BYTES);
	if (!read.ok && read.code === 'too-large') return tooLarge(MAX_EMBED_NEW_BYTES);
	const body = v.safeParse(BotGameSchema, read.ok ? read.value : null);
	if (!body.success) error(400, 'Expected { name?, bots?: 1–4, level?: easy | medium | hard | expert }');
	const { name, bots, level } = body.output;
	return seatedTableResponse(event, { bots: String(bots), level, autostart: '1' }, name);
};
