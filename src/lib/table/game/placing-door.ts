// The take panel and Confirm (./placing.ts) load ahead, once the game's page is idle, and
// at the latest with the first pick; until they are there, the picked card and its spots
// show without them.
import { Lazy } from './lazy.svelte';

export const placingCode = new Lazy(() => import('./placing'));
