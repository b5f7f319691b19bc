// The game's motion, tied to the game (game.svelte.ts): its code loads with the
// game's first change, which waits for it and then plays; later changes play in
// turn, and a tap on a control shows the room's game at once.
import { expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { toAct, viewFor } from '$engine/index';
import * as preview from '$engine/preview';
import { GameController, type MotionModule } from '$lib/table/game/game.svelte';
import type { PreviewEngine } from '$lib/table/game/game-numbers';
import { Lazy } from '$lib/table/game/lazy.svelte';
import { MotionQueue, type Stage } from '$lib/table/game/motion/queue.svelte';
import type { Beat } from '$lib/table/game/motion/steps';
import { drawn, FakeRoom, mounted, play, TestClock } from './fake-room.svelte';

/** `seat`: whose page it is (null: a spectator's); the motion's code loads once `loaded` resolves. */
function setup(seat: number | null = null, loaded: Promise<void> = Promise.resolve()) {
	const room = new FakeRoom(undefined, seat);
	const played: Beat[][] = [];
	const timers: (() => void)[] = [];
	// The move counter as the page draws it (data-act), and as it was drawn when the motion read where things start.
	let drawnAct = '';
	const actAtBefore: string[] = [];
	const stage: Stage = {
		before: () => void actAtBefore.push(drawnAct),
		play: (beats) => void played.push(beats),
		highlight: () => {},
		stop: () => {}
	};
	let loads = 0;
	const loadMotion = async (): Promise<MotionModule> => {
		loads++;
		await loaded;
		return {
			pageMotion: (_seat, first) => {
				const motion = new MotionQueue({
					stage,
					clock: { now: () => 0, setTimeout: (run) => timers.push(run), clearTimeout: () => {} },
					reduced: () => false
				});
				motion.push(first);
				return motion;
			}
		};
	};
	const game = new GameController({
		room: () => room,
		state: () => room.state,
		clock: new TestClock(),
		screen: {
			width: () => 390,
			height: () => 800,
			scrollBy: () => {},
			observe: () => () => {},
			nextFrame: () => () => {}
		},
		preview: new Lazy(async () => preview as PreviewEngine),
		signals: { badge: () => {}, announce: () => {} },
		// Nothing here waits for the page to be idle (what loads then has tests in game.test.ts).
		idle: () => () => {},
		loadMotion
	});
	const stop = mounted(() => {
		game.start();
		drawn(() => void (drawnAct = game.move.actKey));
	});
	flushSync();
	/** The room's next move, made by whoever is to act. */
	const next = () => {
		const g = room.game;
		room.update(play(g, viewFor(g, toAct(g)!.seat).legal[0]));
		flushSync();
	};
	return { room, game, played, timers, next, stop, loads: () => loads, actAtBefore };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the first change loads the motion and waits for it; later ones play in turn; a tap on a control shows the room's game", async () => {
	const { room, game, played, timers, next, stop, loads } = setup();
	const first = room.state.game;
	expect(game.view).toBe(first);
	expect(loads()).toBe(0);

	next();
	// Held while the motion's code loads, then played.
	expect(loads()).toBe(1);
	expect(game.view).toBe(first);
	await settle();
	flushSync();
	// Its players at once, its board with the board's first beat (motion.test.ts).
	expect(game.view.players).toBe(room.state.game!.players);
	expect(played).toHaveLength(1);

	const playing = room.state.game!;
	next();
	next();
	expect(game.view.players).toBe(playing.players);
	// The board's beat if the move has one, then the next game.
	while (timers.length && game.view.players === playing.players) {
		timers.shift()!();
		flushSync();
	}
	expect(game.view.players).not.toBe(playing.players);

	// A tap on a control: no waiting, the room's game is the page's.
	game.interrupt({ target: { closest: () => ({}) } } as unknown as Event);
	flushSync();
	expect(game.view).toBe(room.state.game);
	// A tap elsewhere (the page's background) changes nothing.
	next();
	const shown = game.view;
	next();
	game.interrupt({ target: { closest: () => null } } as unknown as Event);
	flushSync();
	expect(game.view).toBe(shown);
	expect(loads()).toBe(1);
	stop();
});

