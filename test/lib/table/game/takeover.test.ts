// The table's countdowns (takeover.svelte.ts) on a clock the test moves: the turn
// timer, the seconds until a bot takes over for an absent player, and a ticking
// that runs only while one of them does.
import { expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { Countdowns } from '$lib/table/game/takeover.svelte';
import type { SeatInfo } from '$lib/table/room-types';
import { FakeRoom, TestClock, watch } from './fake-room.svelte';

const testClock = (start?: number) => new TestClock(start);

const away = (seat: number, botInMs: number | null) => (s: SeatInfo) =>
	s.seat === seat ? { ...s, connected: false, offline: { botInMs } } : s;

test('no countdown runs at a table where everyone is here and no timer is set', () => {
	const room = new FakeRoom();
	const clock = testClock();
	const countdowns = new Countdowns(() => room.state, clock);
	expect(countdowns.secondsLeft).toBeNull();
	expect(room.state.seats.map((s) => countdowns.botInSeconds(s.seat))).toEqual([null, null, null]);
	expect(countdowns.run()).toBeUndefined();
	expect(clock.ticks.size).toBe(0);
});

test('the seconds until a bot takes over count down from when the state arrived, and stop at 0', () => {
	const room = new FakeRoom();
	const clock = testClock();
	const countdowns = new Countdowns(() => room.state, clock);
	room.update(room.game, { seats: room.state.seats.map(away(2, 30_000)) });
	expect(countdowns.botInSeconds(2)).toBe(30);
	expect(countdowns.botInSeconds(1)).toBeNull();
	const stop = countdowns.run()!;
	const seen = [countdowns.botInSeconds(2)];
	for (const ms of [400, 600, 9_000, 10_000, 9_999, 1, 5_000]) {
		clock.pass(ms);
		seen.push(countdowns.botInSeconds(2));
	}
	expect(seen).toEqual([30, 30, 29, 20, 10, 1, 0, 0]);
	stop();
	expect(clock.ticks.size).toBe(0);
});

test('a new state counts again from its own botInMs; a bot that plays ends the countdown', () => {
	const room = new FakeRoom();
	const clock = testClock();
	const countdowns = new Countdowns(() => room.state, clock);
	const stop = watch(() => countdowns.run()); // as the page runs it
	room.update(room.game, { seats: room.state.seats.map(away(1, 30_000)) });
	flushSync();
	expect(countdowns.botInSeconds(1)).toBe(30);
	clock.pass(20_000);
	expect(countdowns.botInSeconds(1)).toBe(10);
	room.update(room.game, { seats: room.state.seats.map(away(1, 12_000)) });
	flushSync();
	expect(countdowns.botInSeconds(1)).toBe(12);
	room.update(room.game, {
		seats: room.state.seats.map((s) => (s.seat === 1 ? { ...s, botPlaying: true, offline: { botInMs: null } } : s))
	});
	flushSync();
	expect(countdowns.botInSeconds(1)).toBeNull();
	expect(clock.ticks.size).toBe(0);
	stop();
});

test('the turn timer shows the seconds to its deadline, never more than the full turn when a new one comes', () => {
	const room = new FakeRoom();
	const clock = testClock(50_000);
	const countdowns = new Countdowns(() => room.state, clock);
	clock.t = 80_000; // no ticking yet: the clock has moved on since
	room.update(room.game, { timer: { seconds: 60, deadline: 140_000, remainingMs: 60_000 } });
	countdowns.run();
	expect(countdowns.secondsLeft).toBe(60);
	clock.pass(10_500);
	expect(countdowns.secondsLeft).toBe(50);
	clock.pass(60_000);
	expect(countdowns.secondsLeft).toBe(0);
});

test('on a page, the clock ticks only while a countdown shows', () => {
	const room = new FakeRoom();
	const clock = testClock();
	const countdowns = new Countdowns(() => room.state, clock);
	const shown: (number | null)[] = [];
	const stop = watch(() => countdowns.run());
	const stopShowing = watch(() => void shown.push(countdowns.botInSeconds(0)));
	flushSync();
	expect(clock.ticks.size).toBe(0);
	room.update(room.game, { seats: room.state.seats.map(away(0, 3_000)) });
	flushSync();
	expect(clock.ticks.size).toBe(1);
	for (let i = 0; i < 3; i++) {
		clock.pass(1_000);
		flushSync();
	}
	room.update(room.game, { seats: room.state.seats.map((s) => ({ ...s, connected: true, offline: null })) });
	flushSync();
	expect(clock.ticks.size).toBe(0);
	expect(shown).toEqual([null, 3, 2, 1, 0, null]);
	stop();
	stopShowing();
});
