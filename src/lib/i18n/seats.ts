// Seat names for display. Bots get their name in the page's language from their
// level ("Bot (mittel)"), numbered when several share a level; people keep theirs.
import { m } from '$lib/paraglide/messages';
import type { BotLevel, SeatInfo } from '$lib/types';

const LEVEL_NAMES: Readonly<Record<BotLevel, () => string>> = {
	easy: m.bot_level_easy,
	medium: m.bot_level_medium,
	hard: m.bot_level_hard
};

/** "easy" / "leicht" / "dễ": a bot level in the page's language. */
export function botLevelName(level: BotLevel): string {
	return LEVEL_NAMES[level]();
}

/** The name to show for a seat, given all the table's seats (for bot numbering). */
export function seatName(
	seat: Pick<SeatInfo, 'seat' | 'name' | 'kind' | 'level'>,
	seats: readonly Pick<SeatInfo, 'seat' | 'kind' | 'level'>[]
): string {
	if (seat.kind !== 'bot' || !seat.level) return seat.name;
	const sameLevel = seats.filter((s) => s.kind === 'bot' && s.level === seat.level);
	const n = sameLevel.findIndex((s) => s.seat === seat.seat) + 1;
	const name = m.bot_name({ level: botLevelName(seat.level) });
	return n > 1 ? `${name} ${n}` : name;
}
