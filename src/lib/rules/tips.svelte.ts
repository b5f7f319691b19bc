// First-game tips: which were shown, and which game was this browser's first.
// Kept in localStorage, so they show once per browser; "Show tips again" forgets.
import { TIP_IDS, type TipId } from './content-types';

const KEY = 'castle-combo:hints';

export interface TipMemory {
	/** The game ("room:gameNumber") the tips belong to; null until the first tip shows. */
	game: string | null;
	seen: TipId[];
}

function storage(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

export function readTips(): TipMemory {
	try {
		const raw = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<TipMemory> | null;
		return {
			game: typeof raw?.game === 'string' ? raw.game : null,
			seen: Array.isArray(raw?.seen) ? raw.seen.filter((id): id is TipId => TIP_IDS.includes(id as TipId)) : []
		};
	} catch {
		return { game: null, seen: [] };
	}
}

export function writeTips(memory: TipMemory) {
	try {
		storage()?.setItem(KEY, JSON.stringify(memory));
	} catch {
		/* storage full or forbidden: tips may show again, nothing worse */
	}
}

/**
 * Whether tips may show in `game` ("room:gameNumber"): this browser's first game,
 * or tips were asked for again. The table loads the tips only then.
 */
export function tipsMayShow(game: string): boolean {
	const first = readTips().game;
	return first === null || first === game;
}

/** "Show tips again": the next game counts as a first game. */
export function resetTips() {
	try {
		storage()?.removeItem(KEY);
	} catch {
		/* nothing to forget */
	}
	tipsReset.at = Date.now();
}

/** Bumped on reset, so a mounted <Tips> re-reads its memory. */
export const tipsReset = $state({ at: 0 });
