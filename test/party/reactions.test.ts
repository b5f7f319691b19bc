// Quick reactions decided in Node (party/reactions.ts): who may react, the per-seat
// limit on a fake clock, and the host's setting. The room's side is test/rooms/reactions.test.ts.
import { describe, expect, it } from 'vitest';
import { react, setReactions } from '../../party/reactions';
import { ReactionLimiter } from '../../party/reaction-limit';
import { newRoomData } from '../../party/room-data';
import { joinSeat, startGame } from '../../party/lobby';
import { REACTION_GAP_MS, REACTIONS_PER_MINUTE } from '../../party/protocol';

describe('the per-seat limit', () => {
	it('one every 2 s: a second within the gap waits for the rest of it, and is not counted', () => {
		const limiter = new ReactionLimiter();
		expect(limiter.take('a', 10_000)).toBe(0);
		expect(limiter.take('a', 10_500)).toBe(REACTION_GAP_MS - 500);
		expect(limiter.take('b', 10_500)).toBe(0); // another seat has its own
		expect(limiter.take('a', 10_000 + REACTION_GAP_MS)).toBe(0);
	});

	it('asking how long to wait counts nothing', () => {
		const limiter = new ReactionLimiter();
		expect(limiter.wait('a', 0)).toBe(0);
		expect(limiter.wait('a', 0)).toBe(0);
		expect(limiter.take('a', 0)).toBe(0);
		expect(limiter.wait('a', 500)).toBe(1500);
		expect(limiter.wait('a', 2000)).toBe(0);
	});

	it('20 a minute: the 21st waits until the oldest is a minute old', () => {
		const limiter = new ReactionLimiter();
		let now = 0;
		for (let i = 0; i < REACTIONS_PER_MINUTE; i++, now += REACTION_GAP_MS) expect(limiter.take('a', now)).toBe(0);
		// now = 40 s: the gap is kept, but the minute is full until the first (at 0) is a minute old.
		expect(limiter.take('a', now)).toBe(60_000 - now);
		expect(limiter.take('a', 59_999)).toBe(1);
		expect(limiter.take('a', 60_000)).toBe(0);
	});
});

describe('react', () => {
	const table = () => {
		const data = newRoomData('room-react', 0);
		const ada = joinSeat(data, 'Ada')!;
		joinSeat(data, 'Bob');
		return { data, ada };
	};

	it('a seat in any phase: told to everyone with its seat and the room clock', () => {
		const { data, ada } = table();
		const limiter = new ReactionLimiter();
		expect(react(data, ada, 'clap', limiter, 1000)).toEqual({
			tell: { type: 'reaction', seat: 0, reaction: 'clap', at: 1000 }
		});
		startGame(data);
		const seq = data.seq;
		expect(react(data, ada, 'good-game', limiter, 5000)).toMatchObject({ tell: { seat: 0, reaction: 'good-game' } });
		expect(data.seq).toBe(seq);
	});

	it('refused: a spectator (not-seated), too soon (slow-down with the wait), and when the host turned them off', () => {
		const { data, ada } = table();
		const limiter = new ReactionLimiter();
		expect(react(data, null, 'wow', limiter, 0)).toEqual({ refuse: 'not-seated' });
		expect(react(data, 'x'.repeat(32), 'wow', limiter, 0)).toEqual({ refuse: 'not-seated' });
		expect(react(data, ada, 'wow', limiter, 0)).toHaveProperty('tell');
		expect(react(data, ada, 'wow', limiter, 1200)).toEqual({ refuse: 'slow-down', params: { retryInMs: 800 } });
		expect(setReactions(data, false)).toBeNull();
		expect(react(data, ada, 'wow', limiter, 9000)).toEqual({ refuse: 'reactions-off' });
	});
});

describe('setReactions', () => {
	it('lobby only; stored only while off (absent: on); the same value changes nothing', () => {
		const data = newRoomData('room-react', 0);
		joinSeat(data, 'Ada');
		joinSeat(data, 'Bob');
		expect(setReactions(data, true)).toBe('unchanged');
		expect('reactionsOff' in data).toBe(false);
		expect(setReactions(data, false)).toBeNull();
		expect(data.reactionsOff).toBe(true);
		expect(setReactions(data, false)).toBe('unchanged');
		expect(setReactions(data, true)).toBeNull();
		expect('reactionsOff' in data).toBe(false);
		startGame(data);
		expect(setReactions(data, false)).toEqual({ code: 'not-lobby' });
	});
});
