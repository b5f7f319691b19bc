// The localStorage wrapper: what it keeps reads back in the same format, and a
// storage that is missing, forbidden or full never throws into the page.
import { afterEach, expect, test, vi } from 'vitest';
import { readJson, readText, removeItem, writeJson, writeText } from '$lib/ui/storage';
import { myTables, rememberTable } from '$lib/table/my-tables';
import type { RoomState } from '$lib/table/room-types';
import { fakeStorage } from './fake-storage';

afterEach(() => {
	vi.unstubAllGlobals();
});

test('text and JSON read back as written, under the key given', () => {
	const storage = fakeStorage();
	vi.stubGlobal('localStorage', storage);
	writeText('castle-combo:name', 'Ada');
	writeJson('castle-combo:settings', { oneTap: true, sound: false });
	expect(storage.items.get('castle-combo:name')).toBe('Ada');
	expect(storage.items.get('castle-combo:settings')).toBe('{"oneTap":true,"sound":false}');
	expect(readText('castle-combo:name')).toBe('Ada');
	expect(readJson('castle-combo:settings')).toEqual({ oneTap: true, sound: false });
	removeItem('castle-combo:name');
	expect(readText('castle-combo:name')).toBeNull();
});

test('nothing kept, or text that is not JSON, reads as null', () => {
	const storage = fakeStorage();
	vi.stubGlobal('localStorage', storage);
	expect(readText('castle-combo:missing')).toBeNull();
	expect(readJson('castle-combo:missing')).toBeNull();
	storage.items.set('castle-combo:hints', '{not json');
	expect(readJson('castle-combo:hints')).toBeNull();
});

test('a forbidden storage (its getter throws) reads as empty and ignores writes', () => {
	Object.defineProperty(globalThis, 'localStorage', {
		configurable: true,
		get() {
			throw new DOMException('denied', 'SecurityError');
		}
	});
	try {
		expect(readText('castle-combo:name')).toBeNull();
		expect(readJson('castle-combo:tables')).toBeNull();
		expect(() => writeJson('castle-combo:tables', [])).not.toThrow();
		expect(() => removeItem('castle-combo:tables')).not.toThrow();
	} finally {
		delete (globalThis as { localStorage?: unknown }).localStorage;
	}
});

test('a full storage drops the write without throwing', () => {
	vi.stubGlobal('localStorage', fakeStorage({ full: true }));
	expect(() => writeText('castle-combo:name', 'Ada')).not.toThrow();
	expect(readText('castle-combo:name')).toBeNull();
});

test('the remembered tables keep their key and format', () => {
	const storage = fakeStorage();
	vi.stubGlobal('localStorage', storage);
	const rs = {
		room: 'abcdefghijkm',
		phase: 'lobby',
		seats: [{ seat: 0, name: 'Ada' }],
		you: { seat: 0, host: true, joined: true },
		game: null
	} as unknown as RoomState;
	rememberTable(rs, 1000);
	expect(JSON.parse(storage.items.get('castle-combo:tables')!)).toEqual([
		{ room: 'abcdefghijkm', name: 'Ada', phase: 'lobby', turn: null, yourTurn: false, at: 1000 }
	]);
	expect(myTables(2000).map((t) => t.room)).toEqual(['abcdefghijkm']);
});
