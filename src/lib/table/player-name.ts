// The name this browser last sat down with (localStorage `castle-combo:name`): the
// lobby's name field, "Play against bots" and practice start from it, without
// loading a room's socket code.
import { readText, writeText } from '$lib/ui/storage';

const NAME_KEY = 'castle-combo:name';

export function savedName(): string {
	return readText(NAME_KEY) ?? '';
}

/** Without storage (full or forbidden) the name is asked again: it is only a convenience. */
export function saveName(name: string) {
	writeText(NAME_KEY, name);
}
