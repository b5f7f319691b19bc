// Reloading after a deploy (reload.svelte.ts): at once while the player waits, after
// telling them on their turn, never in a loop; the room's request or a script of
// the page's build that is gone from the server.
import { flushSync } from 'svelte';
import { afterEach, expect, test, vi } from 'vitest';
import { newGame, toAct } from '$engine/index';
import { PageReload, RELOAD_AGAIN_MS, reloadPlan } from '$lib/table/reload.svelte';
import type { ReloadReason, RoomState } from '$lib/table/room-types';
import { reactive, roomStateOf, watch } from './game/fake-room.svelte';

const T0 = 1_800_000_000_000;
const game = newGame({ players: 3, seed: 'reload' });
const toActSeat = toAct(game)!.seat;
const myTurn = roomStateOf(game, toActSeat);
const theirTurn = roomStateOf(game, (toActSeat + 1) % 3);
const watching = roomStateOf(game, null);
const lobby: RoomState = { ...theirTurn, phase: 'lobby', game: null };
const over: RoomState = { ...myTurn, phase: 'over' };

test('nothing to do until a reload is needed', () => {
	for (const rs of [myTurn, theirTurn, watching, lobby, null]) expect(reloadPlan(false, rs, null, T0)).toBe('none');
});

test('at once while the player waits: another seat to act, watching, the lobby, the end, not yet connected', () => {
	for (const rs of [theirTurn, watching, lobby, over, null]) expect(reloadPlan(true, rs, null, T0)).toBe('now');
});

test("on the player's turn, tell first: they may be halfway through a move", () => {
	expect(reloadPlan(true, myTurn, null, T0)).toBe('tell');
});

test('a page that has just reloaded tells instead of reloading again (a room not yet updated would ask again)', () => {
	expect(reloadPlan(true, theirTurn, T0 - 1000, T0)).toBe('tell');
	expect(reloadPlan(true, theirTurn, T0 - RELOAD_AGAIN_MS, T0)).toBe('now');
	// A clock set back since is no reason to hold.
	expect(reloadPlan(true, theirTurn, T0 + 5000, T0)).toBe('now');
});

/** The browser as the controller uses it: its reloads, clock, tab storage and script errors, held by the test. */
class TestPage {
	reloads = 0;
	readonly events = new EventTarget();
	readonly kept = new Map<string, string>();
	constructor() {
		vi.useFakeTimers({ now: T0 });
		vi.stubGlobal('location', { reload: () => this.reloads++ });
		vi.stubGlobal('sessionStorage', {
			getItem: (key: string) => this.kept.get(key) ?? null,
			setItem: (key: string, value: string) => void this.kept.set(key, value)
		});
		vi.stubGlobal('addEventListener', this.events.addEventListener.bind(this.events));
		vi.stubGlobal('removeEventListener', this.events.removeEventListener.bind(this.events));
	}
}
afterEach(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

/** A room as the controller reads it (its `reload` and `state`, which the test sets), and the controller run as the table's effect runs it. */
function mounted(room: { reload: ReloadReason | null; state: RoomState | null }) {
	const reload = new PageReload(() => room);
	const stop = watch(() => reload.run());
	flushSync();
	return { reload, stop };
}

const newRoom = (state: RoomState | null = null) => reactive({ reload: null as ReloadReason | null, state });

test('the room asks while the player waits: the page reloads at once, once', () => {
	const page = new TestPage();
	const room = newRoom(theirTurn);
	const { reload, stop } = mounted(room);
	expect(page.reloads).toBe(0);
	room.reload = 'outdated';
	flushSync();
	expect(page.reloads).toBe(1);
	expect(reload.plan).toBe('tell'); // it just reloaded: were this page to stay, it would not again
	stop();
});

test("the room asks on the player's turn: the notice shows, and its button reloads", () => {
	const page = new TestPage();
	const room = newRoom(myTurn);
	const { reload, stop } = mounted(room);
	room.reload = 'newer';
	flushSync();
	expect(reload.plan).toBe('tell');
	expect(page.reloads).toBe(0);
	reload.reload();
	expect(page.reloads).toBe(1);
	stop();
});

test("a script of the page's build that failed to load (gone after a deploy) needs a reload too", () => {
	const page = new TestPage();
	const room = newRoom(myTurn);
	const { reload, stop } = mounted(room);
	expect(reload.plan).toBe('none');
	page.events.dispatchEvent(new Event('vite:preloadError'));
	flushSync();
	expect(reload.plan).toBe('tell');
	expect(page.reloads).toBe(0);
	// The turn passes (a stand-in played it): now the player waits.
	room.state = theirTurn;
	flushSync();
	expect(page.reloads).toBe(1);
	stop();
	// Unmounted: the page's script errors are no longer heard.
	const later = new TestPage();
	const other = mounted(newRoom());
	other.stop();
	later.events.dispatchEvent(new Event('vite:preloadError'));
	flushSync();
	expect(other.reload.plan).toBe('none');
});
