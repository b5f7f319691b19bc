// Vite plugin: one copy of the browser bundle per locale, each holding only that
// locale's words.
//
// Paraglide compiles every message into one function per locale plus a
// dispatcher (`locale === "de" ? de_x() : …`), so a single bundle ships all five
// languages. After the browser build is written, this plugin copies
// `_app/immutable/` to `_app/immutable/<locale>/` once per locale, replacing the
// marker `globalThis.__PARAGLIDE_STATIC_LOCALE__` (which Paraglide's dispatchers
// read first, see experimentalStaticLocale in project.inlang/paraglide.config.js)
// with that locale and minifying again: the dispatchers fold to one branch and the other locales' functions are
// dropped. Chunks import each other by relative paths, so each copy is a
// complete, self-contained tree; the server points a page at its locale's tree
// (src/hooks.server.ts). Anything of ours that picks per-locale data branches
// on the same marker (src/lib/i18n/locale.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { minify_sync } from 'terser';
import type { Plugin } from 'vite';

/** The expression each locale's copy replaces with its locale. */
export const STATIC_LOCALE_MARKER = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

// Browser build only (the server keeps Paraglide's code as is). The served
// copies always know their locale, so the browser needs neither the runtime's
// locale detection nor a dispatcher per message: each message becomes its
// locale's function, picked by the marker. That keeps the first load small.
const GET_LOCALE = /^export let getLocale = \(\) => \{\n[\s\S]*?\n\};$/m;
const DISPATCHER = /^export const (\w+) = [^\n]*\(\(inputs(?: = \{\})?, options = \{\}\) => \{\n([\s\S]*?)\n\}\);$/m;
const BRANCH = /^\tif \(locale === "(\w+)"\) return (\w+)\(inputs\)$/gm;
const FALLBACK = /^\treturn (\w+)\(inputs\)$/m;

/** The browser build's version of one of Paraglide's generated files. */
export function leanParaglideModule(file: 'runtime' | 'message', code: string): string {
	const changed = file === 'runtime' ? leanRuntime(code) : leanMessage(code);
	if (changed === null) {
		throw new Error(`locale-split: Paraglide's ${file} code changed shape; update scripts/locale-split.ts.`);
	}
	return changed;
}

function leanRuntime(code: string): string | null {
	if (!GET_LOCALE.test(code)) return null;
	return code.replace(GET_LOCALE, `export let getLocale = () => experimentalStaticLocale ?? baseLocale;`);
}

function leanMessage(code: string): string | null {
	const dispatcher = DISPATCHER.exec(code);
	const fallback = dispatcher && FALLBACK.exec(dispatcher[2]);
	if (!dispatcher || !fallback) return null;
	const branches = [...dispatcher[2].matchAll(BRANCH)].map(
		([, locale, fn]) => `${STATIC_LOCALE_MARKER} === ${JSON.stringify(locale)} ? ${fn} : `
	);
	return code.replace(DISPATCHER, `export const ${dispatcher[1]} = ${branches.join('')}${fallback[1]};`);
}

export interface LocaleSplitOptions {
	locales: readonly string[];
	/** Paraglide's output directory. */
	paraglideDir: string;
	/** SvelteKit's app directory (`_app`). */
	appDir?: string;
}

/** `_app/immutable/<locale>/`: where a locale's copy of the browser bundle lives. */
export const localeAssetsPrefix = (appDir: string, locale: string) => `${appDir}/immutable/${locale}/`;

/** One locale's copy of a built chunk: the marker set, dead branches removed. */
export function specializeChunk(fileName: string, code: string, locale: string): string {
	const marked = code.replaceAll(STATIC_LOCALE_MARKER, JSON.stringify(locale));
	try {
		// Terser, two passes: the folded branches and the other locales' functions go,
		// and its mangling leaves some 2 % less to gzip than the build's own minifier.
		return minify_sync(marked, { module: true, compress: { passes: 2 }, mangle: true }).code ?? '';
	} catch (error) {
		throw new Error(`locale-split: cannot minify ${fileName}: ${(error as Error).message}`, { cause: error });
	}
}

export function localeSplit({ locales, paraglideDir, appDir = '_app' }: LocaleSplitOptions): Plugin {
	const runtime = resolve(paraglideDir, 'runtime.js');
	const messages = resolve(paraglideDir, 'messages') + sep;
	let ssr = false;
	return {
		name: 'castle-combo:locale-split',
		apply: 'build',
		configResolved(config) {
			ssr = !!config.build.ssr;
		},
		transform(code, id) {
			if (ssr) return;
			if (id === runtime) return { code: leanParaglideModule('runtime', code), map: null };
			if (id.startsWith(messages) && code.includes('export const')) {
				return { code: leanParaglideModule('message', code), map: null };
			}
		},
		writeBundle: {
			sequential: true,
			order: 'post',
			handler(output, bundle) {
				if (ssr || !output.dir) return;
				const immutable = `${appDir}/immutable/`;
				const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
				// Paraglide writes the marker into every message (compiler option
				// experimentalStaticLocale in project.inlang/paraglide.config.js).
				if (!chunks.some((chunk) => chunk.code.includes(STATIC_LOCALE_MARKER))) {
					throw new Error(
						`locale-split: no chunk reads ${STATIC_LOCALE_MARKER}; check Paraglide's experimentalStaticLocale.`
					);
				}
				for (const locale of locales) {
					for (const file of Object.values(bundle)) {
						if (!file.fileName.startsWith(immutable)) continue;
						const target = join(output.dir, localeAssetsPrefix(appDir, locale), file.fileName.slice(immutable.length));
						mkdirSync(dirname(target), { recursive: true });
						writeFileSync(
							target,
							file.type === 'chunk' ? specializeChunk(file.fileName, file.code, locale) : file.source
						);
					}
				}
			}
		}
	};
}
