// When two actions are the same move: the same fields with the same values, in any
// order (the room's legal moves, a bot's choice and a page's are different objects,
// built field by field in different orders).
import type { Action } from './types';

export function sameAction(a: Action, b: Action): boolean {
	const keys = Object.keys(a) as (keyof Action)[];
	return (
		keys.length === Object.keys(b).length &&
		keys.every((key) => JSON.stringify(a[key]) === JSON.stringify((b as Record<string, unknown>)[key]))
	);
}
