// SvelteKit's handleError on the server (src/hooks.server.ts exports it).
import type { HandleServerError } from '@sveltejs/kit';
import { errorMessage, logEvent, newErrorId, scrubTokens } from '$party/log';

/**
 * A bug while serving a page: one `error` line for the logs (where: page, with an
 * id and the route), and only that id and SvelteKit's safe message for the page,
 * never what was thrown. Refusals below 500 (a 404, a 405) are not bugs.
 */
export const handleError: HandleServerError = ({ error, event, status, message }) => {
	if (status < 500) return { message };
	const id = newErrorId();
	const stack = error instanceof Error && error.stack ? scrubTokens(error.stack.slice(0, 2000)) : null;
	logEvent('error', {
		where: 'page',
		id,
		route: event.route.id,
		method: event.request.method,
		status,
		message: scrubTokens(errorMessage(error)),
		stack
	});
	return { message, id };
};
