/** A Storage kept in a Map; `full` makes every write fail as a full disk does. */
export function fakeStorage({ full = false } = {}) {
	const items = new Map<string, string>();
	return {
		items,
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => {
			if (full) throw new DOMException('quota', 'QuotaExceededError');
			items.set(key, value);
		},
		removeItem: (key: string) => void items.delete(key)
	};
}
