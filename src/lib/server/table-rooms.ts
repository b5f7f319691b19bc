// Tables exist once created (party/PROTOCOL.md, "Tables and addresses"). The pages' server code reaches a
// table's Durable Object through the Worker's bindings (`platform.env`).
import { error, type RequestEvent } from '@sveltejs/kit';
import {
	createTable as create,
	finishedGame as finished,
	tableStatus as status,
	type CreateOutcome,
	type TableStatus,
	type TablesEnv
} from '$party/tables';
import { addressKey, clientAddress } from '$party/env';
import { m } from '$lib/paraglide/messages';

export type { CreateOutcome, TableStatus };

function tablesEnv(platform: App.Platform | undefined): TablesEnv {
	const env = platform?.env;
	if (!env?.Game) {
		// `vite dev` without the rooms Worker, or a misconfigured deployment.
		error(503, 'The tables are not reachable from this server (no Durable Object binding "Game"). See the README.');
	}
	return env;
}

/** Whether table `id` is open, has closed, or was never created. Creates nothing. */
export function tableStatus(platform: App.Platform | undefined, id: string): Promise<TableStatus> {
	return status(tablesEnv(platform), id);
}

/** A finished game's file as the table keeps it (unchecked JSON: the page loads it like a download), or null. */
export function finishedGame(platform: App.Platform | undefined, id: string, gameNumber?: number): Promise<unknown> {
	return finished(tablesEnv(platform), id, gameNumber);
}

/**
 * Creates table `id` unless it exists; the creation counts against the caller's address.
 * `shared`: an embedding page's table, opened again once closed (party/tables.ts).
 */
export function createTable(
	platform: App.Platform | undefined,
	id: string,
	address = 'unknown',
	shared = false
): Promise<CreateOutcome> {
	return create(tablesEnv(platform), id, address, shared);
}

/** The client's address (Cloudflare's cf-connecting-ip), keyed for the rate limits (an IPv6 one by its /64). */
export function addressOf(event: RequestEvent): string {
	try {
		return addressKey(event.getClientAddress());
	} catch {
		return clientAddress(event.request);
	}
}

/** The 429 of GET /new and a first /embed/<id>, in the visitor's language (rendered per request). */
export const tooManyTables = () => m.err_too_many_tables();
