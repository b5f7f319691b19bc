// Whether quick reactions show on this page: the host left them on, and no embedding
// page turned them off (`reactions="off"`, the frame's address). The game's status bar
// keeps the button's place by it, and the button itself shows by it.
import type { RoomState } from '../room-types';

export const reactionsShown = (rs: Pick<RoomState, 'reactions'>, url: URL): boolean =>
	rs.reactions !== false && url.searchParams.get('reactions') !== 'off';
