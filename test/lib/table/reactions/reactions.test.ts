// Quick reactions' controller (src/lib/table/reactions/reactions.svelte.ts) on a clock
// the test moves: a bubble for 4 s (a newer one of the same seat replaces it), the log's
// lines for this game, hidden reactions, and the wait before reacting again, whether
// the page counts it or the room refuses.
import { flushSync } from 'svelte';
import { describe, expect, test } from 'vitest';
import { ReactionsController, BUBBLE_MS } from '$lib/table/reactions/reactions.svelte';
import { noteLines } from '$lib/table/reactions/words';
import { withReactions } from '$lib/table/reactions/log-lines.svelte';
import type { LogLine } from '$lib/table/game/game-log';
import type { Reaction } from '$party/protocol';
import { FakeRoom, reactive, TestClock, watch } from '../game/fake-room.svelte';

function setup(seat: number | null = 0) {
	const room = new FakeRoom(undefined, seat);
	const clock = new TestClock(10_000);
	const view = reactive({ hidden: false });
	const reactions = new ReactionsController({ room: () => room, hidden: () => view.hidden, clock });
	const stops = [watch(() => reactions.follow()), watch(() => reactions.run())];
	const stop = () => stops.forEach((end) => end());
	const hear = (seatOf: number, reaction: Reaction, heardAt = clock.t) => {
		room.reaction = { seat: seatOf, reaction, heardAt };
		flushSync();
	};
	return { room, clock, view, reactions, stop, hear };
}

describe('bubbles', () => {
	test('one shows by its seat for 4 s, then goes; the clock ticks only while one shows', () => {
		const { clock, reactions, hear, stop } = setup();
		expect(reactions.bubbles).toEqual([]);
		expect(clock.ticks.size).toBe(0);
		hear(1, 'clap');
		expect(reactions.bubbles.map((b) => [b.seat, b.reaction])).toEqual([[1, 'clap']]);
		expect(clock.ticks.size).toBe(1);
		clock.pass(BUBBLE_MS - 250);
		flushSync();
		expect(reactions.bubbles).toHaveLength(1);
		clock.pass(250);
		flushSync();
		expect(reactions.bubbles).toEqual([]);
		expect(clock.ticks.size).toBe(0);
		stop();
	});

	test('a seat that reacts again replaces its bubble (a new one, its 4 s anew); other seats keep theirs', () => {
		const { clock, reactions, hear, stop } = setup();
		hear(1, 'clap');
		const first = reactions.bubbles[0].id;
		clock.pass(1000);
		hear(2, 'wow');
		clock.pass(2000);
		hear(1, 'good-game');
		expect(reactions.bubbles.map((b) => [b.seat, b.reaction])).toEqual([
			[2, 'wow'],
			[1, 'good-game']
		]);
		expect(reactions.bubbles[1].id).not.toBe(first);
		clock.pass(2000); // seat 2's is 4 s old
		flushSync();
		expect(reactions.bubbles.map((b) => b.seat)).toEqual([1]);
		clock.pass(2000);
		flushSync();
		expect(reactions.bubbles).toEqual([]);
		stop();
	});

	test('one heard before the reactions were shown (a lobby that became a game) is not told again', () => {
		const { clock, reactions, hear, stop } = setup();
		hear(1, 'party', clock.t - BUBBLE_MS);
		expect(reactions.bubbles).toEqual([]);
		expect(reactions.notes).toEqual([]);
		// Heard a second ago: shown for the rest of its 4 s.
		hear(1, 'phew', clock.t - 1000);
		expect(reactions.bubbles[0].until).toBe(clock.t + 3000);
		stop();
	});

	test('hidden: nothing shows, and reactions heard meanwhile are not shown later', () => {
		const { view, reactions, hear, stop } = setup();
		hear(1, 'clap');
		view.hidden = true;
		expect(reactions.bubbles).toEqual([]);
		expect(reactions.notes).toEqual([]);
		hear(2, 'wow');
		view.hidden = false;
		expect(reactions.bubbles.map((b) => b.reaction)).toEqual(['clap']);
		expect(reactions.notes.map((n) => n.reaction)).toEqual(['clap']);
		stop();
	});
});

