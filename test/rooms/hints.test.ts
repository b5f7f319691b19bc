// Hints through a real room: off by default with two people, turned on by the host
// in the lobby only, available alone with bots, and each one taken is in everyone's
// state (their log shows it) without changing `seq`; the room's storage keeps them.
import { env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RoomData } from '../../party/room-data';
import { act, join, newTable, startTwoPlayers } from './ws';

const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));

describe('hints', () => {
	it('two people: off until the host turns them on in the lobby; then every hint taken reaches everyone', async () => {
		const room = await newTable('hints-two');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		let s = await ada.client.until((x) => x.seats.length === 2);
		expect(s.hints).toEqual({ on: false, available: false, taken: [] });
		bob.client.send({ type: 'setHints', on: true });
		expect(await bob.client.next('error')).toMatchObject({ code: 'not-host' });
		ada.client.send({ type: 'setHints', on: 'yes' });
		expect(await ada.client.next('error')).toMatchObject({ code: 'bad-message', params: { path: 'on' } });
		ada.client.send({ type: 'setHints', on: true });
		s = await bob.client.until((x) => x.hints?.on === true);
		expect(s.hints).toEqual({ on: true, available: true, taken: [] });

		ada.client.send({ type: 'start' });
		s = await ada.client.until((x) => x.phase === 'playing');
		ada.client.send({ type: 'setHints', on: false });
		expect(await ada.client.next('error')).toMatchObject({ code: 'not-lobby' });

		const toAct = s.game!.toAct!.seat;
		const [me, other] = toAct === ada.seat ? [ada, bob] : [bob, ada];
		other.client.send({ type: 'hint', seq: s.seq });
		expect(await other.client.next('error')).toMatchObject({ code: 'wrong-seat' });
		me.client.send({ type: 'hint', seq: s.seq });
		const seen = await other.client.until((x) => (x.hints?.taken.length ?? 0) === 1);
		expect(seen.hints!.taken).toEqual([{ seat: toAct, at: s.game!.log.length, seq: s.seq }]);
		expect(seen.seq).toBe(s.seq);
		// The move after the hint answers the same state.
		const mine = await me.client.until((x) => (x.hints?.taken.length ?? 0) === 1);
		act(me.client, mine.game!.legal[0]);
		await me.client.until((x) => x.seq > s.seq);
		const stored = await runInDurableObject(stubOf(room), (_, state) => state.storage.get<RoomData>('room'));
		expect(stored!.hintsTaken).toHaveLength(1);
	});

	it('two people with hints off: a hint is refused and nothing is noted', async () => {
		const room = await newTable('hints-off');
		const { ada, bob, s } = await startTwoPlayers(room);
		const me = s.game!.toAct!.seat === ada.seat ? ada : bob;
		me.client.send({ type: 'hint', seq: s.seq });
		expect(await me.client.next('error')).toMatchObject({ code: 'hints-off' });
		const stored = await runInDurableObject(stubOf(room), (_, state) => state.storage.get<RoomData>('room'));
		expect(stored!.hintsTaken).toEqual([]);
	});

	it('alone with a bot, hints are there without any setting', async () => {
		const room = await newTable('hints-practice');
		const ada = await join(room, 'Ada');
		ada.client.send({ type: 'addBot', level: 'easy' });
		const s = await ada.client.until((x) => x.seats.length === 2);
		expect(s.hints).toEqual({ on: false, available: true, taken: [] });
	});
});
