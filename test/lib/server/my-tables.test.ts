// POST /my-tables: one list, validated and capped, answered table by table in
// parallel; a table that is slow or failing does not hold up the rest.
import { describe, expect, it } from 'vitest';
import {
	answerMyTables,
	MAX_LISTED_TABLES,
	MAX_MY_TABLES_BYTES,
	parseMyTables,
	tableLines
} from '$lib/server/my-tables';
import type { TableSummary } from '$party/table-summary';
import { fakeLimit } from './fake-limit';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const room = (i: number) => `table${String(i).padStart(5, '0')}`;

const post = (body: unknown, headers: Record<string, string> = {}) =>
	new Request('http://127.0.0.1/my-tables', {
		method: 'POST',
		body: typeof body === 'string' ? body : JSON.stringify(body),
		headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers }
	});

/** A room that answers at once: open, with the token's seat 0 when there is one. */
const ask = async (id: string, token: string | null): Promise<TableSummary> =>
	id.includes('closed')
		? { room: id, status: 'closed' }
		: ({ room: id, status: 'open', you: token ? 0 : null } as never);

const env = (limit = fakeLimit(100)) => ({ Game: {} as never, MY_TABLES_LIMIT: limit });

describe('the list a page sends', () => {
	it('takes tables with a seat token or without one, and asks each table once', () => {
		const list = {
			tables: [
				{ room: room(1), token: TOKEN },
				{ room: room(2), token: null },
				{ room: room(1), token: null }
			]
		};
		expect(parseMyTables(list)).toEqual({ tables: list.tables.slice(0, 2) });
		expect(parseMyTables({ tables: [] })).toEqual({ tables: [] });
	});

	it('refuses malformed ids and tokens, a missing token field, extra length and anything not a list', () => {
		const bad = [
			null,
			[],
			{ tables: 'x' },
			{ tables: [{ room: 'short', token: TOKEN }] },
			{ tables: [{ room: `${room(1)}/../x`, token: TOKEN }] },
			{ tables: [{ room: room(1), token: 'too-short' }] },
			{ tables: [{ room: room(1), token: `${TOKEN}"; x` }] },
			{ tables: [{ room: room(1), token: 5 }] },
			{ tables: [{ room: room(1) }] },
			{ tables: Array.from({ length: MAX_LISTED_TABLES + 1 }, (_, i) => ({ room: room(i), token: null })) }
		];
		for (const value of bad) expect(parseMyTables(value), JSON.stringify(value)).toBeNull();
		const most = Array.from({ length: MAX_LISTED_TABLES }, (_, i) => ({ room: room(i), token: TOKEN }));
		expect(parseMyTables({ tables: most })?.tables).toHaveLength(MAX_LISTED_TABLES);
	});
});

describe('asking the tables', () => {
	it('asks all at once: a slow table is unreachable after the timeout, a failing one at once, the others answer', async () => {
		const started: string[] = [];
		const slowAsk = (id: string, token: string | null) => {
			started.push(id);
			if (id === room(1)) return new Promise<TableSummary>(() => {});
			if (id === room(2)) return Promise.reject(new Error('down'));
			return ask(id, token);
		};
		const list = { tables: [0, 1, 2, 3].map((i) => ({ room: room(i), token: TOKEN })) };
		const lines = await tableLines(list, slowAsk, 50);
		expect(started).toEqual([room(0), room(1), room(2), room(3)]);
		expect(lines.map((l) => l.status)).toEqual(['open', 'unreachable', 'unreachable', 'open']);
		expect(lines.map((l) => l.room)).toEqual(list.tables.map((t) => t.room));
	});
});

describe('POST /my-tables', () => {
	it('answers each table’s line, in the order asked, uncached', async () => {
		const body = {
			tables: [
				{ room: room(1), token: TOKEN },
				{ room: 'closed00001', token: null }
			]
		};
		const response = await answerMyTables(post(body), env(), '203.0.113.7', ask);
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		expect(await response.json()).toEqual({
			tables: [
				{ room: room(1), status: 'open', you: 0 },
				{ room: 'closed00001', status: 'closed' }
			]
		});
	});

	it('refuses another site’s page, a malformed list, a large body and too many lists from one address', async () => {
		const body = { tables: [{ room: room(1), token: TOKEN }] };
		const code = async (response: Response) => [response.status, ((await response.json()) as { code: string }).code];
		expect(await code(await answerMyTables(post(body, { 'sec-fetch-site': 'cross-site' }), env(), 'a', ask))).toEqual([
			403,
			'cross-site'
		]);
		expect(await code(await answerMyTables(post('{"tables":'), env(), 'a', ask))).toEqual([400, 'bad-list']);
		expect(await code(await answerMyTables(post({ tables: [{ room: 'x' }] }), env(), 'a', ask))).toEqual([
			400,
			'bad-list'
		]);
		const large = JSON.stringify({ tables: [], pad: 'x'.repeat(MAX_MY_TABLES_BYTES) });
		expect(await code(await answerMyTables(post(large), env(), 'a', ask))).toEqual([413, 'too-large']);

		const limited = env(fakeLimit(2));
		for (let i = 0; i < 2; i++) expect((await answerMyTables(post(body), limited, 'b', ask)).status).toBe(200);
		expect(await code(await answerMyTables(post(body), limited, 'b', ask))).toEqual([429, 'rate-limited']);
		expect((await answerMyTables(post(body), limited, 'c', ask)).status).toBe(200);
		expect((await answerMyTables(post(body), { ...limited, RATE_LIMITS: 'off' }, 'b', ask)).status).toBe(200);
	});

	it('asks no table for a refused request', async () => {
		let asked = 0;
		const counting = async (id: string, token: string | null) => (asked++, ask(id, token));
		const body = { tables: [{ room: room(1), token: TOKEN }] };
		await answerMyTables(post(body, { 'sec-fetch-site': 'cross-site' }), env(), 'a', counting);
		await answerMyTables(post({ tables: [{ room: room(1), token: 'bad' }] }), env(), 'a', counting);
		await answerMyTables(post(body), env(fakeLimit(0)), 'a', counting);
		expect(asked).toBe(0);
	});
});