describe('the log', () => {
	test("each reaction is a line where the game's log stood; a new game starts without them", () => {
		const { room, reactions, hear, stop } = setup();
		const at = room.state.game!.log.length;
		hear(1, 'nice-combo');
		expect(reactions.notes).toMatchObject([{ seat: 1, reaction: 'nice-combo', at, game: 1 }]);
		const lines = noteLines(reactions.notes, (seat) => `P${seat}`);
		expect(lines).toMatchObject([{ seat: 1, text: 'P1: Nice combo!', reaction: true }]);
		// Between the line of the event before it and the next event's.
		const before: LogLine = { id: at - 3, turn: 1, seat: 0, text: 'before' };
		const next: LogLine = { id: at, turn: 2, seat: 1, text: 'next' };
		expect(withReactions([before, next], lines).map((l) => l.text)).toEqual(['before', 'P1: Nice combo!', 'next']);
		room.update(room.game, { gameNumber: 2 });
		expect(reactions.notes).toEqual([]);
		stop();
	});

	test('an emoji is shown as itself', () => {
		expect(noteLines([{ id: 1, seat: 0, reaction: 'clap', game: 1, at: 5 }], () => 'Ada')[0].text).toBe('Ada: 👏');
	});
});

describe('sending', () => {
	test('one every 2 s: the picker says how long to wait, sends nothing meanwhile, and counts down', () => {
		const { room, clock, reactions, stop } = setup();
		expect(reactions.waitMs).toBe(0);
		expect(reactions.react('clap')).toBe(true);
		expect(room.sent).toEqual([{ type: 'react', reaction: 'clap' }]);
		flushSync();
		expect(reactions.waitSeconds).toBe(2);
		expect(reactions.react('wow')).toBe(false);
		expect(room.sent).toHaveLength(1);
		clock.pass(1250);
		flushSync();
		expect(reactions.waitSeconds).toBe(1);
		clock.pass(750);
		flushSync();
		expect(reactions.waitMs).toBe(0);
		expect(clock.ticks.size).toBe(0);
		expect(reactions.react('wow')).toBe(true);
		stop();
	});

	test('20 a minute, as the room counts: the 21st waits for the first to be a minute old', () => {
		const { room, clock, reactions, stop } = setup();
		for (let i = 0; i < 20; i++) {
			expect(reactions.react('clap')).toBe(true);
			clock.pass(2000);
		}
		reactions.wake(); // the picker opens
		expect(reactions.waitSeconds).toBe(20);
		expect(reactions.react('clap')).toBe(false);
		clock.pass(20_000);
		expect(reactions.react('clap')).toBe(true);
		expect(room.sent).toHaveLength(21);
		stop();
	});

	test("the room's slow-down waits as long as it says; another refusal, or an old one, does not", () => {
		const { room, clock, reactions, stop } = setup();
		room.error = { code: 'slow-down', params: { retryInMs: 5000 }, at: 1 };
		flushSync();
		expect(reactions.waitSeconds).toBe(5);
		expect(reactions.react('clap')).toBe(false);
		clock.pass(5000);
		flushSync();
		expect(reactions.waitMs).toBe(0);
		room.error = { code: 'stale', at: 2 };
		flushSync();
		expect(reactions.waitMs).toBe(0);
		stop();

		const later = new FakeRoom();
		later.error = { code: 'slow-down', params: { retryInMs: 5000 }, at: 1 };
		const fresh = new ReactionsController({ room: () => later, hidden: () => false, clock: new TestClock() });
		const stopFresh = watch(() => fresh.follow());
		flushSync();
		expect(fresh.waitMs).toBe(0);
		stopFresh();
	});

	test('offline: nothing counted, so the next try is not held back', () => {
		const { room, reactions, stop } = setup();
		room.online = false;
		expect(reactions.react('clap')).toBe(false);
		room.online = true;
		expect(reactions.waitMs).toBe(0);
		expect(reactions.react('clap')).toBe(true);
		stop();
	});
});
