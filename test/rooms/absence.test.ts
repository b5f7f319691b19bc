// Absence explained: the host keeps the role through reloads, stale moves are refused,
// and the room says who played for whom (standIns, awayTurns, botInMs).
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import type { RoomState } from '../../party/protocol';
import type { RoomData } from '../../party/room-data';
import { act, autoPlay, connect, join, newTable, startTwoPlayers } from './ws';

const GRACE_MS = 60_000; // the default: the test config does not set GRACE_MS
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));

async function stored(room: string): Promise<RoomData> {
	return runInDurableObject(stubOf(room), async (_i, state) => (await state.storage.get<RoomData>('room'))!);
}

/** Rewrites the stored room and makes the live instance reload it, as after a wake-up. */
async function rewrite(room: string, change: (data: RoomData) => void) {
	await runInDurableObject(stubOf(room), async (instance, state) => {
		const data = (await state.storage.get<RoomData>('room'))!;
		change(data);
		await state.storage.put('room', data);
		await (instance as unknown as { onStart(): Promise<void> }).onStart();
	});
}

/** Reconnects with a seat token, as a reloaded page does. */
async function reload(room: string, token: string) {
	const client = await connect(room);
	await client.next('state');
	client.send({ type: 'resume', token });
	const joined = await client.next('joined');
	return { client, joined };
}

const takesBy = (log: GameEvent[], seat: number) =>
	log.flatMap((e, i) => (e.type === 'take' && e.seat === seat ? [i] : []));
const inRanges = (state: RoomState, index: number) => state.standIns.some((r) => r.from <= index && index < r.to);

describe('the host role survives reloads', () => {
	it('in the lobby: the host reloads and is still host; the guest never became host', async () => {
		const room = await newTable('host-lobby');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		ada.client.close();
		const away = await bob.client.until((x) => !x.seats[0].connected);
		expect(away.seats.map((s) => s.host)).toEqual([true, false]);
		expect(away.you.host).toBe(false);
		const back = await reload(room, ada.token!);
		const s = await back.client.until((x) => x.you.seat === 0);
		expect(s.you.host).toBe(true);
		back.client.send({ type: 'start' });
		await back.client.until((x) => x.phase === 'playing');
	});

	it('mid-game: the host reloads and is still host', async () => {
		const room = await newTable('host-game');
		const { ada, bob } = await startTwoPlayers(room);
		ada.client.close();
		await bob.client.until((x) => !x.seats[0].connected);
		const back = await reload(room, ada.token!);
		const s = await back.client.until((x) => x.you.seat === 0);
		expect(s.you.host).toBe(true);
		expect(s.seats.map((x) => x.host)).toEqual([true, false]);
		expect((await stored(room)).hostToken).toBe(ada.token);
	});
});

