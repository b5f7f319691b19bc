/**
 * A table made for one visitor (an embed's mode="new"): the visitor's seat, the
 * bots beside it and whether the game deals at once. Validated here, applied by
 * the room when it is created (party/game-room.ts), so the seat and the bots
 * exist before anyone connects.
 */
import * as v from 'valibot';
import { DisplayName } from './client-messages';
import { BOT_LEVELS, MAX_SEATS } from './protocol';
import { addBot, joinSeat, startGame } from './lobby';
import type { RoomData } from './room-data';

/** How a query parameter's text becomes a small whole number. */
const Count = (min: number, max: number) =>
	v.pipe(v.string(), v.regex(/^\d$/), v.transform(Number), v.minValue(min), v.maxValue(max));

/**
 * The table a visitor gets: `bots` bot seats at `level`, `seats` seats in all
 * (the visitor's, the bots', and the rest open for friends with the invite link),
 * `autostart`: deal as soon as every seat is taken (at once when bots fill them).
 */
export const TableSetupSchema = v.pipe(
	v.strictObject({
		bots: v.optional(Count(0, MAX_SEATS - 1)),
		level: v.optional(v.picklist(BOT_LEVELS), 'medium'),
		seats: v.optional(Count(2, MAX_SEATS)),
		autostart: v.optional(
			v.pipe(
				v.picklist(['', '1', 'true']),
				v.transform(() => true)
			),
			undefined
		),
		name: DisplayName
	}),
	v.transform(({ bots, seats, level, autostart, name }) => {
		const botCount = bots ?? (seats === undefined ? 1 : seats - 1);
		return { bots: botCount, level, seats: seats ?? botCount + 1, autostart: autostart ?? false, name };
	}),
	v.check((setup) => setup.bots + 1 <= setup.seats, 'bots-over-seats')
);
export type TableSetup = v.InferOutput<typeof TableSetupSchema>;

/** The setup from text fields (a query string); null when any field is not one. */
export function parseTableSetup(fields: Record<string, string>): TableSetup | null {
	const parsed = v.safeParse(TableSetupSchema, fields);
	return parsed.success ? parsed.output : null;
}

/**
 * Seats the visitor (host, not connected yet: their grace period runs until they
 * are) and the bots on a new room; deals when autostart and the table is full, or
 * leaves `autostartSeats` for the join that fills it. Returns the visitor's token.
 */
export function applySetup(data: RoomData, setup: TableSetup, now: number): string {
	const token = joinSeat(data, setup.name)!;
	data.seats[0].leftAt = now;
	for (let i = 0; i < setup.bots; i++) addBot(data, setup.level);
	data.seq += 1;
	if (setup.autostart && data.seats.length >= setup.seats) startGame(data);
	else if (setup.autostart) data.autostartSeats = setup.seats;
	return token;
}

/** After a join: deals when the table was set to start once `autostartSeats` are taken. */
export function autostartOnJoin(data: RoomData): boolean {
	const wanted = data.autostartSeats;
	if (!wanted || data.phase !== 'lobby' || data.seats.length < wanted) return false;
	delete data.autostartSeats;
	return startGame(data) === null;
}
