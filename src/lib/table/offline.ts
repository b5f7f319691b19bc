// While the room can't hear us, the controls that would send something are
// disabled and point at the banner that says why. The table provides the
// connection; any control below it asks.
import { getContext, setContext } from 'svelte';

/** The connection banner's id: a disabled control's `aria-describedby`. */
export const CONNECTION_BANNER_ID = 'connection-banner';

const KEY = Symbol('offline');

export function provideOffline(offline: () => boolean) {
	setContext(KEY, offline);
}

/** Whether nothing can be sent now (reactive when read in a template or effect). */
export function useOffline(): () => boolean {
	return getContext<(() => boolean) | undefined>(KEY) ?? (() => false);
}
