// A server of one test file's own (fresh storage, the Worker variables it needs, e.g.
// short timers) and two browsers, a desktop's and a phone's, for two people at a table.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../scripts/server.ts';
import { launchBrowser } from './browser';
import { PHONE } from './table-helpers';

const DESKTOP = { width: 1280, height: 800 };

export async function serverAndTwoBrowsers(name: string, vars: Record<string, string>) {
	const storage = mkdtempSync(join(tmpdir(), `castle-combo-${name}-`));
	const [server, desk, phone] = await Promise.all([
		startServer({ persistTo: storage, quiet: true, vars: { RATE_LIMITS: 'off', ...vars } }),
		launchBrowser(DESKTOP),
		launchBrowser(PHONE)
	]);
	mkdirSync('test-results', { recursive: true });
	return {
		server,
		desk,
		phone,
		async close() {
			await Promise.all([desk.close(), phone.close(), server.stop()]);
			rmSync(storage, { recursive: true, force: true });
		}
	};
}
export type OwnServer = Awaited<ReturnType<typeof serverAndTwoBrowsers>>;
