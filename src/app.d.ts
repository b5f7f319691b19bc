// See https://svelte.dev/docs/kit/types#app.d.ts
import type { Env } from '../party/env';

declare global {
	namespace App {
		/** adapter-cloudflare: the Worker's bindings and context (party/worker.ts passes its env). */
		interface Platform {
			env: Env;
			ctx: ExecutionContext;
		}
	}
}
export {};
