// The downloadable record of a finished game (its format: party/game-file.ts, the
// same file the room keeps for /t/<id>/replay). Loading one is
// honest: the record is replayed by the engine, and its final scores must be the
// file's, or the file is refused with a clear reason (in the page's language).
import * as v from 'valibot';
import { GameRecordSchema, replay, scores, type GameRecord, type GameState } from '$engine/index';
import { formatList } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { RoomState } from '$lib/table/room-types';
import {
	GAME_FILE_FORMAT,
	GAME_FILE_VERSION,
	GameFileSchema,
	gameFile,
	type GameFile,
	type GameFileSeat
} from '$party/game-file';

export { GAME_FILE_FORMAT, GAME_FILE_VERSION, GameFileSchema, type GameFile };

/** A seat of the file: the room's seat when there is one, else a numbered human. */
function fileSeat(seat: number, info?: GameFileSeat): GameFileSeat {
	return {
		name: info?.name ?? m.player_n({ number: seat + 1 }),
		kind: info?.kind ?? 'human',
		level: info?.level ?? null
	};
}

/** The file for a finished game, from the room's state (null before the end), dated when the room says it ended. */
export function gameFileOf(rs: RoomState): GameFile | null {
	const record = rs.record;
	const final = rs.game?.scores;
	if (!record || !final || !rs.game) return null;
	return gameFile({
		room: rs.room,
		gameNumber: rs.gameNumber,
		// A room of the version before (during a deploy) did not say: then the moment of asking.
		finishedAt: rs.finishedAt ?? Date.now(),
		seats: rs.game.players.map((_, seat) =>
			fileSeat(
				seat,
				rs.seats.find((s) => s.seat === seat)
			)
		),
		scores: final.map((s) => s.total),
		record
	});
}

export function gameFileName(file: { room: string; gameNumber: number }): string {
	return `castle-combo-${file.room}-game-${file.gameNumber}.json`;
}

/** Offers the file as a download (browser only). */
export function downloadGameFile(file: GameFile) {
	const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
	const a = document.createElement('a');
	a.href = URL.createObjectURL(blob);
	a.download = gameFileName(file);
	a.click();
	setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

export interface LoadedGame {
	file: GameFile;
	/** The game rebuilt by the engine, at its end. */
	final: GameState;
	/** A version 1 download: a bare engine record, no names and no scores to check. */
	legacy: boolean;
}

export type LoadResult = { ok: true; game: LoadedGame } | { ok: false; error: string };

/** Where a file went wrong ("seats.0.name"): field names, the same in every language. */
function issuePath(issues: v.BaseIssue<unknown>[]): string {
	return issues[0].path?.map((p) => String(p.key)).join('.') || '—';
}

/** Reads a game file (version 2, or a bare version 1 record) and replays it. Never throws. */
export function loadGameFile(input: unknown): LoadResult {
	let data = input;
	if (typeof input === 'string') {
		try {
			data = JSON.parse(input);
		} catch {
			return { ok: false, error: m.file_not_json() };
		}
	}
	if (typeof data !== 'object' || data === null) return { ok: false, error: m.file_not_record() };

	let file: GameFile;
	let legacy = false;
	if ('format' in data) {
		const parsed = v.safeParse(GameFileSchema, data);
		if (!parsed.success) return { ok: false, error: m.file_damaged({ where: issuePath(parsed.issues) }) };
		file = parsed.output;
	} else {
		const parsed = v.safeParse(GameRecordSchema, data);
		if (!parsed.success) return { ok: false, error: m.file_not_record_at({ where: issuePath(parsed.issues) }) };
		legacy = true;
		file = fromBareRecord(parsed.output);
	}

	const players = file.record.players;
	if (file.seats.length !== players)
		return { ok: false, error: m.file_player_count({ names: file.seats.length, players }) };

	let final: GameState;
	try {
		final = replay(file.record);
	} catch {
		return { ok: false, error: m.file_illegal() };
	}
	if (!final.over) return { ok: false, error: m.file_unfinished({ turn: final.turn }) };
	const totals = scores(final).map((s) => s.total);
	if (legacy) file.scores = totals;
	else if (file.scores.length !== players || file.scores.some((t, i) => t !== totals[i]))
		return {
			ok: false,
			error: m.file_scores_differ({
				saved: formatList(file.scores.map(String), 'unit'),
				replayed: formatList(totals.map(String), 'unit')
			})
		};
	return { ok: true, game: { file, final, legacy } };
}

function fromBareRecord(record: GameRecord): GameFile {
	return gameFile({
		room: '',
		gameNumber: 1,
		finishedAt: 0,
		seats: Array.from({ length: record.players }, (_, seat) => fileSeat(seat)),
		scores: [],
		record
	});
}
