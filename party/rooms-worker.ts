// Rooms only, for `npm run dev` (SvelteKit serves the pages there) and the
// room tests inside workerd.
import type { Env } from './env';
import { routeRoom } from './route';

export { GameRoom } from './game-room';

export default {
	async fetch(request: Request, env: Env): Promise<Response> {
		const room = await routeRoom(request, env);
		return room ?? new Response('Not found', { status: 404 });
	}
} satisfies ExportedHandler<Env>;
