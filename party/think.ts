/**
 * A bot's move thought through before the room applies it: the expert's search
 * gives the thread back every few batches of playouts, so the people at this
 * table and at the others sharing the thread are answered while it thinks. The
 * room applies the move only if nothing changed meanwhile (the same `seq`).
 */
import { toAct, viewFor, type Action } from '../engine/index';
import { expertSearch } from '../bots/index';
import { nextStep, type ClockSettings } from './clock';
import type { RoomData } from './room';

/** A move thought through for the room as it was at `seq`. */
export interface Planned {
	seq: number;
	action: Action;
}

/**
 * Batches of playouts between two breaks: a batch is a dozen playouts at most,
 * a few ms (time does not advance within a slice in workerd, so it is counted).
 */
const BATCHES_PER_SLICE = 4;

const breather = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The expert's move for the bot that moves next, thought through in slices; null when no expert is to move now. */
export async function thinkAhead(data: RoomData, now: number, settings: ClockSettings): Promise<Planned | null> {
	if (data.phase !== 'playing' || !data.game) return null;
	// nextStep arms the clock fields: ask it on a copy.
	const step = nextStep(structuredClone(data), toAct(data.game), now, settings);
	if (step.kind !== 'move' || (data.seats[step.seat].level ?? 'medium') !== 'expert') return null;
	const seq = data.seq;
	const search = expertSearch(viewFor(data.game, step.seat));
	for (let batches = 1; ; batches++) {
		const next = search.next();
		if (next.done) return { seq, action: next.value };
		if (batches % BATCHES_PER_SLICE === 0) await breather();
	}
}
