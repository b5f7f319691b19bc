// The player's table settings, remembered in this browser (localStorage).
// Defaults: confirm each placement, no sound, vibrate, no notifications.
const KEY = 'castle-combo:settings';

export interface Settings {
	/** Place a card with one tap on a spot, without the Confirm step. */
	oneTap: boolean;
	/** A short beep when it becomes your turn. */
	sound: boolean;
	/** A short vibration when it becomes your turn (phones that support it). */
	vibrate: boolean;
	/** A system notification when it becomes your turn while the tab is hidden. */
	notify: boolean;
}

const DEFAULTS: Settings = { oneTap: false, sound: false, vibrate: true, notify: false };

function load(): Settings {
	try {
		const saved = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Partial<Settings>;
		const out = { ...DEFAULTS };
		for (const key of Object.keys(DEFAULTS) as (keyof Settings)[]) {
			if (typeof saved[key] === 'boolean') out[key] = saved[key];
		}
		return out;
	} catch {
		return { ...DEFAULTS };
	}
}

export const settings = $state<Settings>(load());

export function saveSettings() {
	try {
		globalThis.localStorage?.setItem(KEY, JSON.stringify(settings));
	} catch {
		/* storage full or forbidden: the settings last until the page closes */
	}
}
