// A page on another origin embeds a table in an iframe and hears about the game.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser } from './browser';
import { playOut, resumePuppet, seatTokens } from './puppet';
import { playToEnd, takeSeat } from './table-helpers';

// The embedding site: a tiny local server on another origin (localhost, not 127.0.0.1).
// A page.route fake would count as a public site, and Chromium blocks public pages
// from framing local servers (Private Network Access).
let parentPage = '';
let parent: Server;
let PARENT = '';

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
	browser = await launchBrowser({ width: 1100, height: 900 });
	parent = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(parentPage));
	await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
	PARENT = `http://localhost:${(parent.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await browser?.close();
	await new Promise((resolve) => parent?.close(resolve));
});

type Received = {
	origin: string;
	data: { source: string; v: number; type: string; room: string; scores?: { total: number }[] };
};

test(
	'an embedding page receives ready and gameover, and only at the origin it named',
	{ timeout: 240_000 },
	async () => {
		const baseURL = inject('baseURL');
		const room = 'embed' + Date.now().toString(36);
		const silent = 'silent' + Date.now().toString(36);
		const page = await browser.context.newPage();
		const tokens = seatTokens(page);
		parentPage = `<!doctype html><title>Parent</title>
<script>window.received = []; addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));</script>
<iframe id="game" src="${baseURL}/embed/${room}?origin=${encodeURIComponent(PARENT)}" width="1000" height="820"></iframe>
<iframe id="silent" src="${baseURL}/embed/${silent}" width="300" height="200"></iframe>`;
		await page.goto(`${PARENT}/`);
		const received = () => page.evaluate(() => (window as unknown as { received: Received[] }).received);

		await expect
			.poll(async () => (await received()).some((m) => m.data?.type === 'ready' && m.data.room === room), {
				timeout: 20_000
			})
			.toBe(true);
		const ready = (await received()).find((m) => m.data.type === 'ready')!;
		expect(ready.origin).toBe(new URL(baseURL).origin);
		expect(ready.data).toMatchObject({ source: 'castle-combo', v: 1, type: 'ready', room });

		const frame = page.frame({ url: new RegExp(`/embed/${room}`) })!;
		const silentFrame = page.frame({ url: new RegExp(`/embed/${silent}`) })!;
		await silentFrame.getByTestId('lobby').waitFor();
		// No site chrome inside the iframe.
		expect(await frame.getByRole('link', { name: 'Castle Combo' }).count()).toBe(0);

		await takeSeat(frame, 'Dee');
		await frame.getByTestId('bot-level').selectOption('easy');
		await frame.getByTestId('add-bot').click();
		await frame.getByTestId('start').click();
		await frame.getByTestId('game').waitFor();
		// Two turns played in the frame; the rest of the game, whose end is what this test
		// looks at, from Node with the frame's seat (its token as the room gave it).
		await playToEnd(frame, { stopAfterTurns: 2 });
		const puppet = await resumePuppet(baseURL, room, tokens.at(-1)!);
		try {
			await playOut([puppet]);
		} finally {
			puppet.close();
		}

		await expect
			.poll(async () => (await received()).some((m) => m.data?.type === 'gameover'), { timeout: 20_000 })
			.toBe(true);
		const all = await received();
		const over = all.find((m) => m.data.type === 'gameover')!;
		expect(over.data.room).toBe(room);
		expect(over.data.scores).toHaveLength(2);
		expect(all.some((m) => m.data.type === 'turn')).toBe(true);
		// The iframe that named no origin never posted anything.
		expect(all.filter((m) => m.data?.room === silent)).toEqual([]);
		await page.screenshot({ path: 'test-results/embed.png' });
	}
);
