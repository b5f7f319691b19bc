// A table made for one visitor: which setups are accepted, and what the room holds once one is applied.
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../../party/commands';
import { NEW_ATTACHMENT } from '../../party/connections';
import { newRoomData } from '../../party/room-data';
import { applySetup, autostartOnJoin, parseTableSetup } from '../../party/table-setup';

const T0 = 1_800_000_000_000;

describe('parseTableSetup', () => {
	it('reads counts and flags from text, with defaults', () => {
		expect(parseTableSetup({ name: 'Dee' })).toEqual({
			bots: 1,
			level: 'medium',
			seats: 2,
			autostart: false,
			name: 'Dee'
		});
		expect(parseTableSetup({ name: ' Dee ', bots: '2', level: 'hard', autostart: '' })).toEqual({
			bots: 2,
			level: 'hard',
			seats: 3,
			autostart: true,
			name: 'Dee'
		});
		// Seats alone: bots fill the others.
		expect(parseTableSetup({ name: 'Dee', seats: '4' })).toMatchObject({ bots: 3, seats: 4 });
		// Open seats for friends.
		expect(parseTableSetup({ name: 'Dee', seats: '4', bots: '1' })).toMatchObject({ bots: 1, seats: 4 });
	});

	it('refuses what is not a setup', () => {
		for (const fields of [
			{},
			{ name: '' },
			{ name: 'Dee', bots: '5' },
			{ name: 'Dee', bots: '-1' },
			{ name: 'Dee', bots: '1.5' },
			{ name: 'Dee', bots: 'two' },
			{ name: 'Dee', seats: '1' },
			{ name: 'Dee', seats: '6' },
			{ name: 'Dee', seats: '2', bots: '2' },
			{ name: 'Dee', level: 'master' },
			{ name: 'Dee', autostart: 'no' },
			{ name: 'Dee', extra: '1' },
			{ name: 'a\u202eb' }
		]) {
			expect(parseTableSetup(fields as Record<string, string>), JSON.stringify(fields)).toBeNull();
		}
	});
});

describe('applySetup', () => {
	it('seats the visitor as host, adds the bots and deals when autostart fills the table', () => {
		const data = newRoomData('setup-test', T0);
		const token = applySetup(data, parseTableSetup({ name: 'Dee', bots: '2', level: 'easy', autostart: '1' })!, T0);
		expect(data.hostToken).toBe(token);
		expect(data.seats.map((s) => [s.kind, s.level])).toEqual([
			['human', 'medium'],
			['bot', 'easy'],
			['bot', 'easy']
		]);
		// Not connected yet: the grace period runs from now.
		expect(data.seats[0].leftAt).toBe(T0);
		expect(data.phase).toBe('playing');
		expect(data.gameNumber).toBe(1);
		expect(data.autostartSeats).toBeUndefined();
	});

	it('without autostart, waits in the lobby', () => {
		const data = newRoomData('setup-test', T0);
		applySetup(data, parseTableSetup({ name: 'Dee', bots: '1' })!, T0);
		expect(data.phase).toBe('lobby');
		expect(data.seats).toHaveLength(2);
		expect(autostartOnJoin(data)).toBe(false);
	});

	it('with open seats, the join that fills the table deals', () => {
		const data = newRoomData('setup-test', T0);
		applySetup(data, parseTableSetup({ name: 'Dee', bots: '1', seats: '4', autostart: '1' })!, T0);
		expect(data.phase).toBe('lobby');
		const join = (name: string) => applyCommand(data, NEW_ATTACHMENT, { type: 'join', name }, () => false);
		expect(join('Eve')).toMatchObject({ change: 'presence' });
		expect(data.phase).toBe('lobby');
		expect(join('Fay')).toMatchObject({ change: 'game' });
		expect(data.phase).toBe('playing');
		expect(data.seats).toHaveLength(4);
		expect(data.autostartSeats).toBeUndefined();
	});
});
