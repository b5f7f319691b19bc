/**
 * Tables exist once created: by "New table" (GET /new) or by the first load of
 * /embed/<id>. Used by the pages' server code with the Worker's bindings. A
 * status check never creates anything.
 */
import { limitsOn, type Env } from './env';
import { addressTag, logEvent } from './log';
import { ROOM_ID_PATTERN } from './room-id';

export type TableStatus = 'open' | 'closed' | 'missing';
export type TablesEnv = Pick<Env, 'Game' | 'NEW_TABLE_LIMIT' | 'RATE_LIMITS'>;

const stubOf = (env: TablesEnv, id: string) => env.Game.get(env.Game.idFromName(id));

export async function tableStatus(env: TablesEnv, id: string): Promise<TableStatus> {
	if (!ROOM_ID_PATTERN.test(id)) return 'missing';
	return stubOf(env, id).tableStatus();
}

/** Whether `address` may create one more table now (the limit is per address and minute). */
export async function mayCreateTable(env: TablesEnv, address: string): Promise<boolean> {
	if (!limitsOn(env) || !env.NEW_TABLE_LIMIT) return true;
	const { success } = await env.NEW_TABLE_LIMIT.limit({ key: address });
	if (!success) logEvent('rate-limited', { what: 'new-table', addr: addressTag(address) });
	return success;
}

export type CreateOutcome = 'created' | 'open' | 'closed' | 'rate-limited';

/**
 * Creates the table `id` unless it exists (or existed and closed). Only an
 * actual creation counts against the address's limit.
 */
export async function createTable(env: TablesEnv, id: string, address: string): Promise<CreateOutcome> {
	if (!ROOM_ID_PATTERN.test(id)) throw new Error(`malformed table id ${JSON.stringify(id)}`);
	const status = await tableStatus(env, id);
	if (status !== 'missing') return status;
	if (!(await mayCreateTable(env, address))) return 'rate-limited';
	return stubOf(env, id).createTable();
}
