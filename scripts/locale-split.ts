// Vite plugin: one copy of the browser bundle per locale, each holding only that
// locale's words.
//
// Paraglide compiles every message into one function per locale plus a
// dispatcher, so a single bundle ships all five languages. With its compiler
// option experimentalStaticLocale (project.inlang/paraglide.config.js), every
// dispatcher, and the runtime's getLocale, first read the expression
// `globalThis.__PARAGLIDE_STATIC_LOCALE__`. After the browser build is written,
// this plugin copies `_app/immutable/` to `_app/immutable/<locale>/` once per
// locale, replacing that marker with the locale and minifying again (Terser, two
// passes): getLocale and each message fold to the locale's own, and the other
// locales' functions are dropped. Chunks import each other by relative paths, so
// each copy is a complete, self-contained tree; the server points a page at its
// locale's tree (src/hooks.server.ts). Anything of ours that picks per-locale data
// branches on the same marker (src/lib/i18n/locale.ts).
//
// Folded, a dispatcher still wraps its locale's function (with a check that warns
// when a call passes options.locale): 0.7 KB gzip on a game's first load, which the
// budget has no room for. So in the browser build each dispatcher becomes a choice
// among the locale functions on the marker (`marker === "de" ? de_x : … : en_x`),
// found in Paraglide's code by its syntax tree; a module of another shape stops
// the build (test/scripts/locale-split.test.ts runs this on the compiled messages).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { Piscina } from 'piscina';
import { minify_sync, type MinifyOptions } from 'terser';
import { parseAst, type Plugin } from 'vite';

/** The expression each locale's copy replaces with its locale. */
export const STATIC_LOCALE_MARKER = 'globalThis.__PARAGLIDE_STATIC_LOCALE__';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** `f(inputs)`: the name of the locale function a dispatcher's return calls. */
function returnedCall(statement: Node | undefined): string | null {
	const call = statement?.type === 'ReturnStatement' ? (statement.argument as Node | null) : null;
	const callee = call?.type === 'CallExpression' ? (call.callee as Node) : null;
	return callee?.type === 'Identifier' ? (callee.name as string) : null;
}

/** `if (locale === "de") return de_x(inputs)`: the locale and its function. */
function localeBranch(statement: Node): [string, string] | null {
	if (statement.type !== 'IfStatement' || statement.alternate) return null;
	const test = statement.test as Node;
	const compares =
		test.type === 'BinaryExpression' && test.operator === '===' && (test.left as Node).type === 'Identifier';
	const locale = compares ? (test.right as Node) : null;
	const fn = returnedCall(statement.consequent as Node);
	return locale?.type === 'Literal' && typeof locale.value === 'string' && fn ? [locale.value, fn] : null;
}

/**
 * The browser build's copy of a compiled message module: each exported dispatcher
 * `(inputs, options) => { …; if (locale === "de") return de_x(inputs) …; return en_x(inputs) }`
 * becomes `marker === "de" ? de_x : … : en_x`.
 */
export function leanMessages(code: string): string {
	const edits: { start: number; end: number; text: string }[] = [];
	for (const statement of parseAst(code).body as unknown as Node[]) {
		const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : null;
		if (declaration?.type !== 'VariableDeclaration') continue;
		for (const declarator of declaration.declarations as Node[]) {
			const fn = declarator.init as Node;
			const body = fn?.type === 'ArrowFunctionExpression' ? ((fn.body as Node).body as Node[] | undefined) : undefined;
			const fallback = returnedCall(body?.at(-1));
			const branches = (body ?? []).map(localeBranch).filter((b) => b !== null);
			if (!fallback || branches.length === 0) continue;
			const choice = branches.map(([locale, f]) => `${STATIC_LOCALE_MARKER} === ${JSON.stringify(locale)} ? ${f} : `);
			edits.push({ start: fn.start, end: fn.end, text: `${choice.join('')}${fallback}` });
		}
	}
	if (edits.length === 0) {
		throw new Error("locale-split: no message dispatcher in Paraglide's code; update scripts/locale-split.ts.");
	}
	return withoutUnusedImports(
		edits.reduceRight((out, { start, end, text }) => out.slice(0, start) + text + out.slice(end), code)
	);
}

/**
 * `code` without the imports none of whose names it reads any more: a lean message no longer
 * calls the runtime's getLocale, and the import left behind made the bundler keep a bare
 * `import "./<framework>.js"` in each small chunk of words (the runtime may act on import),
 * some 20 bytes gzip apiece, a dozen on a game's first load. The runtime is in the framework's
 * chunk, which every page has run before any of its words.
 */
