// The home page lists your tables live (POST /my-tables): at one table it is your
// turn, at the other you wait for someone; the first comes first, each says so, and
// the seat tokens go in the request's body, never its URL.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { overflowing } from './layout';
import { seatPuppet } from './puppet';
import { createTable, PHONE } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser(PHONE);
	mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser?.close());

/** Ada and Bob at a new table, the game started; resolves with both and the seat to act. */
async function startedTable(baseURL: string) {
	const room = await createTable(baseURL);
	const ada = await seatPuppet(baseURL, room, 'Ada');
	const bob = await seatPuppet(baseURL, room, 'Bob');
	ada.send({ type: 'start' });
	await expect.poll(() => ada.state?.game?.toAct?.seat ?? null, { timeout: 10_000 }).not.toBeNull();
	const toAct = ada.state!.game!.toAct!.seat;
	const players = [ada, bob];
	return {
		room,
		acting: players[toAct],
		waiting: players[1 - toAct],
		actingName: toAct === 0 ? 'Ada' : 'Bob',
		players
	};
}

test('the home page lists a table where it is your turn first, then one where you wait for someone', async () => {
	const baseURL = inject('baseURL');
	const mine = await startedTable(baseURL);
	const theirs = await startedTable(baseURL);
	const page = await browser.context.newPage();
	// Storage is written from a page that lists nothing (a home page still hydrating would ask too).
	await page.goto(baseURL + '/manifest.webmanifest');
	// This browser sat at both: at the first as the player to act, at the second as the one who waits.
	// The one where it is your turn was seen longer ago: the list still puts it first.
	const now = Date.now();
	await page.evaluate(
		({ rows, tokens }) => {
			localStorage.setItem('castle-combo:tables', JSON.stringify(rows));
			for (const [room, token] of Object.entries(tokens)) localStorage.setItem(`castle-combo:seat:${room}`, token);
		},
		{
			rows: [
				{ room: theirs.room, name: 'me', phase: 'lobby', turn: null, yourTurn: false, at: now },
				{ room: mine.room, name: 'me', phase: 'lobby', turn: null, yourTurn: false, at: now - 60_000 }
			],
			tokens: { [mine.room]: mine.acting.token, [theirs.room]: theirs.waiting.token }
		}
	);
	const asked: { url: string; body: string | null }[] = [];
	page.on('request', (request) => {
		if (request.url().includes('/my-tables')) asked.push({ url: request.url(), body: request.postData() });
	});
	await page.goto(baseURL + '/');

	const rows = page.getByTestId('my-table');
	await expect
		.poll(() => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-live'))), { timeout: 20_000 })
		.toEqual(['true', 'true']);
	expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-room')))).toEqual([
		mine.room,
		theirs.room
	]);
	expect(await rows.nth(0).locator('.standing').textContent()).toBe('Your turn');
	expect(await rows.nth(1).locator('.standing').textContent()).toBe(`Waiting for ${theirs.actingName}`);
	expect(await rows.nth(0).textContent()).toContain(`with ${mine.acting === mine.players[0] ? 'Bob' : 'Ada'}`);
	expect(await rows.nth(0).getByTestId('back-to-table').getAttribute('href')).toBe(`/t/${mine.room}`);
	expect(await overflowing(page)).toEqual([]);
	await page.screenshot({ path: 'test-results/your-tables-phone.png', fullPage: true });

	// One request for the whole list, its tokens in the body only.
	expect(asked).toHaveLength(1);
	expect(new URL(asked[0].url).pathname).toBe('/my-tables');
	for (const token of [mine.acting.token, theirs.waiting.token]) {
		expect(asked[0].url).not.toContain(token);
		expect(asked[0].body).toContain(token);
	}

	// What the tables answered is remembered: the next visit starts from it before asking again.
	const remembered = await page.evaluate(() => JSON.parse(localStorage.getItem('castle-combo:tables')!));
	expect(
		remembered.map((t: { room: string; phase: string; yourTurn: boolean }) => [t.room, t.phase, t.yourTurn])
	).toEqual([
		[theirs.room, 'playing', false],
		[mine.room, 'playing', true]
	]);
	for (const player of [...mine.players, ...theirs.players]) player.close();
	await page.close();
});
