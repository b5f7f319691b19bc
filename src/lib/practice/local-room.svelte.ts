// A room in the page: the RoomLike the table UI draws (src/lib/table/Table.svelte),
// backed by the practice Web Worker instead of a server's socket. The worker holds
// the seed, the deck and the bots; this side only ever holds the seat's RoomState.
import type { RoomState } from '$party/protocol';
import type { ConnectionStatus, OutgoingMessage, RoomError, RoomLike } from '$lib/table/room-types';
import type { PracticeOptions } from './local-game';
import { PRACTICE_ROOM } from './defaults';
import type { FromPractice, ToPractice } from './worker-messages';
import { makePracticeWorker } from './make-worker';

/** The worker as this side uses it (a real Worker, or a test's end of a MessageChannel). */
export interface PracticeWorker {
	postMessage(message: ToPractice): void;
	addEventListener(type: 'message', listener: (event: MessageEvent<FromPractice>) => void): void;
	terminate?(): void;
}

export interface LocalRoomOptions extends PracticeOptions {
	/**
	 * Where the game is kept in the browser (IndexedDB), so a reload continues it:
	 * default 'practice'; null keeps nothing (each visit deals again).
	 */
	keep?: string | null;
	/** Deal a new game even if one is kept. */
	fresh?: boolean;
	/** Makes the worker (tests pass their own). */
	worker?: () => PracticeWorker;
}

export class LocalRoom implements RoomLike {
	readonly room = PRACTICE_ROOM;
	readonly local = true;
	status = $state<ConnectionStatus>('connecting');
	state = $state.raw<RoomState | null>(null);
	error = $state.raw<RoomError | null>(null);
	readonly closedMessage = null;
	/** The game shown was kept from an earlier visit. */
	resumed = $state(false);
	readonly #worker: PracticeWorker;
	readonly #keep: string | null;

	constructor(options: LocalRoomOptions) {
		const { keep = 'practice', fresh = false, worker = makePracticeWorker, ...game } = options;
		this.#keep = keep;
		this.#worker = worker();
		this.#worker.addEventListener('message', (event) => this.#receive(event.data));
		this.#worker.postMessage({ type: 'open', options: $state.snapshot(game), keep, fresh });
	}

	#receive(message: FromPractice) {
		if (message.type === 'state') {
			this.state = message.state;
			this.resumed = message.resumed;
			this.status = 'open';
		} else {
			this.error = { code: message.code, params: message.params, at: Date.now() };
		}
	}

	/** A client message, as the table sends one to a room; an action's `seq` is the latest state's when left out. */
	send(message: OutgoingMessage): boolean {
		if (this.status !== 'open') return false;
		const outgoing =
			message.type === 'action' && message.seq === undefined ? { ...message, seq: this.state?.seq ?? 0 } : message;
		this.#worker.postMessage({ type: 'send', message: outgoing });
		return true;
	}

	/** Deals a new game with `options`, in place of the one shown (and the one kept). */
	newGame(options: PracticeOptions) {
		this.#worker.postMessage({ type: 'open', options: $state.snapshot(options), keep: this.#keep, fresh: true });
	}

	close() {
		this.#worker.terminate?.();
		this.status = 'closed';
	}
}
