// The frame's side of commands, in Node: what is a command, from whom it is taken, and what it does.
import { describe, expect, it } from 'vitest';
import { parseCommand } from '$lib/embed/commands';
import { commandOutcome, fromCreator } from '$lib/embed/frame';
import type { RoomState } from '$lib/table/room-types';

const envelope = { source: 'castle-combo', v: 1 } as const;

describe('parseCommand', () => {
	it('reads the two commands', () => {
		expect(parseCommand({ ...envelope, type: 'newGame' })).toEqual({ ...envelope, type: 'newGame' });
		expect(parseCommand({ ...envelope, type: 'setLanguage', lang: 'vi' })).toEqual({
			...envelope,
			type: 'setLanguage',
			lang: 'vi'
		});
	});

	it('refuses anything else', () => {
		for (const data of [
			null,
			'newGame',
			{ type: 'newGame' },
			{ ...envelope, v: 2, type: 'newGame' },
			{ ...envelope, type: 'newGame', extra: 1 },
			{ ...envelope, type: 'setLanguage', lang: 'xx' },
			{ ...envelope, type: 'setLanguage' },
			{ ...envelope, type: 'action', action: { type: 'key', use: 'refresh' } },
			{ ...envelope, type: 'ready', room: 'k7xq2m9vtrpa' }
		]) {
			expect(parseCommand(data), JSON.stringify(data)).toBeNull();
		}
	});
});

describe('fromCreator', () => {
	const parent = { name: 'parent window' };
	it('only the window around the frame, at the origin that created it', () => {
		expect(fromCreator({ source: parent, origin: 'https://blog.example' }, parent, 'https://blog.example')).toBe(true);
		expect(fromCreator({ source: parent, origin: 'https://evil.example' }, parent, 'https://blog.example')).toBe(false);
		expect(fromCreator({ source: {}, origin: 'https://blog.example' }, parent, 'https://blog.example')).toBe(false);
		// No origin given: the frame takes no command at all.
		expect(fromCreator({ source: parent, origin: 'null' }, parent, null)).toBe(false);
	});
});

describe('commandOutcome', () => {
	const newGame = { ...envelope, type: 'newGame' } as const;
	const rs = (phase: string, host: boolean) =>
		({ phase, you: { host, seat: 0, joined: true } }) as unknown as RoomState;
	const at = (query: string) => new URL(`https://table.example/embed/k7xq2m9vtrpa?${query}`);

	it('newGame: a rematch for the host of a finished game', () => {
		expect(commandOutcome(newGame, rs('over', true), at('origin=x'))).toEqual({ send: 'rematch' });
	});

	it('newGame: in mode="new", otherwise a new table with the same setup', () => {
		expect(commandOutcome(newGame, rs('playing', true), at('bots=2&autostart=1&new=1&origin=o'))).toEqual({
			load: '/embed/new?bots=2&autostart=1&origin=o'
		});
	});

	it('newGame: at a shared table, refused with a code', () => {
		expect(commandOutcome(newGame, rs('playing', true), at('origin=o'))).toEqual({ refuse: 'not-over' });
		expect(commandOutcome(newGame, rs('over', false), at('origin=o'))).toEqual({ refuse: 'not-host' });
	});

	it('setLanguage loads the same table in that language', () => {
		expect(commandOutcome({ ...envelope, type: 'setLanguage', lang: 'fr' }, null, at('lang=de&origin=o'))).toEqual({
			load: '/embed/k7xq2m9vtrpa?lang=fr&origin=o'
		});
	});
});
