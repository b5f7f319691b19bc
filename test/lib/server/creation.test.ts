// Making a table: GET /new, POST /new (a game against bots) and POST /embed/new answer this site's pages and people,
// not another site's requests (Sec-Fetch-*), and read no more of a body than its cap.
import { describe, expect, it } from 'vitest';
import { GET as newTable, POST as botGame } from '../../../src/routes/new/+server';
import { POST as embedNew } from '../../../src/routes/embed/new/+server';
import { creationVerdict } from '$lib/server/same-site';
import { MAX_EMBED_NEW_BYTES, readCapped, readCappedJson } from '$lib/server/bodies';
import { logLines } from './log-lines';

logLines(); // the tables' log lines, kept out of the output

/**
 * A Game namespace whose tables answer as party/game-room.ts does; `created` lists
 * the tables made, `setups` the setup fields each seated one was asked for.
 */
function fakeTables() {
	const created: string[] = [];
	const setups: Record<string, string>[] = [];
	const stub = (id: string) => ({
		fetch: async (url: string) => {
			const { pathname, searchParams } = new URL(url);
			if (pathname === '/_table/status') return Response.json('missing');
			created.push(id);
			if (searchParams.has('setup')) setups.push(JSON.parse(searchParams.get('setup')!));
			return Response.json(searchParams.has('setup') ? { outcome: 'created', token: 't'.repeat(32) } : 'created');
		}
	});
	const Game = { idFromName: (name: string) => name, get: stub };
	return { created, setups, platform: { env: { Game } } };
}

type Event = Parameters<typeof newTable>[0];
const eventOf = (request: Request, platform: unknown) =>
	({ request, url: new URL(request.url), platform, getClientAddress: () => '203.0.113.9' }) as unknown as Event;

/** What a browser sends for each kind of request (Fetch Metadata). */
const FROM = {
	ownPage: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
	sibling: { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
	addressBar: {
		'sec-fetch-site': 'none',
		'sec-fetch-mode': 'navigate',
		'sec-fetch-dest': 'document',
		'sec-fetch-user': '?1'
	},
	followedLink: {
		'sec-fetch-site': 'cross-site',
		'sec-fetch-mode': 'navigate',
		'sec-fetch-dest': 'document',
		'sec-fetch-user': '?1'
	},
	scriptRedirect: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
	image: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
	frame: {
		'sec-fetch-site': 'cross-site',
		'sec-fetch-mode': 'navigate',
		'sec-fetch-dest': 'iframe',
		'sec-fetch-user': '?1'
	},
	fetch: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' },
	oldBrowser: {}
} satisfies Record<string, Record<string, string>>;

describe('creationVerdict', () => {
	it.each([
		['ownPage', 'allowed', 'refused'],
		['sibling', 'allowed', 'allowed'],
		['addressBar', 'allowed', 'refused'],
		['followedLink', 'allowed', 'refused'],
		['scriptRedirect', 'home', 'refused'],
		['image', 'refused', 'refused'],
		['frame', 'refused', 'refused'],
		['fetch', 'refused', 'refused'],
		['oldBrowser', 'allowed', 'allowed']
	] as const)('%s: %s as a page load, %s as a script’s POST', (kind, asPage, asPost) => {
		const headers = new Headers(FROM[kind]);
		expect(creationVerdict(headers, { navigation: true })).toBe(asPage);
		// A POST is never a page load: only this site (or no header) passes.
		if (kind !== 'ownPage') expect(creationVerdict(headers, { navigation: false })).toBe(asPost);
	});

	it('a same-origin fetch may post', () => {
		const headers = new Headers({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
		expect(creationVerdict(headers, { navigation: false })).toBe('allowed');
	});
});

describe('GET /new', () => {
	const get = async (headers: Record<string, string>) => {
		const tables = fakeTables();
		const response = await newTable(eventOf(new Request('https://table.example/new', { headers }), tables.platform));
		return { response, created: tables.created };
	};

	it.each(['ownPage', 'addressBar', 'followedLink', 'oldBrowser'] as const)(
		'%s: makes a table and sends the browser to it',
		async (kind) => {
			const { response, created } = await get(FROM[kind]);
			expect(response.status).toBe(303);
			expect(response.headers.get('location')).toBe(`/t/${created[0]}`);
			expect(created).toHaveLength(1);
		}
	);

	it.each(['image', 'frame', 'fetch'] as const)('%s from another site: 403 in plain text, no table', async (kind) => {
		const { response, created } = await get(FROM[kind]);
		expect(response.status).toBe(403);
		expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
		expect(await response.text()).toMatch(/this site’s own pages/);
		expect(created).toEqual([]);
	});

	it('another site’s page load that no one clicked: the home page, no table', async () => {
		const { response, created } = await get(FROM.scriptRedirect);
		expect(response.status).toBe(303);
		expect(response.headers.get('location')).toBe('/');
		expect(created).toEqual([]);
	});
});

describe('POST /embed/new', () => {
	const post = async (headers: Record<string, string>, body: BodyInit, length?: number) => {
		const tables = fakeTables();
		const sized = length === undefined ? {} : { 'content-length': String(length) };
		// Node needs `duplex` for a streamed body; the Workers' RequestInit type does not know it.
		const init = { method: 'POST', headers: { ...headers, ...sized }, body, duplex: 'half' } as RequestInit;
		const request = new Request('https://table.example/embed/new?bots=1', init);
		const response = await embedNew(eventOf(request, tables.platform) as unknown as Parameters<typeof embedNew>[0]);
		return { response, created: tables.created };
	};
	const frameFetch = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'content-type': 'application/json' };
	const streamOf = (chunks: number, size: number) =>
		new ReadableStream({
			start(controller) {
				for (let i = 0; i < chunks; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(size)));
				controller.close();
			}
		});

	it('the frame’s own request makes a table with the visitor seated', async () => {
		const { response, created } = await post(frameFetch, JSON.stringify({ name: 'Ada' }));
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ room: created[0], token: 't'.repeat(32) });
	});

	it.each(['image', 'fetch', 'followedLink', 'addressBar'] as const)(
		'%s: 403 in plain text, body unread, no table',
		async (kind) => {
			const { response, created } = await post(FROM[kind], JSON.stringify({ name: 'Ada' }));
			expect(response.status).toBe(403);
			expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
			expect(created).toEqual([]);
		}
	);

	it(`a body over ${MAX_EMBED_NEW_BYTES} bytes: 413 in plain text, said or streamed, no table`, async () => {
		const big = JSON.stringify({ name: 'x'.repeat(MAX_EMBED_NEW_BYTES) });
		for (const attempt of [
			await post(frameFetch, big, big.length),
			await post(frameFetch, streamOf(100, 1000)),
			// A Content-Length that lies does not get past the cap either.
			await post(frameFetch, streamOf(100, 1000), 10)
		]) {
			expect(attempt.response.status).toBe(413);
			expect(attempt.response.headers.get('content-type')).toMatch(/^text\/plain/);
			expect(await attempt.response.text()).toContain(String(MAX_EMBED_NEW_BYTES));
			expect(attempt.created).toEqual([]);
		}
	});
});

