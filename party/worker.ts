// The deployed Worker: rooms under /parties/game/<roomId>, pages from SvelteKit.
import sveltekit from 'sveltekit-worker';
import type { Env } from './env';
import { routeRoom } from './route';

export { GameRoom } from './game-room';

export default {
	async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
		const room = await routeRoom(request, env);
		return room ?? sveltekit.fetch(request, env, ctx);
	}
} satisfies ExportedHandler<Env>;