describe('seq', () => {
	it('every state carries seq; an action answering an older state is refused as stale and changes nothing', async () => {
		const room = await newTable('stale');
		const { ada, bob, s } = await startTwoPlayers(room);
		const actor = [ada, bob][s.game!.toAct!.seat];
		const mine = await actor.client.until((x) => x.game!.toAct!.seat === actor.seat && x.game!.legal.length > 0);
		const key = { type: 'key', use: 'refresh' } as const;
		const before = await stored(room);
		actor.client.send({ type: 'action', action: key, seq: mine.seq - 1 });
		expect(await actor.client.next('error')).toEqual({ type: 'error', code: 'stale', params: { seq: mine.seq } });
		expect((await stored(room)).game).toEqual(before.game);
		// The same move with the current seq is accepted and the seq moves on.
		actor.client.send({ type: 'action', action: key, seq: mine.seq });
		const after = await actor.client.until((x) => x.seq > mine.seq);
		expect(after.game!.keyUsed).toBe(true);
		// A double click: the second copy answers a state that is gone.
		const take = after.game!.legal.find((a) => a.type === 'take' && a.faceDown)!;
		actor.client.send({ type: 'action', action: take, seq: after.seq });
		actor.client.send({ type: 'action', action: take, seq: after.seq });
		expect(await actor.client.next('error')).toMatchObject({ code: 'stale' });
	});

	it('a join that takes a seat moves seq, as every seat change does; a join that only watches does not', async () => {
		const room = await newTable('seq-join');
		const ada = await join(room, 'Ada');
		const first = await ada.client.until((x) => x.seats.length === 1);
		await join(room, 'Bob');
		const seated = await ada.client.until((x) => x.seats.length === 2);
		expect(seated.seq).toBe(first.seq + 1);
		for (let i = 0; i < 3; i++) ada.client.send({ type: 'addBot', level: 'easy' });
		const bots = await ada.client.until((x) => x.seats.length === 5);
		expect(bots.seq).toBe(seated.seq + 3);
		// A full lobby: the join watches, in the lobby as in a game.
		const early = await join(room, 'Early');
		expect(early.seat).toBeNull();
		expect((await early.client.until((x) => x.you.joined)).seq).toBe(bots.seq);
		expect((await ada.client.until((x) => x.spectators === 1)).seq).toBe(bots.seq);
		ada.client.send({ type: 'removeSeat', seat: 4, seq: ada.client.state!.seq });
		const bot = await ada.client.until((x) => x.seats.length === 4);
		expect(bot.seq).toBe(bots.seq + 1);
		ada.client.send({ type: 'start' });
		const started = await ada.client.until((x) => x.phase === 'playing');
		const fan = await join(room, 'Fan');
		expect(fan.seat).toBeNull();
		const watched = await ada.client.until((x) => x.spectators === 2);
		expect(watched.seq).toBe(started.seq);
	});

	it('presence (people arriving and leaving) does not move seq', async () => {
		const room = await newTable('seq-presence');
		const { ada, s } = await startTwoPlayers(room);
		const watcher = await connect(room);
		await watcher.next('state');
		watcher.send({ type: 'join', name: 'Eve' });
		await ada.client.until((x) => x.spectators === 1);
		watcher.close();
		const later = await ada.client.until((x) => x.spectators === 0);
		expect(later.seq).toBe(s.seq);
	});
});

