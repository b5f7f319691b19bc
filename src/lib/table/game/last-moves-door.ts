// What each seat did last (its card marked, its line) is worked out by code that
// loads after the game's first frame: the players' column asks for it, and your
// tableau reads it too. Nothing moves meanwhile: a ring and a line's text appear.
import { Lazy } from './lazy.svelte';

export const lastMovesCode = new Lazy(() => import('./last-move-words'));
