// The host's controls for one seat (a bot's level, "Remove") name it by its index in
// the state the page shows, with that state's seq: the room takes them, and would
// refuse them as stale if a seat had moved since (test/rooms/quiet.test.ts).
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import type { RoomState, ServerMessage } from '../../party/protocol';
import { createTable, DESKTOP, takeSeat } from './table-helpers';

let desktop: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	desktop = await launchBrowser(DESKTOP);
});
afterAll(async () => {
	await desktop?.close();
});

test("the host changes a bot's level and removes another bot", { timeout: 120_000 }, async () => {
	const baseURL = inject('baseURL');
	const ada = await desktop.context.newPage();
	// What the room said (the select shows the host's pick at once, before the room took it).
	const states: RoomState[] = [];
	ada.on('websocket', (socket) =>
		socket.on('framereceived', ({ payload }) => {
			const message = JSON.parse(String(payload)) as ServerMessage;
			if (message.type === 'state') states.push(message.state);
		})
	);
	await ada.goto(`${baseURL}/t/${await createTable(baseURL)}`);
	await takeSeat(ada, 'Ada');
	await ada.getByTestId('bot-level').selectOption('easy');
	for (let bots = 1; bots <= 2; bots++) {
		await ada.getByTestId('add-bot').click();
		await expect.poll(() => ada.getByTestId('seat').count(), { timeout: 20_000 }).toBe(bots + 1);
	}
	await ada.getByLabel('Level of Bruno').selectOption('hard');
	// The next seat control carries the seq of the state the page shows: once the room took the level,
	// not before (it would be refused as stale: PROTOCOL.md, "Seats by index").
	await expect
		.poll(() => states.at(-1)?.seats.some((seat) => seat.kind === 'bot' && seat.level === 'hard'), { timeout: 20_000 })
		.toBe(true);
	await ada.getByRole('button', { name: 'Remove Alba' }).click();
	await expect.poll(() => ada.getByTestId('seat').count(), { timeout: 20_000 }).toBe(2);
	const seats = await ada.getByTestId('seat').allTextContents();
	expect(seats.join(' ')).toContain('Bruno');
	expect(seats.join(' ')).not.toContain('Alba');
	expect(await ada.getByLabel('Level of Bruno').inputValue()).toBe('hard');
	expect(await ada.getByRole('alert').count()).toBe(0);
	await ada.close();
});

test('a refusal shows in words: the room turns a name too long away, and the page says why', async () => {
	const baseURL = inject('baseURL');
	const ada = await desktop.context.newPage();
	await ada.goto(`${baseURL}/t/${await createTable(baseURL)}`);
	// The input takes it (its limit is in characters, the room's in letters as people see them).
	await ada.getByTestId('name-input').fill('Ada'.repeat(10));
	await ada.getByTestId('join').click();
	// The refusals' words load with the first one.
	await expect
		.poll(() => ada.getByTestId('toast').textContent(), { timeout: 10_000 })
		.toBe('A name has at most 24 characters.');
	expect(await ada.getByTestId('seat').count()).toBe(0);
	await ada.close();
});
