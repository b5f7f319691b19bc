// The lobby's and the game's code, loaded when a table first reaches each phase. Starting
// an import inserts a preload link for every chunk it needs (about fifteen for the game),
// which costs a phone some 40 ms in whatever task asks: here the one that draws the room's
// first state, already long. So a phase's first import starts a task later. Once its code
// has loaded, the import is asked at once: a change of phase then draws in one task.
const loaded = new Set<string>();

/** `load()` (a dynamic import), a task later unless `phase`'s code has loaded before. */
export function phaseCode<T>(phase: string, load: () => Promise<T>): Promise<T> {
	if (loaded.has(phase)) return load();
	return new Promise<void>((resolve) => setTimeout(resolve)).then(load).then((code) => {
		loaded.add(phase);
		return code;
	});
}
