// See https://svelte.dev/docs/kit/types#app.d.ts
import type { Locale } from '$lib/paraglide/runtime';
import type { Env } from '../party/env';

declare global {
	namespace App {
		/** What a failed page shows (src/hooks.*.ts): a safe message, and for a bug the id its log line carries. */
		interface Error {
			message: string;
			id?: string;
		}
		/** adapter-cloudflare: the Worker's bindings and context (party/worker.ts passes its env). */
		interface Platform {
			env: Env;
			ctx: ExecutionContext;
		}
	}
	/** Set to its locale in each locale's copy of the browser bundle (scripts/locale-split.ts). */
	var __PARAGLIDE_STATIC_LOCALE__: Locale | undefined;
}
export {};
