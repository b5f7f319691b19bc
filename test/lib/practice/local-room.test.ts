// The practice room (src/lib/practice): through its real worker body over a
// MessageChannel, the page gets the seat's view the engine gives for the same seed
// and moves, never more; a kept game resumes where it was.
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, newGame, viewFor, type Action, type GameState } from '$engine/index';
import { LocalRoom, type PracticeWorker } from '$lib/practice/local-room.svelte';
import { servePractice, type PracticePort, type PracticeStore } from '$lib/practice/practice-host';
import type { RoomState } from '$lib/table/room-types';

const SEED = '0123456789abcdef0123456789abcdef';

/** A store like idb-keyval's, in memory; values are copied as IndexedDB copies them. */
function memoryStore(): PracticeStore & { map: Map<string, unknown> } {
	const map = new Map<string, unknown>();
	return {
		map,
		get: async (key) => structuredClone(map.get(key)),
		set: async (key, value) => void map.set(key, structuredClone(value)),
		del: async (key) => void map.delete(key)
	};
}

const open: MessagePort[] = [];
afterEach(() => {
	for (const port of open.splice(0)) port.close();
});

/** The worker's body on one end of a channel, the page's room on the other; every message the page hears is kept. */
function practiceWorker(store: PracticeStore, heard: unknown[]): () => PracticeWorker {
	return () => {
		const { port1, port2 } = new MessageChannel();
		open.push(port1, port2);
		servePractice(port2 as unknown as PracticePort, store);
		port2.start();
		port1.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
		port1.start();
		return port1 as unknown as PracticeWorker;
	};
}

