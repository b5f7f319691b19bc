// A beep and a system notification for "your turn", for players who turned them
// on in the settings.
import { m } from '$lib/paraglide/messages';

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

export function notify(room: string) {
	if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
	const note = new Notification(m.notify_title(), {
		body: m.notify_body({ room }),
		tag: `castle-combo-${room}`
	});
	note.onclick = () => {
		window.focus();
		note.close();
	};
}
