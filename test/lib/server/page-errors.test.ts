// SvelteKit's handleError on the server: a bug is one `error` line with an id and
// the route, and the page gets only the id and the safe message.
import type { RequestEvent } from '@sveltejs/kit';
import { expect, it } from 'vitest';
import { handleError } from '$lib/server/page-errors';
import { logLines } from './log-lines';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV4';
const event = {
	route: { id: '/t/[room=room]' },
	request: new Request('http://127.0.0.1/t/k7xqm2abcdefghij')
} as unknown as RequestEvent;

const lines = logLines();

it('a bug: one error line (where: page) with its id and route; the page gets the id, not what was thrown', async () => {
	const thrown = new Error(`no seat for ${TOKEN}`);
	const shown = await handleError({ error: thrown, event, status: 500, message: 'Internal Error' });
	expect(shown).toEqual({ message: 'Internal Error', id: expect.stringMatching(/^[a-z0-9]{8}$/) });
	expect(lines).toHaveLength(1);
	expect(lines[0]).toMatchObject({
		event: 'error',
		where: 'page',
		id: shown!.id,
		route: '/t/[room=room]',
		method: 'GET',
		status: 500,
		message: 'no seat for [blanked]'
	});
	expect(lines[0].stack).toContain('page-errors.test.ts');
	expect(JSON.stringify(lines[0])).not.toContain(TOKEN);
});

it('a refusal (404) is no bug: nothing logged, no id', async () => {
	const shown = await handleError({
		error: new Error('Not found: /nowhere'),
		event,
		status: 404,
		message: 'Not Found'
	});
	expect(shown).toEqual({ message: 'Not Found' });
	expect(lines).toEqual([]);
});
