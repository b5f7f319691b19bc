// The game's controller (game.svelte.ts), started as the game's view starts it,
// against a real engine game: the status line follows the room, the hint's code
// loads with the first press of Hint (again after a failed load), the your-turn
// signals fire when the turn becomes yours, "since your last turn" loads ahead of
// it in a game of three or more, tips only for a seat in a running
// game, keys go to your move unless a dialog or a control has them, and the
// controllers it builds are tied to the room and to each other.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { flushSync } from 'svelte';
import { newGame, sameAction, toAct, viewFor, type GameState, type TakeAction } from '$engine/index';
import * as preview from '$engine/preview';
import { runHint, type HintReport, type HintRequest } from '$lib/hints/hint-job';
import { HintController, type HintWorker } from '$lib/hints/hint.svelte';
import { resetTips, writeTips } from '$lib/rules/tips.svelte';
import {
	GameController,
	type GameOptions,
	type HintModule,
	type KeyPress,
	type SinceModule
} from '$lib/table/game/game.svelte';
import { project, type PreviewEngine } from '$lib/table/game/game-numbers';
import { shareEqual } from '$lib/table/share-equal';
import { Lazy } from '$lib/table/game/lazy.svelte';
import type { Box, Screen } from '$lib/table/game/layout.svelte';
import { m } from '$lib/paraglide/messages';
import { theCard } from '$lib/cards/card-text';
import { FakeRoom, mounted, play, playUntil, reactive, roomStateOf, TestClock } from './fake-room.svelte';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the hint's job in this thread and answers on the next tick, as the Web Worker would. */
class ThreadWorker implements HintWorker {
	onmessage: ((event: MessageEvent<HintReport>) => void) | null = null;
	onerror: ((event: ErrorEvent) => void) | null = null;
	terminated = false;
	postMessage(request: HintRequest) {
		const report = runHint({
			...structuredClone(request),
			options: { playouts: 4, expert: { playouts: 8, candidates: 2, timeLimitMs: Infinity } }
		});
		setTimeout(() => this.onmessage?.({ data: report } as MessageEvent<HintReport>), 0);
	}
	terminate() {
		this.terminated = true;
	}
}

/** A box of the page: a fixed size. */
const box = (top = 0, height = 50): Box => ({
	offsetHeight: height,
	offsetTop: top,
	getBoundingClientRect: () => ({ top, bottom: top + height })
});

beforeEach(() => {
	const storage = new Map<string, string>();
	vi.stubGlobal('localStorage', {
		getItem: (key: string) => storage.get(key) ?? null,
		setItem: (key: string, value: string) => void storage.set(key, value),
		removeItem: (key: string) => void storage.delete(key)
	});
});
afterEach(() => void vi.unstubAllGlobals());

interface Setup {
	room?: FakeRoom;
	embedded?: boolean;
	/** Fails the hint's loads until set to false. */
	hintsOffline?: boolean;
}

function setup({ room = new FakeRoom(), embedded = false, hintsOffline = false }: Setup = {}) {
	const log = {
		badges: [] as boolean[],
		announced: [] as string[],
		hintLoads: 0,
		previewLoads: 0,
		sinceLoads: 0,
		observed: 0
	};
	/** Work waiting for the page to be idle: run by the test. */
	const idle: (() => void)[] = [];
	const workers: ThreadWorker[] = [];
	const page = reactive({ hintsOffline });
	const clock = new TestClock(1_000_000);
	const screen: Screen = {
		width: () => 390,
		height: () => 800,
		scrollBy: () => {},
		observe: () => (log.observed++, () => {}),
		nextFrame: (read) => (read(), () => {})
	};
	const hintModule = {
		HintController,
		HintBox: {} as HintModule['HintBox'],
		makeHintWorker: () => (workers.push(new ThreadWorker()), workers.at(-1)!)
	} as unknown as HintModule;
	const options: GameOptions = {
		room: () => room,
		state: () => room.state,
		embedded: () => embedded,
		clock,
		screen,
		preview: new Lazy(async () => (log.previewLoads++, preview as PreviewEngine)),
		since: new Lazy(async () => (log.sinceLoads++, { default: SinceSummary } as unknown as SinceModule)),
		idle: (work) => (idle.push(work), () => void idle.splice(idle.indexOf(work), 1)),
		signals: {
			badge: (on) => void log.badges.push(on),
			announce: (_settings, name) => void log.announced.push(name)
		},
		// Every change shows at once (the motion has tests of its own, and one below).
		loadMotion: null,
		loadHints: async () => {
			log.hintLoads++;
			if (page.hintsOffline) throw new TypeError('Failed to fetch dynamically imported module');
			return hintModule;
		}
	};
	const game = new GameController(options);
	const stop = mounted(() => game.start());
	flushSync();
	return { room, game, log, workers, page, clock, stop, idle };
}

