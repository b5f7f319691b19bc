// Whole games through a real room, over real WebSockets inside workerd.
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { replay, scores } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import type { RoomData } from '../../party/room-data';
import type { GameFile } from '../../party/game-file';
import type { RoomState } from '../../party/protocol';
import { finishedGame } from '../../party/tables';
import { act, connect, join, newTable, startTwoPlayers, type TestSocket } from './ws';

/** The stored room, read straight from Durable Object storage. */
async function stored(room: string): Promise<RoomData> {
	const stub = env.Game.get(env.Game.idFromName(room));
	return runInDurableObject(stub, async (_instance, state) => (await state.storage.get<RoomData>('room'))!);
}

/** Plays a seat: whenever its latest state asks it to act, it sends a random legal action. */
function autoPlay(client: TestSocket, seed: string) {
	const random = createRandom(seed);
	const answered = new Set<string>();
	client.onMessage((m) => {
		if (m.type !== 'state' || !m.state.game) return;
		const game = m.state.game;
		if (!game.toAct || game.toAct.seat !== m.state.you.seat || game.legal.length === 0) return;
		const key = `${m.state.gameNumber}:${game.log.length}:${game.toAct.decision}`;
		if (answered.has(key)) return;
		answered.add(key);
		client.send({
			type: 'action',
			action: game.legal[Math.floor(random() * game.legal.length)],
			seq: m.state.seq
		});
	});
}

async function lobbyWithBot(room: string) {
	const ada = await join(room, 'Ada');
	const bob = await join(room, 'Bob');
	ada.client.send({ type: 'addBot', level: 'easy' });
	await ada.client.until((s) => s.seats.length === 3);
	return { ada, bob };
}

