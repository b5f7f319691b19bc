// A phase's code (phase-code.ts): its first import starts a task after the one that asks,
// so the preload links it inserts are not part of the room's first state; later ones at once.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { phaseCode } from '$lib/table/phase-code';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('the first import of a phase starts a task later, later ones in the same task', async () => {
	const load = vi.fn(async () => ({ default: 'Game' }));
	const first = phaseCode('game-first', load);
	expect(load).not.toHaveBeenCalled();
	await vi.runAllTimersAsync();
	expect(load).toHaveBeenCalledTimes(1);
	await expect(first).resolves.toEqual({ default: 'Game' });

	const again = phaseCode('game-first', load);
	expect(load).toHaveBeenCalledTimes(2);
	await expect(again).resolves.toEqual({ default: 'Game' });
});

test('each phase waits for its own first import; a failed one is tried a task later next time', async () => {
	const lobby = vi.fn(async () => 'Lobby');
	const failing = vi.fn(() => Promise.reject(new Error('offline')));
	const game = phaseCode('game-failing', failing);
	const caught = expect(game).rejects.toThrow('offline');
	await vi.runAllTimersAsync();
	await caught;

	phaseCode('lobby-other', lobby);
	expect(lobby).not.toHaveBeenCalled();
	// The failed import was not counted as loaded: the next ask waits a task again.
	void phaseCode('game-failing', failing).catch(() => {});
	expect(failing).toHaveBeenCalledTimes(1);
	await vi.runAllTimersAsync();
	expect(failing).toHaveBeenCalledTimes(2);
	expect(lobby).toHaveBeenCalledTimes(1);
});
