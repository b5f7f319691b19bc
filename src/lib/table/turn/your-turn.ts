// Telling a player it is their turn when they look elsewhere: the tab title, a
// badge on the favicon, and (as they chose in the settings) a vibration, a beep
// or a system notification while the tab is hidden (those two: ./alerts.ts, loaded
// only when turned on).
import type { Settings } from './settings.svelte';

/** The site's mark (static/favicon.svg, without the pawn), with a red dot when it's your turn. */
function favicon(badge: boolean): string {
	const svg =
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">` +
		`<rect width="512" height="512" rx="112" fill="#45607f"/>` +
		`<path d="M104 386V126h24v28h28v-28h28v84h28v-28h28v28h32v-28h28v28h28v-84h28v28h28v-28h24v260Z" fill="#e9eef5"/>` +
		`<path d="M216 386v-72a40 40 0 0 1 80 0v72Z" fill="#23344a"/>` +
		(badge ? `<circle cx="392" cy="120" r="110" fill="#d8262e" stroke="#fff" stroke-width="28"/>` : '') +
		`</svg>`;
	return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function setFaviconBadge(badge: boolean) {
	let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
	if (!link) {
		link = document.createElement('link');
		link.rel = 'icon';
		document.head.appendChild(link);
	}
	link.type = 'image/svg+xml';
	link.href = favicon(badge);
	link.dataset.badge = String(badge);
}

/**
 * Whether this page has had a tap or a key yet: before one, browsers block
 * vibration and sound (and log a warning). Without the API, assume it has.
 */
function touched(): boolean {
	return navigator.userActivation?.hasBeenActive ?? true;
}

/** The moment it becomes your turn: what the player turned on. */
export function announceTurn(settings: Settings, room: string) {
	if (settings.vibrate && touched()) navigator.vibrate?.([120, 60, 120]);
	const sound = settings.sound && touched();
	const notification = settings.notify && document.hidden;
	// The sound and the notification load only for players who turned them on.
	if (sound || notification)
		void import('./alerts').then(({ beep, notify }) => {
			if (sound) beep();
			if (notification) notify(room);
		});
}

/**
 * Follows whether it is your turn: the favicon's badge always, the announcement
 * only when the turn becomes yours (not when you arrive at a table mid-turn).
 * Returns the function to call with each new value.
 */
export function turnSignals(
	settings: Settings,
	room: () => string,
	signal = { badge: setFaviconBadge, announce: announceTurn }
): (mine: boolean) => void {
	let was: boolean | null = null;
	return (mine) => {
		signal.badge(mine);
		if (mine && was === false) signal.announce(settings, room());
		was = mine;
	};
}
