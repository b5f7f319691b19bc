/**
 * What a room keeps in Durable Object storage, and the one place where what an
 * older version stored is brought up to date. Keys: `room` (RoomData, versioned),
 * `game:<n>` (the file of finished game n, GameFile's format; kept a while after the
 * table closes, for replays), `closed` (the marker a closed table leaves: when it
 * closed, epoch ms; `true` before it was dated), `shared` (true: the closed table was
 * a shared embed table, which opens again). A room's storage is upgraded, and written back, the first
 * time a newer version loads it; nothing else reads or writes these keys.
 */
import { finishedGameFile, type GameFile } from './game-file';
import { logEvent } from './log';
import { finishedGameNumber } from './table-requests';
import { LIVE_PACE } from './protocol';
import { newToken, ROOM_DATA_VERSION, type RoomData, type SeatRecord } from './room-data';
import { emptyTally } from './tally';

const ROOM_KEY = 'room';
const CLOSED_KEY = 'closed';
const SHARED_KEY = 'shared';
const GAME_PREFIX = 'game:';
/** Finished games kept for replays (the newest ones), each under its own key. */
const KEPT_GAMES = 20;
const gameKey = (gameNumber: number) => `${GAME_PREFIX}${gameNumber}`;

/** Version 6 kept no tally: its games are not counted in one. */
type RoomDataV6 = Omit<RoomData, 'version' | 'tally'> & { version: 6 };
/** Version 5 had no pace: every table was live. */
type RoomDataV5 = Omit<RoomDataV6, 'version' | 'pace'> & { version: 5 };
/** Version 4 had no hints. */
type RoomDataV4 = Omit<RoomDataV5, 'version' | 'hintsOn' | 'hintsTaken'> & { version: 4 };
/** Version 3 did not note when its game ended (its file did). */
type RoomDataV3 = Omit<RoomDataV4, 'version' | 'finishedAt'> & { version: 3 };
/** Version 2 (seq, the bots' own seed, stand-ins, away turns) kept no file of its finished games until late. */
type RoomDataV2 = Omit<RoomDataV3, 'version'> & { version: 2 };
/** Version 1, before seq: no bot seed, no stand-ins, no away turns. */
type RoomDataV1 = Omit<RoomDataV3, 'version' | 'seq' | 'botSeed' | 'botMoves' | 'standIns' | 'seats'> & {
	version: 1;
	seats: Omit<SeatRecord, 'awayTurns'>[];
};
export type StoredRoomData = RoomData | RoomDataV6 | RoomDataV5 | RoomDataV4 | RoomDataV3 | RoomDataV2 | RoomDataV1;

/** The room's data in today's shape: the fields added since it was stored get their starting values. */
export function upgradeRoomData(stored: StoredRoomData): RoomData {
	if (stored.version === ROOM_DATA_VERSION) return stored;
	const data = stored as unknown as RoomData;
	data.version = ROOM_DATA_VERSION;
	data.seq ??= 0;
	data.botSeed ??= newToken();
	data.botMoves ??= 0;
	data.standIns ??= [];
	data.finishedAt ??= null;
	data.hintsOn ??= false;
	data.hintsTaken ??= [];
	data.pace ??= { ...LIVE_PACE };
	// Games finished before the tally was kept are not counted: it starts with the next one.
	data.tally ??= emptyTally();
	for (const seat of data.seats) seat.awayTurns ??= 0;
	// data.game keeps its shuffle as stored: without a version, the engine reshuffles it with the generator it was dealt with.
	return data;
}

/** What a room finds in its storage: when it closed, and its data (null: never created, or closed). */
export interface Loaded {
	/** Epoch ms; null: open, or never created. */
	closedAt: number | null;
	data: RoomData | null;
}

/**
 * Reads the room. Stored by an older version, its data is upgraded and written
 * back, and a finished game without a file gets one (version 3 keeps a file for
 * every finished game; before, a rematch lost the replay of a game that ended
 * under a version that kept none). A finished game stored before version 4 is
 * dated by its file, or by `now` when there is none: those versions did not
 * note when the game ended.
 */
export async function loadRoom(storage: DurableObjectStorage, now: number): Promise<Loaded> {
	const marker = await storage.get<number | true>(CLOSED_KEY);
	// A marker from before it was dated counts from today.
	if (marker === true) await storage.put(CLOSED_KEY, now);
	const closedAt = marker === true ? now : (marker ?? null);
	const stored = await storage.get<StoredRoomData>(ROOM_KEY);
	if (!stored || stored.version === ROOM_DATA_VERSION) return { closedAt, data: stored ?? null };
	const from = stored.version;
	const data = upgradeRoomData(stored);
	const writes: Record<string, RoomData | GameFile> = { [ROOM_KEY]: data };
	let missing = false;
	if (data.phase === 'over' && data.game?.over) {
		const kept = await readGameFile(storage, data.gameNumber);
		data.finishedAt ??= kept ? Date.parse(kept.finishedAt) : now;
		const file = kept ? null : finishedGameFile(data);
		if (file) writes[gameKey(file.gameNumber)] = file;
		missing = file !== null;
	}
	await storage.put(writes);
	logEvent('room-upgraded', { room: data.room, from, to: ROOM_DATA_VERSION, gameFileAdded: missing });
	return { closedAt, data };
}

