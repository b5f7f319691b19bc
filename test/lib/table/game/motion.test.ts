// The game's motion (motion/queue.svelte.ts and motion/steps.ts), on a clock the
// test moves and a stage that records what it is asked to draw: a move's beats
// from two views of a real engine game, games played in the order they came, a
// backlog played faster, games over 3 s behind shown at once, reduced motion (a
// move's board a frame after its players), and your own move played at once and
// not again when the room confirms it.
import { describe, expect, test } from 'vitest';
import { newGame, toAct, viewFor, type Action, type GameState } from '$engine/index';
import { viewAfter } from '$engine/preview';
import {
	BEAT_MS,
	BOARD_AFTER_MS,
	MAX_BEHIND_MS,
	MotionQueue,
	QUICKEST_BEAT_MS,
	beatFor,
	type MotionClock,
	type Stage
} from '$lib/table/game/motion/queue.svelte';
import { beatsBetween, boardAsBefore, firstBoardBeat, type Beat, type Step } from '$lib/table/game/motion/steps';
import type { View } from '$lib/table/room-types';
import { play } from './fake-room.svelte';

class FakeClock implements MotionClock {
	t = 0;
	#timers: { at: number; run: () => void; id: number }[] = [];
	#ids = 0;
	now = () => this.t;
	setTimeout = (run: () => void, ms: number) => {
		const id = ++this.#ids;
		this.#timers.push({ at: this.t + ms, run, id });
		return id;
	};
	clearTimeout = (id: unknown) => {
		this.#timers = this.#timers.filter((timer) => timer.id !== id);
	};
	/** Moves time on, running each timer when its time comes (late ones as soon as they can: `late` ms late). */
	pass(ms: number, late = 0) {
		const end = this.t + ms;
		for (;;) {
			const due = this.#timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
			if (!due) break;
			this.#timers = this.#timers.filter((timer) => timer !== due);
			this.t = due.at + late;
			due.run();
		}
		this.t = Math.max(this.t, end);
	}
	get pending() {
		return this.#timers.length;
	}
}

class RecordingStage implements Stage {
	readonly calls: { what: 'before' | 'play' | 'highlight' | 'stop'; beats?: Beat[]; beatMs?: number }[] = [];
	before = (beats: Beat[]) => void this.calls.push({ what: 'before', beats });
	play = (beats: Beat[], beatMs: number) => void this.calls.push({ what: 'play', beats, beatMs });
	highlight = (beats: Beat[]) => void this.calls.push({ what: 'highlight', beats });
	stop = () => void this.calls.push({ what: 'stop' });
	get played() {
		return this.calls.filter((call) => call.what === 'play');
	}
	/** Each game played: its beats, asked for in one part or two (the board's later), and their pace. */
	get games() {
		const games: { beats: Beat[]; beatMs: number }[] = [];
		let current: { beats: Beat[]; beatMs: number } | null = null;
		for (const call of this.calls) {
			if (call.what === 'before') current = null;
			else if (call.what === 'play') {
				if (!current) games.push((current = { beats: [], beatMs: call.beatMs! }));
				current.beats.push(...call.beats!);
			}
		}
		return games;
	}
}

/** The page shows `view`'s players and log (its board may still be the one before). */
const showsPlayersOf = (motion: MotionQueue, view: View) =>
	motion.shown?.players === view.players && motion.shown?.log === view.log;

function setup(reduced = false) {
	const clock = new FakeClock();
	const stage = new RecordingStage();
	const settings = { reduced };
	const motion = new MotionQueue({ clock, stage, reduced: () => settings.reduced });
	return { clock, stage, motion, settings };
}

/** A take the player to act can make (the first the engine lists, face up if it can pay). */
function aTake(game: GameState): Action {
	const legal = viewFor(game, toAct(game)!.seat).legal;
	return legal.find((a) => a.type === 'take' && !a.faceDown) ?? legal.find((a) => a.type === 'take')!;
}

/** Plays whole turns (a take, then the first answer to what it asks) `turns` times; the game after each. */
function takes(turns: number, game = newGame({ players: 4, seed: 'motion' })): GameState[] {
	const games = [game];
	let g = game;
	for (let made = 0; made < turns; made++) {
		g = play(g, aTake(g));
		while (!g.over && toAct(g)!.decision !== 'turn') g = play(g, viewFor(g, toAct(g)!.seat).legal[0]);
		games.push(g);
	}
	return games;
}

const VIEWER = 0;
const views = (games: GameState[]) => games.map((g) => viewFor(g, VIEWER));
const steps = (beats: Beat[] | undefined) => (beats ?? []).flat();
const kinds = (beats: Beat[] | undefined) => steps(beats).map((s) => s.kind);

