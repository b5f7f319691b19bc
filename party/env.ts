import type { GameRoom } from './game-room';

/** Bindings of the Worker (see wrangler.toml). */
export interface Env {
	Game: DurableObjectNamespace<GameRoom>;
	ASSETS: Fetcher;
}
