// A hint for the move you are choosing: asks the room to note it (everyone's log
// shows hints taken), has the expert work it out in a Web Worker from your seat's
// view, and weighs it against your own choice whenever that choice is a whole move.
// A hint belongs to one decision: once the game moves on, it reads as none. The
// views draw it (HintBox, and the marks on the card, side, space, key or answer).
import { sameAction } from '$engine/index';
import type { Action, OutgoingMessage, RoomError, RoomState } from '$lib/table/room-types';
import { hintAvailable } from './available';
import type { Hint, HintReport, HintRequest } from './hint-job';

/** The part of a Worker this controller uses. */
export interface HintWorker {
	postMessage(request: HintRequest): void;
	terminate(): void;
	onmessage: ((event: MessageEvent<HintReport>) => void) | null;
	onerror: ((event: ErrorEvent) => void) | null;
}

export interface HintOptions {
	/** The room's latest state (read each time: it is replaced with every message). */
	state: () => RoomState;
	send: (message: OutgoingMessage) => boolean;
	/** The room's last refusal: one that answers the hint cancels it. */
	refusal: () => RoomError | null;
	/** The decision being made (the move controller's actKey): a hint belongs to one. */
	decision: () => string;
	/** Your choice so far, when it is a whole move (a take with its space, an answer). */
	current: () => Action | null;
	makeWorker: () => HintWorker;
	/** Budgets for tests. */
	options?: HintRequest['options'];
}

export type HintStatus = 'idle' | 'thinking' | 'ready' | 'error';

/** Refusals that mean the room did not note the hint: it is not shown. */
const REFUSED = new Set(['hints-off', 'not-playing', 'not-seated', 'wrong-seat', 'stale']);

export class HintController {
	readonly #o: HintOptions;
	#worker: HintWorker | null = null;
	#nextId = 1;
	/** The request in flight: its id, the decision it is for, and the refusal seen when it was sent. */
	#asked = $state.raw<{ id: number; decision: string; refusal: RoomError | null } | null>(null);
	#result = $state.raw<{ decision: string; hint: Hint } | { decision: string; failed: true } | null>(null);
	/** The last choice the hint was weighed against (asked once each, even if the worker drops it). */
	#compared: Action | null = null;

	constructor(options: HintOptions) {
		this.#o = options;
	}

	/** A seat may ask now: hints are available at this table and it is this seat's move. */
	get available(): boolean {
		return hintAvailable(this.#o.state());
	}

	/** Whether the room refused the hint asked for this decision. */
	#refused(): boolean {
		const asked = this.#asked;
		const refusal = this.#o.refusal();
		return !!asked && refusal !== asked.refusal && !!refusal && REFUSED.has(refusal.code);
	}

	get status(): HintStatus {
		const decision = this.#o.decision();
		if (this.#refused()) return 'idle';
		const result = this.#result;
		if (result?.decision === decision) return 'failed' in result ? 'error' : 'ready';
		return this.#asked?.decision === decision ? 'thinking' : 'idle';
	}

	/** The hint for the decision being made, once worked out. */
	get hint(): Hint | null {
		const result = this.#result;
		if (this.status !== 'ready' || !result || 'failed' in result) return null;
		return result.hint;
	}

	/** The expert's move, to be marked on the table. */
	get hinted(): Action | null {
		return this.hint?.best ?? null;
	}

	/** The hint is being weighed against a new choice of yours (the last comparison stays shown meanwhile). */
	get comparing(): boolean {
		const asked = this.#asked;
		return this.status === 'ready' && !!asked && asked.id !== this.#answered;
	}
	#answered = $state(0);

	/** Asks for a hint: the room notes it, and the worker works it out. */
	ask(): void {
		if (!this.available || this.status === 'thinking' || this.status === 'ready') return;
		const rs = this.#o.state();
		const refusal = this.#o.refusal();
		if (!this.#o.send({ type: 'hint', seq: rs.seq })) return;
		this.#compared = this.#o.current();
		this.#request(rs, refusal);
	}

	/**
	 * Weighs the hint against your choice when it changes to another whole move (the
	 * worker kept its search: only the comparison is worked out). Call it from an effect.
	 */
	follow(): void {
		const hint = this.hint;
		const current = this.#o.current();
		if (!hint || !current || (this.#compared && sameAction(current, this.#compared))) return;
		this.#compared = current;
		this.#request(this.#o.state(), this.#asked?.refusal ?? null);
	}

	#request(rs: RoomState, refusal: RoomError | null) {
		const decision = this.#o.decision();
		const id = this.#nextId++;
		this.#asked = { id, decision, refusal };
		const worker = this.#ensureWorker();
		const request: HintRequest = {
			id,
			// Plain copies (as JSON, like the wire's): a reactive object can't be sent to a worker,
			// and Svelte's own snapshot would bring its cloning code to every page.
			view: plain(rs.game!),
			current: plain(this.#o.current()),
			options: this.#o.options
		};
		worker.postMessage(request);
	}

	#ensureWorker(): HintWorker {
		if (this.#worker) return this.#worker;
		const worker = this.#o.makeWorker();
		worker.onmessage = (event) => {
			const asked = this.#asked;
			if (!asked || event.data.id !== asked.id) return; // an answer to an older request
			this.#answered = asked.id;
			if (event.data.ok) this.#result = { decision: asked.decision, hint: event.data.hint };
			// A comparison that failed leaves the hint as it was.
			else if (this.#result?.decision !== asked.decision) this.#result = { decision: asked.decision, failed: true };
		};
		worker.onerror = () => {
			const asked = this.#asked;
			this.#worker?.terminate();
			this.#worker = null;
			if (asked) this.#result = { decision: asked.decision, failed: true };
		};
		this.#worker = worker;
		return worker;
	}

	/** Ends the worker (the table leaves). */
	dispose(): void {
		this.#worker?.terminate();
		this.#worker = null;
	}
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
