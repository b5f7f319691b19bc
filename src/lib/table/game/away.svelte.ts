// Back after an absence: how many turns a stand-in played for you, told until
// dismissed (a dismissal holds for that return only: the next one is told again).
import type { RoomLike } from '../room-types';

export class AwayNotice {
	readonly #room: () => Pick<RoomLike, 'awayTurns' | 'joins'>;
	#dismissedJoin = $state<number | null>(null);

	constructor(room: () => Pick<RoomLike, 'awayTurns' | 'joins'>) {
		this.#room = room;
	}

	/** Turns played for you while you were away (0: nothing to tell). */
	get turns(): number {
		return this.#dismissedJoin === (this.#room().joins ?? 0) ? 0 : (this.#room().awayTurns ?? 0);
	}

	dismiss(): void {
		this.#dismissedJoin = this.#room().joins ?? 0;
	}
}
