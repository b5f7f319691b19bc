// Vite plugin: `virtual:embed-script` is the code of /embed.js as a string: the
// custom element of src/lib/embed/element.ts bundled on its own and minified with
// Rolldown (Vite's own bundler). The page server (src/routes/embed.js/+server.ts)
// serves it, alike under `vite dev`, `npm start` and a deploy.
import { resolve } from 'node:path';
import { build } from 'rolldown';
import type { Plugin } from 'vite';

const ID = 'virtual:embed-script';
const RESOLVED = '\0' + ID;
export const EMBED_ELEMENT = 'src/lib/embed/element.ts';

/** The element's code, as browsers get it (less the words the server puts before it). */
export async function embedScript(root = process.cwd()): Promise<{ code: string; files: string[] }> {
	const { output } = await build({
		input: resolve(root, EMBED_ELEMENT),
		platform: 'browser',
		write: false,
		output: { format: 'esm', minify: true }
	});
	const [chunk] = output;
	if (chunk.type !== 'chunk') throw new Error(`${EMBED_ELEMENT}: no code`);
	return { code: chunk.code, files: chunk.moduleIds };
}

export function embedScriptModule(): Plugin {
	let root = process.cwd();
	return {
		name: 'castle-combo:embed-script',
		configResolved(config) {
			root = config.root;
		},
		resolveId: { filter: { id: new RegExp(`^${ID}$`) }, handler: () => RESOLVED },
		load: {
			filter: { id: new RegExp(`^\0${ID}$`) },
			async handler() {
				const { code, files } = await embedScript(root);
				for (const file of files) this.addWatchFile(file);
				return `export default ${JSON.stringify(code)};`;
			}
		}
	};
}
