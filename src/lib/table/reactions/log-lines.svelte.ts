// The game log's quiet lines for quick reactions: written by the reactions while
// they are loaded (src/lib/table/reactions/ReactionLayer.svelte), read by the log.
// Nothing of reactions but this loads with the game's first frame.
import type { LogLine } from '../game/game-log';

export const reactionLog = $state<{ lines: LogLine[] }>({ lines: [] });

/** The log's lines with the reactions' in their places (both in the order of their ids). */
export function withReactions(lines: LogLine[], extra: readonly LogLine[]): LogLine[] {
	return extra.length ? [...lines, ...extra].sort((a, b) => a.id - b.id) : lines;
}
