// Messages from an embedded table to the page around it. Only to the origin the
// embedding page named in `?origin=`; never to "*", so nothing leaks elsewhere.

export type EmbedEvent =
	| { type: 'ready'; room: string }
	| { type: 'turn'; room: string; turn: number; seat: number; name: string; yours: boolean }
	| { type: 'gameover'; room: string; scores: { seat: number; name: string; total: number; rank: number }[] };

/** The parent's origin from the query, or null when absent or not a plain http(s) origin. */
export function parentOrigin(param: string | null): string | null {
	if (!param) return null;
	try {
		const url = new URL(param);
		if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
		// Only a bare origin is accepted: "https://example.com", not a page address.
		return url.origin === param.replace(/\/$/, '') ? url.origin : null;
	} catch {
		return null;
	}
}

export function makePoster(origin: string | null): (event: EmbedEvent) => void {
	return (event) => {
		if (!origin || typeof window === 'undefined' || window.parent === window) return;
		window.parent.postMessage({ source: 'castle-combo', v: 1, ...event }, origin);
	};
}
