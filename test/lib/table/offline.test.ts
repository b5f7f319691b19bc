// The guard of the controls that send (offline.ts), run as a page runs an
// attachment: while the room can't hear us each control is disabled and points
// at the banner; back online, it keeps its own reason to be disabled and its own
// description, and the banner is no longer named.
import { expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { CONNECTION_BANNER_ID, useSendGuard, type Own } from '$lib/table/offline';
import { reactive, watch } from './game/fake-room.svelte';

/** A button as far as the guard touches it. */
function control() {
	const attributes = new Map<string, string>();
	const element = {
		disabled: false,
		setAttribute: (name: string, value: string) => void attributes.set(name, value),
		removeAttribute: (name: string) => void attributes.delete(name)
	};
	return { element, describedby: () => attributes.get('aria-describedby') ?? null };
}

/** A control guarded while `page` changes, as the template would attach it. */
function guarded(own: () => Own | undefined) {
	const page = reactive({ offline: false });
	const sends = useSendGuard(() => page.offline);
	const button = control();
	const stop = watch(() => sends(own())(button.element as unknown as HTMLButtonElement));
	flushSync();
	return { page, button, stop };
}

test('while offline a control is disabled and described by the banner; back online it is enabled again', () => {
	const { page, button, stop } = guarded(() => undefined);
	expect([button.element.disabled, button.describedby()]).toEqual([false, null]);
	page.offline = true;
	flushSync();
	expect([button.element.disabled, button.describedby()]).toEqual([true, CONNECTION_BANNER_ID]);
	page.offline = false;
	flushSync();
	expect([button.element.disabled, button.describedby()]).toEqual([false, null]);
	stop();
});

test('a control’s own reason to be disabled holds online, and offline the banner is named too', () => {
	const seats = reactive({ taken: 1 });
	const { page, button, stop } = guarded(() => ({ disabled: seats.taken < 2 }));
	expect([button.element.disabled, button.describedby()]).toEqual([true, null]);
	seats.taken = 2;
	flushSync();
	expect(button.element.disabled).toBe(false);
	page.offline = true;
	flushSync();
	expect([button.element.disabled, button.describedby()]).toEqual([true, CONNECTION_BANNER_ID]);
	stop();
});

test('a control’s own description comes back once the room can hear us again', () => {
	const { page, button, stop } = guarded(() => ({ describedby: 'hints-note' }));
	expect([button.element.disabled, button.describedby()]).toEqual([false, 'hints-note']);
	page.offline = true;
	flushSync();
	expect(button.describedby()).toBe(CONNECTION_BANNER_ID);
	page.offline = false;
	flushSync();
	expect(button.describedby()).toBe('hints-note');
	stop();
});
