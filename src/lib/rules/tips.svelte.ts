// First-game tips: which were shown, and which game was this browser's first.
// Kept in localStorage, so they show once per browser; "Show tips again" forgets.
import { readJson, removeItem, writeJson } from '$lib/ui/storage';
import { TIP_IDS, type TipId } from './content-types';

const KEY = 'castle-combo:hints';

export interface TipMemory {
	/** The game ("room:gameNumber") the tips belong to; null until the first tip shows. */
	game: string | null;
	seen: TipId[];
}

export function readTips(): TipMemory {
	const raw = readJson(KEY) as Partial<TipMemory> | null;
	return {
		game: typeof raw?.game === 'string' ? raw.game : null,
		seen: Array.isArray(raw?.seen) ? raw.seen.filter((id): id is TipId => TIP_IDS.includes(id as TipId)) : []
	};
}

/** Without storage (full or forbidden) tips may show again, nothing worse. */
export function writeTips(memory: TipMemory) {
	writeJson(KEY, memory);
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
	removeItem(KEY);
	tipsReset.at = Date.now();
}

/** Bumped on reset, so a mounted <Tips> re-reads its memory. */
export const tipsReset = $state({ at: 0 });
