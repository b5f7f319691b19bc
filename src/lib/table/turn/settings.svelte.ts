// The player's table settings, remembered in this browser (localStorage).
// Defaults: confirm each placement, no sound, vibrate, no notifications, reactions shown.
import { readJson, writeJson } from '$lib/ui/storage';

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
	/** Others' quick reactions are not shown (the reactions' button stays). */
	hideReactions: boolean;
}

const DEFAULTS: Settings = { oneTap: false, sound: false, vibrate: true, notify: false, hideReactions: false };

function load(): Settings {
	const saved = (readJson(KEY) ?? {}) as Partial<Settings>;
	const out = { ...DEFAULTS };
	for (const key of Object.keys(DEFAULTS) as (keyof Settings)[]) {
		if (typeof saved[key] === 'boolean') out[key] = saved[key];
	}
	return out;
}

export const settings = $state<Settings>(load());

/** Without storage (full or forbidden) the settings last until the page closes. */
export function saveSettings() {
	writeJson(KEY, settings);
}
