// "Tell me when it's my turn" (turn/push.svelte.ts) against a fake browser: who sees
// it, why it can't be turned on, and what it sends the room.
import { describe, expect, it } from 'vitest';
import { TurnPush, type PushDevice } from '$lib/table/turn/push.svelte';
import { FakeRoom } from '../game/fake-room.svelte';

const KEY = 'BPublicKeyOfTheServer';
const SUBSCRIPTION = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'p', auth: 'a' } };

function device(changes: Partial<PushDevice> & { answer?: NotificationPermission } = {}) {
	let permission: NotificationPermission = 'default';
	const asked: string[] = [];
	const fake: PushDevice = {
		supported: true,
		iosNotInstalled: false,
		permission: () => permission,
		requestPermission: async () => (permission = changes.answer ?? 'granted'),
		subscribe: async (key) => {
			asked.push(key);
			return SUBSCRIPTION;
		},
		...changes
	};
	return { fake, asked };
}

const setting = (room: FakeRoom, fake: PushDevice, key: string | null = KEY) =>
	new TurnPush(
		() => room,
		() => key,
		fake,
		() => 'de'
	);

describe('TurnPush', () => {
	it('subscribes with the server’s key and hands the room the subscription in the page’s language', async () => {
		const room = new FakeRoom();
		const { fake, asked } = device();
		const push = setting(room, fake);
		expect([push.shown, push.on, push.problem, push.disabled]).toEqual([true, false, null, false]);
		await push.toggle(true);
		expect(asked).toEqual([KEY]);
		expect(room.sent).toEqual([{ type: 'notify', subscription: SUBSCRIPTION, lang: 'de' }]);
		room.update(room.game, { you: { ...room.state.you, notify: true } });
		expect(push.on).toBe(true);
		await push.toggle(false);
		expect(room.sent.at(-1)).toEqual({ type: 'notify', subscription: null, lang: 'de' });
	});

	it('is no setting for a spectator', () => {
		expect(setting(new FakeRoom(undefined, null), device().fake).shown).toBe(false);
	});

	it('says why it can’t be turned on, first what the person can do least about', () => {
		const room = new FakeRoom();
		const problem = (changes: Partial<PushDevice>, key: string | null = KEY) =>
			setting(room, device(changes).fake, key).problem;
		expect(problem({ iosNotInstalled: true, supported: false })).toBe('ios-install');
		expect(problem({ supported: false })).toBe('unsupported');
		expect(problem({}, null)).toBe('off');
		expect(problem({ permission: () => 'denied' })).toBe('denied');
		const off = setting(room, device().fake, null);
		expect(off.disabled).toBe(true);
	});

	it('sends nothing when permission is refused, and says so', async () => {
		const room = new FakeRoom();
		const push = setting(room, device({ answer: 'denied' }).fake);
		await push.toggle(true);
		expect(room.sent).toEqual([]);
		expect(push.problem).toBe('denied');
		expect(push.disabled).toBe(true);
	});

	it('lets a failed subscription be tried again', async () => {
		const room = new FakeRoom();
		let fail = true;
		const push = setting(
			room,
			device({
				subscribe: async () => {
					if (fail) throw new Error('push service unreachable');
					return SUBSCRIPTION;
				}
			}).fake
		);
		await push.toggle(true);
		expect([push.problem, push.disabled, push.working]).toEqual(['failed', false, false]);
		fail = false;
		await push.toggle(true);
		expect(push.problem).toBeNull();
		expect(room.sent).toHaveLength(1);
	});
});
