// The pages' security headers (src/lib/server/security-headers.ts), HSTS among them.
import { describe, expect, it } from 'vitest';
import { HSTS, security } from '$lib/server/security-headers';

type Input = Parameters<typeof security>[0];

/** The headers of a page at `url`, as `respond` answers it. */
async function headersAt(url: string, respond = () => new Response('<p>page</p>')) {
	const event = { url: new URL(url), platform: { env: {} } };
	const response = await security({ event, resolve: async () => respond() } as unknown as Input);
	return response.headers;
}

describe('Strict-Transport-Security', () => {
	it.each([
		'https://castle.example.com/',
		'https://castle.example.com/embed/k7xqm2abcdefghij',
		'https://castle-combo.someone.workers.dev/t/k7xqm2abcdefghij'
	])('%s: a year of HTTPS only', async (url) => {
		expect((await headersAt(url)).get('strict-transport-security')).toBe(HSTS);
		expect(HSTS).toBe('max-age=31536000');
	});

	it('on answers whose headers cannot change (a redirect) too', async () => {
		const headers = await headersAt('https://castle.example.com/new', () =>
			Response.redirect('https://x.example/', 303)
		);
		expect(headers.get('strict-transport-security')).toBe(HSTS);
	});

	it.each([
		'http://castle.example.com/',
		'http://127.0.0.1:8787/',
		'http://localhost:5173/',
		'https://localhost:8787/',
		'https://app.localhost/',
		'https://127.0.0.1/',
		'https://[::1]:8787/'
	])('%s: none (plain HTTP, or this machine)', async (url) => {
		const headers = await headersAt(url);
		expect(headers.get('strict-transport-security')).toBeNull();
		expect(headers.get('x-content-type-options')).toBe('nosniff'); // the other headers are there
	});
});

describe('framing', () => {
	it('denied but for /embed/*, which any site may frame by default', async () => {
		const page = await headersAt('https://castle.example.com/');
		expect(page.get('content-security-policy')).toBe("frame-ancestors 'none'");
		expect(page.get('x-frame-options')).toBe('DENY');
		const embed = await headersAt('https://castle.example.com/embed/k7xqm2abcdefghij');
		expect(embed.get('content-security-policy')).toBe('frame-ancestors *');
		expect(embed.get('x-frame-options')).toBeNull();
	});
});
