// A table made for one visitor (an embed's mode="new"): created with its seat and bots, dealt at once with autostart.
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createSeatedTable, createTable, tableStatus } from '../../party/tables';
import { connect, freshAddress, inOneLimitWindow, roomId } from './ws';

describe('createSeatedTable', () => {
	it('seats the visitor with two bots and deals; the token resumes the seat and the bots play', async () => {
		const room = roomId('seated');
		const made = await createSeatedTable(env, room, freshAddress(), {
			name: 'Dee',
			bots: '2',
			level: 'easy',
			autostart: '1'
		});
		expect(made.outcome).toBe('created');
		expect(made.token).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
		const client = await connect(room);
		await client.next('state');
		client.send({ type: 'resume', token: made.token! });
		expect(await client.next('joined')).toMatchObject({ seat: 0, token: made.token });
		const state = await client.until((s) => s.you.seat === 0 && s.phase === 'playing');
		expect(state.you.host).toBe(true);
		expect(state.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
		expect(state.seats[0].name).toBe('Dee');
		client.socket.close();
	});

	it('without autostart the table waits in its lobby, seated', async () => {
		const room = roomId('seated');
		const made = await createSeatedTable(env, room, freshAddress(), { name: 'Dee', bots: '1' });
		const client = await connect(room);
		client.send({ type: 'resume', token: made.token! });
		const state = await client.until((s) => s.you.seat === 0);
		expect(state.phase).toBe('lobby');
		expect(state.seats).toHaveLength(2);
		client.socket.close();
	});

	it('counts against the per-address limit, and a malformed setup never reaches a room', async () => {
		const { refused, made } = await inOneLimitWindow(async () => {
			const address = freshAddress();
			for (let i = 0; i < 20; i++) await createTable(env, roomId(`seatlimit${i}`), address);
			const refused = roomId('seated');
			return { refused, made: await createSeatedTable(env, refused, address, { name: 'Dee' }) };
		});
		expect(made).toEqual({ outcome: 'rate-limited', token: null });
		expect(await tableStatus(env, refused)).toBe('missing');
		const bad = roomId('seated');
		await expect(createSeatedTable(env, bad, freshAddress(), { name: 'Dee', bots: '9' })).rejects.toThrow(/404/);
		expect(await tableStatus(env, bad)).toBe('missing');
	});
});