/** Stands for SinceSummary.svelte's component. */
const SinceSummary = () => {};

const takesOf = (room: FakeRoom) => room.state.game!.legal.filter((a): a is TakeAction => a.type === 'take');
/** Another seat than the one to act: it watches the turn. */
const notToAct = (game: GameState) => (toAct(game)!.seat + 1) % game.players.length;
const withHints = (room: FakeRoom) => (room.state = { ...room.state, hints: { on: true, available: true, taken: [] } });

/** A key press on `target` (null: the page itself), recording whether its default was prevented. */
function press(key: string, target: { closest?: (s: string) => unknown } | null = null) {
	const event = { key, defaultPrevented: false, target: target as EventTarget | null, prevented: false };
	return {
		...event,
		preventDefault: () => void (event.prevented = true),
		get prevented() {
			return event.prevented;
		}
	};
}
const onButton = { closest: (selectors: string) => (selectors.includes('button') ? {} : null) };

describe('the status line', () => {
	test('follows the room: your turn, your move on its way, then the next player', () => {
		const { room, game } = setup();
		const where = room.state.game!.messenger;
		expect(game.status).toBe(`Your turn: take a ${where === 'castle' ? 'Castle' : 'Village'} card.`);
		game.move.act(takesOf(room)[0]);
		flushSync();
		expect(game.status).toBe(m.game_sending());
		room.accept();
		room.update(playUntil(room.game, (g) => toAct(g)!.seat !== room.seat));
		flushSync();
		expect(game.status).toBe(`P${toAct(room.game)!.seat} is playing…`);
	});

	test('a card picked: says to place it, by name; put back, says what to take again', () => {
		const { room, game } = setup();
		const toTake = game.status;
		const take = takesOf(room)[0];
		game.move.select(take.card);
		flushSync();
		expect(game.move.placing).toBe(true);
		expect(game.status).toBe(`Your turn: place ${theCard(take.card)}.`);
		game.move.unselect();
		flushSync();
		expect(game.status).toBe(toTake);
	});

	test('says your turn waits for the connection while the room is out of reach, and what to take once back', () => {
		const { room, game } = setup();
		const yourTurn = game.status;
		room.online = false;
		flushSync();
		expect(game.status).toBe(m.status_waiting_connection());
		room.online = true;
		flushSync();
		expect(game.status).toBe(yourTurn);
	});

	test('counts down for an absent player with the countdowns’ clock', () => {
		const start = new FakeRoom();
		const seat = toAct(start.game)!.seat;
		const { room, game, clock } = setup({ room: new FakeRoom(start.game, notToAct(start.game)) });
		room.update(room.game, {
			seats: room.state.seats.map((s) =>
				s.seat === seat ? { ...s, connected: false, offline: { botInMs: 30_000 } } : s
			)
		});
		flushSync();
		expect(game.status).toBe(`P${seat} is offline — a bot plays for them in 30 sec`);
		clock.pass(10_000);
		flushSync();
		expect(game.status).toBe(`P${seat} is offline — a bot plays for them in 20 sec`);
	});

	test('over days no bot is counted down for the absent player to act: their panel says how long they have', () => {
		const start = new FakeRoom();
		const seat = toAct(start.game)!.seat;
		const { room, game, clock } = setup({ room: new FakeRoom(start.game, notToAct(start.game)) });
		const allowance = 21 * 3_600_000;
		room.update(room.game, {
			pace: { pace: 'days', hours: 24 },
			timer: { seconds: null, deadline: clock.t + allowance, remainingMs: allowance },
			seats: room.state.seats.map((s) =>
				s.seat === seat ? { ...s, connected: false, offline: { botInMs: allowance } } : s
			)
		});
		flushSync();
		expect(game.status).toBe(`P${seat} is playing…`);
		expect(game.botIn(seat)).toBeNull();
		expect(game.timeLeft(seat)).toBe(`P${seat} has 21 hr to play`);
		expect(game.timeLeft(notToAct(room.game))).toBeNull();
		expect(game.turnClock).toMatchObject({ text: '21 hr', low: false });
		clock.pass(20 * 3_600_000 + 30 * 60_000);
		expect(game.timeLeft(seat)).toBe(`P${seat} has 30 min to play`);
	});
});

