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

/** What the controller does to the page: the browser's, or a test's. */
export interface PageHooks {
	reload(): void;
	now(): number;
	/** Where it notes when it reloaded (this tab's sessionStorage); null: nowhere. */
	storage: Pick<Storage, 'getItem' | 'setItem'> | null;
	/** Where a script that failed to load is reported (Vite's `vite:preloadError`). */
	events: EventTarget | null;
}

function tabStorage(): Storage | null {
	try {
		return globalThis.sessionStorage ?? null;
	} catch {
		return null;
	}
}

const browser = (): PageHooks => ({
	reload: () => location.reload(),
	now: Date.now,
	storage: tabStorage(),
	events: typeof window === 'undefined' ? null : window
});

export class PageReload {
	/** A script of this page's build failed to load: a newer version has replaced it on the server. */
	#stale = $state(false);
	readonly #room: () => { reload?: ReloadReason | null; state: RoomState | null };
	readonly #page: PageHooks;

	constructor(room: () => { reload?: ReloadReason | null; state: RoomState | null }, page: PageHooks = browser()) {
		this.#room = room;
		this.#page = page;
	}

	get plan(): ReloadPlan {
		const room = this.#room();
		return reloadPlan(!!room.reload || this.#stale, room.state, this.#reloadedAt(), this.#page.now());
	}

	/** The table's effect: reloads when the plan says now; hears scripts that failed to load. Returns its cleanup. */
	run(): () => void {
		if (this.plan === 'now') this.reload();
		const stale = () => (this.#stale = true);
		this.#page.events?.addEventListener('vite:preloadError', stale);
		return () => this.#page.events?.removeEventListener('vite:preloadError', stale);
	}

	/** Loads the page again (the notice's button, or at once). */
	reload() {
		try {
			this.#page.storage?.setItem(RELOADED_AT_KEY, String(this.#page.now()));
		} catch {
			/* full or forbidden: no loop guard, the reload still helps */
		}
		this.#page.reload();
	}

	#reloadedAt(): number | null {
		try {
			const text = this.#page.storage?.getItem(RELOADED_AT_KEY);
			return text ? Number(text) : null;
		} catch {
			return null;
		}
	}
}
