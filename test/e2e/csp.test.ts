// The table works under its Content-Security-Policy, with no violation anywhere.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { moveIfMine, takeSeat, untilMyMoveOrEnd } from './table-helpers';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every CSP violation the page reports, and every console error. */
async function watch(page: Page) {
	const problems: string[] = [];
	page.on('console', (message) => {
		if (message.type() === 'error' || /content security policy/i.test(message.text())) {
			problems.push(`console ${message.type()}: ${message.text()}`);
		}
	});
	page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
		});
	});
	return problems;
}

test('security headers: a nonce for every inline script, framing denied except /embed/*', async () => {
	const baseURL = inject('baseURL');
	const home = await fetch(baseURL + '/');
	const policies = home.headers.get('content-security-policy')!;
	expect(policies).toMatch(/script-src 'self' 'nonce-[^']+'/);
	expect(policies).not.toMatch(/script-src[^;]*unsafe-inline/);
	expect(policies).toContain("frame-ancestors 'none'");
	expect(home.headers.get('x-content-type-options')).toBe('nosniff');
	expect(home.headers.get('referrer-policy')).toBe('same-origin');
	expect(home.headers.get('permissions-policy')).toContain('camera=()');
	// HSTS only over HTTPS on a host that is not this machine (unit-tested in test/lib/server).
	expect(home.headers.get('strict-transport-security')).toBeNull();
	const nonce = policies.match(/'nonce-([^']+)'/)![1];
	const inline = [...(await home.text()).matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)];
	expect(inline.length).toBeGreaterThan(0);
	for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);

	const embed = await fetch(`${baseURL}/embed/csp${Date.now().toString(36)}`);
	expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors *');
	expect(embed.headers.get('x-frame-options')).toBeNull();
	const asset = home.headers.get('link')!.match(/<\.?([^>]+\.js)>/)![1];
	expect((await fetch(baseURL + asset)).headers.get('x-content-type-options')).toBe('nosniff');
});

test(
	'a game under the CSP: home, new table, lobby, moves, card detail: no violation, no error',
	{ timeout: 120_000 },
	async () => {
		const page = await browser.context.newPage();
		const problems = await watch(page);
		await page.goto(inject('baseURL') + '/');
		await page.getByRole('button', { name: 'Play with friends' }).click();
		await page.waitForURL(/\/t\/[a-z2-9]{16}$/);
		await takeSeat(page, 'Csp');
		await page.getByTestId('bot-level').selectOption('easy');
		await page.getByTestId('add-bot').click();
		await page.getByTestId('start').click();
		await page.getByTestId('game').waitFor();
		const turns = { n: 0 };
		for (let i = 0; i < 200 && turns.n < 2; i++) {
			if ((await moveIfMine(page, turns)) === 'idle') await untilMyMoveOrEnd(page, 30_000);
		}
		expect(turns.n).toBe(2);
		// The card detail dialog loads its code on demand: under the same policy.
		await page.locator('[data-testid="tableau"] [data-testid="placed-card"]').first().click();
		await page.getByTestId('card-detail').waitFor();
		await page.getByTestId('close-detail').click();
		expect(problems).toEqual([]);
		await page.close();
	}
);