describe('a full 3-player game', () => {
	it('two humans and a bot play to the end; the room’s scores equal the engine’s replay of its record', async () => {
		const room = await newTable('full');
		const { ada, bob } = await lobbyWithBot(room);
		expect(ada.seat).toBe(0);
		expect(bob.seat).toBe(1);
		expect(ada.client.state!.seats.map((s) => [s.name, s.kind, s.host])).toEqual([
			['Ada', 'human', true],
			['Bob', 'human', false],
			['Alba', 'bot', false]
		]);
		autoPlay(ada.client, 'ada');
		autoPlay(bob.client, 'bob');
		ada.client.send({ type: 'start' });
		const end = await ada.client.until((s) => s.phase === 'over', 30_000);
		const bobEnd = await bob.client.until((s) => s.phase === 'over');

		expect(end.record).not.toBeNull();
		const replayed = replay(end.record);
		// Scores are sent once, in the game view.
		expect(end.game!.scores).toEqual(scores(replayed));
		expect(bobEnd.game!.scores).toEqual(end.game!.scores);
		expect(end).not.toHaveProperty('scores');
		expect(end.game!.over).toBe(true);
		for (const player of end.game!.players) expect(player.tableau).toHaveLength(9);
		// Every errors-free: nobody was refused anything during the game.
		expect([...ada.client.received, ...bob.client.received].filter((m) => m.type === 'error')).toEqual([]);
		// The record's reveals are complete: the bot's moves were recorded like anyone's.
		expect(end.record!.actions.filter((a) => a.action.type === 'take')).toHaveLength(27);
	});

	it('the table keeps each finished game for replays, through rematches, and only once finished', async () => {
		const room = await newTable('kept');
		const { ada, bob } = await lobbyWithBot(room);
		const kept = (query = '') => finishedGame(env, room, query === '' ? undefined : Number(query));
		autoPlay(ada.client, 'ada');
		autoPlay(bob.client, 'bob');
		const startedAt = Date.now();
		ada.client.send({ type: 'start' });
		expect((await ada.client.until((s) => s.phase === 'playing')).finishedAt).toBeNull();
		expect(await kept()).toBeNull(); // nothing before the end: the record holds the deck order
		const first = await ada.client.until((s) => s.phase === 'over', 30_000);
		const file = (await kept()) as GameFile;
		// The file is dated when the game ended, the moment the state says, whenever it is asked for.
		expect(first.finishedAt).toBeGreaterThanOrEqual(startedAt);
		expect(first.finishedAt).toBeLessThanOrEqual(Date.now());
		expect(file.finishedAt).toBe(new Date(first.finishedAt!).toISOString());
		expect(file).toMatchObject({ format: 'castle-combo-game', version: 2, room, gameNumber: 1 });
		expect(file.seats.map((s) => [s.name, s.kind, s.level])).toEqual([
			['Ada', 'human', null],
			['Bob', 'human', null],
			['Alba', 'bot', 'easy']
		]);
		expect(file.record).toEqual(first.record);
		expect(file.scores).toEqual(first.game!.scores!.map((s) => s.total));

		ada.client.send({ type: 'rematch' });
		expect((await ada.client.until((s) => s.phase === 'playing' && s.gameNumber === 2)).finishedAt).toBeNull();
		const second = await ada.client.until((s) => s.phase === 'over' && s.gameNumber === 2, 30_000);
		expect(((await kept()) as GameFile).finishedAt).toBe(new Date(second.finishedAt!).toISOString());
		expect(((await kept('1')) as GameFile).record).toEqual(first.record);
		expect(((await kept()) as GameFile).record).toEqual(second.record);
		expect(await kept('3')).toBeNull();
	});

	it('no message before the end contains a card still in a deck, the seed, or another seat’s token', async () => {
		const room = await newTable('leak');
		const { ada, bob } = await lobbyWithBot(room);
		const watcher = await connect(room); // a spectator
		await watcher.next('state');
		const clients = [ada.client, bob.client, watcher];
		const tokens = [ada.token!, bob.token!];
		const checked = clients.map(() => 0);
		let steps = 0;
		// A reshuffle puts once-public cards back in a deck and the log still names them
		// (public knowledge, no order). So: a card never revealed appears nowhere, and
		// no deck card appears outside the log.
		const checkSinceLastTime = async () => {
			const data = await stored(room);
			const game = data.game;
			const deck = game ? [...game.decks.castle, ...game.decks.village] : [];
			const revealed = new Set(game ? [...game.revealed.castle, ...game.revealed.village] : []);
			const seed = game?.shuffle.seed;
			clients.forEach((client, i) => {
				for (const text of client.raw.slice(checked[i])) {
					if (text.includes('"phase":"over"')) continue; // the record is public once over
					const message = JSON.parse(text);
					const withoutLog =
						message.type === 'state' && message.state.game
							? JSON.stringify({ ...message, state: { ...message.state, game: { ...message.state.game, log: [] } } })
							: text;
					for (const card of deck) {
						expect(withoutLog, `deck card ${card} in a view`).not.toContain(`"${card}"`);
						if (!revealed.has(card)) expect(text, `unrevealed card ${card} leaked`).not.toContain(`"${card}"`);
					}
					if (seed) expect(text).not.toContain(seed);
					for (const [seat, token] of tokens.entries()) if (seat !== i) expect(text).not.toContain(token);
				}
				checked[i] = client.raw.length;
			});
		};
		// Drive both humans by hand, checking after each accepted step.
		ada.client.send({ type: 'start' });
		const random = createRandom('leak');
		for (;;) {
			const s = await ada.client.until((x) => x.phase !== 'lobby');
			await checkSinceLastTime();
			if (s.phase === 'over') break;
			const toAct = s.game!.toAct!;
			const actor = [ada, bob][toAct.seat];
			const mine = await actor.client.until(
				(x) => x.game?.toAct?.seat === toAct.seat && x.game.log.length === s.game!.log.length
			);
			// Every accepted action is one broadcast: wait until each socket has its copy,
			// so each message is checked against the decks as they were when it was sent.
			const statesOf = (c: TestSocket) => c.received.filter((m) => m.type === 'state').length;
			const before = clients.map(statesOf);
			act(actor.client, mine.game!.legal[Math.floor(random() * mine.game!.legal.length)]);
			for (const [i, c] of clients.entries()) await c.until(() => statesOf(c) > before[i]);
			steps++;
		}
		expect(steps).toBeGreaterThanOrEqual(18);
	});
});