describe('POST /new (a game against bots)', () => {
	const post = async (body: unknown, headers: Record<string, string> = FROM.sibling) => {
		const tables = fakeTables();
		const init = {
			method: 'POST',
			headers: { ...headers, 'content-type': 'application/json' },
			body: JSON.stringify(body)
		};
		const request = new Request('https://table.example/new', init);
		const response = await botGame(eventOf(request, tables.platform) as unknown as Parameters<typeof botGame>[0]);
		return { response, created: tables.created, setups: tables.setups };
	};

	it('without settings: two medium bots, dealt at once, the visitor seated as "Guest"', async () => {
		const { response, created, setups } = await post({});
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ room: created[0], token: 't'.repeat(32) });
		expect(setups).toEqual([{ bots: '2', level: 'medium', autostart: '1', name: 'Guest' }]);
	});

	it('the remembered name, count and level make the table', async () => {
		const { setups } = await post({ name: 'Ada', bots: 3, level: 'hard' });
		expect(setups).toEqual([{ bots: '3', level: 'hard', autostart: '1', name: 'Ada' }]);
	});

	it('a name no seat takes falls back to "Guest"', async () => {
		const { setups } = await post({ name: '\u0007' });
		expect(setups[0].name).toBe('Guest');
	});

	it.each([{ bots: 0 }, { bots: 5 }, { bots: 1.5 }, { level: 'genius' }, { name: 'Ada', seats: 5 }])(
		'%o: 400, no table',
		async (body) => {
			await expect(post(body)).rejects.toMatchObject({ status: 400 });
		}
	);

	it.each(['image', 'fetch', 'followedLink', 'addressBar'] as const)('%s: 403, no table', async (kind) => {
		const { response, created } = await post({}, FROM[kind]);
		expect(response.status).toBe(403);
		expect(created).toEqual([]);
	});
});

describe('readCapped', () => {
	const streamed = (bytes: number) =>
		new Request('https://table.example/', {
			method: 'POST',
			body: new ReadableStream({
				start(controller) {
					controller.enqueue(new Uint8Array(bytes).fill(0x61));
					controller.close();
				}
			}),
			duplex: 'half'
		} as RequestInit);

	it('reads up to the cap, and stops past it', async () => {
		expect(await readCapped(streamed(100), 100)).toBe('a'.repeat(100));
		expect(await readCapped(streamed(101), 100)).toBeNull();
		expect(await readCapped(new Request('https://table.example/'), 100)).toBe('');
	});

	it('readCappedJson tells too large from not JSON', async () => {
		expect(await readCappedJson(streamed(101), 100)).toEqual({ ok: false, code: 'too-large' });
		expect(await readCappedJson(streamed(50), 100)).toEqual({ ok: false, code: 'bad-json' });
	});
});