describe('absence data', () => {
	it('botInMs counts down the grace period of an absent player; null when connected, for bots and in the lobby', async () => {
		const room = await newTable('countdown');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		ada.client.send({ type: 'addBot', level: 'easy' });
		bob.client.close();
		const lobby = await ada.client.until((x) => x.seats.length === 3 && !x.seats[1].connected);
		expect(lobby.seats.map((x) => x.offline)).toEqual([null, { botInMs: null }, null]);
		const back = await reload(room, bob.token!);
		back.client.close();
		ada.client.send({ type: 'start' });
		const s = await ada.client.until((x) => x.phase === 'playing' && !x.seats[1].connected);
		expect(s.seats[0].offline).toBeNull();
		expect(s.seats[2].offline).toBeNull();
		const left = (await stored(room)).seats[1].leftAt!;
		const { botInMs } = s.seats[1].offline!;
		expect(botInMs).toBeGreaterThan(GRACE_MS - 5000);
		expect(botInMs).toBeLessThanOrEqual(GRACE_MS - (Date.now() - left) + 1000);
	});

	it('with the turn timer on, an absent player to act counts down to the end of their turn timer', async () => {
		const room = await newTable('countdown-timer');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		ada.client.send({ type: 'setTimer', seconds: 20 });
		await ada.client.until((x) => x.timer.seconds === 20);
		ada.client.send({ type: 'start' });
		const s = await ada.client.until((x) => x.phase === 'playing');
		const first = s.game!.toAct!.seat;
		const gone = [ada, bob][first];
		const stays = [ada, bob][1 - first];
		gone.client.close();
		const seen = await stays.client.until((x) => !x.seats[first].connected);
		expect(seen.seats[first].offline!.botInMs).toBeLessThanOrEqual(20_000);
		expect(seen.seats[first].offline!.botInMs).toBeGreaterThan(10_000);
	});

	it('standIns name the log entries a bot made for an absent player; awayTurns tells them on return', async () => {
		const room = await newTable('standins');
		const { ada, bob, s } = await startTwoPlayers(room);
		bob.client.close();
		await ada.client.until((x) => !x.seats[1].connected);
		await rewrite(room, (data) => {
			data.seats[1].leftAt = Date.now() - GRACE_MS - 1000;
		});
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		// Ada plays three turns; the bot answers for Bob each time.
		const random = createRandom('standins');
		let adaTurns = 0;
		while (adaTurns < 3) {
			const mine = await ada.client.until(
				(x) => x.game!.toAct!.seat === 0 && x.game!.legal.length > 0 && x.seats[1].botPlaying
			);
			const take = mine.game!.legal.filter((a) => a.type === 'take' && a.faceDown);
			act(ada.client, take[Math.floor(random() * take.length)]);
			await ada.client.until((x) => x.seq > mine.seq);
			adaTurns++;
		}
		const state = await ada.client.until((x) => x.game!.toAct!.seat === 0);
		const bobTakes = takesBy(state.game!.log, 1);
		expect(state.seats[1]).toMatchObject({ botPlaying: true, connected: false, offline: { botInMs: null } });
		expect(state.standIns.length).toBeGreaterThan(0);
		expect(state.standIns.every((r) => r.seat === 1 && r.reason === 'bot' && r.from < r.to)).toBe(true);
		// Every card Bob took since he left was the bot's; none of Ada's moves are credited to it.
		const firstBobTurn = s.game!.toAct!.seat === 1 ? 1 : 0;
		expect(bobTakes.slice(firstBobTurn).every((i) => inRanges(state, i))).toBe(true);
		expect(takesBy(state.game!.log, 0).some((i) => inRanges(state, i))).toBe(false);

		const back = await reload(room, bob.token!);
		const bobTakesByBot = bobTakes.filter((i) => inRanges(state, i)).length;
		expect(back.joined).toMatchObject({ seat: 1, awayTurns: bobTakesByBot });
		expect(bobTakesByBot).toBeGreaterThanOrEqual(3);
		const resumed = await back.client.until((x) => x.you.seat === 1);
		expect(resumed.seats[1]).toMatchObject({ botPlaying: false, connected: true, offline: null });
		// Gone and back again with nothing played meanwhile: nothing to report.
		back.client.close();
		await ada.client.until((x) => !x.seats[1].connected);
		expect((await reload(room, bob.token!)).joined.awayTurns).toBe(0);
	});

	it('a turn the timer played is a stand-in with reason "timeout"; it is not an away turn', async () => {
		const room = await newTable('timeout');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		ada.client.send({ type: 'setTimer', seconds: 30 });
		await ada.client.until((x) => x.timer.seconds === 30);
		ada.client.send({ type: 'start' });
		const s = await ada.client.until((x) => x.phase === 'playing');
		const slow = s.game!.toAct!.seat;
		await rewrite(room, (data) => {
			data.turnDeadline = Date.now() - 1;
		});
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		const after = await ada.client.until((x) => x.game!.toAct!.seat !== slow);
		expect(after.standIns).toEqual([
			{ from: s.game!.log.length, to: after.game!.log.length, seat: slow, reason: 'timeout' }
		]);
		expect((await stored(room)).seats[slow].awayTurns).toBe(0);
		void bob;
	});

	it('standIns start afresh with every game', async () => {
		const room = await newTable('standins-reset');
		const { ada, bob } = await startTwoPlayers(room);
		bob.client.close();
		await ada.client.until((x) => !x.seats[1].connected);
		await rewrite(room, (data) => {
			data.seats[1].leftAt = Date.now() - GRACE_MS - 1000;
		});
		await runDurableObjectAlarm(stubOf(room));
		autoPlay(ada.client, 'reset');
		const end = await ada.client.until((x) => x.phase === 'over', 30_000);
		expect(end.standIns.length).toBeGreaterThan(0);
		ada.client.send({ type: 'rematch' });
		const next = await ada.client.until((x) => x.phase === 'playing' && x.gameNumber === 2);
		const log = next.game!.log;
		expect(next.standIns.every((r) => r.to <= log.length)).toBe(true);
		expect(takesBy(log, 1).every((i) => inRanges(next, i))).toBe(true);
		expect(next.standIns.length).toBeLessThan(end.standIns.length);
	});
});