/** A kept finished game's file, or null. Every stored file is GameFile version 2, the first the room kept. */
export async function readGameFile(storage: DurableObjectStorage, gameNumber: number): Promise<GameFile | null> {
	return (await storage.get<GameFile>(gameKey(gameNumber))) ?? null;
}

/**
 * The kept finished game a replay asks for (the latest when `gameNumber` is not an
 * integer), or null: an open table's finished games, or a closed table's kept ones.
 */
export async function keptGameFile(
	storage: DurableObjectStorage,
	data: RoomData | null,
	closed: boolean,
	gameNumber: number
): Promise<GameFile | null> {
	const latestClosed = () => (Number.isInteger(gameNumber) ? gameNumber : latestKeptGame(storage));
	const wanted = closed ? await latestClosed() : finishedGameNumber(data, gameNumber);
	return wanted === null ? null : await readGameFile(storage, wanted);
}

/** Writes the room, and first the file of a game that just finished (dropping the oldest beyond KEPT_GAMES). */
export async function saveRoom(storage: DurableObjectStorage, data: RoomData, finished: GameFile | null) {
	if (finished) {
		// Kept apart from the room (written once, read only by replays), until the table closes.
		await storage.put(gameKey(finished.gameNumber), finished);
		if (finished.gameNumber > KEPT_GAMES) await storage.delete(gameKey(finished.gameNumber - KEPT_GAMES));
	}
	await storage.put(ROOM_KEY, data);
}

/** The numbers of the finished games this table keeps (open or closed), in no order. */
async function keptGames(storage: DurableObjectStorage): Promise<number[]> {
	const keys = await storage.list({ prefix: GAME_PREFIX });
	return [...keys.keys()].map((key) => Number(key.slice(GAME_PREFIX.length)));
}

/** The newest finished game kept, or null: what a closed table's replay shows when no number is asked. */
export async function latestKeptGame(storage: DurableObjectStorage): Promise<number | null> {
	const numbers = await keptGames(storage);
	return numbers.length > 0 ? Math.max(...numbers) : null;
}

/** When a closed table's stored things go (epoch ms): its game files, then its marker. */
export interface ClosedDue {
	gamesDue: number;
	markerDue: number;
}

/**
 * Forgets the room's data but keeps that this table existed and when it closed (so
 * late visitors are told), whether it was a shared table (which opens again), and
 * its finished games' files (so replay links keep working). The alarm forgets the
 * files at `gamesDue` and the rest at `markerDue`.
 */
export async function closeStorage(storage: DurableObjectStorage, closedAt: number, shared: boolean, due: ClosedDue) {
	await storage.deleteAlarm();
	await storage.delete(ROOM_KEY);
	await storage.put(shared ? { [CLOSED_KEY]: closedAt, [SHARED_KEY]: true } : { [CLOSED_KEY]: closedAt });
	const games = await keptGames(storage);
	await storage.setAlarm(games.length > 0 ? Math.min(due.gamesDue, due.markerDue) : due.markerDue);
}

/** A closed shared table about to open again: whether it is one (a private table's marker stays). */
export async function reopens(storage: DurableObjectStorage): Promise<boolean> {
	return (await storage.get<boolean>(SHARED_KEY)) === true;
}

/**
 * A closed table's alarm: forgets what is due at `now` and says when to wake next
 * (null: nothing is left, the table reads as never created).
 */
export async function forgetDue(storage: DurableObjectStorage, now: number, due: ClosedDue): Promise<number | null> {
	if (now >= due.markerDue) {
		await forgetStorage(storage);
		return null;
	}
	if (now < due.gamesDue) return Math.min(due.gamesDue, due.markerDue);
	const games = await keptGames(storage);
	if (games.length > 0) await storage.delete(games.map(gameKey));
	return due.markerDue;
}

/** A closed shared table opens again: its marker goes, its kept games stay (they number on). */
export async function reopenStorage(storage: DurableObjectStorage) {
	await storage.deleteAlarm();
	await storage.delete([CLOSED_KEY, SHARED_KEY]);
}

/** The end of a closed table: nothing stays, no alarm; from now on it reads as never created. */
export async function forgetStorage(storage: DurableObjectStorage) {
	await storage.deleteAlarm();
	await storage.deleteAll();
}
