// A room for the game controllers' tests: a real engine game behind reactive
// state, as the browser's room client holds it, with what was sent recorded and
// refusals and returns on demand; a clock the test moves; and a way to watch
// values as effects would.
import { applyAction, newGame, toAct, viewFor, type Action, type GameState } from '$engine/index';
import { createRandom, randomAction } from '$engine/sim';
import type { Clock } from '$lib/table/game/takeover.svelte';
import type {
	ConnectionStatus,
	OutgoingMessage,
	ReactionHeard,
	RoomError,
	RoomState,
	SeatInfo
} from '$lib/table/room-types';

export function seatsOf(players: number): SeatInfo[] {
	return Array.from({ length: players }, (_, seat) => ({
		seat,
		name: `P${seat}`,
		kind: 'human',
		level: null,
		connected: true,
		host: seat === 0,
		botPlaying: false,
		offline: null
	}));
}

/** The room's state as `seat` receives it (null: a spectator). */
export function roomStateOf(game: GameState, seat: number | null, seq = 1): RoomState {
	return {
		room: 'test-room',
		phase: game.over ? 'over' : 'playing',
		seq,
		seats: seatsOf(game.players.length),
		spectators: 0,
		you: { seat, host: seat === 0, joined: true },
		timer: { seconds: null, deadline: null, remainingMs: null },
		game: viewFor(game, seat),
		standIns: [],
		record: null,
		gameNumber: 1,
		finishedAt: null,
		hints: { on: false, available: false, taken: [] }
	};
}

/** Plays random legal moves from `game` until `until` holds (or throws after many). */
export function playUntil(game: GameState, until: (g: GameState) => boolean, seed = 'controller'): GameState {
	const random = createRandom(seed);
	let g = game;
	for (let i = 0; i < 2000 && !g.over && !until(g); i++) g = play(g, randomAction(g, random));
	if (!until(g)) throw new Error('no such position');
	return g;
}

export function play(game: GameState, action: Action): GameState {
	const result = applyAction(game, toAct(game)!.seat, action);
	if (!result.ok) throw new Error(result.error.message);
	return result.game;
}

export class FakeRoom {
	readonly room = 'test-room';
	game: GameState;
	readonly seat: number | null;
	state = $state.raw<RoomState>(null!);
	error = $state.raw<RoomError | null>(null);
	awayTurns = $state(0);
	joins = $state(0);
	/** The last quick reaction heard. */
	reaction = $state.raw<ReactionHeard | null>(null);
	status = $state<ConnectionStatus>('open');
	/** The lesson's room is guided (no first-game tips). */
	guided = false;
	/** Whether the socket is open: closed, `send` refuses as the room client does. */
	get online(): boolean {
		return this.status === 'open';
	}
	set online(open: boolean) {
		this.status = open ? 'open' : 'reconnecting';
	}
	readonly sent: OutgoingMessage[] = [];

	constructor(game: GameState = newGame({ players: 3, seed: 'controller' }), seat: number | null = toAct(game)!.seat) {
		this.game = game;
		this.seat = seat;
		this.state = roomStateOf(game, seat);
	}

	send = (message: OutgoingMessage): boolean => {
		if (!this.online) {
			this.error = { code: 'offline', at: this.sent.length };
			return false;
		}
		this.sent.push(message);
		return true;
	};

	/** The room moves on to `game` and sends its state (with the next seq). */
	update(game: GameState, changes: Partial<RoomState> = {}): void {
		this.game = game;
		this.state = { ...roomStateOf(game, this.seat, this.state.seq + 1), ...changes };
	}

	/** The room accepts the last move sent and sends the resulting state. */
	accept(): void {
		const last = this.sent.at(-1);
		if (last?.type !== 'action') throw new Error('no move sent');
		this.update(play(this.game, last.action));
	}

	refuse(): void {
		this.error = { code: 'stale', at: this.sent.length };
	}
}

/** Runs `read` as an effect would, again after each change, until the returned stop. */
export function watch(read: () => void | (() => void)): () => void {
	return $effect.root(() => {
		$effect(read);
	});
}

/** A reactive object, as the page's own state would be. */
export function reactive<T extends object>(initial: T): T {
	const value = $state(initial);
	return value;
}

/** Runs `start` as a component's setup would, so the effects it creates live until the returned stop. */
export function mounted(start: () => void): () => void {
	return $effect.root(start);
}

/** Runs `draw` as a page's template does (before the page's own effects), again after each change. */
export function drawn(draw: () => void): void {
	$effect.pre(draw);
}

/** A clock at `t` ms whose ticking the test drives. */
export class TestClock implements Clock {
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- ticks are called, never drawn
	readonly ticks = new Set<() => void>();
	constructor(public t = 1_000) {}
	now = () => this.t;
	every(_ms: number, tick: () => void) {
		this.ticks.add(tick);
		return () => void this.ticks.delete(tick);
	}
	/** Moves the time on by `ms` and ticks whatever ticks. */
	pass(ms: number) {
		this.t += ms;
		for (const tick of this.ticks) tick();
	}
}
