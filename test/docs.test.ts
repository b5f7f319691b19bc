// The README stays a ten-minute read, and the documents never point at what isn't
// there: every relative link in README.md and docs/*.md leads to a file that exists
// (and to a heading of it, when the link names one), and every repository path they
// name in code (`party/room.ts`) exists too, so a renamed or removed file fails here
// until the documents follow it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 200;
/** Top-level folders a path in code must start with to be checked (`game/placing.ts` is left alone). */
const TOP_FOLDERS = ['.ci', 'bots', 'docs', 'engine', 'messages', 'party', 'project.inlang', 'scripts', 'src', 'test'];

/** The documents this test guards, relative to the root: README.md and docs/*.md. */
function documents(): string[] {
	const docs = readdirSync(join(ROOT, 'docs'))
		.filter((name) => name.endsWith('.md'))
		.map((name) => `docs/${name}`);
	return ['README.md', ...docs.sort()];
}

/** The number of lines, as `wc -l` counts them. */
export function lineCount(text: string): number {
	return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** Markdown without fenced code blocks and HTML comments (their lines kept empty, so line numbers hold). */
function withoutCode(text: string): string {
	let fenced = false;
	return text
		.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''))
		.split('\n')
		.map((line) => {
			if (/^\s*(```|~~~)/.test(line)) {
				fenced = !fenced;
				return '';
			}
			return fenced ? '' : line;
		})
		.join('\n');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading: string): string {
	return heading
		.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
		.replace(/[`*]/g, '')
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
		.replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (a repeated heading gets -1, -2…). */
export function anchors(text: string): Set<string> {
	const seen = new Map<string, number>();
	const out = new Set<string>();
	for (const match of withoutCode(text).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
		const base = slug(match[1]);
		const count = seen.get(base) ?? 0;
		seen.set(base, count + 1);
		out.add(count === 0 ? base : `${base}-${count}`);
	}
	return out;
}

interface Target {
	line: number;
	/** As written: a link's destination, or a path in code. */
	written: string;
	/** The path from the repository's root ('' for a link to a heading of the same file). */
	path: string;
	anchor: string | null;
}

/** Where a document's relative links and code paths lead. Links with a scheme (https:, mailto:) are not followed. */
export function targets(file: string, text: string): Target[] {
	const out: Target[] = [];
	const lines = withoutCode(text).split('\n');
	lines.forEach((line, index) => {
		const prose = line.replace(/`[^`]*`/g, '');
		const links = [
			...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
			...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/g)].map((m) => m[1])
		];
		for (const written of links) {
			if (/^[a-z][a-z0-9+.-]*:/i.test(written)) continue;
			const [rawPath, anchor = null] = written.split('#');
			const path = rawPath === '' ? '' : posix.normalize(posix.join(posix.dirname(file), decodeURI(rawPath)));
			out.push({ line: index + 1, written, path, anchor });
		}
		for (const [, code] of line.matchAll(/`([^`\s]+)`/g)) {
			const top = code.split('/')[0];
			if (!code.includes('/') || !TOP_FOLDERS.includes(top) || /[<>…*{}]/.test(code)) continue;
			out.push({ line: index + 1, written: code, path: posix.normalize(code).replace(/\/$/, ''), anchor: null });
		}
	});
	return out;
}

/** Reads files from the repository, for the checks below. */
export interface Tree {
	exists(path: string): boolean;
	/** The text of a Markdown file. */
	read(path: string): string;
}

/** What is wrong with one document's links and paths (empty when everything it names is there). */
export function brokenTargets(file: string, text: string, tree: Tree): string[] {
	const out: string[] = [];
	for (const { line, written, path, anchor } of targets(file, text)) {
		const where = `${file}:${line}: ${written}`;
		if (path.startsWith('..')) out.push(`${where} (outside the repository)`);
		else if (path !== '' && !tree.exists(path)) out.push(`${where} (no such file)`);
		else if (anchor !== null) {
			const target = path === '' ? file : path;
			if (target.endsWith('.md') && !anchors(path === '' ? text : tree.read(target)).has(anchor))
				out.push(`${where} (no heading #${anchor} in ${target})`);
		}
	}
	return out;
}

const repository: Tree = {
	exists: (path) => existsSync(join(ROOT, path)),
	read: (path) => (statSync(join(ROOT, path)).isFile() ? readFileSync(join(ROOT, path), 'utf8') : '')
};

describe('the README and docs/', () => {
	it(`the README stays under ${README_MAX_LINES} lines`, () => {
		expect(lineCount(readFileSync(join(ROOT, 'README.md'), 'utf8'))).toBeLessThanOrEqual(README_MAX_LINES);
	});

	it('every relative link and every repository path they name exists', () => {
		const files = documents();
		// The scan sees documents with links (a wrong root or pattern would pass vacuously).
		expect(files.length).toBeGreaterThan(3);
		const all = files.map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
		expect(all.flatMap(({ file, text }) => targets(file, text)).length).toBeGreaterThan(50);
		expect(all.flatMap(({ file, text }) => brokenTargets(file, text, repository))).toEqual([]);
	});

	it('the README links to every document in docs/', () => {
		const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
		const linked = new Set(targets('README.md', readme).map((t) => t.path));
		const missing = documents().filter((file) => file !== 'README.md' && !linked.has(file));
		expect(missing).toEqual([]);
	});

	it('counts lines as wc -l does', () => {
		expect(lineCount('a\nb\n')).toBe(2);
		expect(lineCount('a\nb')).toBe(2);
		expect(lineCount('x\n'.repeat(README_MAX_LINES + 1))).toBe(README_MAX_LINES + 1);
	});

	it('makes the anchors GitHub makes', () => {
		expect([
			...anchors('# Deploying\n## Worker variables\n## The dev server (`npm run dev`)\n## bench:review\n')
		]).toEqual(['deploying', 'worker-variables', 'the-dev-server-npm-run-dev', 'benchreview']);
		expect([...anchors('## Logs\n```\n## not a heading\n```\n## Logs\n')]).toEqual(['logs', 'logs-1']);
	});

	it('finds every broken link and path, and lets the good ones through', () => {
		const tree: Tree = {
			exists: (path) => ['docs/limits.md', 'party/PROTOCOL.md', 'party/room.ts', 'engine'].includes(path),
			read: (path) => (path === 'docs/limits.md' ? '# Limits\n## Rate limits\n' : '# Room protocol\n## Versions\n')
		};
		const good = [
			'[limits](limits.md)',
			'[rates](limits.md#rate-limits)',
			'[versions](../party/PROTOCOL.md#versions)',
			'[here](#here)\n## Here',
			'the lobby model, `party/room.ts`, in `engine/`',
			'[Cloudflare](https://developers.cloudflare.com/)',
			'`game/placing.ts`, `src/lib/rules/content/<locale>.json`, `npm run dev`',
			'```sh\ncat party/gone.ts [x](gone.md)\n```',
			'[ref]: limits.md',
			'<!-- TODO: `party/lobby.ts` replaces\n[it](gone.md) -->'
		];
		for (const text of good) expect(brokenTargets('docs/a.md', text, tree), text).toEqual([]);
		const bad = [
			'[gone](gone.md)',
			'[limits](limits.md#nowhere)',
			'[protocol](../party/PROTOCOL.md#seats)',
			'[here](#nowhere)',
			'[up](../../etc/passwd)',
			'the lobby model, `party/lobby.ts`',
			'see [the rules](../engine/RULES.md "rules")',
			'[ref]: ../gone.md'
		];
		for (const text of bad) expect(brokenTargets('docs/a.md', text, tree), text).toHaveLength(1);
	});
});
