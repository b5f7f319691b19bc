// The name this browser last sat down with (localStorage `castle-combo:name`): the
// lobby's name field and "Play against bots" start from it. Apart from the room's
// client, so the home page reads it without loading the socket's code.
import { readText, writeText } from '$lib/ui/storage';

const NAME_KEY = 'castle-combo:name';

export function savedName(): string {
	return readText(NAME_KEY) ?? '';
}

/** Without storage (full or forbidden) the name is asked again: it is only a convenience. */
export function saveName(name: string) {
	writeText(NAME_KEY, name);
}