const tap = { target: { closest: () => ({}) } } as unknown as Event;

test('once the motion has loaded and told its changes, the page is still (tests and tools wait for that)', async () => {
	const { game, timers, next, stop } = setup();
	next();
	expect(game.moving).toBe(true);
	await settle();
	flushSync();
	expect(game.moving).toBe(true);
	while (timers.length) timers.shift()!();
	flushSync();
	expect(game.moving).toBe(false);
	next();
	expect(game.moving).toBe(true);
	while (timers.length) timers.shift()!();
	flushSync();
	expect(game.moving).toBe(false);
	stop();
});

test('a tap while the motion loads shows the room’s game, and the motion starts from there', async () => {
	const { room, game, played, next, stop, loads } = setup();
	next();
	expect(game.view).not.toBe(room.state.game);
	expect(game.moving).toBe(true);
	game.interrupt(tap);
	flushSync();
	expect(game.view).toBe(room.state.game);
	expect(game.moving).toBe(false);
	// It landed on the game held back: spent, whatever card it was.
	expect(game.tapCard('a-card-now-gone')).toBe(true);
	await settle();
	flushSync();
	expect(loads()).toBe(1);
	expect(game.view).toBe(room.state.game);
	expect(played).toHaveLength(0);
	stop();
});

test('a tap on a display card: on a game still told it is spent; settled, a card nobody can take shows its details; on your turn, a card you can take is picked', async () => {
	const { room, game, next, stop } = setup(0);
	next();
	await settle();
	flushSync();
	next();
	next();
	expect(game.view).not.toBe(room.state.game);
	expect(game.moving).toBe(true);
	game.interrupt(tap);
	flushSync();
	expect(game.view).toBe(room.state.game);
	expect(game.moving).toBe(false);
	expect(game.tapCard('a-card-now-gone')).toBe(true);
	expect(game.move.selected).toBeNull();

	game.interrupt(tap);
	expect(game.tapCard('a-card-now-gone')).toBe(false);

	while (!game.move.canTake) next();
	game.interrupt(tap);
	flushSync();
	const card = game.move.takes[0].card;
	expect(game.tapCard(card)).toBe(true);
	expect(game.move.selected?.card).toBe(card);
	stop();
});

test('the motion reads where things start before the page draws any of the change (no layout of its own)', async () => {
	const { game, timers, next, stop, actAtBefore } = setup(0);
	next();
	await settle();
	flushSync();
	while (timers.length) timers.shift()!();
	flushSync();
	const drawnBefore = game.move.actKey;
	next();
	expect(game.move.actKey).not.toBe(drawnBefore);
	expect(actAtBefore.at(-1)).toBe(drawnBefore);
	stop();
});

test('your own move shows at once while the motion’s code loads; the room’s answer waits for the motion', async () => {
	let load!: () => void;
	const { room, game, played, next, stop } = setup(0, new Promise((resolve) => (load = resolve)));
	while (!game.move.canTake) next();
	game.interrupt(tap);
	flushSync();
	// One that ends the turn (asks no question), placed and confirmed.
	const take = game.move.takes.find((t) => toAct(play(room.game, t))?.seat !== 0)!;
	game.move.select(take.card);
	game.move.prepare();
	await settle();
	game.move.setSide(take.faceDown);
	game.move.place(take.x, take.y);
	game.move.confirm();
	flushSync();
	expect(game.move.waiting).toBe(true);
	expect(game.view).toBe(game.move.shown);
	expect(game.view.players[0].tableau).toContainEqual(expect.objectContaining({ card: take.card }));
	expect(game.moving).toBe(false);

	room.accept();
	flushSync();
	const ahead = game.view;
	expect(ahead.players[0].tableau).toContainEqual(expect.objectContaining({ card: take.card }));
	expect(ahead).not.toBe(room.state.game);
	load();
	await settle();
	flushSync();
	expect(game.view).toBe(room.state.game);
	expect(played).toHaveLength(1);
	stop();
});
