// A table over days on a phone: the host picks the pace in the lobby (the turn timer
// gives way to the allowance), it fits a 390 px screen, and at the table the seat to
// act says how long it has, as the status bar's clock does.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { cutText, overflowing } from './layout';
import { seatPuppet } from './puppet';
import { createTable, PHONE, takeSeat } from './table-helpers';

let phone: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	phone = await launchBrowser(PHONE);
});
afterAll(async () => {
	await phone?.close();
});

test('on a phone the host sets the table over days, and the table shows the time left on the turn', async () => {
	const baseURL = inject('baseURL');
	const room = await createTable(baseURL);
	const ada = await phone.context.newPage();
	await ada.goto(`${baseURL}/t/${room}`);
	await takeSeat(ada, 'Ada');
	const pace = ada.getByLabel('Pace');
	expect(await pace.inputValue()).toBe('live');
	expect(await ada.getByLabel('Turn timer').isVisible()).toBe(true);

	await pace.selectOption({ label: 'Over days: 24 hours a turn' });
	await ada.getByTestId('pace-note').waitFor({ timeout: 20_000 });
	expect(await pace.inputValue()).toBe('24');
	expect(await ada.getByTestId('pace-note').textContent()).toContain('each player has 24 hours for each turn');
	// Over days each turn has its allowance: the turn timer is not offered.
	expect(await ada.getByLabel('Turn timer').count()).toBe(0);
	expect(await overflowing(ada)).toEqual([]);
	expect(await cutText(ada)).toEqual([]);

	// Bob, a guest, sees the pace; then the game starts.
	const bob = await seatPuppet(baseURL, room, 'Bob');
	expect(bob.state?.pace).toEqual({ pace: 'days', hours: 24 });
	await expect.poll(() => ada.getByTestId('seat').count(), { timeout: 20_000 }).toBe(2);
	await ada.getByTestId('start').click();
	await ada.getByTestId('game').waitFor({ timeout: 20_000 });

	// Whoever is to act, their panel says how long they have, and the status bar counts it in hours.
	const timeLeft = ada.getByTestId('time-left');
	await timeLeft.waitFor({ timeout: 20_000 });
	expect(await timeLeft.count()).toBe(1);
	expect(await timeLeft.textContent()).toMatch(/^(You have|Bob has) 2[34] hr to play$/);
	expect(await ada.getByTestId('timer').textContent()).toMatch(/2[34] hr/);
	expect(await ada.getByTestId('pace').textContent()).toBe('Over days: 24 hours a turn');
	expect(await overflowing(ada)).toEqual([]);
	bob.close();
	await ada.close();
});
