// See https://svelte.dev/docs/kit/types#app.d.ts
import type { Locale } from '$lib/paraglide/runtime';

declare global {
	namespace App {}
	/** Set to its locale in each locale's copy of the browser bundle (scripts/locale-split.ts). */
	var __PARAGLIDE_STATIC_LOCALE__: Locale | undefined;
}
export {};
