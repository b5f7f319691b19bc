// Which game the motion shows at once, without waiting its turn: shared by the queue and
// by the game while the queue's code loads (a module of its own, so that is not loaded).
import type { View } from '../../room-types';

/**
 * `view` after `prev` adds nothing to the log: your move drawn ahead of the room (the
 * engine's preview leaves the log as it was), or the room refusing it.
 */
export const drawnAhead = (prev: View, view: View): boolean => view.log.length <= prev.log.length;
