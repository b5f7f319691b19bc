// The table's room, for controls deep below the table that talk to it (the
// settings' "Tell me when it's my turn"). The table provides it; a control asks.
import { getContext, setContext } from 'svelte';
import type { RoomLike } from './room-types';

const KEY = Symbol('room');

export function provideRoom(room: () => RoomLike) {
	setContext(KEY, room);
}

/** The table's room, or null outside a table. */
export function useRoom(): (() => RoomLike) | null {
	return getContext<(() => RoomLike) | undefined>(KEY) ?? null;
}