function withoutUnusedImports(code: string): string {
	const imports = (parseAst(code).body as unknown as Node[]).filter(
		(statement) => statement.type === 'ImportDeclaration'
	);
	const unused = imports.filter((declaration) => {
		const names = (declaration.specifiers as Node[]).map((specifier) => (specifier.local as Node).name as string);
		const rest = code.slice(0, declaration.start) + code.slice(declaration.end);
		const read = (name: string) => new RegExp(`(?<![\\w$])${name.replaceAll('$', '\\$')}(?![\\w$])`).test(rest);
		return names.length > 0 && !names.some(read);
	});
	return unused.reduceRight((out, { start, end }) => out.slice(0, start) + out.slice(end), code);
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

/**
 * Terser, two passes: the folded branches and the other locales' functions go, and its
 * mangling leaves some 2 % less to gzip than the build's own minifier. PROFILE_NAMES=1 (a
 * build to profile, `npm run profile:motion`) keeps the names and a line per statement, so a
 * profile says which function took the time.
 */
function minifyOptions(): MinifyOptions {
	const readable = { keep_fnames: true, keep_classnames: true, mangle: false, format: { beautify: true } };
	return { module: true, compress: { passes: 2 }, ...(process.env.PROFILE_NAMES ? readable : { mangle: true }) };
}

const withLocale = (code: string, locale: string) => code.replaceAll(STATIC_LOCALE_MARKER, JSON.stringify(locale));

const cannotMinify = (fileName: string, error: unknown) =>
	new Error(`locale-split: cannot minify ${fileName}: ${(error as Error).message}`, { cause: error });

/** One locale's copy of a built chunk: the marker set, dead branches removed. */
export function specializeChunk(fileName: string, code: string, locale: string): string {
	try {
		return minify_sync(withLocale(code, locale), minifyOptions()).code ?? '';
	} catch (error) {
		throw cannotMinify(fileName, error);
	}
}

/**
 * Each locale's copy of every chunk, as `specializeChunk` makes it, on worker threads (one per
 * core): Terser is most of a build's time. A chunk without the marker is the same in every
 * locale, so it is minified once. Calls `write(fileName, locale, code)` for each copy.
 */
export async function specializeAll(
	chunks: readonly { fileName: string; code: string }[],
	locales: readonly string[],
	write: (fileName: string, locale: string, code: string) => void
): Promise<void> {
	const pool = new Piscina<{ code: string; options: MinifyOptions }, string>({
		filename: new URL('./minify-worker.js', import.meta.url).href,
		maxThreads: availableParallelism()
	});
	const options = minifyOptions();
	const minify = (fileName: string, code: string) =>
		pool.run({ code, options }).catch((error: unknown) => {
			throw cannotMinify(fileName, error);
		});
	try {
		// The longest first, so that no core is left with a long one at the end.
		const longestFirst = [...chunks].sort((a, b) => b.code.length - a.code.length);
		await Promise.all(
			longestFirst.flatMap(({ fileName, code }) => {
				if (!code.includes(STATIC_LOCALE_MARKER))
					return minify(fileName, code).then((same) => locales.forEach((locale) => write(fileName, locale, same)));
				return locales.map((locale) =>
					minify(fileName, withLocale(code, locale)).then((own) => write(fileName, locale, own))
				);
			})
		);
	} finally {
		await pool.destroy();
	}
}

export function localeSplit({ locales, paraglideDir, appDir = '_app' }: LocaleSplitOptions): Plugin {
	const messages = resolve(paraglideDir, 'messages') + sep;
	let ssr = false;
	return {
		name: 'castle-combo:locale-split',
		apply: 'build',
		configResolved(config) {
			ssr = !!config.build.ssr;
		},
		transform(code, id) {
			if (ssr || !id.startsWith(messages) || !code.includes('export const')) return;
			return { code: leanMessages(code), map: null };
		},
		writeBundle: {
			sequential: true,
			order: 'post',
			async handler(output, bundle) {
				if (ssr || !output.dir) return;
				const dir = output.dir;
				const immutable = `${appDir}/immutable/`;
				const files = Object.values(bundle).filter((file) => file.fileName.startsWith(immutable));
				const chunks = files.filter((file) => file.type === 'chunk');
				// Paraglide writes the marker into every message (compiler option
				// experimentalStaticLocale in project.inlang/paraglide.config.js).
				if (!chunks.some((chunk) => chunk.code.includes(STATIC_LOCALE_MARKER))) {
					throw new Error(
						`locale-split: no chunk reads ${STATIC_LOCALE_MARKER}; check Paraglide's experimentalStaticLocale.`
					);
				}
				const write = (fileName: string, locale: string, content: string | Uint8Array) => {
					const target = join(dir, localeAssetsPrefix(appDir, locale), fileName.slice(immutable.length));
					mkdirSync(dirname(target), { recursive: true });
					writeFileSync(target, content);
				};
				for (const file of files)
					if (file.type === 'asset') for (const locale of locales) write(file.fileName, locale, file.source);
				await specializeAll(chunks, locales, write);
			}
		}
	};
}
