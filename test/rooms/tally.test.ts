// The evening's tally (party/tally.ts) through a real room in workerd: counted at
// each game's end, stored with the room, and still there after the room restarts.
import { abortAllDurableObjects, env, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { RoomData } from '../../party/room-data';
import type { RoomState } from '../../party/protocol';
import { finishedGame, tableSummary } from '../../party/tables';
import { autoPlay, connect, join, newTable } from './ws';

const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));
const storedTally = (room: string) =>
	runInDurableObject(stubOf(room), async (_instance, state) => (await state.storage.get<RoomData>('room'))!.tally);

/** What a finished game's state says each seat scored and whether it won. */
const results = (state: RoomState) => state.game!.scores!.map((s) => ({ points: s.total, won: s.rank === 1 }));

describe('the evening’s tally', () => {
	it('is stored at each game’s end, survives a restart of the room, and counts two after a rematch', async () => {
		const room = await newTable('tally');
		const ada = await join(room, 'Ada');
		ada.client.send({ type: 'addBot', level: 'easy' });
		await ada.client.until((s) => s.seats.length === 2);
		expect(ada.client.state!.tally).toEqual({ games: 0, lines: [] });
		autoPlay(ada.client, 'tally-1');
		ada.client.send({ type: 'start' });
		const first = await ada.client.until((s) => s.phase === 'over', 30_000);
		const [adaFirst, albaFirst] = results(first);
		const afterOne = {
			games: 1,
			lines: [
				{ seat: 0, name: 'Ada', wins: Number(adaFirst.won), points: adaFirst.points },
				{ seat: 1, name: 'Alba', wins: Number(albaFirst.won), points: albaFirst.points }
			]
		};
		expect(first.tally).toEqual(afterOne);
		expect(await storedTally(room)).toEqual(afterOne);

		// The object is thrown away (its memory and sockets with it); Ada comes back to her seat.
		await runInDurableObject(stubOf(room), (instance) => {
			(instance as unknown as { marked?: boolean }).marked = true;
		});
		await abortAllDurableObjects();
		const back = await connect(room);
		back.send({ type: 'resume', token: ada.token! });
		await back.next('joined');
		expect((await back.until((s) => s.you.seat === 0)).tally).toEqual(afterOne);
		const fresh = await runInDurableObject(stubOf(room), (instance) => (instance as { marked?: boolean }).marked);
		expect(fresh).toBeUndefined();

		autoPlay(back, 'tally-2');
		back.send({ type: 'rematch' });
		await back.until((s) => s.phase === 'playing' && s.gameNumber === 2);
		// Counted at the end, not the start: the tally between games stays.
		expect(back.state!.tally).toEqual(afterOne);
		const second = await back.until((s) => s.phase === 'over' && s.gameNumber === 2, 30_000);
		const [adaSecond, albaSecond] = results(second);
		const afterTwo = {
			games: 2,
			lines: [
				{
					seat: 0,
					name: 'Ada',
					wins: Number(adaFirst.won) + Number(adaSecond.won),
					points: adaFirst.points + adaSecond.points
				},
				{
					seat: 1,
					name: 'Alba',
					wins: Number(albaFirst.won) + Number(albaSecond.won),
					points: albaFirst.points + albaSecond.points
				}
			]
		};
		expect(second.tally).toEqual(afterTwo);
		expect(await storedTally(room)).toEqual(afterTwo);
		// Every game has a winner: two games, at least two wins between them.
		expect(afterTwo.lines[0].wins + afterTwo.lines[1].wins).toBeGreaterThanOrEqual(2);

		// Only the state carries it: not a game's file (replays, downloads), nor the home page's summary of the table.
		expect(JSON.stringify(await finishedGame(env, room, 2))).not.toMatch(/"tally"|"wins"/);
		expect(JSON.stringify(await tableSummary(env, room, ada.token!))).not.toMatch(/"tally"|"wins"/);

		// A spectator sees the same tally.
		const watcher = await connect(room);
		expect((await watcher.next('state')).state.tally).toEqual(afterTwo);
	});
});
