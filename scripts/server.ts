// Starts the production shape locally: `wrangler dev` (real workerd) serving the
// built SvelteKit app and the rooms on one origin. Used by `npm start`, the
// browser tests and the room benchmark.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as AddressInfo;
			server.close(() => resolve(port));
		});
	});
}

/**
 * Runs `wrangler dev` on the given port and resolves once the home page answers.
 * Returns `{ url, stop }`; `stop()` ends wrangler and its workerd child.
 */
export interface ServerOptions {
	port?: number;
	/** Durable Object storage folder (default: wrangler's .wrangler/state). */
	persistTo?: string;
	/** Worker variables, e.g. shorter timers for tests. */
	vars?: Record<string, string>;
	/** Another wrangler config than the project's (a benchmark's own Worker); it must answer `/`. */
	config?: string;
	/** Keep wrangler's output to ourselves (printed only if it fails to start). */
	quiet?: boolean;
	/** Quiet: also append wrangler's output (the Worker's log lines among it) to this file. */
	logTo?: string;
	timeoutMs?: number;
}

export interface RunningServer {
	url: string;
	port: number;
	/** The process group of npx, wrangler and workerd (for a benchmark's memory readings). */
	group: number;
	stop(): Promise<void>;
}

export async function startServer({
	port,
	persistTo,
	vars = {},
	config,
	quiet = false,
	logTo,
	timeoutMs = 60_000
}: ServerOptions = {}): Promise<RunningServer> {
	port ??= await freePort();
	const args = [
		'wrangler',
		'dev',
		'--ip',
		'127.0.0.1',
		'--port',
		String(port),
		'--inspector-port',
		String(await freePort())
	];
	if (config) args.push('--config', config);
	if (persistTo) args.push('--persist-to', persistTo);
	for (const [key, value] of Object.entries(vars)) args.push('--var', `${key}:${value}`);
	const child = spawn('npx', args, {
		env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
		stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
		detached: true
	});
	let output = '';
	// Once stopping, the log file's folder may be deleted (the e2e teardown does) while
	// wrangler and workerd still print their goodbyes: a write then throws ENOENT in the
	// test runner's process.
	let stopping = false;
	if (quiet) {
		const keep = (chunk: Buffer) => {
			output += chunk;
			if (logTo && !stopping) appendFileSync(logTo, chunk);
		};
		child.stdout?.on('data', keep);
		child.stderr?.on('data', keep);
	}
	const url = `http://127.0.0.1:${port}`;
	const stop = () =>
		new Promise<void>((resolve) => {
			stopping = true;
			if (child.exitCode !== null || child.signalCode !== null) return resolve();
			const signal = (name: NodeJS.Signals) => {
				try {
					process.kill(-child.pid!, name); // the whole group: npx, wrangler, workerd
				} catch {
					// already gone
				}
			};
			const force = setTimeout(() => signal('SIGKILL'), 5000);
			child.once('exit', () => {
				clearTimeout(force);
				resolve();
			});
			signal('SIGTERM');
		});
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`wrangler dev exited early (${child.exitCode}).\n${output}`);
		try {
			const response = await fetch(url + '/');
			if (response.ok) return { url, port, group: child.pid!, stop };
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	await stop();
	throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs} ms.\n${output}`);
}
