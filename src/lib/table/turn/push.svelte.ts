// "Tell me when it's my turn": whether this seat can be told by push here, and
// turning it on (permission, subscription, `notify` to the room) and off. The
// browser is behind PushDevice (./push-device.ts; tests pass their own); the room
// says whether the seat is subscribed (`state.you.notify`).
import type { Locale } from '$lib/paraglide/runtime';
import type { RoomLike } from '../room-types';

/**
 * Why it can't be turned on: `ios-install`, an iPhone page not opened from the home
 * screen (iOS pushes only to installed apps); `unsupported`, no service worker or
 * push here; `off`, this server sends no pushes; `denied`, notifications are blocked
 * for the site; `failed`, the browser's push service would not subscribe (try again).
 */
export type PushProblem = 'ios-install' | 'unsupported' | 'off' | 'denied' | 'failed';

/** What the setting needs from the browser. */
export interface PushDevice {
	/** A service worker, PushManager and notifications. */
	supported: boolean;
	/** An iPhone or iPad page not opened from the home screen. */
	iosNotInstalled: boolean;
	permission(): NotificationPermission;
	requestPermission(): Promise<NotificationPermission>;
	/** This browser's subscription for the server's key (its existing one, or a new one), as toJSON() gives it. */
	subscribe(key: string): Promise<PushSubscriptionJSON>;
}

/** What the setting needs of the room: its state (our seat, whether it is subscribed) and a way to send. */
type TableRoom = Pick<RoomLike, 'state' | 'send'>;

export class TurnPush {
	/** Asking the browser (permission, subscription): the switch waits. */
	working = $state(false);
	#failed = $state(false);
	#denied = $state(false);
	readonly #room: () => TableRoom;
	readonly #key: () => string | null;
	readonly #device: PushDevice;
	readonly #lang: () => Locale;

	constructor(room: () => TableRoom, key: () => string | null, device: PushDevice, lang: () => Locale) {
		this.#room = room;
		this.#key = key;
		this.#device = device;
		this.#lang = lang;
		this.#denied = device.supported && device.permission() === 'denied';
	}

	/** Only a seat is told: a spectator sees no such setting. */
	get shown(): boolean {
		return (this.#room().state?.you.seat ?? null) !== null;
	}

	/** The room holds this seat's subscription. */
	get on(): boolean {
		return this.#room().state?.you.notify === true;
	}

	get problem(): PushProblem | null {
		if (this.on) return null;
		if (this.#device.iosNotInstalled) return 'ios-install';
		if (!this.#device.supported) return 'unsupported';
		if (!this.#key()) return 'off';
		if (this.#denied) return 'denied';
		return this.#failed ? 'failed' : null;
	}

	/** The switch can't change (a failed subscription may be tried again). */
	get disabled(): boolean {
		const problem = this.problem;
		return this.working || (problem !== null && problem !== 'failed');
	}

	async toggle(on: boolean): Promise<void> {
		const room = this.#room();
		const lang = this.#lang();
		if (!on) {
			room.send({ type: 'notify', subscription: null, lang });
			return;
		}
		const key = this.#key();
		if (!key || this.disabled) return;
		this.working = true;
		this.#failed = false;
		try {
			const device = this.#device;
			const permission = device.permission() === 'granted' ? 'granted' : await device.requestPermission();
			if (permission !== 'granted') {
				this.#denied = permission === 'denied';
				return;
			}
			const { endpoint, keys } = await device.subscribe(key);
			if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('subscription without keys');
			room.send({ type: 'notify', subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, lang });
		} catch {
			this.#failed = true;
		} finally {
			this.working = false;
		}
	}
}