describe('hints', () => {
	test('the first press loads the hint; offline, the button stays and the next press tries again', async () => {
		const room = new FakeRoom();
		withHints(room);
		const { game, log, page, workers } = setup({ room, hintsOffline: true });
		expect(game.hintIdle).toBe(true);
		expect(log.hintLoads).toBe(0); // nothing of the hint loads before a press

		await game.askHint();
		flushSync();
		expect([game.hints, game.HintBox, log.hintLoads]).toEqual([null, null, 1]);
		expect(room.sent).toEqual([]);
		expect(game.hintIdle).toBe(true);

		page.hintsOffline = false;
		await game.askHint();
		flushSync();
		expect(log.hintLoads).toBe(2);
		expect(game.hints).not.toBeNull();
		expect(game.HintBox).not.toBeNull();
		expect(room.sent).toEqual([{ type: 'hint', seq: room.state.seq }]);
		expect(game.hintIdle).toBe(false);
		expect(game.hints!.status).toBe('thinking');
		await settle();
		flushSync();
		expect(game.hints!.status).toBe('ready');
		// The hint (a take, in this game) marks the table through your move.
		const best = game.hints!.hinted!;
		expect(best.type).toBe('take');
		expect(game.move.hintedTake).toEqual(best);
		expect(workers).toHaveLength(1);
	});

	test('two quick presses load the hint once and ask once', async () => {
		const room = new FakeRoom();
		withHints(room);
		const { game, log } = setup({ room });
		await Promise.all([game.askHint(), game.askHint()]);
		expect(log.hintLoads).toBe(1);
		expect(room.sent.filter((s) => s.type === 'hint')).toHaveLength(1);
	});

	test('a hint belongs to its decision: once the game moves on, Hint may be asked again', async () => {
		const room = new FakeRoom();
		withHints(room);
		const { game } = setup({ room });
		await game.askHint();
		await settle();
		flushSync();
		expect(game.hintIdle).toBe(false);
		room.update(play(room.game, takesOf(room)[0]), { hints: room.state.hints });
		const mine = playUntil(room.game, (g) => toAct(g)?.seat === room.seat);
		room.update(mine, { hints: room.state.hints });
		flushSync();
		expect(game.hints!.status).toBe('idle');
		expect(game.hintIdle).toBe(true);
	});

	test('the hint’s take becomes your choice; its other moves put your pick back', async () => {
		const { room, game } = setup();
		const take = takesOf(room)[0];
		game.chooseHinted(take);
		expect(game.move.current).toEqual(take);
		game.chooseHinted({ type: 'key', use: 'refresh' });
		expect([game.move.selected, game.move.current]).toEqual([null, null]);
	});

	test('the answer chosen so far in a question is what the hint weighs itself against', async () => {
		const asked = playUntil(
			new FakeRoom().game,
			(g) => !!g.pending && toAct(g)?.seat === g.pending.seat && viewFor(g, g.pending.seat).legal.length > 1
		);
		const room = new FakeRoom(asked);
		withHints(room);
		const { game, workers } = setup({ room });
		await game.askHint();
		await settle();
		flushSync();
		expect(game.hints!.status).toBe('ready');
		const posted = vi.spyOn(workers[0], 'postMessage');
		const answer = room.state.game!.legal.find((a) => !sameAction(a, game.hints!.hinted!))!;
		game.answer = answer;
		flushSync();
		expect(posted).toHaveBeenCalledTimes(1);
		expect(posted.mock.calls[0][0].current).toEqual(answer);
	});

	test('the worker ends with the game', async () => {
		const room = new FakeRoom();
		withHints(room);
		const { game, workers, stop } = setup({ room });
		await game.askHint();
		expect(workers[0].terminated).toBe(false);
		stop();
		expect(workers[0].terminated).toBe(true);
	});
});

