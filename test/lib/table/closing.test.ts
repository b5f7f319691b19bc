// The warning of a table closing under a game (closing.svelte.ts), on a clock the
// test moves: minutes counted from when the state arrived, words per phase, and a
// ticking that runs only while the table is closing.
import { expect, test } from 'vitest';
import { ClosingNotice } from '$lib/table/closing.svelte';
import { m } from '$lib/paraglide/messages';
import { FakeRoom, TestClock } from './game/fake-room.svelte';

test('no warning, and no ticking, at a table that is not closing', () => {
	const room = new FakeRoom();
	const clock = new TestClock();
	const notice = new ClosingNotice(() => room.state, clock);
	expect(notice.text).toBeNull();
	room.update(room.game, { closing: null });
	expect(notice.minutesLeft).toBeNull();
	expect(notice.run()).toBeUndefined();
	expect(clock.ticks.size).toBe(0);
});

test('counts the minutes down from when the state arrived, whatever the room’s clock says', () => {
	const room = new FakeRoom();
	const clock = new TestClock();
	const notice = new ClosingNotice(() => room.state, clock);
	// The room's clock is far from this browser's: only remainingMs counts.
	room.update(room.game, { closing: { at: 9_000_000_000_000, remainingMs: 3_600_000 } });
	expect(notice.minutesLeft).toBe(60);
	expect(notice.text).toBe(m.table_closing_playing({ time: '60 min', hours: '24 hours', days: 7 }));
	const stop = notice.run()!;
	const seen = [];
	for (const ms of [30_000, 30_000, 1_799_999, 1_740_000, 59_999, 1, 600_000]) {
		clock.pass(ms);
		seen.push(notice.minutesLeft);
	}
	// Never "0 min" while the table is still open.
	expect(seen).toEqual([60, 59, 30, 1, 1, 1, 1]);
	stop();
	expect(clock.ticks.size).toBe(0);
});

test('once the game is over, the warning says no new game starts', () => {
	const room = new FakeRoom();
	const clock = new TestClock();
	const notice = new ClosingNotice(() => room.state, clock);
	room.update(room.game, { phase: 'over', closing: { at: 0, remainingMs: 600_000 } });
	expect(notice.text).toBe(m.table_closing_over({ time: '10 min', hours: '24 hours', days: 7 }));
});
