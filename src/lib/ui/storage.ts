// This browser's localStorage, never throwing. Privacy modes and sandboxed iframes
// deny it, a full disk refuses a write: what the site keeps there (a seat, a name,
// settings, tips seen, tables) is a convenience, so the page works on without it.

function local(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

/** The text kept under `key`; null when there is none or no storage. */
export function readText(key: string): string | null {
	try {
		return local()?.getItem(key) ?? null;
	} catch {
		return null;
	}
}

/** Keeps `text` under `key`, unless storage is full or forbidden. */
export function writeText(key: string, text: string) {
	try {
		local()?.setItem(key, text);
	} catch {
		/* full or forbidden: the caller says what is lost */
	}
}

/** The JSON value kept under `key`; null when there is none, no storage, or it does not parse. */
export function readJson(key: string): unknown {
	const text = readText(key);
	if (text === null) return null;
	try {
		return JSON.parse(text);
	} catch {
		return null;
	}
}

/** Keeps `value` as JSON under `key`, unless storage is full or forbidden. */
export function writeJson(key: string, value: unknown) {
	writeText(key, JSON.stringify(value));
}

/** Forgets what is kept under `key`. */
export function removeItem(key: string) {
	try {
		local()?.removeItem(key);
	} catch {
		/* nothing to forget */
	}
}
