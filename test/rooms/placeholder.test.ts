import { describe, expect, it } from 'vitest';
import { connect } from './ws';

describe('placeholder room', () => {
	it('says hello, answers ping with pong, echoes the rest', async () => {
		const client = await connect('room-abcdefghij');
		expect(await client.next()).toEqual({ type: 'hello', room: 'room-abcdefghij', connections: 1 });
		client.send({ type: 'ping' });
		expect(await client.next()).toEqual({ type: 'pong' });
		client.send({ type: 'chat', text: 'hi' });
		expect(await client.next()).toEqual({ type: 'echo', message: { type: 'chat', text: 'hi' } });
		client.close();
	});

	it('counts connections of the same room only', async () => {
		const first = await connect('room-countingxx');
		await first.next();
		const second = await connect('room-countingxx');
		expect(await second.next()).toMatchObject({ connections: 2 });
		const elsewhere = await connect('room-elsewherexx');
		expect(await elsewhere.next()).toMatchObject({ connections: 1 });
		for (const c of [first, second, elsewhere]) c.close();
	});
});
