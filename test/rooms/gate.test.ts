// The gate (party/route.ts) in front of the rooms: addresses as the limits count them,
// and a room that throws.
import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameRoom } from '../../party/game-room';
import { MAX_SOCKETS_PER_ADDRESS } from '../../party/protocol';
import { connect, newTable } from './ws';

afterEach(() => vi.restoreAllMocks());

let networks = 0;
/** Address `host` of a fresh IPv6 /64. */
const inFreshNetwork = () => {
	const network = `2001:db8:${(++networks).toString(16)}:7`;
	return (host: number) => `${network}:${host.toString(16)}:0:0:1`;
};

describe('one IPv6 /64 is one address', () => {
	it(`${MAX_SOCKETS_PER_ADDRESS} sockets from as many addresses of one /64 fill its share of a table; another /64 is welcome`, async () => {
		const room = await newTable('ipv6');
		const host = inFreshNetwork();
		for (let i = 1; i <= MAX_SOCKETS_PER_ADDRESS; i++) await (await connect(room, host(i))).next('state');
		const extra = await connect(room, host(MAX_SOCKETS_PER_ADDRESS + 1));
		expect(await extra.next('error')).toMatchObject({ code: 'address-limit' });
		expect((await extra.closed()).code).toBe(1013);
		await (await connect(room, inFreshNetwork()(1))).next('state');
	});
});

describe('a room that throws', () => {
	it('gets the visitor a plain 503, never what was thrown', async () => {
		const room = await newTable('throws');
		vi.spyOn(GameRoom.prototype, 'fetch').mockRejectedValue(new Error('secret internals at worker.js:1:2'));
		const response = await SELF.fetch(`http://example.com/parties/game/${room}?v=2`, {
			headers: { Upgrade: 'websocket' }
		});
		expect(response.status).toBe(503);
		expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
		const text = await response.text();
		expect(text).not.toMatch(/secret|worker\.js|Error/);
	});
});