describe('identity', () => {
	it('a reconnect with the token resumes the seat mid-turn; no token or a wrong one cannot act for it', async () => {
		const room = await newTable('resume');
		const { ada, bob, s } = await startTwoPlayers(room);
		const first = s.game!.toAct!.seat;
		const actor = [ada, bob][first];
		await actor.client.until((x) => x.game?.toAct?.seat === first && x.game.legal.length > 0);
		// Spend a key, so the seat is mid-turn (it must still take a card).
		act(actor.client, { type: 'key', use: 'messenger' });
		const mid = await actor.client.until((x) => x.game?.toAct?.decision === 'take');
		actor.client.close();

		const stranger = await connect(room);
		await stranger.next('state');
		stranger.send({ type: 'action', action: mid.game!.legal[0], seq: mid.seq });
		expect(await stranger.next('error')).toMatchObject({ code: 'not-seated' });
		stranger.send({ type: 'resume', token: 'A'.repeat(32) });
		expect(await stranger.next('error')).toMatchObject({ code: 'bad-token' });
		stranger.send({ type: 'join', name: 'Eve' });
		expect(await stranger.next('joined')).toEqual({ type: 'joined', seat: null, token: null, awayTurns: 0 });
		stranger.send({ type: 'action', action: mid.game!.legal[0], seq: mid.seq });
		expect(await stranger.next('error')).toMatchObject({ code: 'not-seated' });

		const back = await connect(room);
		await back.next('state');
		back.send({ type: 'resume', token: actor.token! });
		expect(await back.next('joined')).toEqual({ type: 'joined', seat: first, token: actor.token, awayTurns: 0 });
		const resumed = await back.until((x) => x.you.seat === first);
		expect(resumed.game!.toAct).toEqual({ seat: first, decision: 'take' });
		expect(resumed.game!.keyUsed).toBe(true);
		// Face down: no ability decision follows, so the turn passes.
		act(
			back,
			resumed.game!.legal.find((a) => a.type === 'take' && a.faceDown)!
		);
		await back.until((x) => x.game!.toAct!.seat !== first);
		expect(back.received.filter((m) => m.type === 'error')).toEqual([]);
	});

	it('only the seat to act may act; the other seat is refused with a reason', async () => {
		const room = await newTable('turns');
		const { ada, bob, s } = await startTwoPlayers(room);
		const waiting = [ada, bob][1 - s.game!.toAct!.seat];
		act(waiting.client, { type: 'key', use: 'refresh' });
		expect(await waiting.client.next('error')).toEqual({ type: 'error', code: 'wrong-seat' });
	});
});

describe('restart-proof', () => {
	it('the room object is thrown away after every action and the game still finishes identically', async () => {
		const room = await newTable('restart');
		const stub = () => env.Game.get(env.Game.idFromName(room)); // a stub dies with its instance
		const first = await join(room, 'Ada');
		const second = await join(room, 'Bob');
		const tokens = [first.token!, second.token!];
		first.client.send({ type: 'addBot', level: 'easy' });
		await first.client.until((s) => s.seats.length === 3);
		first.client.send({ type: 'start' });
		let clients = [first.client, second.client];
		let state: RoomState = await clients[0].until((s) => s.phase === 'playing');
		const random = createRandom('restart');
		let restarts = 0;
		while (state.phase !== 'over') {
			const seat = state.game!.toAct!.seat;
			const legal = (await clients[seat].until((s) => s.game!.toAct!.seat === seat && s.game!.legal.length > 0)).game!
				.legal;
			const logLength = state.game!.log.length;
			act(clients[seat], legal[Math.floor(random() * legal.length)]);
			const after = await clients[seat].until((s) => s.game!.log.length > logLength);
			const before = await stored(room);
			// Throw the instance away; in-memory state is gone, sockets drop.
			await runInDurableObject(stub(), (instance) => {
				(instance as unknown as { marked?: boolean }).marked = true;
			});
			await abortAllDurableObjects();
			restarts++;
			clients = [];
			for (const token of tokens) {
				const client = await connect(room);
				client.send({ type: 'resume', token });
				await client.next('joined');
				clients.push(client);
			}
			state = await clients[0].until(() => true);
			expect(
				await runInDurableObject(stub(), (instance) => (instance as unknown as { marked?: boolean }).marked)
			).toBeUndefined();
			// Nothing was lost: the reloaded room equals what was stored before the restart,
			// and the view is the one we had.
			expect((await stored(room)).game).toEqual(before.game);
			expect(state.game!.log).toEqual(after.game!.log);
			expect(state.game!.players).toEqual(after.game!.players);
			expect(state.game!.displays).toEqual(after.game!.displays);
		}
		expect(restarts).toBeGreaterThanOrEqual(18);
		expect(state.game!.scores).toEqual(scores(replay(state.record)));
	});
});

