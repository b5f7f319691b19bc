// The key the per-address limits count a client under (party/env.ts).
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from '../../party/env';

const from = (ip?: string) =>
	new Request('https://table.example/parties/game/x', { headers: ip ? { 'cf-connecting-ip': ip } : {} });

describe('addressKey', () => {
	it('keeps an IPv4 address whole', () => {
		expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
		expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
	});

	it('counts every IPv6 address of one /64 as one, however it is written', () => {
		const key = addressKey('2001:db8:85a3:42::1');
		expect(key).toBe('2001:db8:85a3:42::/64');
		for (const other of [
			'2001:db8:85a3:42:ffff:ffff:ffff:fffe',
			'2001:0DB8:85A3:0042:0000:0000:0000:0001',
			'2001:db8:85a3:42:a:b:c:d'
		]) {
			expect(addressKey(other), other).toBe(key);
		}
	});

	it('tells neighbouring /64s apart', () => {
		expect(addressKey('2001:db8:85a3:43::1')).not.toBe(addressKey('2001:db8:85a3:42::1'));
		expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
		expect(addressKey('::1')).toBe('0:0:0:0::/64');
	});

	it('counts an IPv4-mapped IPv6 address as its IPv4 address, not as the /64 all of them share', () => {
		expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
		expect(addressKey('::ffff:198.51.100.1')).not.toBe(addressKey('::ffff:203.0.113.7'));
	});

	it('leaves what is not an address as it is', () => {
		expect(addressKey('unknown')).toBe('unknown');
		expect(addressKey('')).toBe('');
	});
});

describe('clientAddress', () => {
	it('reads cf-connecting-ip, keyed', () => {
		expect(clientAddress(from('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
		expect(clientAddress(from('192.0.2.1'))).toBe('192.0.2.1');
		expect(clientAddress(from())).toBe('unknown');
	});
});
