// POST /client-error: what went wrong in a visitor's page (src/hooks.client.ts
// reports it), written to the logs as one `client-error` line. Anyone can post
// here, so the answer costs little: small bodies only, a few per address and
// minute, checked with valibot, and anything shaped like a seat token is blanked
// before it is logged.
import * as v from 'valibot';
import { clientAddress, limitsOn, type Env } from '$party/env';
import { addressTag, logEvent, scrubTokens } from '$party/log';
import { declaredTooLarge, readCapped } from './bodies';

/** Bodies above this are refused unread (413): a report is a message and a short stack. */
export const MAX_REPORT_BYTES = 4096;

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** A report as src/hooks.client.ts sends it. */
const ClientErrorReport = v.object({
	/** `error`: uncaught; `rejection`: an unhandled rejected promise; `navigation`: SvelteKit's handleError. */
	kind: v.picklist(['error', 'rejection', 'navigation']),
	message: text(500),
	stack: v.optional(text(2000)),
	/** The page's path, without its query. */
	path: v.pipe(text(200), v.startsWith('/')),
	/** The build (svelte.config.js, kit.version). */
	version: v.optional(text(40)),
	/** The error id the page showed (navigation errors only). */
	id: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}$/)))
});
export type ClientErrorReport = v.InferOutput<typeof ClientErrorReport>;

export type ClientErrorRefusal = 'too-large' | 'rate-limited' | 'bad-report';

const refuse = (status: number, code: ClientErrorRefusal) =>
	Response.json({ code }, { status, headers: { 'cache-control': 'no-store' } });

function parse(body: string): ClientErrorReport | null {
	try {
		const parsed = v.safeParse(ClientErrorReport, JSON.parse(body));
		return parsed.success ? parsed.output : null;
	} catch {
		return null;
	}
}

/**
 * Answers a report: 204 once logged; 413, 429 or 400 (with `{ code }`) when refused.
 * Refusals are not logged: a flood must not turn into lines.
 */
export async function reportClientError(
	request: Request,
	env: Pick<Env, 'CLIENT_ERROR_LIMIT' | 'RATE_LIMITS'>,
	address = clientAddress(request)
): Promise<Response> {
	if (declaredTooLarge(request, MAX_REPORT_BYTES)) return refuse(413, 'too-large');
	if (limitsOn(env) && env.CLIENT_ERROR_LIMIT) {
		const { success } = await env.CLIENT_ERROR_LIMIT.limit({ key: address });
		if (!success) return refuse(429, 'rate-limited');
	}
	const body = await readCapped(request, MAX_REPORT_BYTES);
	if (body === null) return refuse(413, 'too-large');
	const report = parse(body);
	if (!report) return refuse(400, 'bad-report');
	const clean = (text: string | undefined | null) => (text == null ? null : scrubTokens(text));
	logEvent('client-error', {
		kind: report.kind,
		message: clean(report.message),
		stack: clean(report.stack),
		path: clean(report.path),
		version: clean(report.version),
		id: report.id ?? null,
		addr: addressTag(address),
		agent: clean(request.headers.get('user-agent')?.slice(0, 200))
	});
	return new Response(null, { status: 204 });
}
