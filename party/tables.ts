/**
 * Tables exist once created: by "New table" (GET /new) or by the first load of
 * /embed/<id> (a shared table: once closed, its next load opens it again). Used by the pages' server code with the Worker's bindings. A
 * status check never creates anything.
 */
import { limitsOn, type Env } from './env';
import { addressTag, logEvent } from './log';
import { ROOM_ID_PATTERN } from './room-id';
import type { TableSummary } from './table-summary';

export type TableStatus = 'open' | 'closed' | 'missing';
export type TablesEnv = Pick<Env, 'Game' | 'NEW_TABLE_LIMIT' | 'RATE_LIMITS'>;

// Calls to a table's Durable Object are plain requests (not RPC), which also work
// through the dev registry under `npm run dev`. The Worker's gate never forwards
// plain HTTP to a room, so only server code holding the binding can make them.
export const TABLE_STATUS_PATH = '/_table/status';
export const TABLE_CREATE_PATH = '/_table/create';
export const TABLE_GAME_PATH = '/_table/game';
export const TABLE_SUMMARY_PATH = '/_table/summary';
/** The header that carries a seat token to a summary request: never the URL, which logs may keep. */
export const SEAT_TOKEN_HEADER = 'x-seat-token';

function request(
	env: TablesEnv,
	id: string,
	path: string,
	method: 'GET' | 'POST',
	query = '',
	headers?: HeadersInit
): Promise<Response> {
	const url = `https://table${path}?room=${encodeURIComponent(id)}${query}`;
	return env.Game.get(env.Game.idFromName(id)).fetch(url, { method, headers });
}

async function call<T>(env: TablesEnv, id: string, path: string, method: 'GET' | 'POST', query = ''): Promise<T> {
	const response = await request(env, id, path, method, query);
	if (!response.ok) throw new Error(`table ${id}: ${path} answered ${response.status}`);
	return response.json();
}

/**
 * The file of finished game number `gameNumber` of table `id` (its latest finished
 * game when absent), while the table keeps it; null otherwise.
 */
export async function finishedGame(env: TablesEnv, id: string, gameNumber?: number): Promise<unknown | null> {
	if (!ROOM_ID_PATTERN.test(id)) return null;
	const query = gameNumber === undefined ? '' : `&game=${gameNumber}`;
	const response = await request(env, id, TABLE_GAME_PATH, 'GET', query);
	if (response.status === 404) return null;
	if (!response.ok) throw new Error(`table ${id}: ${TABLE_GAME_PATH} answered ${response.status}`);
	return response.json();
}

/**
 * Table `id` in a line (party/table-summary.ts) for the holder of `token`: what a
 * spectator sees, plus the seat the token holds. The token goes in a header.
 */
export async function tableSummary(env: TablesEnv, id: string, token: string | null): Promise<TableSummary> {
	if (!ROOM_ID_PATTERN.test(id)) return { room: id, status: 'missing' };
	const headers = token === null ? undefined : { [SEAT_TOKEN_HEADER]: token };
	const response = await request(env, id, TABLE_SUMMARY_PATH, 'GET', '', headers);
	if (!response.ok) throw new Error(`table ${id}: ${TABLE_SUMMARY_PATH} answered ${response.status}`);
	return response.json();
}

export async function tableStatus(env: TablesEnv, id: string): Promise<TableStatus> {
	if (!ROOM_ID_PATTERN.test(id)) return 'missing';
	return call<TableStatus>(env, id, TABLE_STATUS_PATH, 'GET');
}

/** Whether `address` may create one more table now (the limit is per address and minute). */
export async function mayCreateTable(env: TablesEnv, address: string): Promise<boolean> {
	if (!limitsOn(env) || !env.NEW_TABLE_LIMIT) return true;
	const { success } = await env.NEW_TABLE_LIMIT.limit({ key: address });
	if (!success) logEvent('rate-limited', { what: 'new-table', addr: addressTag(address) });
	return success;
}

export type CreateOutcome = 'created' | 'open' | 'closed' | 'rate-limited';
/** The room's answer to a create: with a setup, the seated visitor's token comes along. */
export type CreateAnswer = Exclude<CreateOutcome, 'rate-limited'> | { outcome: 'created'; token: string };

/**
 * Creates the table `id` unless it exists (or existed and closed). `shared`: an
 * embedding page's table (`/embed/<id>`), which the room opens again, as a fresh
 * lobby, when it has closed; a private table (`/new`) stays closed. Only an
 * actual creation counts against the address's limit, and so does an embedding
 * page's visit to a closed table (the room alone knows whether it reopens).
 */
export async function createTable(env: TablesEnv, id: string, address: string, shared = false): Promise<CreateOutcome> {
	if (!ROOM_ID_PATTERN.test(id)) throw new Error(`malformed table id ${JSON.stringify(id)}`);
	const status = await tableStatus(env, id);
	if (status === 'open' || (status === 'closed' && !shared)) return status;
	if (!(await mayCreateTable(env, address))) return 'rate-limited';
	return call<CreateOutcome>(env, id, TABLE_CREATE_PATH, 'POST', shared ? '&shared=1' : '');
}

/**
 * Creates table `id` for one visitor (party/table-setup.ts: their seat, bots,
 * autostart) under the same per-address limit; `token` is the visitor's seat.
 * `setup` holds the fields as text, validated again by the room.
 */
export async function createSeatedTable(
	env: TablesEnv,
	id: string,
	address: string,
	setup: Record<string, string>
): Promise<{ outcome: CreateOutcome; token: string | null }> {
	if (!ROOM_ID_PATTERN.test(id)) throw new Error(`malformed table id ${JSON.stringify(id)}`);
	if (!(await mayCreateTable(env, address))) return { outcome: 'rate-limited', token: null };
	const query = `&setup=${encodeURIComponent(JSON.stringify(setup))}`;
	const response = await request(env, id, TABLE_CREATE_PATH, 'POST', query);
	if (!response.ok) throw new Error(`table ${id}: ${TABLE_CREATE_PATH} answered ${response.status}`);
	const answer: CreateAnswer = await response.json();
	return typeof answer === 'string' ? { outcome: answer, token: null } : answer;
}