describe('a move told as beats', () => {
	test("the taken card travels from its display to the taker's tableau, the gold counts, the refill comes and the Messenger walks", () => {
		const [before, after] = takes(1);
		const seat = toAct(before)!.seat;
		const take = aTake(before);
		if (take.type !== 'take') throw new Error('not a take');
		const beats = beatsBetween(viewFor(before, VIEWER), viewFor(after, VIEWER));
		const taken = steps(beats).find((s) => s.kind === 'take');
		expect(taken).toMatchObject({ kind: 'take', seat, card: take.card });
		const from = (['castle', 'village'] as const).find((l) => before.displays[l].includes(take.card))!;
		expect(taken).toMatchObject({ from });
		// The take comes first, and what the deck refills comes after it.
		expect(beats[0].some((s) => s.kind === 'take')).toBe(true);
		const refill = steps(beats).find((s) => s.kind === 'refill');
		const slot = before.displays[from].indexOf(take.card);
		if (after.displays[from][slot])
			expect(refill).toEqual({ kind: 'refill', location: from, slot, card: after.displays[from][slot] });
		const gold = steps(beats).find(
			(s): s is Extract<Step, { kind: 'count' }> => s.kind === 'count' && s.what === 'gold'
		);
		if (before.players[seat].gold !== after.players[seat].gold)
			expect(gold).toEqual({
				kind: 'count',
				seat,
				what: 'gold',
				from: before.players[seat].gold,
				to: after.players[seat].gold
			});
		if (before.messenger !== after.messenger)
			expect(steps(beats)).toContainEqual({ kind: 'messenger', from: before.messenger, to: after.messenger });
		expect(kinds(beats).indexOf('take')).toBeLessThan(kinds(beats).lastIndexOf('refill'));
	});

	test('a discard leaves, gold lands on purses, and a location that runs out goes', () => {
		const base = viewFor(newGame({ players: 2, seed: 'motion' }), VIEWER);
		const placed = { x: 0, y: 0, card: base.displays.castle[0]!, faceDown: false, gold: 0 };
		const prev: View = {
			...base,
			players: base.players.map((p, seat) => ({ ...p, tableau: seat === 1 ? [placed] : [] }))
		};
		const next: View = {
			...prev,
			log: [...prev.log, { type: 'removed', location: 'village' }],
			players: prev.players.map((p) => ({ ...p, tableau: p.tableau.map((c) => ({ ...c, gold: 2 })) })),
			discards: { castle: ['a', 'b'], village: [] },
			removed: ['village']
		};
		expect(beatsBetween(prev, next)).toEqual([
			[{ kind: 'purse', seat: 1, card: placed.card, cell: 0, gold: 2 }],
			[{ kind: 'discard', location: 'castle', cards: ['a', 'b'] }],
			[{ kind: 'removed', location: 'village' }]
		]);
	});

	test('nothing to tell between two different games, or back in time', () => {
		const [a, b] = views(takes(1));
		expect(beatsBetween(b, a)).toEqual([]);
		expect(beatsBetween(b, viewFor(newGame({ players: 3, seed: 'other' }), VIEWER))).toEqual([]);
	});
});

