// The deployed Worker: rooms under /parties/game/<roomId>, pages from SvelteKit.
import { routePartykitRequest } from 'partyserver';
import sveltekit from 'sveltekit-worker';
import type { Env } from './env';

export { GameRoom } from './game-room';

export default {
	async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
		const room = await routePartykitRequest(request, env);
		return room ?? sveltekit.fetch(request, env, ctx);
	}
} satisfies ExportedHandler<Env>;
