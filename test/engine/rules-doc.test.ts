// engine/RULES.md is the reference code comments cite: every "§4.3" or "⚑5"
// written anywhere in the repo must exist there, and its table of all cards
// must say what engine/cards.json says (its sentences are checked against the
// UI's English in test/lib/cards/sentences.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../engine/index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = readFileSync(join(ROOT, 'engine', 'RULES.md'), 'utf8');
const SKIP = new Set(['node_modules', '.git', '.svelte-kit', '.wrangler', 'build', 'test-results']);
const TEXT = new Set(['.ts', '.js', '.svelte', '.md']);

function files(dir = ROOT): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const path = join(dir, e.name);
		if (e.isDirectory()) return SKIP.has(e.name) ? [] : files(path);
		return TEXT.has(extname(e.name)) ? [path] : [];
	});
}

/** Section numbers with a heading in RULES.md ("## 4." / "### 4.3"). */
const sections = new Set([...RULES.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((m) => m[1]));
/** Decision numbers: the numbered items of §8. */
const decisionsText = RULES.slice(RULES.indexOf('## 8.'), RULES.indexOf('## 9.'));
const decisions = new Set([...decisionsText.matchAll(/^(\d+)\. \*\*/gm)].map((m) => m[1]));

describe('engine/RULES.md', () => {
	it('has the sections and decisions the engine is built around', () => {
		for (const s of ['1', '2', '2.1', '2.2', '3', '4', '4.1', '4.2', '4.3', '4.9', '4.10', '5', '8', '9'])
			expect(sections).toContain(s);
		expect([...decisions].map(Number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
	});

	it('defines every § and ⚑ cited in the repo', () => {
		const missing: string[] = [];
		let cited = 0;
		for (const file of files()) {
			const text = readFileSync(file, 'utf8');
			for (const m of text.matchAll(/§(\d+(?:\.\d+)*)/g)) {
				cited++;
				if (!sections.has(m[1])) missing.push(`${file}: §${m[1]}`);
			}
			for (const m of text.matchAll(/⚑ ?(\d+)/g)) {
				cited++;
				if (!decisions.has(m[1])) missing.push(`${file}: ⚑${m[1]}`);
			}
		}
		expect(missing).toEqual([]);
		expect(cited).toBeGreaterThan(30);
	});

	it('lists every card as cards.json describes it (§9)', () => {
		const table = RULES.slice(RULES.indexOf('## 9.'));
		const rows = new Map(
			[...table.matchAll(/^\| .*\(`([a-z-]+)`\) .*$/gm)]
				.filter((m) => m[1] !== 'id') // the header row
				.map((m) => [m[1], m[0].split('|').map((c) => c.trim())])
		);
		expect(rows.size).toBe(CARDS.length);
		const word = (s: string) => s[0].toUpperCase() + s.slice(1);
		for (const c of CARDS) {
			const [, name, location, cost, shields, messenger] = rows.get(c.id)!;
			expect(name).toBe(`${c.name} (\`${c.id}\`)`);
			expect(location).toBe(word(c.location));
			expect(Number(cost)).toBe(c.cost);
			expect(shields).toBe(c.shields.map(word).join(', '));
			expect(messenger).toBe(c.messenger ? `→ ${c.location === 'castle' ? 'Village' : 'Castle'}` : '—');
		}
	});
});