describe('leavers and the turn timer', () => {
	/** Rewrites the stored room and makes the live instance reload it, as after a wake-up. */
	async function rewrite(room: string, change: (data: RoomData) => void) {
		const stub = env.Game.get(env.Game.idFromName(room));
		await runInDurableObject(stub, async (instance, state) => {
			const data = (await state.storage.get<RoomData>('room'))!;
			change(data);
			await state.storage.put('room', data);
			await (instance as unknown as { onStart(): Promise<void> }).onStart();
		});
		return stub;
	}

	it('a player gone longer than the grace period is played by a bot until they resume', async () => {
		const room = await newTable('leaver');
		const { ada, bob, s } = await startTwoPlayers(room);
		const gone = [ada, bob][s.game!.toAct!.seat];
		const stays = [ada, bob][1 - s.game!.toAct!.seat];
		gone.client.close();
		const seatGone = s.game!.toAct!.seat;
		await stays.client.until((x) => x.seats[seatGone].connected === false);
		const stub = await rewrite(room, (data) => {
			data.seats[seatGone].leftAt = Date.now() - 61_000;
		});
		expect(await runDurableObjectAlarm(stub)).toBe(true);
		const after = await stays.client.until((x) => x.game!.toAct!.seat !== seatGone);
		expect(after.seats[seatGone].botPlaying).toBe(true);
		expect(after.game!.players[seatGone].tableau).toHaveLength(1); // the stand-in took a card

		const back = await connect(room);
		back.send({ type: 'resume', token: gone.token! });
		await back.next('joined');
		const resumed = await back.until((x) => x.you.seat === seatGone);
		expect(resumed.seats[seatGone]).toMatchObject({ botPlaying: false, connected: true });
	});

	it('when the turn timer runs out, a bot plays that turn', async () => {
		const room = await newTable('timer');
		const ada = await join(room, 'Ada');
		const bob = await join(room, 'Bob');
		ada.client.send({ type: 'setTimer', seconds: 30 });
		// The test pool's socket proxy may reorder a burst: start only once the timer is set.
		await ada.client.until((x) => x.timer.seconds === 30);
		ada.client.send({ type: 'start' });
		const s = await ada.client.until((x) => x.phase === 'playing');
		expect(s.timer.seconds).toBe(30);
		expect(s.timer.deadline).toBeGreaterThan(Date.now() + 25_000);
		const slow = s.game!.toAct!.seat;
		const stub = await rewrite(room, (data) => {
			data.turnDeadline = Date.now() - 1;
		});
		expect(await runDurableObjectAlarm(stub)).toBe(true);
		const after = await ada.client.until((x) => x.game!.toAct!.seat !== slow);
		expect(after.game!.players[slow].tableau).toHaveLength(1);
		expect(after.seats[slow].botPlaying).toBe(false); // still connected: only that turn
		expect(after.timer.deadline).toBeGreaterThan(Date.now() + 25_000); // the next player's clock
		void bob;
	});
});
