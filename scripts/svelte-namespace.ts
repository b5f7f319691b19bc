// Vite plugin: SvelteKit's browser client imports Svelte whole (`import * as svelte
// from 'svelte'`) and destructures it, which makes the bundler keep every export of
// Svelte's entry on every page (the legacy createEventDispatcher and lifecycle
// functions, createRawSnippet, hydratable, …): 0.6 KB gzip of the framework chunk that
// no page runs. This gives that one import a module exporting only the names the
// client reads, found in its source; a use of the namespace this can't read (passed
// along, indexed by a variable) stops the build rather than guess.
import { readFileSync } from 'node:fs';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; [key: string]: unknown };

/** SvelteKit's browser client, the module whose import this narrows. */
const KIT_CLIENT = /[\\/]@sveltejs[\\/]kit[\\/]src[\\/]runtime[\\/]client[\\/]client\.js$/;
/** The narrowed module's id (virtual). */
const ID = '\0svelte-namespace';

const isNode = (value: unknown): value is Node =>
	typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node` with its parent and the key it hangs from. */
function walk(node: Node, visit: (node: Node, parent: Node, key: string) => void) {
	for (const [key, value] of Object.entries(node)) {
		for (const child of Array.isArray(value) ? value : [value]) {
			if (!isNode(child)) continue;
			visit(child, node, key);
			walk(child, visit);
		}
	}
}

/**
 * The names `code` reads from its `import * as x from 'svelte'` (sorted), or null when it
 * has no such import. Reads `x.name` and `const { a, b } = x`; throws on any other use.
 */
export function namespaceNames(code: string, module = 'svelte'): string[] | null {
	const program = parseAst(code) as unknown as Node;
	const specifiers = (program.body as Node[])
		.filter((n) => n.type === 'ImportDeclaration' && (n.source as Node).value === module)
		.flatMap((n) => n.specifiers as Node[]);
	const local = specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
	if (!local) return null;
	const name = (local.local as Node).name as string;
	// Names it also imports one by one come from the same narrowed module.
	const names = new Set(
		specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => (s.imported as Node).name as string)
	);
	walk(program, (node, parent, key) => {
		if (node.type !== 'Identifier' || node.name !== name || parent === local) return;
		// Not a use of the namespace: a property's name (`a.svelte`, `{ svelte: 1 }`).
		if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return;
		if (parent.type === 'Property' && key === 'key' && !parent.computed && !parent.shorthand) return;
		if (parent.type === 'MemberExpression' && key === 'object' && !parent.computed) {
			names.add((parent.property as Node).name as string);
			return;
		}
		const pattern = parent.type === 'VariableDeclarator' && key === 'init' ? (parent.id as Node) : null;
		const keys = pattern?.type === 'ObjectPattern' ? (pattern.properties as Node[]) : [];
		if (
			keys.length &&
			keys.every((p) => p.type === 'Property' && !p.computed && (p.key as Node).type === 'Identifier')
		) {
			for (const p of keys) names.add((p.key as Node).name as string);
			return;
		}
		throw new Error(`svelte-namespace: cannot tell which names of '${module}' the code uses (${parent.type}).`);
	});
	return [...names].sort();
}

export function svelteNamespace(): Plugin {
	let ssr = false;
	let client = '';
	return {
		name: 'castle-combo:svelte-namespace',
		apply: 'build',
		enforce: 'pre',
		configResolved(config) {
			ssr = !!config.build.ssr;
		},
		resolveId(source, importer) {
			if (ssr || source !== 'svelte' || !importer || !KIT_CLIENT.test(importer)) return;
			client = importer;
			return ID;
		},
		load(id) {
			if (id !== ID) return;
			const names = namespaceNames(readFileSync(client, 'utf8'));
			if (!names?.length) throw new Error(`svelte-namespace: ${client} no longer imports Svelte whole.`);
			return `export { ${names.join(', ')} } from 'svelte';`;
		}
	};
}
