// A hint in a replay: "what would the expert have played here?" for the seat to act at
// the step shown. Worked out from that seat's view at that step only (the engine
// replays the record's first moves and gives the seat's view, as the seat saw it:
// never the replay's whole game, whose record holds every deck's order). A step the
// review judged for that seat answers at once from the review (ReviewedSteps);
// another step asks the hint's Web Worker, which searches as at the table. The answer
// is weighed against the move actually played there. An answer belongs to its step:
// at any other step it is not shown, and asking again at a step answered before needs
// no new search.
import { replay, viewFor, type GameRecord, type GameView } from '$engine/index';
import type { DecisionReview } from '$lib/review/review-job';
import type { Action } from '$lib/table/room-types';
import type { Hint, HintRequest } from './hint-job';
import type { HintWorker } from './hint.svelte';
import { ReviewedSteps } from './reviewed';

export type ReplayHintStatus = 'idle' | 'thinking' | 'ready' | 'error';

export interface ReplayHintOptions {
	record: GameRecord;
	/** The replay's step now shown (read each time: it changes as the reader steps). */
	step: () => number;
	makeWorker: () => HintWorker;
	/** Budgets for tests; the page sends none. */
	options?: HintRequest['options'];
}

/** What the seat to act saw at a step where it had a choice, and what it played there. */
export interface HintedDecision {
	step: number;
	seat: number;
	view: GameView;
	played: Action;
}

type Answer = { hint: Hint; from: 'review' | 'worker' } | { failed: true };

export class ReplayHint {
	readonly #o: ReplayHintOptions;
	/** Each step's decision (null: nobody had a choice there), worked out once. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a cache of what each step's record gives, never drawn
	readonly #decisions = new Map<number, HintedDecision | null>();
	#reviewed: { seat: number; steps: ReviewedSteps } | null = null;
	#worker: HintWorker | null = null;
	#nextId = 1;
	/** The worker's requests not answered yet: their steps, by request id. */
	// eslint-disable-next-line svelte/prefer-svelte-reactivity -- read by the worker's answers, never drawn
	readonly #pending = new Map<number, number>();
	/** The step the reader last asked at: a hint is shown at its own step only. */
	#asked = $state<number | null>(null);
	/** Answers by step: from the review or the worker, or a failure. */
	#answers = $state.raw<Readonly<Record<number, Answer>>>({});

	constructor(options: ReplayHintOptions) {
		this.#o = options;
	}

	/** The decision at `step`: the seat to act's own view there (never the full game), or null without a choice. */
	decisionAt(step: number): HintedDecision | null {
		if (!this.#decisions.has(step)) this.#decisions.set(step, this.#decide(step));
		return this.#decisions.get(step)!;
	}

	#decide(step: number): HintedDecision | null {
		const { record } = this.#o;
		const next = record.actions[step];
		if (!next) return null; // the game is over
		const game = replay({ ...record, actions: record.actions.slice(0, step) });
		const view = viewFor(game, next.seat);
		if (view.toAct?.seat !== next.seat || view.legal.length < 2) return null;
		return { step, seat: next.seat, view, played: next.action };
	}

	/** The decision at the step shown, when there is a choice to hint. */
	get decision(): HintedDecision | null {
		return this.decisionAt(this.#o.step());
	}

	get available(): boolean {
		return this.decision !== null;
	}

	get status(): ReplayHintStatus {
		const step = this.#o.step();
		if (this.#asked !== step) return 'idle';
		const answer = this.#answers[step];
		if (!answer) return 'thinking';
		return 'failed' in answer ? 'error' : 'ready';
	}

	/** The hint at the step shown, once asked there and worked out. */
	get hint(): Hint | null {
		const answer = this.status === 'ready' ? this.#answers[this.#o.step()] : null;
		return answer && 'hint' in answer ? answer.hint : null;
	}

	/** Where the hint shown came from: the review's work, or the worker's search. */
	get source(): 'review' | 'worker' | null {
		const answer = this.status === 'ready' ? this.#answers[this.#o.step()] : null;
		return answer && 'from' in answer ? answer.from : null;
	}

	/** The review's decisions so far for `seat` (each call replaces the last: one review at a time). */
	reviewed(seat: number, decisions: readonly DecisionReview[]): void {
		const steps = new ReviewedSteps();
		for (const d of decisions) steps.add(d);
		this.#reviewed = { seat, steps };
	}

	/** Asks for the hint at the step shown: from the review when it judged this decision, else from the worker. */
	ask(): void {
		const d = this.decision;
		if (!d || this.status === 'thinking' || this.status === 'ready') return;
		this.#asked = d.step;
		const fromReview = this.#reviewed?.seat === d.seat ? this.#reviewed.steps.hintAt(d.step, d.played) : null;
		if (fromReview) return this.#answer(d.step, { hint: fromReview, from: 'review' });
		// The worker answered here before, or is working on it.
		const known = this.#answers[d.step];
		if ((known && 'hint' in known) || [...this.#pending.values()].includes(d.step)) return;
		this.#answer(d.step, null);
		const id = this.#nextId++;
		this.#pending.set(id, d.step);
		// Plain copies (as JSON): the page's record may be reactive state, which a worker can't
		// receive. The seat's view only, which is all a worker is ever given.
		const request: HintRequest = { id, view: plain(d.view), current: plain(d.played), options: this.#o.options };
		try {
			this.#ensureWorker().postMessage(request);
		} catch {
			this.#pending.delete(id);
			this.#answer(d.step, { failed: true });
		}
	}

	/** Keeps `answer` for `step` (null: none yet, a request is under way). */
	#answer(step: number, answer: Answer | null) {
		const { [step]: _, ...others } = this.#answers;
		this.#answers = answer ? { ...others, [step]: answer } : others;
	}

	#ensureWorker(): HintWorker {
		if (this.#worker) return this.#worker;
		const worker = this.#o.makeWorker();
		worker.onmessage = (event) => {
			const step = this.#pending.get(event.data.id);
			if (step === undefined) return;
			this.#pending.delete(event.data.id);
			this.#answer(step, event.data.ok ? { hint: event.data.hint, from: 'worker' } : { failed: true });
		};
		worker.onerror = () => {
			for (const step of this.#pending.values()) this.#answer(step, { failed: true });
			this.#pending.clear();
			this.#worker?.terminate();
			this.#worker = null;
		};
		this.#worker = worker;
		return worker;
	}

	/** Ends the worker (the replay leaves). */
	dispose(): void {
		this.#worker?.terminate();
		this.#worker = null;
		this.#pending.clear();
	}
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
