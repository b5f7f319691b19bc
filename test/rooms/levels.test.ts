// Bot levels through a real room: the expert is taken wherever hard is (adding a
// bot, changing a bot's level, the bot that plays for an absent person), refused
// like hard to a non-host, and plays a game, thinking in the room's alarm.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { replay, scores, viewFor } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import { chooseAction } from '../../bots/index';
import { BOT_LEVELS } from '../../party/protocol';
import type { RoomData } from '../../party/room-data';
import { join, newTable, startTwoPlayers } from './ws';

const GRACE_MS = 60_000; // the default: the test config does not set GRACE_MS
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));

/**
 * Ada against an expert bot, the game started: she always takes the first legal move,
 * and the expert answers at once (no bot delay in tests). Resolves with her socket.
 */
async function againstExpert(label: string) {
	const room = await newTable(label);
	const ada = await join(room, 'Ada');
	ada.client.send({ type: 'addBot', level: 'expert' });
	await ada.client.until((s) => s.seats.length === 2);
	ada.client.onMessage((m) => {
		if (m.type !== 'state' || !m.state.game || m.state.game.legal.length === 0) return;
		ada.client.send({ type: 'action', action: m.state.game.legal[0], seq: m.state.seq });
	});
	ada.client.send({ type: 'start' });
	return ada;
}

describe('bot levels', () => {
	it('the protocol lists expert beside hard', () => {
		expect(BOT_LEVELS).toEqual(['easy', 'medium', 'hard', 'expert']);
	});

	it('addBot and setBotLevel take expert as they take hard; a non-host is refused both; an unknown level is malformed', async () => {
		const room = await newTable('levels');
		const ada = await join(room, 'Ada');
		for (const [i, level] of (['hard', 'expert'] as const).entries()) {
			ada.client.send({ type: 'addBot', level });
			await ada.client.until((s) => s.seats.length === i + 2);
		}
		expect(ada.client.state!.seats.map((s) => [s.name, s.kind, s.level])).toEqual([
			['Ada', 'human', 'medium'],
			['Alba', 'bot', 'hard'],
			['Bruno', 'bot', 'expert']
		]);
		ada.client.send({ type: 'setBotLevel', seat: 1, level: 'expert', seq: ada.client.state!.seq });
		let s = await ada.client.until((x) => x.seats[1].level === 'expert');
		expect(s.seats[1].name).toBe('Alba'); // a bot keeps its name through a change of level
		ada.client.send({ type: 'setBotLevel', seat: 2, level: 'hard', seq: ada.client.state!.seq });
		s = await ada.client.until((x) => x.seats[2].level === 'hard');
		expect(s.seats[2].name).toBe('Bruno');

		const bob = await join(room, 'Bob');
		for (const level of ['hard', 'expert'] as const) {
			bob.client.send({ type: 'addBot', level });
			expect(await bob.client.next('error')).toMatchObject({ code: 'not-host' });
			bob.client.send({ type: 'setBotLevel', seat: 1, level, seq: bob.client.state!.seq });
			expect(await bob.client.next('error')).toMatchObject({ code: 'not-host' });
		}
		ada.client.send({ type: 'addBot', level: 'grandmaster' });
		expect(await ada.client.next('error')).toMatchObject({ code: 'bad-message' });
	});

	it('a person and an expert bot play a game to the end', async () => {
		const ada = await againstExpert('expert-game');
		const end = await ada.client.until((s) => s.phase === 'over', 60_000);
		expect(end.game!.scores).toEqual(scores(replay(end.record)));
		expect(end.record!.actions.filter((a) => a.seat === 1 && a.action.type === 'take')).toHaveLength(9);
		expect(ada.client.received.filter((m) => m.type === 'error')).toEqual([]);
	});

	it("the expert thinks in the room's alarm, never while the room answers a message: the state it is to act in goes out first", async () => {
		const ada = await againstExpert('expert-alarm');
		await ada.client.until((s) => (s.game?.players[1].tableau.length ?? 0) >= 3, 30_000);
		const expertToAct = ada.client.received.filter((m) => m.type === 'state' && m.state.game?.toAct?.seat === 1);
		expect(expertToAct.length).toBeGreaterThanOrEqual(2);
		expect(ada.client.received.filter((m) => m.type === 'error')).toEqual([]);
	});

	it("the host picks expert for absent people; the bot then playing for one makes the expert's moves", async () => {
		const room = await newTable('stand-in');
		const { ada, bob } = await startTwoPlayers(room);
		bob.client.send({ type: 'setStandInLevel', level: 'expert' });
		expect(await bob.client.next('error')).toMatchObject({ code: 'not-host' });
		ada.client.send({ type: 'setStandInLevel', level: 'expert' });
		const s = await ada.client.until((x) => x.seats.every((seat) => seat.level === 'expert'));
		expect(s.seats.map((seat) => seat.kind)).toEqual(['human', 'human']);
		// Bob leaves for longer than the grace period: a bot takes his seat over.
		bob.client.close();
		await ada.client.until((x) => !x.seats[1].connected);
		await runInDurableObject(stubOf(room), async (instance, state) => {
			const data = (await state.storage.get<RoomData>('room'))!;
			data.seats[1].leftAt = Date.now() - GRACE_MS - 1000;
			await state.storage.put('room', data);
			await (instance as unknown as { onStart(): Promise<void> }).onStart();
		});
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		ada.client.onMessage((m) => {
			if (m.type !== 'state' || !m.state.game || m.state.game.legal.length === 0) return;
			ada.client.send({ type: 'action', action: m.state.game.legal[0], seq: m.state.seq });
		});
		if (ada.client.state!.game!.legal.length > 0) {
			ada.client.send({ type: 'action', action: ada.client.state!.game!.legal[0], seq: ada.client.state!.seq });
		}
		const end = await ada.client.until((x) => x.phase === 'over', 60_000);
		// Every move of Bob's seat was the stand-in's: each is what the expert chooses from Bob's view then.
		const bobMoves = end.record!.actions.flatMap((a, k) => (a.seat === 1 ? [k] : []));
		expect(bobMoves.length).toBeGreaterThanOrEqual(9);
		for (const k of bobMoves) {
			const before = replay({ ...end.record!, actions: end.record!.actions.slice(0, k) });
			const view = viewFor(before, 1);
			if (view.legal.length === 1) continue;
			expect(chooseAction(view, 'expert', createRandom('any'))).toEqual(end.record!.actions[k].action);
		}
	});
});
