// The game file the table offers for download: dated when the room says the game
// ended, not when "Download the game" was pressed, and it reads back as the same game.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { newGame, recordOf } from '$engine/index';
import { gameFileOf, loadGameFile } from '$lib/replay/saved-game';
import { playUntil, roomStateOf } from '../table/game/fake-room.svelte';

describe('gameFileOf', () => {
	afterEach(() => vi.useRealTimers());

	test('a file downloaded minutes after the end carries the moment the room ended the game', () => {
		const final = playUntil(newGame({ players: 3, seed: 'file-time' }), (g) => g.over);
		const endedAt = Date.parse('2026-11-24T06:29:35.000Z');
		const rs = { ...roomStateOf(final, 0), record: recordOf(final), finishedAt: endedAt };
		vi.useFakeTimers();
		vi.setSystemTime(Date.parse('2026-11-24T06:31:00.900Z'));
		const file = gameFileOf(rs)!;
		expect(file.finishedAt).toBe('2026-11-24T06:29:35.000Z');
		const loaded = loadGameFile(JSON.stringify(file));
		expect(loaded.ok && loaded.game.file.finishedAt).toBe('2026-11-24T06:29:35.000Z');
	});

	test('no file before the end', () => {
		const midGame = playUntil(newGame({ players: 2, seed: 'file-time' }), (g) => g.turn >= 3);
		expect(gameFileOf(roomStateOf(midGame, 0))).toBeNull();
	});
});
