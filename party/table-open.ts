/**
 * A table's first moment: the room data of table `room`, newly made, or made again
 * for a shared table (an embedding page's) that is asked for after it closed. Its
 * games kept from before keep their numbers and replay links; new ones number on.
 * With a setup, its visitor (the token) and bots are seated (party/table-setup.ts).
 */
import { newRoomData, type RoomData } from './room-data';
import { latestKeptGame, reopens, reopenStorage } from './stored';
import { applySetup, type TableSetup } from './table-setup';

export type OpenedTable = { data: RoomData; reopened: boolean; token?: string };

/** The new table's data, or 'closed' for a table that closed and does not open again. */
export async function openTable(
	storage: DurableObjectStorage,
	asked: { room: string; setup?: TableSetup; shared: boolean; closed: boolean },
	now: number
): Promise<OpenedTable | 'closed'> {
	const { room, setup, shared, closed: reopened } = asked;
	if (reopened && !(shared && (await reopens(storage)))) return 'closed';
	if (reopened) await reopenStorage(storage);
	const data = newRoomData(room, now);
	if (shared) data.shared = true;
	if (reopened) data.gameNumber = (await latestKeptGame(storage)) ?? 0;
	const token = setup && applySetup(data, setup, now);
	return token ? { data, reopened, token } : { data, reopened };
}
