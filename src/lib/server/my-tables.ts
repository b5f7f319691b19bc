// POST /my-tables: the home page's list of your tables, live, in one request. The
// browser sends the tables it sat at with their seat tokens (in the body only,
// never a URL); each table is asked in parallel, with a short timeout, for its
// line (party/table-summary.ts): what a spectator sees, plus which seat the token
// holds. Anyone can post here, so it costs little: this site's pages only, a small
// body, a few lists per address and minute, every field checked with valibot.
import * as v from 'valibot';
import { limitsOn, type Env } from '$party/env';
import { ROOM_ID_PATTERN } from '$party/room-id';
import { SEAT_TOKEN_PATTERN } from '$party/room-data';
import { tableSummary, type TablesEnv } from '$party/tables';
import type { MyTableLine, TableSummary } from '$party/table-summary';
import { readCappedJson } from './bodies';
import { creationVerdict } from './same-site';

/** Tables in one list: more than this browser keeps (src/lib/table/my-tables.ts, 12). */
export const MAX_LISTED_TABLES = 20;
/** A list of MAX_LISTED_TABLES ids and tokens fits in well under this. */
export const MAX_MY_TABLES_BYTES = 4096;
/** How long one table may take to answer before its line says `unreachable`. */
export const TABLE_ANSWER_MS = 3000;

const MyTablesRequest = v.object({
	tables: v.pipe(
		v.array(
			v.object({
				room: v.pipe(v.string(), v.regex(ROOM_ID_PATTERN)),
				/** Null: a table remembered without its seat (storage lost it): its line names no seat. */
				token: v.nullable(v.pipe(v.string(), v.regex(SEAT_TOKEN_PATTERN)))
			})
		),
		v.maxLength(MAX_LISTED_TABLES)
	)
});
export type MyTablesRequest = v.InferOutput<typeof MyTablesRequest>;

export type MyTablesRefusal = 'cross-site' | 'too-large' | 'rate-limited' | 'bad-list';

const noStore = { 'cache-control': 'no-store' };
const refuse = (status: number, code: MyTablesRefusal) => Response.json({ code }, { status, headers: noStore });

/** The list, validated; null for anything else. Repeated tables are asked once. */
export function parseMyTables(value: unknown): MyTablesRequest | null {
	const parsed = v.safeParse(MyTablesRequest, value);
	if (!parsed.success) return null;
	const seen = new Set<string>();
	return { tables: parsed.output.tables.filter((t) => !seen.has(t.room) && seen.add(t.room)) };
}

type Ask = (room: string, token: string | null) => Promise<TableSummary>;

/** Each table's line, asked all at once; a table that throws or takes longer than `timeoutMs` is `unreachable`. */
export function tableLines(list: MyTablesRequest, ask: Ask, timeoutMs = TABLE_ANSWER_MS): Promise<MyTableLine[]> {
	return Promise.all(
		list.tables.map(async ({ room, token }): Promise<MyTableLine> => {
			const unreachable = { room, status: 'unreachable' } as const;
			let timer: ReturnType<typeof setTimeout> | undefined;
			const late = new Promise<MyTableLine>((resolve) => (timer = setTimeout(() => resolve(unreachable), timeoutMs)));
			try {
				return await Promise.race([ask(room, token), late]);
			} catch {
				return unreachable;
			} finally {
				clearTimeout(timer);
			}
		})
	);
}

/**
 * Answers a list: 200 `{ tables: MyTableLine[] }` in the order asked; refused with
 * `{ code }` and 403 (another site's page), 413, 429 or 400. `ask` reaches a table
 * (tests pass their own).
 */
export async function answerMyTables(
	request: Request,
	env: TablesEnv & Pick<Env, 'MY_TABLES_LIMIT'>,
	address: string,
	ask: Ask = (room, token) => tableSummary(env, room, token)
): Promise<Response> {
	// Another site's page must not spend this visitor's quota (nor learn anything by trying).
	if (creationVerdict(request.headers, { navigation: false }) !== 'allowed') return refuse(403, 'cross-site');
	if (limitsOn(env) && env.MY_TABLES_LIMIT) {
		const { success } = await env.MY_TABLES_LIMIT.limit({ key: address });
		if (!success) return refuse(429, 'rate-limited');
	}
	const read = await readCappedJson(request, MAX_MY_TABLES_BYTES);
	if (!read.ok && read.code === 'too-large') return refuse(413, 'too-large');
	const list = read.ok ? parseMyTables(read.value) : null;
	if (!list) return refuse(400, 'bad-list');
	return Response.json({ tables: await tableLines(list, ask) }, { headers: noStore });
}
