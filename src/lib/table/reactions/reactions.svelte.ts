// Quick reactions at the table, decided (party/PROTOCOL.md, "Quick reactions"):
// what the room said becomes a bubble by that seat for BUBBLE_MS and a quiet line
// for the game log; the viewer may hide them all; sending keeps to the room's own
// limit (party/reaction-limit.ts), so the picker says how long to wait rather than
// be refused, and a refusal the room sends anyway (`slow-down`) waits as long as it says.
import type { Reaction } from '$party/protocol';
import { ReactionLimiter } from '$party/reaction-limit';
import { systemClock, type Clock } from '../clock';
import type { ReactionHeard, RoomLike } from '../room-types';

/** How long a bubble shows. */
export const BUBBLE_MS = 4000;
/** How often the time is read while a bubble shows or a wait runs. */
const TICK_MS = 250;

export interface Bubble {
	seat: number;
	reaction: Reaction;
	/** Tells apart two bubbles of the same seat, so a new one draws anew. */
	id: number;
	/** When it goes (the clock's ms). */
	until: number;
}

/** A reaction for the game's log: `at`, the length of the game's log when it was heard. */
export interface ReactionNote {
	id: number;
	seat: number;
	reaction: Reaction;
	game: number;
	at: number;
}

export interface ReactionOptions {
	room: () => Pick<RoomLike, 'reaction' | 'error' | 'send' | 'state'>;
	/** The viewer hid quick reactions (the table's settings). */
	hidden: () => boolean;
	clock?: Clock;
}

export class ReactionsController {
	readonly #o: ReactionOptions;
	readonly #clock: Clock;
	/** Our own seat's reactions, as the room counts them. */
	readonly #limiter = new ReactionLimiter();
	#now = $state(0);
	#bubbles = $state.raw<Bubble[]>([]);
	#notes = $state.raw<ReactionNote[]>([]);
	/** Until when the room asked us to wait (`slow-down`). */
	#refusedUntil = $state(0);
	/** Bumped with every reaction sent: the limiter itself is not reactive. */
	#sent = $state(0);
	#heard: ReactionHeard | null = null;
	#refusal: unknown;
	#ids = 0;

	constructor(options: ReactionOptions) {
		this.#o = options;
		this.#clock = options.clock ?? systemClock;
		this.#now = this.#clock.now();
		// A refusal from before we were here is not ours to wait for.
		this.#refusal = options.room().error;
	}

	/** Bubbles to draw now, at most one per seat (none while hidden). */
	get bubbles(): Bubble[] {
		return this.#o.hidden() ? [] : this.#bubbles.filter((b) => b.until > this.#now);
	}

	/** This game's reactions, for its log (none while hidden). */
	get notes(): ReactionNote[] {
		const game = this.#o.room().state?.gameNumber ?? 0;
		return this.#o.hidden() ? [] : this.#notes.filter((n) => n.game === game);
	}

	/** Ms until we may react again (0: now). */
	get waitMs(): number {
		void this.#sent;
		return Math.max(this.#limiter.wait('me', this.#now), this.#refusedUntil - this.#now, 0);
	}

	/** Whole seconds to wait, for the picker's words (0: none). */
	get waitSeconds(): number {
		return Math.ceil(this.waitMs / 1000);
	}

	/** Follows the room: a reaction heard, a refusal to wait for. Call in an effect. */
	follow(): void {
		this.#hear(this.#o.room().reaction ?? null);
		const error = this.#o.room().error;
		if (error && error !== this.#refusal) {
			this.#refusal = error;
			if (error.code === 'slow-down') {
				this.#now = this.#clock.now();
				this.#refusedUntil = this.#now + Number(error.params?.retryInMs ?? 0);
			}
		}
	}

	#hear(heard: ReactionHeard | null): void {
		if (!heard || heard === this.#heard) return;
		this.#heard = heard;
		const now = (this.#now = this.#clock.now());
		// Hidden, or heard before we were shown (a lobby that became a game): not told again.
		if (this.#o.hidden() || now - heard.heardAt >= BUBBLE_MS) return;
		const id = ++this.#ids;
		const { seat, reaction } = heard;
		const until = heard.heardAt + BUBBLE_MS;
		this.#bubbles = [...this.#bubbles.filter((b) => b.seat !== seat && b.until > now), { seat, reaction, id, until }];
		const state = this.#o.room().state;
		if (state?.game) {
			const note = { id, seat, reaction, game: state.gameNumber, at: state.game.log.length };
			this.#notes = [...this.#notes.filter((n) => n.game === state.gameNumber), note];
		}
	}

	/** Keeps the time while a bubble shows or a wait runs. Call in an effect: it stops ticking when neither does. */
	run(): (() => void) | undefined {
		if (this.#bubbles.every((b) => b.until <= this.#now) && this.waitMs === 0) return;
		return this.#clock.every(TICK_MS, () => (this.#now = this.#clock.now()));
	}

	/** Reads the time now (the picker opens: how long to wait is said right). */
	wake(): void {
		this.#now = this.#clock.now();
	}

	/** Sends a reaction, unless we must wait (then nothing goes): true once it went. */
	react(reaction: Reaction): boolean {
		this.#now = this.#clock.now();
		if (this.waitMs > 0 || !this.#o.room().send({ type: 'react', reaction })) return false;
		this.#limiter.take('me', this.#now);
		this.#sent++;
		return true;
	}
}
