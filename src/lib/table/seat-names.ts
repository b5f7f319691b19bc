// Seat names for display. A bot shows its level beside its name, in the page's
// language ("Alba (Bot, leicht)"); people keep theirs.
import { m } from '$lib/paraglide/messages';
import type { BotLevel, SeatInfo } from './room-types';

const LEVEL_NAMES: Readonly<Record<BotLevel, () => string>> = {
	easy: m.bot_level_easy,
	medium: m.bot_level_medium,
	hard: m.bot_level_hard,
	expert: m.bot_level_expert
};

/** The levels, easiest first (for a page that needs no more of the room's protocol). */
export const LEVELS = Object.keys(LEVEL_NAMES) as BotLevel[];

/** A level this table knows (a game file may carry any text there). */
export const isBotLevel = (level: unknown): level is BotLevel =>
	typeof level === 'string' && Object.hasOwn(LEVEL_NAMES, level);

/** "easy" / "leicht" / "dễ": a bot level in the page's language. */
export function botLevelName(level: BotLevel): string {
	return LEVEL_NAMES[level]();
}

/** How rooms named bots before they had names of their own ("Bot (easy) 2"): kept in older tables and game files. */
const NUMBERED_BOT = /^Bot \((easy|medium|hard)\)( \d+)?$/;

/**
 * A seat's name without a bot's level: its own ("Alba"), or for a bot of an older table
 * "Bot (mittel) 2", by level in the page's language and numbered when several share one.
 */
export function botOwnName(
	seat: Pick<SeatInfo, 'seat' | 'name' | 'kind' | 'level'>,
	seats: readonly Pick<SeatInfo, 'seat' | 'kind' | 'level'>[]
): string {
	if (seat.kind !== 'bot' || !seat.level || !NUMBERED_BOT.test(seat.name)) return seat.name;
	const sameLevel = seats.filter((s) => s.kind === 'bot' && s.level === seat.level);
	const n = sameLevel.findIndex((s) => s.seat === seat.seat) + 1;
	const name = m.bot_name({ level: botLevelName(seat.level) });
	return n > 1 ? `${name} ${n}` : name;
}

/** The name to show for a seat, given all the table's seats: a bot's with its level beside it ("Alba (easy bot)"). */
export function seatName(
	seat: Pick<SeatInfo, 'seat' | 'name' | 'kind' | 'level'>,
	seats: readonly Pick<SeatInfo, 'seat' | 'kind' | 'level'>[]
): string {
	if (seat.kind !== 'bot' || !seat.level) return seat.name;
	if (NUMBERED_BOT.test(seat.name)) return botOwnName(seat, seats);
	return m.bot_with_level({ name: seat.name, level: botLevelName(seat.level) });
}

/** `nameOf(seat)` for a table's seats: bots by level in the page's language, "Player 3" for a seat not known. */
export function seatNamer(
	seats: readonly Pick<SeatInfo, 'seat' | 'name' | 'kind' | 'level'>[]
): (seat: number) => string {
	return (seat) => {
		const info = seats.find((s) => s.seat === seat);
		return info ? seatName(info, seats) : m.player_n({ number: seat + 1 });
	};
}
