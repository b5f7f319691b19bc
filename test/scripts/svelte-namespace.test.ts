// Which names of Svelte SvelteKit's browser client reads through its namespace import
// (scripts/svelte-namespace.ts): members and destructuring are read, any other use
// stops the build, and the installed SvelteKit's client is one this can read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { namespaceNames } from '../../scripts/svelte-namespace';

test('the names read from the namespace: members, destructuring and named imports, once each', () => {
	const code = `
		import * as svelte from 'svelte';
		import { getContext } from 'svelte';
		import * as other from 'other';
		const { onMount, tick } = svelte;
		const untrack = svelte.untrack ?? ((f) => f());
		svelte.tick().then(() => other.svelte);
		const labels = { svelte: 1 };
	`;
	expect(namespaceNames(code)).toEqual(['getContext', 'onMount', 'tick', 'untrack']);
});

test('no namespace import: nothing to narrow', () => {
	expect(namespaceNames(`import { tick } from 'svelte'; tick();`)).toBeNull();
});

test('a use of the namespace whose names cannot be read stops the build', () => {
	expect(() => namespaceNames(`import * as svelte from 'svelte'; register(svelte);`)).toThrow(/cannot tell/);
	expect(() => namespaceNames(`import * as svelte from 'svelte'; svelte[name]();`)).toThrow(/cannot tell/);
	expect(() => namespaceNames(`import * as svelte from 'svelte'; const { ...all } = svelte;`)).toThrow(/cannot tell/);
});

test("the installed SvelteKit's client imports Svelte whole and reads names this can list", () => {
	const kit = dirname(createRequire(import.meta.url).resolve('@sveltejs/kit/package.json'));
	const names = namespaceNames(readFileSync(join(kit, 'src/runtime/client/client.js'), 'utf8'));
	expect(names).toEqual(expect.arrayContaining(['onMount', 'tick']));
});
