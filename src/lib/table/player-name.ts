// The name this browser last sat down with, offered again at the next table (and
// at practice, src/routes/practice), without loading a room's socket code.
import { readText, writeText } from '$lib/ui/storage';

const NAME_KEY = 'castle-combo:name';

export function savedName(): string {
	return readText(NAME_KEY) ?? '';
}

/** Without storage (full or forbidden) the name is asked again: it is only a convenience. */
export function saveName(name: string) {
	writeText(NAME_KEY, name);
}
