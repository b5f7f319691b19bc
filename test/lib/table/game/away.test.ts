// The "while you were away" notice (away.svelte.ts): told after a return with
// turns played for you, gone once dismissed, told again at the next return.
import { expect, test } from 'vitest';
import { AwayNotice } from '$lib/table/game/away.svelte';
import { FakeRoom } from './fake-room.svelte';

test('nothing to tell without turns played for you', () => {
	const room = new FakeRoom();
	const notice = new AwayNotice(() => room);
	expect(notice.turns).toBe(0);
	room.joins = 1;
	expect(notice.turns).toBe(0);
});

test('told until dismissed, and again at the next return', () => {
	const room = new FakeRoom();
	const notice = new AwayNotice(() => room);
	room.awayTurns = 3;
	room.joins = 1;
	expect(notice.turns).toBe(3);
	notice.dismiss();
	expect(notice.turns).toBe(0);
	// Back again after another absence, even with the same count.
	room.joins = 2;
	expect(notice.turns).toBe(3);
	notice.dismiss();
	room.joins = 3;
	room.awayTurns = 0;
	expect(notice.turns).toBe(0);
});
