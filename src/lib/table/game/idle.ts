// Work that may wait until the page has nothing else to do.

/** Runs `work` once the page is idle (within `timeout` ms at the latest); the returned function cancels it. */
export function whenIdle(work: () => void, timeout = 3000): () => void {
	if (typeof requestIdleCallback === 'function') {
		const id = requestIdleCallback(work, { timeout });
		return () => cancelIdleCallback(id);
	}
	const timer = setTimeout(work, 1000); // Safari before 18: no idle callbacks
	return () => clearTimeout(timer);
}
