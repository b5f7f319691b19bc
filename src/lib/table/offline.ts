// While the room can't hear us, the controls that would send something are
// disabled and point at the banner that says why. The table provides the
// connection; any control below it asks.
import { getContext, setContext } from 'svelte';
import type { Attachment } from 'svelte/attachments';

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

/** A control's own state besides the connection: disabled for its own reason, described by its own note. */
export interface Own {
	disabled?: boolean;
	describedby?: string;
}

/**
 * The guard of a control that sends: disabled while nothing can be sent, and then
 * described by the banner that says why. Call it while a component is set up, and
 * attach what it returns to each such control: `{@attach sends({ disabled: full })}`.
 */
export function useSendGuard(offline = useOffline()): (own?: Own) => Attachment<HTMLButtonElement | HTMLSelectElement> {
	return (own = {}) =>
		(control) => {
			const off = offline();
			control.disabled = off || !!own.disabled;
			const describedby = off ? CONNECTION_BANNER_ID : own.describedby;
			if (describedby) control.setAttribute('aria-describedby', describedby);
			else control.removeAttribute('aria-describedby');
		};
}
