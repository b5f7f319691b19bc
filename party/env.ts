import type { GameRoom } from './game-room';

/** Bindings of the Worker (see wrangler.toml). Timer variables are optional, in ms. */
export interface Env {
	Game: DurableObjectNamespace<GameRoom>;
	/** Static files of the SvelteKit build (absent in the rooms-only config). */
	ASSETS?: Fetcher;
	/** Delay before a bot moves, readable for humans (default 900; tests use 0). */
	BOT_DELAY_MS?: string;
	/** How long a disconnected player keeps their seat before a bot plays for them (default 60 s). */
	GRACE_MS?: string;
	/** A room nobody is connected to closes after this long (default 2 h). */
	EMPTY_TTL_MS?: string;
	/** A room closes this long after it was opened (default 24 h). */
	MAX_AGE_MS?: string;
}
