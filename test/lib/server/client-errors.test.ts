// POST /client-error: a page's report becomes one `client-error` line, or is
// refused (too large, too many, malformed) without a line; no seat token is logged.
import { describe, expect, it } from 'vitest';
import { MAX_REPORT_BYTES, reportClientError } from '$lib/server/client-errors';
import { scrubTokens } from '$party/log';
import { logLines } from './log-lines';
import { fakeLimit } from './fake-limit';

/** A seat token's shape: 24 random bytes, base64url (32 characters). */
const seatToken = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');

const report = (fields: Record<string, unknown> = {}) => ({
	kind: 'error',
	message: 'x is undefined',
	stack: 'at draw (http://127.0.0.1/_app/immutable/chunks/Bx1.js:1:20)',
	path: '/t/k7xqm2abcdefghij',
	version: '492cb5c1a2b3',
	...fields
});

const post = (body: string, headers: Record<string, string> = {}) =>
	new Request('http://127.0.0.1/client-error', { method: 'POST', body, headers });

const lines = logLines();

describe('a report', () => {
	it('is logged as one client-error line, with the address pseudonymised', async () => {
		const body = JSON.stringify(report({ id: 'a1b2c3d4' }));
		const response = await reportClientError(post(body, { 'user-agent': 'Firefox/153' }), {}, '203.0.113.7');
		expect(response.status).toBe(204);
		expect(lines).toHaveLength(1);
		expect(lines[0]).toMatchObject({
			event: 'client-error',
			kind: 'error',
			message: 'x is undefined',
			path: '/t/k7xqm2abcdefghij',
			version: '492cb5c1a2b3',
			id: 'a1b2c3d4',
			agent: 'Firefox/153'
		});
		expect(lines[0].addr).toMatch(/^[0-9a-f]{8}$/);
		expect(JSON.stringify(lines[0])).not.toContain('203.0.113.7');
	});

	it('never logs a seat token, wherever the page put it', async () => {
		const token = seatToken();
		const body = JSON.stringify(
			report({
				kind: 'rejection',
				message: `resume refused: {"type":"resume","token":"${token}"}`,
				stack: `Error: castle-combo:seat:k7xqm2abcdefghij=${token}\n    at resume (app.js:1:2)`,
				path: `/embed/${token}`
			})
		);
		expect((await reportClientError(post(body), {}, '203.0.113.7')).status).toBe(204);
		const line = JSON.stringify(lines[0]);
		expect(line).not.toContain(token);
		expect(lines[0].message).toBe('resume refused: {"type":"resume","token":"[blanked]"}');
		expect(lines[0].path).toBe('/embed/[blanked]');
	});
});

describe('refused, and nothing logged', () => {
	it('a body over the cap: 413, whether or not it says its length', async () => {
		const big = JSON.stringify(report({ stack: 'y'.repeat(MAX_REPORT_BYTES) }));
		const said = await reportClientError(post(big, { 'content-length': String(big.length) }), {});
		expect(said.status).toBe(413);
		expect(await said.json()).toEqual({ code: 'too-large' });
		// Streamed without a length: read up to the cap, then refused.
		const stream = new ReadableStream({
			start(controller) {
				for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('z'.repeat(1000)));
				controller.close();
			}
		});
		// Node needs `duplex` for a streamed body; the Workers' RequestInit type does not know it.
		const init = { method: 'POST', body: stream, duplex: 'half' } as RequestInit;
		const streamed = new Request('http://127.0.0.1/client-error', init);
		expect((await reportClientError(streamed, {})).status).toBe(413);
		expect(lines).toEqual([]);
	});

	it.each([
		['not JSON', 'boom'],
		['an unknown kind', JSON.stringify(report({ kind: 'warning' }))],
		['a message too long', JSON.stringify(report({ message: 'm'.repeat(501) }))],
		['a path that is not a path', JSON.stringify(report({ path: 'https://elsewhere.example/' }))],
		['an id that is not one', JSON.stringify(report({ id: '<script>' }))],
		['no message', JSON.stringify({ kind: 'error', path: '/' })]
	])('%s: 400 bad-report', async (_what, body) => {
		const response = await reportClientError(post(body), {});
		expect(response.status).toBe(400);
		expect(await response.json()).toEqual({ code: 'bad-report' });
		expect(lines).toEqual([]);
	});

	it('past the per-address limit: 429 for that address only, unless RATE_LIMITS is off', async () => {
		const body = JSON.stringify(report());
		const env = { CLIENT_ERROR_LIMIT: fakeLimit(2) as unknown as RateLimit };
		const statuses = [];
		for (let i = 0; i < 3; i++) statuses.push((await reportClientError(post(body), env, '198.51.100.1')).status);
		expect(statuses).toEqual([204, 204, 429]);
		expect((await reportClientError(post(body), env, '198.51.100.2')).status).toBe(204);
		expect(lines).toHaveLength(3);
		const off = { ...env, RATE_LIMITS: 'off' };
		expect((await reportClientError(post(body), off, '198.51.100.1')).status).toBe(204);
	});
});

describe('scrubTokens', () => {
	it('blanks runs of 22 or more URL-safe characters, and keeps table codes and words', () => {
		const token = seatToken();
		expect(scrubTokens(`a ${token} b`)).toBe('a [blanked] b');
		expect(scrubTokens('/t/k7xqm2abcdefghij at draw (Bx1.js:1:20)')).toBe('/t/k7xqm2abcdefghij at draw (Bx1.js:1:20)');
		expect(scrubTokens('x'.repeat(21))).toBe('x'.repeat(21));
		expect(scrubTokens('x'.repeat(22))).toBe('[blanked]');
	});
});
