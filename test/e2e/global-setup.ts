import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../scripts/server.ts';
import { CHROMIUM } from './browser';

declare module 'vitest' {
	export interface ProvidedContext {
		baseURL: string;
		/** The server's output so far (its log lines among it), for tests that read the logs. */
		serverLog: string;
	}
}

/** Starts `wrangler dev` (real workerd) on a free port with fresh storage; stops it afterwards. */
export default async function setup(project: TestProject) {
	if (!existsSync(CHROMIUM)) {
		throw new Error(`Browser tests need Debian's chromium at ${CHROMIUM}: run \`apt-get install -y chromium\`.`);
	}
	if (!existsSync('.svelte-kit/cloudflare/_worker.js')) {
		throw new Error('No build found: run `npm run build` first (npm test and npm run test:e2e do).');
	}
	const state = mkdtempSync(join(tmpdir(), 'castle-combo-e2e-'));
	// Browser tests open many tables and sockets from one address: no rate limits here
	// (the room tests in workerd cover them; `npm start` keeps them on). Bots move at
	// once: the 900 ms a person needs to follow a bot was most of the suite's time. A
	// test that must look at the table while another seat is to act seats a puppet
	// (./puppet.ts), which moves only when told.
	const serverLog = join(state, 'server.log');
	const server = await startServer({
		persistTo: state,
		quiet: true,
		logTo: serverLog,
		vars: { RATE_LIMITS: 'off', BOT_DELAY_MS: '0' }
	});
	project.provide('baseURL', server.url);
	project.provide('serverLog', serverLog);
	return async () => {
		await server.stop();
		rmSync(state, { recursive: true, force: true });
	};
}
