// The hint's controller, driven as the table drives it, with a worker that runs the
// real job in this thread: the room is told, the hint is the expert's legal move,
// it is weighed against your choice, and it is gone once the game moves on, or if
// the room refuses it. Also the log's line for each hint taken.
import { describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { sameAction, toAct, viewFor, type Action, type GameState } from '$engine/index';
import type { HintRequest } from '$lib/hints/hint-job';
import { HintController } from '$lib/hints/hint.svelte';
import { describeLog } from '$lib/table/game/game-log';
import { expertStats } from '../../../bots/index';
import { FakeRoom, play, reactive, watch } from '../table/game/fake-room.svelte';
import { settle, ThreadWorker } from './hint-helpers';

const OPTIONS: HintRequest['options'] = { playouts: 8, expert: { playouts: 16, candidates: 3, timeLimitMs: Infinity } };

function setup(hints = { on: false, available: true, taken: [] }) {
	const room = new FakeRoom();
	room.state = { ...room.state, hints };
	const choice = reactive<{ current: Action | null }>({ current: null });
	const workers: ThreadWorker[] = [];
	const controller = new HintController({
		state: () => room.state,
		send: room.send,
		refusal: () => room.error,
		decision: () => `${room.state.seq}`,
		current: () => choice.current,
		makeWorker: () => {
			workers.push(new ThreadWorker());
			return workers.at(-1)!;
		},
		options: OPTIONS
	});
	return { room, choice, controller, workers };
}

describe('the hint controller', () => {
	test('tells the room, thinks in the worker, and shows the expert’s legal move', async () => {
		const { room, controller, workers } = setup();
		expect(controller.available).toBe(true);
		expect(controller.status).toBe('idle');
		controller.ask();
		expect(room.sent).toEqual([{ type: 'hint', seq: room.state.seq }]);
		expect(controller.status).toBe('thinking');
		expect(workers[0].requests[0].view).toEqual(room.state.game);
		await settle();
		expect(controller.status).toBe('ready');
		const hint = controller.hint!;
		expect(room.state.game!.legal.some((a) => sameAction(a, hint.best))).toBe(true);
		expect(controller.hinted).toEqual(hint.best);
		// Asking again for the same decision sends nothing more.
		controller.ask();
		expect(room.sent).toHaveLength(1);
	});

	test('is weighed against your choice when it becomes another whole move', async () => {
		const { controller, choice, workers, room } = setup();
		const stop = watch(() => controller.follow());
		controller.ask();
		await settle();
		flushSync();
		const best = controller.hint!.best;
		const other = room.state.game!.legal.find((a) => !sameAction(a, best))!;
		const searches = expertStats.decisions;
		choice.current = other;
		flushSync();
		expect(workers[0].requests).toHaveLength(2);
		expect(expertStats.decisions).toBe(searches); // the worker kept its search: no second one
		expect(controller.comparing).toBe(true);
		expect(controller.hint!.gain).toBeNull(); // the last answer stays shown meanwhile
		await settle();
		flushSync();
		expect(controller.comparing).toBe(false);
		expect(controller.hint!.current).toEqual(other);
		expect(controller.hint!.gain!.se).toBeGreaterThan(0);
		// The same choice again is not asked again.
		choice.current = structuredClone(other);
		flushSync();
		expect(workers[0].requests).toHaveLength(2);
		stop();
	});

	test('belongs to one decision: once the game moves on it reads as none', async () => {
		const { room, controller } = setup();
		controller.ask();
		await settle();
		expect(controller.hint).not.toBeNull();
		room.update(play(room.game, room.state.game!.legal[0]), { hints: room.state.hints });
		expect(controller.status).toBe('idle');
		expect(controller.hint).toBeNull();
		expect(controller.hinted).toBeNull();
	});

	test('is not offered when the table has none, or when it is not your move', () => {
		const off = setup({ on: false, available: false, taken: [] });
		off.controller.ask();
		expect(off.room.sent).toEqual([]);
		const { room, controller } = setup();
		const game: GameState = room.game;
		room.state = { ...room.state, game: { ...room.state.game!, toAct: { ...toAct(game)!, seat: 99 } } };
		expect(controller.available).toBe(false);
	});

	test('a refusal from the room cancels it; a crashed worker says so, and a new press tries again', async () => {
		const { room, controller, workers } = setup();
		controller.ask();
		room.error = { code: 'hints-off', at: 1 };
		await settle();
		expect(controller.status).toBe('idle');
		expect(controller.hint).toBeNull();

		const crashing = setup();
		crashing.controller.ask();
		crashing.workers[0].fail = true;
		await settle();
		expect(crashing.controller.status).toBe('error');
		crashing.controller.ask(); // a new worker
		await settle();
		expect(crashing.workers).toHaveLength(2);
		expect(crashing.controller.status).toBe('ready');
		crashing.controller.dispose();
		expect(crashing.workers[1].terminated).toBe(true);
		expect(workers[0].terminated).toBe(false);
	});
});

describe('the log', () => {
	test('a line for each hint taken, just before the move that followed it', () => {
		let g = new FakeRoom().game;
		const seat = toAct(g)!.seat;
		const at = g.log.length;
		g = play(g, viewFor(g, seat).legal[0]);
		const names = (s: number) => ['Ada', 'Bob', 'Cy'][s];
		const lines = describeLog(g.log, names, [], [{ seat, at, seq: 3 }]);
		const i = lines.findIndex((l) => l.hint);
		expect(lines[i]).toMatchObject({ seat, text: `${names(seat)} took a hint`, hint: true });
		expect(lines[i + 1].id).toBe(at);
		expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
		expect(describeLog(g.log, names).length).toBe(lines.length - 1);
	});
});
