// A move as text, whatever the order of its fields: the room's moves and the page's
// are different objects, and a hint, a choice and an answer are compared by this.
import type { Action } from '$lib/table/room-types';

export function moveKey(action: Action | null): string | null {
	return action && JSON.stringify(action, Object.keys(action).sort());
}
