// Where this browser keeps its seat token for a table (localStorage): the room
// client reads and writes it, the home page's list of your tables sends it (in a
// request body only) to learn which seat is yours.
import { readText } from '$lib/ui/storage';

export const seatTokenKey = (room: string) => `castle-combo:seat:${room}`;

/** The seat token kept for `room`, or null (none, or no storage). */
export const storedSeatToken = (room: string): string | null => readText(seatTokenKey(room));
