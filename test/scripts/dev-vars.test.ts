// `npm start` gives a local Worker a VAPID key pair in .dev.vars, once (scripts/dev-vars.ts).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureDevVapidKeys, withVapidKeys } from '../../scripts/dev-vars';
import { pushConfig } from '../../party/push-config';

const PAIR = { VAPID_PUBLIC_KEY: 'PUBLIC', VAPID_PRIVATE_KEY: 'PRIVATE' };

describe('withVapidKeys', () => {
	it('appends a pair and keeps the other variables', () => {
		expect(withVapidKeys('GRACE_MS=1000\n', PAIR)).toBe(
			'GRACE_MS=1000\n\n# Web Push (VAPID) keys for local use, made by `npm start`.\nVAPID_PUBLIC_KEY="PUBLIC"\nVAPID_PRIVATE_KEY="PRIVATE"\nVAPID_SUBJECT="mailto:tables@example.com"\n'
		);
	});

	it('leaves a file with both keys alone, and replaces half a pair', () => {
		expect(withVapidKeys('VAPID_PUBLIC_KEY="a"\nVAPID_PRIVATE_KEY="b"\n', PAIR)).toBeNull();
		const mended = withVapidKeys('VAPID_PUBLIC_KEY="old"\nX=1\nVAPID_SUBJECT="mailto:me@example.org"\n', PAIR)!;
		expect(mended.match(/VAPID_SUBJECT/g)).toHaveLength(1);
		expect(mended).not.toContain('old');
		expect(mended).toContain('X=1');
		expect(mended.match(/VAPID_PUBLIC_KEY/g)).toHaveLength(1);
	});
});

describe('ensureDevVapidKeys', () => {
	it('writes a working pair once', async () => {
		const path = join(mkdtempSync(join(tmpdir(), 'dev-vars-')), '.dev.vars');
		writeFileSync(path, 'RATE_LIMITS=off\n');
		expect(await ensureDevVapidKeys(path)).toBe(true);
		const text = readFileSync(path, 'utf8');
		const value = (name: string) => new RegExp(`^${name}="([\\w-]+)"$`, 'm').exec(text)?.[1];
		const config = await pushConfig({
			VAPID_PUBLIC_KEY: value('VAPID_PUBLIC_KEY'),
			VAPID_PRIVATE_KEY: value('VAPID_PRIVATE_KEY'),
			VAPID_SUBJECT: /^VAPID_SUBJECT="(.+)"$/m.exec(text)?.[1]
		});
		expect(config.ok).toBe(true);
		expect(await ensureDevVapidKeys(path)).toBe(false);
		expect(readFileSync(path, 'utf8')).toBe(text);
	});
});
