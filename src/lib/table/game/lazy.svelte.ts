// A module loaded the first time it is needed (the engine's preview, the take
// panel), held as reactive state so what waits for it draws once it is there.

/** What a controller needs of a lazily loaded module: whether it is there, and a way to ask for it. */
export interface Loadable<T> {
	readonly current: T | null;
	load(): void;
}

export class Lazy<T> implements Loadable<T> {
	current = $state.raw<T | null>(null);
	#loading: Promise<unknown> | null = null;
	readonly #importer: () => Promise<T>;

	constructor(importer: () => Promise<T>) {
		this.#importer = importer;
	}

	/** Starts loading once; a failed load may be asked for again. */
	load(): void {
		if (this.#loading) return;
		this.#loading = this.#importer().then(
			(module) => (this.current = module),
			() => (this.#loading = null)
		);
	}
}