describe('your turn', () => {
	test('arriving on another’s turn: no badge and no signal; the turn becoming yours signals once', () => {
		const start = new FakeRoom().game;
		const room = new FakeRoom(start, notToAct(start));
		const { log } = setup({ room });
		expect(log.badges).toEqual([false]);
		const mine = playUntil(room.game, (g) => toAct(g)?.seat === room.seat);
		room.update(mine);
		flushSync();
		expect(log.badges).toEqual([false, true]);
		expect(log.announced).toEqual(['test-room']);
		// A new state in the same turn (someone connects) announces nothing more.
		room.update(mine, { spectators: 1 });
		flushSync();
		expect(log.announced).toEqual(['test-room']);
	});

	test('arriving on your turn shows the badge but announces nothing; leaving the game takes the badge away', () => {
		const { log, stop } = setup();
		expect(log.badges).toEqual([true]);
		expect(log.announced).toEqual([]);
		stop();
		expect(log.badges.at(-1)).toBe(false);
	});
});

describe('"since your last turn"', () => {
	test('loads once the page is idle before your turn, in a game of three or more', async () => {
		const game3 = newGame({ players: 3, seed: 'since' });
		const { game, log, idle } = setup({ room: new FakeRoom(game3, notToAct(game3)) });
		await settle();
		expect(log.sinceLoads).toBe(0);
		expect(idle).toHaveLength(1);
		idle.shift()!();
		await settle();
		expect(log.sinceLoads).toBe(1);
		expect(game.SinceSummary).toBe(SinceSummary);
	});

	test('loads at your turn without waiting for the page to be idle', async () => {
		const { game, log, idle } = setup();
		await settle();
		expect(idle).toHaveLength(1);
		expect(log.sinceLoads).toBe(1);
		expect(game.SinceSummary).toBe(SinceSummary);
	});

	test('is never loaded in a game of two, nor for a spectator', async () => {
		const game2 = newGame({ players: 2, seed: 'since' });
		const two = setup({ room: new FakeRoom(game2) });
		const watching = setup({ room: new FakeRoom(undefined, null) });
		for (const { idle } of [two, watching]) while (idle.length) idle.shift()!();
		await settle();
		expect(two.game.choosing).toBe(true);
		expect([two.log.sinceLoads, watching.log.sinceLoads]).toEqual([0, 0]);
		expect([two.game.SinceSummary, watching.game.SinceSummary]).toEqual([null, null]);
	});
});

describe('tips', () => {
	test('show for a seat in a running game that is this browser’s first', () => {
		expect(setup().game.tips).toBe(true);
		writeTips({ game: 'another-room:1', seen: [] });
		expect(setup().game.tips).toBe(false);
	});

	test('never for a spectator, nor once the game is over', () => {
		expect(setup({ room: new FakeRoom(undefined, null) }).game.tips).toBe(false);
		const over = playUntil(new FakeRoom().game, (g) => g.over);
		expect(setup({ room: new FakeRoom(over, 0) }).game.tips).toBe(false);
	});

	test('never in the lesson, which leaves them for the first real game', () => {
		const lesson = new FakeRoom();
		lesson.guided = true;
		expect(setup({ room: lesson }).game.tips).toBe(false);
		expect(setup().game.tips).toBe(true);
	});

	test('“Show tips again” shows them at once', () => {
		writeTips({ game: 'another-room:1', seen: [] });
		const { game } = setup();
		expect(game.tips).toBe(false);
		resetTips();
		expect(game.tips).toBe(true);
	});
});

