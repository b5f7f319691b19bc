// Request bodies the pages' server reads, capped: a stranger's upload costs no more
// than the cap, whatever Content-Length says (it may be absent, or a lie).
import { plainText } from './plain';

/** POST /embed/new and POST /new: a remembered table id, a name and a setup fit in a few hundred bytes. */
export const MAX_EMBED_NEW_BYTES = 2048;

/** Whether the request declares a body over `max` bytes (refuse it unread). */
export const declaredTooLarge = (request: Request, max: number) =>
	Number(request.headers.get('content-length') ?? 0) > max;

/** The body as text, or null once it passes `max` bytes (the rest is never read). */
export async function readCapped(request: Request, max: number): Promise<string | null> {
	if (!request.body) return '';
	const reader = request.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > max) {
			await reader.cancel();
			return null;
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return new TextDecoder().decode(bytes);
}

/** The body as JSON when it is at most `max` bytes: `too-large` past it, `bad-json` when it does not parse. */
export async function readCappedJson(
	request: Request,
	max: number
): Promise<{ ok: true; value: unknown } | { ok: false; code: 'too-large' | 'bad-json' }> {
	const text = declaredTooLarge(request, max) ? null : await readCapped(request, max);
	if (text === null) return { ok: false, code: 'too-large' };
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch {
		return { ok: false, code: 'bad-json' };
	}
}

/** The plain-text 413 of a body over `max` bytes. */
export const tooLarge = (max: number) => plainText(413, `The request body is over ${max} bytes.`);
