// A module loaded the first time it is needed (the engine's preview, the take
// panel), held as reactive state so what waits for it draws once it is there.

/** What a controller needs of a lazily loaded module: whether it is there, and a way to ask for it. */
export interface Loadable<T> {
	readonly current: T | null;
	load(): void;
}

/**
 * Tries after the first failure, and the pause before each: a chunk that fails to
 * arrive (a phone's network dropping for a moment, a service worker still starting
 * offline) is asked for again, as Chromium and WebKit fetch a failed import anew.
 */
const RETRIES = 3;
const RETRY_MS = 1000;

export class Lazy<T> implements Loadable<T> {
	current = $state.raw<T | null>(null);
	#loading: Promise<unknown> | null = null;
	readonly #importer: () => Promise<T>;

	constructor(importer: () => Promise<T>) {
		this.#importer = importer;
	}

	/** Starts loading once, trying again a few times; a load that still failed may be asked for again. */
	load(): void {
		if (this.#loading) return;
		this.#loading = this.#try(RETRIES);
	}

	#try(left: number): Promise<unknown> {
		return this.#importer().then(
			(module) => (this.current = module),
			() =>
				left > 0
					? new Promise((wait) => setTimeout(wait, RETRY_MS)).then(() => this.#try(left - 1))
					: (this.#loading = null)
		);
	}
}
