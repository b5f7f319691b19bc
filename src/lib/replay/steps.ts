// A finished game as a list of steps: the spectator's view after each action,
// rebuilt by the engine's replay() on the record's prefixes (never by the UI).
import { replay, viewFor, type GameRecord, type GameView } from '$engine/index';

export interface ReplayStep {
	/** Actions applied so far (0: the deal). */
	index: number;
	view: GameView;
	/** Who made the action that led here (null for the deal). */
	seat: number | null;
}

export function replaySteps(record: GameRecord): ReplayStep[] {
	return Array.from({ length: record.actions.length + 1 }, (_, index) => ({
		index,
		view: viewFor(replay({ ...record, actions: record.actions.slice(0, index) }), null),
		seat: index ? record.actions[index - 1].seat : null
	}));
}

/** First step of each turn, for "jump to turn". */
export function turnStarts(steps: readonly ReplayStep[]): { turn: number; step: number }[] {
	const out: { turn: number; step: number }[] = [];
	for (const s of steps)
		if (!s.view.over && out[out.length - 1]?.turn !== s.view.turn) out.push({ turn: s.view.turn, step: s.index });
	return out;
}
