// The your-turn signals (turnSignals in your-turn.ts): the favicon's badge
// follows the turn; the announcement comes only when the turn becomes yours.
import { expect, test } from 'vitest';
import type { Settings } from '$lib/table/turn/settings.svelte';
import { turnSignals } from '$lib/table/turn/your-turn';

const settings: Settings = { oneTap: false, sound: true, vibrate: true, notify: false, hideReactions: false };

function setup() {
	const badges: boolean[] = [];
	const announced: string[] = [];
	const signal = turnSignals(settings, () => 'room-1', {
		badge: (badge) => void badges.push(badge),
		announce: (_settings, room) => void announced.push(room)
	});
	return { signal, badges, announced };
}

test('arriving at the table on your turn shows the badge but announces nothing', () => {
	const { signal, badges, announced } = setup();
	signal(true);
	expect(badges).toEqual([true]);
	expect(announced).toEqual([]);
});

test('each time the turn becomes yours it is announced once; the badge follows every change', () => {
	const { signal, badges, announced } = setup();
	for (const mine of [false, true, true, false, false, true]) signal(mine);
	expect(badges).toEqual([false, true, true, false, false, true]);
	expect(announced).toEqual(['room-1', 'room-1']);
});