describe('keys', () => {
	/** The page's document, as far as keys read it: an open dialog, and the spots given the focus back. */
	const dom = { dialogOpen: false, focused: [] as string[] };
	beforeEach(() => {
		dom.dialogOpen = false;
		dom.focused = [];
		vi.stubGlobal('document', {
			querySelector(selectors: string) {
				if (selectors === 'dialog[open]') return dom.dialogOpen ? {} : null;
				return { focus: () => void dom.focused.push(selectors) };
			}
		});
	});

	/** A card picked and a spot chosen, awaiting Confirm. */
	function chosen() {
		const s = setup();
		const take = takesOf(s.room)[0];
		s.game.move.select(take.card);
		if (s.game.move.selected!.faceDown !== take.faceDown) s.game.move.setSide(take.faceDown);
		s.game.move.place(take.x, take.y);
		expect(s.game.move.chosen).toEqual({ x: take.x, y: take.y });
		return { ...s, take };
	}

	test('Enter on the page confirms the chosen spot and keeps its default from the page', () => {
		const { room, game, take } = chosen();
		const enter = press('Enter');
		game.keydown(enter);
		expect(enter.prevented).toBe(true);
		expect(room.sent).toEqual([{ type: 'action', action: take }]);
	});

	test('Enter on a button is the button’s; Escape steps back from the spot (its focus back), then the card', async () => {
		const { room, game, take } = chosen();
		const enter = press('Enter', onButton);
		game.keydown(enter);
		expect([enter.prevented, room.sent.length]).toEqual([false, 0]);
		game.keydown(press('Escape'));
		expect(game.move.chosen).toBeNull();
		expect(game.move.selected).not.toBeNull();
		await settle();
		expect(dom.focused).toEqual([`[data-testid="spot"][data-x="${take.x}"][data-y="${take.y}"]`]);
		game.keydown(press('Escape'));
		expect(game.move.selected).toBeNull();
	});

	test('an open dialog, or a key already handled, leaves the move alone', () => {
		const { room, game } = chosen();
		dom.dialogOpen = true;
		game.keydown(press('Enter'));
		game.keydown(press('Escape'));
		dom.dialogOpen = false;
		const handled: KeyPress = { ...press('Enter'), defaultPrevented: true };
		game.keydown(handled);
		expect(room.sent).toEqual([]);
		expect(game.move.chosen).not.toBeNull();
	});
});

describe('the controllers, tied together', () => {
	test('picking a card loads the engine’s preview, and only then', async () => {
		const { room, game, log } = setup();
		expect(log.previewLoads).toBe(0);
		game.move.select(takesOf(room)[0].card);
		flushSync();
		expect(log.previewLoads).toBe(1);
	});

	test('the turn timer shows while a game runs, ticking on the clock', () => {
		const { room, game, clock } = setup();
		expect(game.secondsLeft).toBeNull();
		room.update(room.game, { timer: { seconds: 60, deadline: clock.t + 60_000, remainingMs: 60_000 } });
		flushSync();
		expect(game.secondsLeft).toBe(60);
		clock.pass(15_000);
		expect(game.secondsLeft).toBe(45);
		room.update(room.game, { phase: 'over', timer: room.state.timer });
		expect(game.secondsLeft).toBeNull();
	});

	test('placing fits the tableau to the window, except in a frame sized to its content', () => {
		for (const embedded of [false, true]) {
			const { room, game, log } = setup({ embedded });
			game.fit.statusBar = box();
			game.move.select(takesOf(room)[0].card);
			flushSync();
			expect(game.move.placing).toBe(true);
			expect(log.observed).toBe(embedded ? 0 : 1);
			expect(game.fit.fitH === null).toBe(embedded);
		}
	});

	test('back after an absence: the turns played for you are told until dismissed', () => {
		const room = new FakeRoom();
		room.awayTurns = 3;
		room.joins = 1;
		const { game } = setup({ room });
		expect(game.away.turns).toBe(3);
		game.away.dismiss();
		expect(game.away.turns).toBe(0);
	});

	test('your move is shown ahead of the room, with everyone’s score now', async () => {
		const { room, game } = setup();
		const take = takesOf(room)[0];
		game.move.select(take.card);
		flushSync();
		await settle(); // the preview loads
		game.move.act(take);
		flushSync();
		expect(game.choosing).toBe(false);
		const seat = room.seat!;
		expect(game.view.players[seat].tableau.length).toBe(room.state.game!.players[seat].tableau.length + 1);
		expect(game.projections).toHaveLength(3);
		expect(game.projections[seat].total).toBeTypeOf('number');
	});

	test('a move works out again only the score of the player whose cards, gold or keys changed', () => {
		const { room, game } = setup();
		const before = game.projections;
		const mover = toAct(room.game)!.seat;
		// As the room client keeps them: the players who did not change are the same objects.
		const next = play(
			room.game,
			viewFor(room.game, mover).legal.find((a) => a.type === 'take')!
		);
		const state = roomStateOf(next, room.seat, room.state.seq + 1);
		room.state = shareEqual(room.state, state);
		flushSync();
		const after = game.projections;
		let kept = 0;
		for (const [seat, player] of room.state.game!.players.entries()) {
			expect(after[seat]).toEqual(project(player.tableau, player.keys, player.gold));
			if (seat === mover) expect(after[seat]).not.toBe(before[seat]);
			else if (player !== state.game!.players[seat]) kept += Number(after[seat] === before[seat]);
		}
		expect(kept).toBe(room.state.game!.players.length - 1);
	});
});
