// The commands a page sends to its embedded table (<castle-combo>'s newGame() and
// setLanguage()), validated before the frame acts on one.
import * as v from 'valibot';
import { locales } from '$lib/paraglide/runtime';

const envelope = { source: v.literal('castle-combo'), v: v.literal(1) };

export const EmbedCommandSchema = v.variant('type', [
	/** A rematch (game over, this visitor hosts), else in mode="new" a new table. */
	v.strictObject({ ...envelope, type: v.literal('newGame') }),
	/** The table in another of our languages. */
	v.strictObject({ ...envelope, type: v.literal('setLanguage'), lang: v.picklist(locales) })
]);
export type EmbedCommand = v.InferOutput<typeof EmbedCommandSchema>;

/** The command in a message's data, or null when it is not one. */
export function parseCommand(data: unknown): EmbedCommand | null {
	const parsed = v.safeParse(EmbedCommandSchema, data);
	return parsed.success ? parsed.output : null;
}
