/**
 * The room's side of the pages' internal calls (party/tables.ts makes them): which
 * plain request asks for what, and which kept game a replay request means. Pure;
 * party/game-room.ts answers.
 */
import type { RoomData } from './room';
import { ROOM_ID_PATTERN } from './room-id';
import { TABLE_CREATE_PATH, TABLE_GAME_PATH, TABLE_STATUS_PATH } from './tables';

export type TableRequest =
	| { kind: 'status' }
	/** A finished game: its number, or NaN for the latest. */
	| { kind: 'game'; gameNumber: number }
	| { kind: 'create'; room: string }
	| { kind: 'unknown' };

/** What a plain request to the room asks; `name` is the room's own id when the runtime knows it. */
export function tableRequest(request: Request, name: string | undefined): TableRequest {
	const { pathname, searchParams } = new URL(request.url);
	const { method } = request;
	if (pathname === TABLE_STATUS_PATH && method === 'GET') return { kind: 'status' };
	if (pathname === TABLE_GAME_PATH && method === 'GET') {
		return { kind: 'game', gameNumber: Number(searchParams.get('game') ?? NaN) };
	}
	// The id comes along: through the dev registry, ctx.id.name is not set.
	const room = name ?? searchParams.get('room');
	if (pathname === TABLE_CREATE_PATH && method === 'POST' && room && ROOM_ID_PATTERN.test(room)) {
		return { kind: 'create', room };
	}
	return { kind: 'unknown' };
}

/** The number of the finished game asked for (the latest when `gameNumber` is not an integer), or null. */
export function finishedGameNumber(data: RoomData | null, gameNumber: number): number | null {
	if (!data) return null;
	const latest = data.phase === 'over' ? data.gameNumber : data.gameNumber - 1;
	const wanted = Number.isInteger(gameNumber) ? gameNumber : latest;
	return wanted < 1 || wanted > latest ? null : wanted;
}
