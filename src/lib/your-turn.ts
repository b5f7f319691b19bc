// Telling a player it is their turn when they look elsewhere: the tab title, a
// badge on the favicon, and (as they chose in the settings) a beep, a vibration
// or a system notification while the tab is hidden.
import type { RoomState } from './types';
import type { Settings } from './settings.svelte';

/** Whether the viewer of `rs` is to act (a take, a key, or a decision of their ability). */
export function isMyTurn(rs: RoomState | null | undefined): boolean {
	const seat = rs?.you.seat;
	return !!rs && rs.phase === 'playing' && seat !== null && seat !== undefined && rs.game?.toAct?.seat === seat;
}

export function tableTitle(room: string, rs: RoomState | null | undefined): string {
	return isMyTurn(rs) ? '● Your turn — Castle Combo' : `Table ${room} — Castle Combo`;
}

/** The castle banner, with a red dot when it's your turn. */
function favicon(badge: boolean): string {
	const svg =
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
		`<path d="M4 29V8h4v3h4V8h8v3h4V8h4v21h-8v-6a4 4 0 0 0-8 0v6Z" fill="#45607f"/>` +
		(badge ? `<circle cx="24" cy="8" r="7.5" fill="#d8262e" stroke="#fff" stroke-width="2"/>` : '') +
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

let audio: AudioContext | null = null;
/** Browsers only let a page make sound after a click: call this from the click that turns sound on. */
export function unlockSound() {
	try {
		audio ??= new AudioContext();
		void audio.resume();
	} catch {
		audio = null; // no Web Audio: no beep
	}
}

/** Two short soft tones. */
export function beep() {
	unlockSound();
	if (!audio) return;
	const start = audio.currentTime;
	for (const [i, frequency] of [660, 880].entries()) {
		const osc = audio.createOscillator();
		const gain = audio.createGain();
		osc.frequency.value = frequency;
		gain.gain.setValueAtTime(0.0001, start + i * 0.14);
		gain.gain.exponentialRampToValueAtTime(0.15, start + i * 0.14 + 0.02);
		gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.14 + 0.12);
		osc.connect(gain).connect(audio.destination);
		osc.start(start + i * 0.14);
		osc.stop(start + i * 0.14 + 0.13);
	}
}

/** Asks for permission to notify; resolves to whether notifications may be shown. */
export async function askToNotify(): Promise<boolean> {
	if (typeof Notification === 'undefined') return false;
	if (Notification.permission === 'granted') return true;
	if (Notification.permission === 'denied') return false;
	return (await Notification.requestPermission()) === 'granted';
}

/** The moment it becomes your turn. */
export function announceTurn(settings: Settings, room: string) {
	if (settings.sound) beep();
	if (settings.vibrate) navigator.vibrate?.([120, 60, 120]);
	if (
		settings.notify &&
		document.hidden &&
		typeof Notification !== 'undefined' &&
		Notification.permission === 'granted'
	) {
		const note = new Notification('Your turn — Castle Combo', {
			body: `Table ${room}: the others are waiting for your move.`,
			tag: `castle-combo-${room}`
		});
		note.onclick = () => {
			window.focus();
			note.close();
		};
	}
}
