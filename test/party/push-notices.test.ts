// Which news a subscribed seat gets (party/push-notices.ts), in Node: its turn with the
// time it has left, a game that began, a game that ended; nothing in the lobby.
import { describe, expect, it } from 'vitest';
import { applyAction, toAct } from '../../engine/index';
import { createRandom, randomAction } from '../../engine/sim';
import { DEFAULT_CLOCK } from '../../party/clock';
import { joinSeat, startGame } from '../../party/lobby';
import { noticeFor, pushTimeLeftMs } from '../../party/push-notices';
import { newRoomData, type RoomData } from '../../party/room-data';

const T0 = 1_800_000_000_000;

function playing(): RoomData {
	const data = newRoomData('notice-test', T0);
	joinSeat(data, 'Ada');
	joinSeat(data, 'Bob');
	startGame(data);
	data.emptySince = null; // somebody is there: the clocks run
	return data;
}

describe('noticeFor', () => {
	it('has nothing to tell in the lobby', () => {
		const data = newRoomData('notice-test', T0);
		joinSeat(data, 'Ada');
		expect(noticeFor(data, 0, T0, DEFAULT_CLOCK)).toBeNull();
	});

	it('tells the seat to act its turn (once per turn number), and the other that the game began', () => {
		const data = playing();
		const first = toAct(data.game!)!.seat;
		const other = 1 - first;
		expect(noticeFor(data, first, T0, DEFAULT_CLOCK)).toMatchObject({
			key: `turn:${data.gameNumber}:1`,
			event: { kind: 'turn', name: data.seats[first].name }
		});
		expect(noticeFor(data, other, T0, DEFAULT_CLOCK)).toEqual({
			key: `start:${data.gameNumber}`,
			event: { kind: 'start', table: 'notice-test', players: ['Ada', 'Bob'] }
		});
		// Past the first turn, a game's start is old news.
		data.game = { ...data.game!, turn: 2 };
		expect(noticeFor(data, other, T0, DEFAULT_CLOCK)).toBeNull();
	});

	it('does not tell a seat a bot plays for that it is its turn', () => {
		const data = playing();
		const first = toAct(data.game!)!.seat;
		data.seats[first].botPlaying = true;
		expect(noticeFor(data, first, T0, DEFAULT_CLOCK)?.event.kind).toBe('start');
	});

	it('tells everyone who won once the game is over', () => {
		const data = playing();
		const random = createRandom('notices');
		let game = data.game!;
		while (!game.over) {
			const result = applyAction(game, toAct(game)!.seat, randomAction(game, random));
			if (!result.ok) throw new Error(result.error.message);
			game = result.game;
		}
		data.game = game;
		data.phase = 'over';
		const notice = noticeFor(data, 0, T0, DEFAULT_CLOCK)!;
		expect(notice.key).toBe(`over:${data.gameNumber}`);
		expect(notice.event.kind).toBe('over');
		const winners = (notice.event as { winners: readonly string[] }).winners;
		expect(winners.length).toBeGreaterThan(0);
		expect(winners.every((name) => ['Ada', 'Bob'].includes(name))).toBe(true);
	});
});

describe('pushTimeLeftMs', () => {
	it('is the grace left to an absent seat, or its turn timer when that ends sooner', () => {
		const data = playing();
		const seat = toAct(data.game!)!.seat;
		data.seats[seat].leftAt = T0;
		expect(pushTimeLeftMs(data, seat, T0 + 15_000, DEFAULT_CLOCK)).toBe(DEFAULT_CLOCK.graceMs - 15_000);
		data.turnDeadline = T0 + 20_000;
		expect(pushTimeLeftMs(data, seat, T0 + 15_000, DEFAULT_CLOCK)).toBe(5_000);
	});

	it('is none while nobody is at the table (play waits for somebody)', () => {
		const data = playing();
		const seat = toAct(data.game!)!.seat;
		data.seats[seat].leftAt = T0;
		data.emptySince = T0;
		expect(pushTimeLeftMs(data, seat, T0 + 15_000, DEFAULT_CLOCK)).toBeNull();
	});
});