/** Waits until `ready()` holds, the channel's messages flowing meanwhile. */
async function until(ready: () => boolean, what: string) {
	for (let i = 0; i < 4000 && !ready(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
	if (!ready()) throw new Error(`timed out waiting for ${what}`);
}

/** Plays the seat's first legal move whenever it is to act, until `stop` holds. */
async function playUntil(room: LocalRoom, stop: (state: RoomState) => boolean) {
	let played = -1;
	for (;;) {
		await until(() => !!room.state && (stop(room.state) || (room.state.seq > played && isMine(room.state))), 'a turn');
		const state = room.state!;
		if (stop(state)) return state;
		played = state.seq;
		room.send({ type: 'action', action: state.game!.legal[0] as Action });
	}
}

const isMine = (state: RoomState) => state.phase === 'playing' && state.game?.toAct?.seat === state.you.seat;
const over = (state: RoomState) => state.phase === 'over';

describe('the practice room', () => {
	it('sends the seat the view the engine gives for the same seed and moves, move by move, and nothing more', async () => {
		const heard: unknown[] = [];
		const room = new LocalRoom({
			name: 'Ada',
			bots: 2,
			level: 'easy',
			deal: { seed: SEED },
			botDelayMs: 0,
			keep: null,
			worker: practiceWorker(memoryStore(), heard)
		});
		const end = await playUntil(room, over);
		room.close();

		// The engine's own game from the same seed and the moves the record holds, its view taken at every step.
		let game: GameState = newGame({ players: 3, seed: SEED });
		const views = new Map([[game.log.length, viewFor(game, 0)]]);
		for (const { seat, action } of end.record!.actions) {
			const result = applyAction(game, seat, action);
			if (!result.ok) throw new Error(result.error.code);
			game = result.game;
			views.set(game.log.length, viewFor(game, 0));
		}
		const states = heard.map((m) => (m as { state: RoomState }).state);
		expect(states.length).toBeGreaterThan(10);
		for (const state of states) {
			expect(state.you.seat).toBe(0);
			expect(state.game).toEqual(views.get(state.game!.log.length));
		}
		expect(end.game!.scores?.map((s) => s.total)).toEqual(viewFor(game, 0).scores?.map((s) => s.total));
		// Until the end, nothing the page heard holds the seed, the decks' order, the bots' seed or the record.
		const playing = states.filter((s) => s.phase !== 'over');
		const beforeEnd = JSON.stringify(playing);
		for (const secret of [SEED, '"shuffle"', '"botSeed"', '"token"']) expect(beforeEnd).not.toContain(secret);
		for (const s of playing) expect(Object.values(s.game!.decks).every((d) => typeof d === 'number')).toBe(true);
		expect(playing.every((s) => s.record === null)).toBe(true);
	});

	it('keeps the game in progress, and a new page continues it where it was', async () => {
		const store = memoryStore();
		const first = new LocalRoom({
			name: 'Ada',
			bots: 1,
			level: 'easy',
			botDelayMs: 0,
			keep: 'k',
			worker: practiceWorker(store, [])
		});
		const mid = await playUntil(first, (s) => s.game!.log.length > 30 && isMine(s));
		await until(() => store.map.has('k'), 'the kept game');
		first.close();

		const again = new LocalRoom({ name: 'Someone else', bots: 3, keep: 'k', worker: practiceWorker(store, []) });
		await until(() => again.state !== null, 'the kept state');
		expect(again.resumed).toBe(true);
		expect(again.state!.seq).toBe(mid.seq);
		expect(again.state!.game).toEqual(mid.game);
		expect(again.state!.seats.map((s) => s.name)).toEqual(['Ada', expect.any(String)]);
		const end = await playUntil(again, over);
		expect(end.game!.scores).toHaveLength(2);

		// `fresh` deals anew in its place.
		const fresh = new LocalRoom({
			name: 'Bo',
			bots: 3,
			keep: 'k',
			fresh: true,
			botDelayMs: 0,
			worker: practiceWorker(store, [])
		});
		await until(() => fresh.state !== null, 'a new deal');
		expect(fresh.resumed).toBe(false);
		expect(fresh.state!.seats).toHaveLength(4);
		expect(fresh.state!.phase).toBe('playing');
	});

	it('refuses what the room refuses, with the room’s codes', async () => {
		const room = new LocalRoom({
			name: 'Ada',
			bots: 1,
			level: 'easy',
			botDelayMs: 0,
			keep: null,
			worker: practiceWorker(memoryStore(), [])
		});
		await until(() => room.state !== null, 'the first state');
		room.send({ type: 'action', action: { type: 'nonsense' } as unknown as Action });
		await until(() => room.error !== null, 'a refusal');
		expect(room.error!.code).toBe('bad-message');
		room.send({ type: 'setTimer', seconds: 60 });
		await until(() => room.error?.code === 'playing', 'the room’s refusal');
	});

	it('deals a fixed deal, and the bots play the scripted moves first (the lesson’s), then their own', async () => {
		// The bot's scripted answer: a face-down take, after the player's first legal move.
		const dealt = newGame({ players: 2, seed: SEED, firstPlayer: 0 });
		const first = dealt.log.length;
		// A take that ends the player's turn at once (no decision of its card's), the bot to act next.
		const [mine, game] = viewFor(dealt, 0)
			.legal.map((action) => [action, applyAction(dealt, 0, action)] as const)
			.flatMap(([action, result]) =>
				result.ok && viewFor(result.game, 1).toAct?.seat === 1 ? [[action, result.game] as const] : []
			)[0];
		const scripted = viewFor(game, 1)
			.legal.filter((a) => a.type === 'take' && a.faceDown)
			.at(-1)!;
		expect(scripted).toBeDefined();

		const room = new LocalRoom({
			name: 'Ada',
			bots: 1,
			level: 'easy',
			deal: { seed: SEED, firstPlayer: 0 },
			botMoves: [scripted],
			botDelayMs: 0,
			keep: null,
			worker: practiceWorker(memoryStore(), [])
		});
		await until(() => room.state !== null, 'the first state');
		expect(room.state!.game!.log.length).toBe(first);
		expect(room.state!.game!.toAct).toEqual({ seat: 0, decision: 'turn' });
		room.send({ type: 'action', action: mine });
		const end = await playUntil(room, over);
		expect(end.record!.actions[0]).toEqual({ seat: 0, action: mine });
		expect(end.record!.actions[1]).toEqual({ seat: 1, action: scripted });
	});
});
