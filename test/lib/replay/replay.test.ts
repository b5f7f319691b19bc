// Stepping through a finished game (replay.svelte.ts): where we are in words, one
// count of turns and one of moves, in every language; the jumps, and playing.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { applyAction, newGame, recordOf, viewFor, type GameState } from '$engine/index';
import { END, Replay } from '$lib/replay/replay.svelte';
import { inLocale, LOCALES } from '../i18n/helpers';

/** A whole 3-player game, each move the first legal one. */
function finishedGame(): GameState {
	let game = newGame({ players: 3, seed: 'replay words' });
	while (!game.over) {
		const seat = viewFor(game, null).toAct!.seat;
		const result = applyAction(game, seat, viewFor(game, seat).legal[0]);
		if (!result.ok) throw new Error(result.error.message);
		game = result.game;
	}
	return game;
}

const NAMES = ['Ada', 'Bob', 'Cy'];
const record = recordOf(finishedGame());
const fresh = () => new Replay(record, (seat) => NAMES[seat]);

afterEach(() => vi.useRealTimers());

describe('where we are, in words', () => {
	test('the turn in progress, who is to play, then the moves played so far (never "step" beside "turn")', () => {
		const replay = fresh();
		const last = replay.last;
		expect(last).toBe(record.actions.length);
		for (let i = 0; i < last; i++) {
			replay.go(i);
			const view = replay.view;
			expect(replay.position).toBe(
				`Turn ${view.turn} · ${NAMES[view.toAct!.seat]} to play · ${i} of ${last} moves played`
			);
		}
		replay.go(last);
		expect(replay.position).toBe(`The end · all ${last} moves played`);
	});

	test.each(LOCALES)('%s: every step says its turn and its count of moves, filled in', (locale) => {
		const replay = fresh();
		const english = new Set<string>();
		for (const i of [0, 5, replay.last - 1, replay.last]) {
			replay.go(i);
			const text = inLocale(locale, () => replay.position);
			english.add(replay.position);
			expect(text).not.toMatch(/[{}]|undefined|NaN/);
			expect(text).toContain(String(replay.last));
			if (i < replay.last) {
				expect(text).toContain(String(replay.view.turn));
				expect(text).toContain(NAMES[replay.view.toAct!.seat]);
				expect(text).toMatch(new RegExp(`(^|\\D)${i}(\\D|$)`));
			}
			if (locale !== 'en') expect(english.has(text), text).toBe(false);
		}
	});
});

describe('jumps', () => {
	test('the turn menu goes to the start of a turn, or to the end, and shows where we are', () => {
		const replay = fresh();
		expect(replay.menuValue).toBe('1');
		replay.jump('5');
		expect(replay.view.turn).toBe(5);
		expect(replay.steps[replay.index - 1].view.turn).toBe(4);
		expect(replay.menuValue).toBe('5');
		expect(replay.position).toMatch(/^Turn 5 · /);
		replay.go(replay.index + 1);
		expect(replay.menuValue).toBe(String(replay.view.turn));
		replay.jump(END);
		expect(replay.atEnd).toBe(true);
		expect(replay.menuValue).toBe(END);
		expect(replay.view.over).toBe(true);
	});

	test('steps stay within the game', () => {
		const replay = fresh();
		replay.go(-3);
		expect(replay.index).toBe(0);
		replay.go(replay.last + 10);
		expect(replay.index).toBe(replay.last);
		replay.jump('999');
		expect(replay.index).toBe(0);
	});
});

describe('playing', () => {
	test('one move further at each beat of the speed, stopping at the end; playing again starts over', () => {
		vi.useFakeTimers();
		const replay = fresh();
		replay.speed = 250;
		replay.toggle();
		expect(replay.playing).toBe(true);
		let stop = replay.run();
		vi.advanceTimersByTime(750);
		expect(replay.index).toBe(3);
		stop?.();
		replay.toggle();
		expect(replay.run()).toBeUndefined(); // paused: nothing ticks
		vi.advanceTimersByTime(1000);
		expect(replay.index).toBe(3);

		replay.go(replay.last - 1);
		replay.toggle();
		stop = replay.run();
		vi.advanceTimersByTime(250 * 3);
		expect(replay.index).toBe(replay.last);
		expect(replay.playing).toBe(false);
		stop?.();
		replay.toggle();
		expect(replay.index).toBe(0);
		expect(replay.playing).toBe(true);
	});
});
