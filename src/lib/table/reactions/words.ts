// Quick reactions in the page's language: each code's words (an emoji's name,
// for its label), what a bubble shows, the log's quiet line, and the room's
// refusals. Loaded with the reactions, never with the game's first frame.
import { REACTIONS, type Reaction } from '$party/protocol';
import { m } from '$lib/paraglide/messages';
import type { ErrorTexts, ReactionErrorCode } from '../errors';
import type { LogLine } from '../game/game-log';
import type { ReactionNote } from './reactions.svelte';

/** The emoji a code stands for (a phrase has none: its words show). */
const EMOJI: Partial<Record<Reaction, string>> = { clap: '👏', wow: '😮', phew: '😅', party: '🎉' };

const WORDS: Record<Reaction, () => string> = {
	clap: m.reaction_clap,
	wow: m.reaction_wow,
	phew: m.reaction_phew,
	party: m.reaction_party,
	'nice-combo': m.reaction_nice_combo,
	thinking: m.reaction_thinking,
	'good-game': m.reaction_good_game,
	'your-turn': m.reaction_your_turn
};

/** Each reaction as the picker offers it: what shows, and its name for a label (an emoji's). */
export function reactionChoices(): { reaction: Reaction; shown: string; label: string }[] {
	return REACTIONS.map((reaction) => ({ reaction, shown: shownAs(reaction), label: WORDS[reaction]() }));
}

/** What a bubble or a log line shows: the emoji, or the phrase. */
export function shownAs(reaction: Reaction): string {
	return EMOJI[reaction] ?? WORDS[reaction]();
}

/** Said to a screen reader: an emoji by its name, a phrase as it is. */
export function spokenAs(reaction: Reaction): string {
	return WORDS[reaction]();
}

/** The log's quiet lines, each just before the first line of an event that came after it. */
export function noteLines(notes: readonly ReactionNote[], nameOf: (seat: number) => string): LogLine[] {
	return notes.map((note) => ({
		// Ids are event indices: just below the next event's (a hint's sits at -0.5), unique per reaction.
		id: note.at - 0.25 + note.id / 1e6,
		turn: 0,
		seat: note.seat,
		text: m.reactions_log({ name: nameOf(note.seat), reaction: shownAs(note.reaction) }),
		reaction: true
	}));
}

export const REACTION_REFUSALS: ErrorTexts<ReactionErrorCode> = {
	'slow-down': (p) => m.err_slow_down({ seconds: Math.max(1, Math.ceil(Number(p.retryInMs ?? 2000) / 1000)) }),
	'reactions-off': () => m.err_reactions_off()
};
