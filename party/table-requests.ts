/**
 * The room's side of the pages' internal calls (party/tables.ts makes them): which
 * plain request asks for what, and which kept game a replay request means. Pure;
 * party/game-room.ts answers.
 */
import type { RoomData } from './room-data';
import { ROOM_ID_PATTERN } from './room-id';
import { SEAT_TOKEN_HEADER, TABLE_CREATE_PATH, TABLE_GAME_PATH, TABLE_STATUS_PATH, TABLE_SUMMARY_PATH } from './tables';
import { parseTableSetup, type TableSetup } from './table-setup';

/** A JSON object of text fields, or an empty one (which no setup accepts: it needs a name). */
function parseFields(text: string): Record<string, string> {
	try {
		const value: unknown = JSON.parse(text);
		return value && typeof value === 'object' ? (value as Record<string, string>) : {};
	} catch {
		return {};
	}
}

export type TableRequest =
	| { kind: 'status' }
	/** A finished game: its number, or NaN for the latest. */
	| { kind: 'game'; gameNumber: number }
	/** `setup`: a table made for one visitor (party/table-setup.ts); absent: an empty table. */
	| { kind: 'create'; room: string; setup?: TableSetup; shared?: boolean }
	/** A line for the home page's list (party/table-summary.ts); `token` from a header, never the URL. */
	| { kind: 'summary'; token: string | null }
	| { kind: 'unknown' };

/** What a plain request to the room asks; `name` is the room's own id when the runtime knows it. */
export function tableRequest(request: Request, name: string | undefined): TableRequest {
	const { pathname, searchParams } = new URL(request.url);
	const { method } = request;
	if (pathname === TABLE_STATUS_PATH && method === 'GET') return { kind: 'status' };
	if (pathname === TABLE_SUMMARY_PATH && method === 'GET') {
		return { kind: 'summary', token: request.headers.get(SEAT_TOKEN_HEADER) };
	}
	if (pathname === TABLE_GAME_PATH && method === 'GET') {
		return { kind: 'game', gameNumber: Number(searchParams.get('game') ?? NaN) };
	}
	// The id comes along: through the dev registry, ctx.id.name is not set.
	const room = name ?? searchParams.get('room');
	if (pathname === TABLE_CREATE_PATH && method === 'POST' && room && ROOM_ID_PATTERN.test(room)) {
		const setup = searchParams.get('setup');
		// `shared`: named by an embedding page (party/tables.ts), so it opens again once closed.
		if (setup === null) return { kind: 'create', room, shared: searchParams.get('shared') === '1' };
		const parsed = parseTableSetup(parseFields(setup));
		return parsed ? { kind: 'create', room, setup: parsed } : { kind: 'unknown' };
	}
	return { kind: 'unknown' };
}

/** The number of the finished game asked for (the latest when `gameNumber` is not an integer), or null. */
export function finishedGameNumber(data: RoomData | null, gameNumber: number): number | null {
	if (!data) return null;
	// A lobby's games are all finished (a shared table opened again numbers on from its kept ones).
	const latest = data.phase === 'playing' ? data.gameNumber - 1 : data.gameNumber;
	const wanted = Number.isInteger(gameNumber) ? gameNumber : latest;
	return wanted < 1 || wanted > latest ? null : wanted;
}
