// For the benchmarks that time a Web Worker in Chromium (bench:hints, bench:review
// --browser): the worker's code bundled as the build does (Vite, minified), and a
// folder served over HTTP with no caching, so each fresh browser context fetches,
// parses and starts the code as a player's first visit would.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';

/** Bundles `entry` (a path in the checkout `root`) into `outDir/fileName`, as one ES module. */
export async function bundle(root: string, entry: string, outDir: string, fileName: string): Promise<void> {
	await build({
		configFile: false,
		root,
		logLevel: 'warn',
		resolve: { alias: { $lib: join(root, 'src/lib'), $engine: join(root, 'engine') } },
		build: { outDir, emptyOutDir: false, minify: true, lib: { entry, formats: ['es'], fileName: () => fileName } }
	});
}

/** Serves `dir` on a free local port (`/` is index.html). */
export async function serveFolder(dir: string): Promise<{ origin: string; close(): void }> {
	const server = createServer(async (req, res) => {
		const path = join(dir, (req.url ?? '/').split('?')[0].replace(/^\/$/, '/index.html'));
		try {
			const body = await readFile(path);
			const type = path.endsWith('.js') ? 'text/javascript' : path.endsWith('.json') ? 'application/json' : 'text/html';
			res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
		} catch {
			res.writeHead(404).end();
		}
	});
	await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
	const address = server.address();
	const port = typeof address === 'object' && address ? address.port : 0;
	return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}
