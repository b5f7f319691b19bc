// Where the pages report their uncaught errors (src/hooks.client.ts); see
// src/lib/server/client-errors.ts for what is kept and what is refused.
import { reportClientError } from '$lib/server/client-errors';
import { addressOf } from '$lib/server/table-rooms';
import type { RequestHandler } from './$types';

export const POST: RequestHandler = (event) =>
	reportClientError(event.request, event.platform?.env ?? {}, addressOf(event));