describe('the queue', () => {
	test('the first game shows at once; each later one plays in order, one after another', () => {
		const { clock, stage, motion } = setup();
		const [v0, v1, v2, v3] = views(takes(3));
		motion.push(v0);
		expect(motion.shown).toBe(v0);
		expect(stage.played).toEqual([]);

		motion.push(v1);
		expect(showsPlayersOf(motion, v1)).toBe(true);
		// The page still showed v0 when the stage read where things start.
		const whats = stage.calls.map((c) => c.what);
		expect(whats.indexOf('before')).toBeLessThan(whats.indexOf('play'));
		motion.push(v2);
		motion.push(v3);
		expect(showsPlayersOf(motion, v1)).toBe(true);
		expect(motion.backlog).toBe(2);

		const first = beatsBetween(v0, v1);
		clock.pass(first.length * BEAT_MS - 1);
		expect(motion.shown).toBe(v1);
		clock.pass(1);
		expect(showsPlayersOf(motion, v2)).toBe(true);
		clock.pass(10_000);
		expect(motion.shown).toBe(v3);
		expect(stage.games.map((game) => game.beats)).toEqual([
			beatsBetween(v0, v1),
			beatsBetween(v1, v2),
			beatsBetween(v2, v3)
		]);
		expect(motion.playing).toBe(false);
		expect(clock.pending).toBe(0);
	});

	test("the board changes with its first beat: until then it is the last game's, the taken card's place empty", () => {
		const { clock, stage, motion } = setup();
		const [v0, v1] = views(takes(1));
		const beats = beatsBetween(v0, v1);
		const board = beats.findIndex((beat) => beat.some((s) => s.kind === 'refill' || s.kind === 'messenger'));
		expect(board).toBeGreaterThan(0);
		const take = steps(beats).find((s) => s.kind === 'take');
		if (take?.kind !== 'take') throw new Error('no take');
		motion.push(v0);
		motion.push(v1);

		const early = motion.shown!;
		expect(showsPlayersOf(motion, v1)).toBe(true);
		expect(early.toAct).toEqual(v1.toAct);
		expect(early.displays[take.from]).toEqual(v0.displays[take.from].map((c) => (c === take.card ? null : c)));
		expect([early.decks, early.discards, early.messenger, early.removed]).toEqual([
			v0.decks,
			v0.discards,
			v0.messenger,
			v0.removed
		]);
		// The stage is asked for the beats before the board's, then for the board's when they come.
		expect(stage.played.map((c) => c.beats)).toEqual([beats.slice(0, board)]);
		clock.pass(board * BEAT_MS - 1);
		expect(motion.shown).toBe(early);
		clock.pass(1);
		expect(motion.shown).toBe(v1);
		expect(stage.played.map((c) => c.beats)).toEqual([beats.slice(0, board), beats.slice(board)]);
		expect(stage.calls.filter((c) => c.what === 'stop')).toHaveLength(1);
	});

	test('an even pace is 250–450 ms a beat; a backlog plays faster, the longer the faster', () => {
		expect(BEAT_MS).toBeGreaterThanOrEqual(250);
		expect(BEAT_MS).toBeLessThanOrEqual(450);
		const { clock, stage, motion } = setup();
		const vs = views(takes(5));
		for (const v of vs) motion.push(v);
		clock.pass(20_000);
		const paces = stage.games.map((game) => game.beatMs);
		// v1 started alone; then 4 waited behind v2, 3 behind v3, and so on.
		expect(paces[0]).toBe(BEAT_MS);
		expect(paces.slice(1)).toEqual([beatFor(3), beatFor(2), beatFor(1), beatFor(0)]);
		expect(paces[1]).toBeLessThan(paces[2]);
		expect(paces[1]).toBeGreaterThanOrEqual(QUICKEST_BEAT_MS);
		expect(paces.at(-1)).toBe(BEAT_MS);
	});

	test('four moves 0.9 s apart are each played in full', () => {
		const { clock, stage, motion } = setup();
		const [v0, ...later] = views(takes(4));
		motion.push(v0);
		for (const v of later) {
			motion.push(v);
			clock.pass(900);
		}
		expect(stage.games).toHaveLength(4);
		expect(showsPlayersOf(motion, later.at(-1)!)).toBe(true);
	});

	test('a game that waited over 3 s shows at once, and so does everything before it', () => {
		const { clock, stage, motion } = setup();
		const [v0, v1, v2, v3, v4] = views(takes(4));
		motion.push(v0);
		motion.push(v1);
		motion.push(v2);
		motion.push(v3);
		// The tab slept: v1's end comes 3 s late; v2 and v3 waited too long.
		clock.pass(2000, MAX_BEHIND_MS);
		expect(motion.shown).toBe(v3);
		expect(stage.games).toHaveLength(1);
		// A game that arrives now plays again.
		motion.push(v4);
		expect(stage.games).toHaveLength(2);
		expect(showsPlayersOf(motion, v4)).toBe(true);
	});

	test('reduced motion: every game shows at once, its board a frame later, and what changed is only marked', () => {
		const { clock, stage, motion } = setup(true);
		const [v0, v1, v2] = views(takes(2));
		expect(firstBoardBeat(beatsBetween(v0, v1))).toBeGreaterThan(0);
		motion.push(v0);
		motion.push(v1);
		// The players and the log at once; the board (the slot the card left, its refill) a frame later.
		expect(showsPlayersOf(motion, v1)).toBe(true);
		expect(motion.shown).not.toBe(v1);
		expect(motion.shown?.displays).toEqual(boardAsBefore(v0, v1, beatsBetween(v0, v1)).displays);
		expect(motion.playing).toBe(true);
		expect(stage.calls.filter((c) => c.what === 'highlight')).toEqual([]);
		clock.pass(BOARD_AFTER_MS);
		expect(motion.shown).toBe(v1);
		expect(motion.playing).toBe(false);
		motion.push(v2);
		clock.pass(BOARD_AFTER_MS);
		expect(motion.shown).toBe(v2);
		expect(stage.played).toEqual([]);
		expect(stage.calls.filter((c) => c.what === 'highlight').map((c) => c.beats)).toEqual([
			beatsBetween(v0, v1),
			beatsBetween(v1, v2)
		]);
		expect(clock.pending).toBe(0);
	});

	test('reduced motion: a game or a tap before the board shows shows the latest game whole', () => {
		const { clock, stage, motion } = setup(true);
		const [v0, v1, v2, v3] = views(takes(3));
		motion.push(v0);
		motion.push(v1);
		// The next game comes before v1's board showed: v1 is whole, and v2 is told from it.
		motion.push(v2);
		expect(showsPlayersOf(motion, v2)).toBe(true);
		expect(motion.shown?.displays).toEqual(boardAsBefore(v1, v2, beatsBetween(v1, v2)).displays);
		expect(clock.pending).toBe(1);
		clock.pass(BOARD_AFTER_MS);
		expect(motion.shown).toBe(v2);
		// A tap before the board shows: the latest game, whole, now, and nothing left to come.
		motion.push(v3);
		motion.flush();
		expect(motion.shown).toBe(v3);
		expect(motion.playing).toBe(false);
		expect(clock.pending).toBe(0);
		expect(stage.calls.filter((c) => c.what === 'highlight').map((c) => c.beats)).toEqual([beatsBetween(v1, v2)]);
	});

	test('turned on mid-way, reduced motion shows what waited at once', () => {
		const { clock, stage, motion, settings } = setup();
		const [v0, v1, v2, v3] = views(takes(3));
		motion.push(v0);
		motion.push(v1);
		motion.push(v2);
		settings.reduced = true;
		motion.push(v3);
		expect(showsPlayersOf(motion, v3)).toBe(true);
		clock.pass(BOARD_AFTER_MS);
		expect(motion.shown).toBe(v3);
		expect(stage.games).toHaveLength(1);
	});

	test('a game with nothing new to show (a connection, the timer) does not cut what plays', () => {
		const { stage, motion } = setup();
		const [v0, v1, v2] = views(takes(2));
		motion.push(v0);
		motion.push(v1);
		motion.push(v2);
		const same = { ...v2 };
		motion.push(same);
		expect(showsPlayersOf(motion, v1)).toBe(true);
		expect(motion.backlog).toBe(2);
		expect(stage.calls.filter((c) => c.what === 'stop')).toHaveLength(1);
	});

	test('a tap flushes: the latest game shows and nothing plays', () => {
		const { clock, stage, motion } = setup();
		const [v0, v1, v2, v3] = views(takes(3));
		for (const v of [v0, v1, v2, v3]) motion.push(v);
		motion.flush();
		expect(motion.shown).toBe(v3);
		expect(stage.calls.at(-1)?.what).toBe('stop');
		expect(motion.playing).toBe(false);
		clock.pass(10_000);
		expect(stage.games).toHaveLength(1);
	});

	test('your own move plays at once, ahead of what waits, and does not play again when the room confirms it', () => {
		// Seat 0 moves after three others: their moves are still playing when yours is drawn.
		const games = takes(4);
		const mine = games.findIndex((g) => toAct(g)?.seat === VIEWER && toAct(g)?.decision === 'turn');
		const room = games[mine];
		const take = aTake(room);
		const others = views(games.slice(Math.max(0, mine - 3), mine + 1));
		const { clock, stage, motion } = setup();
		for (const v of others) motion.push(v);
		const roomView = others.at(-1)!;
		expect(roomView.toAct?.seat).toBe(VIEWER);
		const preview = viewAfter(roomView, take);
		motion.push(preview);
		// Shown now: whatever waited was skipped, and your take is what plays.
		expect(motion.shown).toBe(preview);
		const yours = stage.played.at(-1)!;
		expect(steps(yours.beats)).toContainEqual(expect.objectContaining({ kind: 'take', seat: VIEWER }));

		clock.pass(100);
		const confirmed = viewFor(play(room, take), VIEWER);
		motion.push(confirmed);
		clock.pass(10_000);
		expect(motion.shown).toBe(confirmed);
		const replays = stage.played.slice(stage.played.indexOf(yours) + 1);
		for (const call of replays) expect(kinds(call.beats)).not.toContain('take');
		// Your gold was counted with your take; the room adds only what the preview could not know.
		expect(replays.flatMap((c) => kinds(c.beats))).not.toContain('count');
		if (take.type === 'take' && confirmed.decks.castle + confirmed.decks.village > 0)
			expect(replays.flatMap((c) => kinds(c.beats))).toContain('refill');
	});
});
