/**
 * A bot's move thought through before the room applies it: the expert's search
 * gives the thread back every slice of playouts, so the people at this table and
 * at the others sharing the thread are answered while it thinks. The room applies
 * the move only if nothing changed meanwhile (the same `seq`).
 */
import { toAct, viewFor, type Action, type GameView } from '../engine/index';
import { expertSearch } from '../bots/index';
import { nextStep, type ClockSettings } from './clock';
import type { RoomData } from './room-data';

/** A move thought through for the room as it was at `seq`. */
export interface Planned {
	seq: number;
	action: Action;
}

/**
 * Simulated turns between two breaks: under half a millisecond of work on an idle
 * core (time does not advance within a slice in workerd, so work is counted). A
 * break costs about 10 µs. (The expert's playouts weigh key uses at every turn, so
 * a turn costs about three times a plain greedy one: 10 such turns ≈ 30 plain ones.)
 */
const TURNS_PER_SLICE = 10;

/** Bots of this level think in slices, in the room's alarm; the others choose at once. */
export const thinksInSlices = (data: RoomData, seat: number) => (data.seats[seat].level ?? 'medium') === 'expert';

/**
 * Searches under way in this isolate, in the order they began, with when each was
 * last seen. Rooms may share an isolate (and do under `wrangler dev`): one search
 * runs at a time, so a message waits for one slice, not one slice per thinking table.
 */
const searches = new Map<object, number>();
/** A search not seen for this long is gone (its room was evicted mid-thought): the next one goes. */
const GONE_MS = 2000;
/** How often a waiting search looks whether its turn came. */
const WAIT_MS = 5;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether `search` may work now: it is the oldest search under way in this
 * isolate that was seen lately. Notes it as seen at `now`; forgets gone ones.
 */
export function mayWork(search: object, now: number): boolean {
	searches.set(search, now);
	for (const [other, seen] of searches) {
		if (other === search) break;
		if (now - seen < GONE_MS) return false;
		searches.delete(other);
	}
	return true;
}

/** `search` ended (done, dropped, or failed): the next one may work. */
export const doneWorking = (search: object) => void searches.delete(search);

/** Gives the thread back (a timer: messages that arrived meanwhile go first); returns once `search` may work. */
async function breather(search: object) {
	await pause(0);
	while (!mayWork(search, Date.now())) await pause(WAIT_MS);
}

/**
 * The expert's move for the bot that moves next, thought through in slices; null
 * when no expert is to move now. `current` is the room as it is after each break:
 * when its `seq` moved on, the search is stale and starts again on it.
 */
export async function thinkAhead(
	data: RoomData,
	now: number,
	settings: ClockSettings,
	current: () => RoomData | null = () => data
): Promise<Planned | null> {
	const token = {};
	try {
		for (let room: RoomData | null = data, at = now; room; room = current(), at = Date.now()) {
			if (room.phase !== 'playing' || !room.game) return null;
			// nextStep arms the clock fields: ask it on a copy.
			const step = nextStep(structuredClone(room), toAct(room.game), at, settings);
			if (step.kind !== 'move' || !thinksInSlices(room, step.seat)) return null;
			const seq = room.seq;
			const planned = await search(viewFor(room.game, step.seat), token, () => current()?.seq === seq);
			if (planned) return { seq, action: planned };
		}
		return null;
	} finally {
		doneWorking(token);
	}
}

/** The expert's decision in slices; null as soon as `fresh` says the room moved on. */
async function search(view: GameView, token: object, fresh: () => boolean): Promise<Action | null> {
	const steps = expertSearch(view);
	await breather(token);
	for (let turns = 0; ;) {
		if (!fresh()) return null;
		const next = steps.next();
		if (next.done) return next.value;
		turns += next.value;
		if (turns >= TURNS_PER_SLICE) {
			turns = 0;
			await breather(token);
		}
	}
}
