// `env` from cloudflare:test carries the rooms Worker's bindings.
import type { Env as RoomsEnv } from '../../party/env';

declare global {
	namespace Cloudflare {
		interface Env extends RoomsEnv {}
	}
}
