/**
 * The file of a finished game: who sat where, the final scores, and the engine's
 * record that rebuilds every move. The room keeps one per finished game until the
 * table closes (for /t/<id>/replay), and the browser offers the same as a download
 * (src/lib/replay/saved-game.ts): both put it together with gameFile, here.
 */
import * as v from 'valibot';
import { GameRecordSchema, recordOf, scores, type GameRecord } from '../engine/index';
import type { RoomData } from './room-data';
import { ROOM_ID_MAX_LENGTH } from './room-id';

export const GAME_FILE_FORMAT = 'castle-combo-game';
export const GAME_FILE_VERSION = 2;

const Int = v.pipe(v.number(), v.integer());
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const GameFileSchema = v.object({
	format: v.literal(GAME_FILE_FORMAT),
	version: v.literal(GAME_FILE_VERSION),
	room: Text(ROOM_ID_MAX_LENGTH),
	gameNumber: v.pipe(Int, v.minValue(1)),
	finishedAt: v.pipe(v.string(), v.isoTimestamp()),
	seats: v.pipe(
		v.array(
			v.object({
				name: Text(64),
				kind: v.picklist(['human', 'bot']),
				level: v.nullable(Text(16))
			})
		),
		v.minLength(2),
		v.maxLength(5)
	),
	scores: v.array(Int),
	record: GameRecordSchema
});

export type GameFile = v.InferOutput<typeof GameFileSchema>;
export type GameFileSeat = GameFile['seats'][number];

/** What makes one game's file: the rest is the format's. */
export interface GameFileParts {
	room: string;
	gameNumber: number;
	finishedAt: Date | number;
	/** In seat order. A human's level (the level of its stand-in bot) is not kept. */
	seats: readonly GameFileSeat[];
	scores: number[];
	record: GameRecord;
}

/** A game file: the one place its fields are put together. */
export function gameFile(parts: GameFileParts): GameFile {
	return {
		format: GAME_FILE_FORMAT,
		version: GAME_FILE_VERSION,
		room: parts.room,
		gameNumber: parts.gameNumber,
		finishedAt: new Date(parts.finishedAt).toISOString(),
		seats: parts.seats.map((s) => ({ name: s.name, kind: s.kind, level: s.kind === 'bot' ? s.level : null })),
		scores: parts.scores,
		record: parts.record
	};
}

/** The file of the room's game, once it is over (null before), dated when it ended. */
export function finishedGameFile(data: RoomData): GameFile | null {
	const game = data.game;
	if (!game?.over || data.finishedAt === null) return null;
	return gameFile({
		room: data.room,
		gameNumber: data.gameNumber,
		finishedAt: data.finishedAt,
		seats: data.seats,
		scores: scores(game).map((s) => s.total),
		record: recordOf(game)
	});
}
