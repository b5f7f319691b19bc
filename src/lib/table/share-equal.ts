/**
 * `next`, with every part deep-equal to the same part of `last` replaced by last's own
 * object (`last` itself when all of it is equal), so that Svelte redraws only what changed:
 * a bot's move leaves the log's old events, the other players and the cards that stayed.
 * For plain data, as JSON makes it (plain objects and arrays): anything else is taken
 * from `next` as it is. Neither argument is changed; a list or an object is copied only
 * when some of its parts are shared and others are not.
 *
 * Written here rather than taken from a library (TanStack Query's `replaceEqualDeep` does
 * the same): it lists the keys of every array to rule out holes, and copies every list and
 * object it meets, which JSON's data never needs (test/lib/table/share-equal.test.ts).
 */
export function shareEqual<T>(last: unknown, next: T): T {
	if (last === next || !isPlain(last) || !isPlain(next)) return next;
	if (Array.isArray(last) !== Array.isArray(next)) return next;
	return (Array.isArray(next) ? shareList(last as unknown[], next) : shareFields(last, next)) as T;
}

function shareList(last: readonly unknown[], next: unknown[]): unknown[] {
	let copy: unknown[] | null = null;
	let equal = last.length === next.length;
	for (let i = 0; i < next.length; i++) {
		const part = shareEqual(last[i], next[i]);
		if (part !== last[i]) equal = false;
		if (part !== next[i]) (copy ??= next.slice())[i] = part;
	}
	return equal ? (last as unknown[]) : (copy ?? next);
}

function shareFields(last: object, next: object): object {
	const before = last as Record<string, unknown>;
	const after = next as Record<string, unknown>;
	let copy: Record<string, unknown> | null = null;
	let equal = true;
	let keys = 0;
	for (const key in after) {
		keys++;
		// JSON's "__proto__" is a key like any other: unless `before` has it, `before.__proto__` is its prototype.
		const old = key !== '__proto__' || Object.hasOwn(before, key) ? before[key] : undefined;
		const part = shareEqual(old, after[key]);
		if (part !== old) equal = false;
		if (part !== after[key]) (copy ??= { ...after })[key] = part;
	}
	// Equal only with no key of its own left over.
	if (equal) for (const _ in before) keys--;
	return equal && keys === 0 ? last : (copy ?? next);
}

/** An array, or an object made by `{}` or JSON. */
function isPlain(value: unknown): value is object {
	if (typeof value !== 'object' || value === null) return false;
	const proto = Object.getPrototypeOf(value);
	return proto === Object.prototype || proto === Array.prototype || proto === null;
}
