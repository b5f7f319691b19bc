// First-load JavaScript of a few pages: the gzip size of every script a page
// fetches until the network is quiet, measured in Chromium against the built app.
// Usage: `npm run build && npx tsx scripts/first-load-js.ts [/path …]`
// (BASE_URL=http://… measures a server that is already running).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../test/e2e/browser.ts';
import { startServer } from './server.ts';

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/score', '/replay', '/', '/t/firstloadjs0001'];

const server = process.env.BASE_URL ? null : await startServer({ quiet: true });
const base = process.env.BASE_URL ?? server!.url;
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });

try {
	console.log('page'.padEnd(24), 'scripts', 'raw KB'.padStart(8), 'gzip KB'.padStart(8));
	for (const path of paths) {
		// A fresh context: nothing cached, no service worker.
		const context = await browser.newContext({ serviceWorkers: 'block' });
		const page = await context.newPage();
		const scripts: Promise<{ raw: number; gzip: number }>[] = [];
		page.on('response', (response) => {
			if (response.request().resourceType() !== 'script') return;
			scripts.push(response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })));
		});
		await page.goto(base + path, { waitUntil: 'networkidle' });
		const sizes = await Promise.all(scripts);
		const sum = (key: 'raw' | 'gzip') => (sizes.reduce((n, s) => n + s[key], 0) / 1024).toFixed(1);
		console.log(path.padEnd(24), String(sizes.length).padStart(7), sum('raw').padStart(8), sum('gzip').padStart(8));
		await context.close();
	}
} finally {
	await browser.close();
	await server?.stop();
}
