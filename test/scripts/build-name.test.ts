// The build's name is read once per build: the server's pages and the browser's scripts
// must agree on it even when a tracked file changes while the build runs.
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_NAME_VARIABLE, buildName } from '../../scripts/build-name.js';

const SCRIPT = resolve('scripts/build-name.js');

function repository(): string {
	const dir = mkdtempSync(join(tmpdir(), 'build-name-'));
	const git = (command: string) => execSync(`git ${command}`, { cwd: dir, stdio: 'ignore' });
	git('init -q');
	writeFileSync(join(dir, 'a.txt'), 'one\n');
	git('add a.txt');
	git('-c user.name=t -c user.email=t@example.com commit -q -m one');
	return dir;
}

/** The name as another part of the build (a process it starts, with its environment) reads it. */
const nameInChild = (dir: string) =>
	execFileSync(
		process.execPath,
		[
			'--input-type=module',
			'-e',
			`import(${JSON.stringify(SCRIPT)}).then((m) => console.log(m.buildName(${JSON.stringify(dir)})))`
		],
		{ encoding: 'utf8' }
	).trim();

describe('buildName', () => {
	let kept: string | undefined;
	beforeEach(() => {
		kept = process.env[BUILD_NAME_VARIABLE];
		delete process.env[BUILD_NAME_VARIABLE];
	});
	afterEach(() => {
		if (kept === undefined) delete process.env[BUILD_NAME_VARIABLE];
		else process.env[BUILD_NAME_VARIABLE] = kept;
	});

	it('is the commit, with a hash of the changes when files differ from it', () => {
		const dir = repository();
		const clean = buildName(dir);
		expect(clean).toMatch(/^[0-9a-f]{12}$/);
		delete process.env[BUILD_NAME_VARIABLE];
		writeFileSync(join(dir, 'a.txt'), 'two\n');
		expect(buildName(dir)).toMatch(new RegExp(`^${clean}\\+[0-9a-f]{8}$`));
	});

	it('stays the same for the whole build when a tracked file changes while it runs', () => {
		const dir = repository();
		const first = buildName(dir);
		writeFileSync(join(dir, 'a.txt'), 'edited during the build\n');
		expect(buildName(dir)).toBe(first);
		expect(nameInChild(dir)).toBe(first);
	});
});
