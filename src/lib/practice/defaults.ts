// The practice room's defaults, apart from the room itself: the page reads them
// without bundling the room (it runs in the worker).
import type { BotLevel } from '../../../bots/levels';

/** The room id a practice table shows (it is no server table: nothing can join it). */
export const PRACTICE_ROOM = 'practice';
export const DEFAULT_BOTS = 2;
export const DEFAULT_LEVEL: BotLevel = 'medium';
