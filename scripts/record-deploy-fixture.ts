// Records a deploy fixture from an earlier build of this repository:
// `npm run record:deploy -- <commit> [name]` copies that commit (git archive) into a
// temporary folder beside today's node_modules, runs test/rooms/deploy/record.ts
// there in workerd as that build's own room test, and writes what it printed to
// test/rooms/deploy/<name>.json (name: the commit's short hash). The room test
// test/rooms/deploy.test.ts then loads every such fixture into today's rooms.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FIXTURE_LINE = 'DEPLOY-FIXTURE';
const [commit, name] = process.argv.slice(2);
if (!commit) throw new Error('usage: npm run record:deploy -- <commit> [name]');
const root = process.cwd();
const short = execFileSync('git', ['rev-parse', '--short', commit], { encoding: 'utf8' }).trim();
const dir = mkdtempSync(join(tmpdir(), `deploy-${short}-`));
const run = (command: string, args: string[], options = {}) =>
	spawnSync(command, args, { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28, ...options });

try {
	execFileSync('sh', ['-c', `git archive ${short} | tar -x -C ${dir}`], { cwd: root });
	// Hard links: instant, and every older build's packages are a subset of today's.
	execFileSync('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')]);
	run('npx', ['svelte-kit', 'sync']);
	if (existsSync(join(dir, 'project.inlang'))) {
		run('npx', ['paraglide-js', 'compile', '--project', './project.inlang', '--silent']);
	}
	copyFileSync(join(root, 'test/rooms/deploy/record.ts'), join(dir, 'test/rooms/record-deploy.test.ts'));
	console.log(`recording ${short} in ${dir} …`);
	const result = run('npx', ['vitest', 'run', '--project', 'rooms', 'test/rooms/record-deploy.test.ts']);
	const chunks = (result.stdout + result.stderr)
		.split('\n')
		.filter((line) => line.includes(`${FIXTURE_LINE} `))
		.map((line) => {
			// The runner may print something before the first line (the test's name).
			const [, position, ...text] = line.slice(line.indexOf(`${FIXTURE_LINE} `)).split(' ');
			const [index, count] = position.split('/').map(Number);
			return { index, count, text: JSON.parse(text.join(' ')) as string };
		});
	if (result.status !== 0 || chunks.length === 0 || chunks.length !== chunks[0].count) {
		console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
		throw new Error(`recording ${short} failed (exit ${result.status}, ${chunks.length} chunks)`);
	}
	const text = chunks
		.sort((a, b) => a.index - b.index)
		.map((c) => c.text)
		.join('');
	const fixture = {
		commit: execFileSync('git', ['rev-parse', commit], { encoding: 'utf8' }).trim(),
		...JSON.parse(text)
	};
	const out = join(root, 'test/rooms/deploy', `${name ?? short}.json`);
	writeFileSync(out, JSON.stringify(fixture) + '\n');
	console.log(`wrote ${out} (${Math.round(text.length / 1024)} KB)`);
} finally {
	rmSync(dir, { recursive: true, force: true });
}
