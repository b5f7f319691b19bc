// A worker thread of the locale split (scripts/locale-split.ts): Terser on one chunk, so a
// build minifies its chunks on every core. Plain JavaScript: Node starts a worker from a file
// it can run as it is.
import { minify_sync } from 'terser';

/**
 * @param {{ code: string, options: import('terser').MinifyOptions }} task
 * @returns {string}
 */
export default function minify({ code, options }) {
	return minify_sync(code, options).code ?? '';
}
