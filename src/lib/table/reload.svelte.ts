// When the page must load again after a deploy (the room asked it to, or a script
// of this page's build is gone from the server): at once while the player is
// waiting, or, on their turn, after telling them. The seat survives the reload: its
// token is in localStorage.
import type { ReloadReason, RoomState } from './room-types';
import { isMyTurn } from './turn/title';

/** Nothing to do; reload now; or show the notice with its Reload button. */
export type ReloadPlan = 'none' | 'now' | 'tell';

/**
 * A page that reloaded less than this long ago tells first instead of reloading
 * again: a room still on the older version would ask again at once, in a loop.
 */
export const RELOAD_AGAIN_MS = 60_000;
const RELOADED_AT_KEY = 'castle-combo:reloaded-at';

/** At once, unless it is the player's turn (they may be halfway through a move) or the page has just reloaded. */
export function reloadPlan(needed: boolean, rs: RoomState | null, reloadedAt: number | null, now: number): ReloadPlan {
	if (!needed) return 'none';
	if (reloadedAt !== null && now - reloadedAt >= 0 && now - reloadedAt < RELOAD_AGAIN_MS) return 'tell';
	return isMyTurn(rs) ? 'tell' : 'now';
}

/** When this tab last reloaded for this (its sessionStorage), or null. */
function reloadedAt(): number | null {
	try {
		return Number(sessionStorage.getItem(RELOADED_AT_KEY)) || null;
	} catch {
		return null;
	}
}

export class PageReload {
	/** A script of this page's build failed to load (Vite's `vite:preloadError`): a newer build has replaced it. */
	#stale = $state(false);
	readonly #room: () => { reload?: ReloadReason | null; state: RoomState | null };

	constructor(room: () => { reload?: ReloadReason | null; state: RoomState | null }) {
		this.#room = room;
	}

	get plan(): ReloadPlan {
		const { reload, state } = this.#room();
		return reloadPlan(!!reload || this.#stale, state, reloadedAt(), Date.now());
	}

	/** The table's effect: reloads when the plan says now; hears scripts that failed to load. Returns its cleanup. */
	run(): () => void {
		if (this.plan === 'now') this.reload();
		const stale = () => (this.#stale = true);
		addEventListener('vite:preloadError', stale);
		return () => removeEventListener('vite:preloadError', stale);
	}

	/** Loads the page again (the notice's button, or at once), noting when in this tab. */
	reload() {
		try {
			sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
		} catch {
			/* full or forbidden: no loop guard, the reload still helps */
		}
		location.reload();
	}
}
