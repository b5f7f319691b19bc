/**
 * The room's clock, pure: turn timer, grace period, bot pacing, expiry, and
 * when to wake up next, at a live table and at one played over days. Functions of the stored room and `now`; no I/O, no
 * engine calls (who is to act is passed in), so it is tested in Node.
 */
import type { StandIn } from './protocol';
import type { RoomData } from './room-data';

export interface ClockSettings {
	/** Delay before a bot (or a stand-in) moves, so people can follow. */
	botDelayMs: number;
	/** How long an absent player keeps their seat (and the host role) before a bot plays for them. */
	graceMs: number;
	/** A table nobody is connected to closes after this long. */
	emptyTtlMs: number;
	/** A table closes this long after it was created, once no game is in progress. */
	maxAgeMs: number;
	/** A game in progress at `maxAgeMs` has this long to finish, under a warning; then the table closes anyway. */
	closingGraceMs: number;
	/** A closed table's marker (late visitors are told it closed) is deleted this long after it closed. */
	closedTtlMs: number;
	/** A closed table's finished games stay readable (replays) this long after it closed. */
	keptGamesTtlMs: number;
	/** How long one hour of a days table's turn allowance lasts (tests shorten it). */
	daysHourMs: number;
	/** A days table closes this long after it was created (it ignores emptyTtlMs, maxAgeMs and graceMs). */
	daysMaxAgeMs: number;
}

const HOUR = 3_600_000;
export const DEFAULT_CLOCK: ClockSettings = {
	botDelayMs: 900,
	graceMs: 60_000,
	emptyTtlMs: 2 * HOUR,
	maxAgeMs: 24 * HOUR,
	closingGraceMs: HOUR,
	closedTtlMs: 30 * 24 * HOUR,
	keptGamesTtlMs: 7 * 24 * HOUR,
	daysHourMs: HOUR,
	daysMaxAgeMs: 30 * 24 * HOUR
};

/** The settings from the Worker's variables (ms, as text); missing or empty ones keep the defaults. */
export function clockSettings(vars: {
	BOT_DELAY_MS?: string;
	GRACE_MS?: string;
	EMPTY_TTL_MS?: string;
	MAX_AGE_MS?: string;
	CLOSING_GRACE_MS?: string;
	CLOSED_TTL_MS?: string;
	KEPT_GAMES_TTL_MS?: string;
	DAYS_HOUR_MS?: string;
	DAYS_MAX_AGE_MS?: string;
}): ClockSettings {
	const number = (value: string | undefined, fallback: number) => {
		const n = value === undefined || value === '' ? NaN : Number(value);
		return Number.isFinite(n) && n >= 0 ? n : fallback;
	};
	return {
		botDelayMs: number(vars.BOT_DELAY_MS, DEFAULT_CLOCK.botDelayMs),
		graceMs: number(vars.GRACE_MS, DEFAULT_CLOCK.graceMs),
		emptyTtlMs: number(vars.EMPTY_TTL_MS, DEFAULT_CLOCK.emptyTtlMs),
		maxAgeMs: number(vars.MAX_AGE_MS, DEFAULT_CLOCK.maxAgeMs),
		closingGraceMs: number(vars.CLOSING_GRACE_MS, DEFAULT_CLOCK.closingGraceMs),
		closedTtlMs: number(vars.CLOSED_TTL_MS, DEFAULT_CLOCK.closedTtlMs),
		keptGamesTtlMs: number(vars.KEPT_GAMES_TTL_MS, DEFAULT_CLOCK.keptGamesTtlMs),
		daysHourMs: number(vars.DAYS_HOUR_MS, DEFAULT_CLOCK.daysHourMs),
		daysMaxAgeMs: number(vars.DAYS_MAX_AGE_MS, DEFAULT_CLOCK.daysMaxAgeMs)
	};
}

/**
 * A table played over days: friends come and go, so nobody's absence hands a seat
 * to a bot, play goes on with nobody connected, and the table lives `daysMaxAgeMs`
 * from its creation whether or not anybody is there. Only a turn's allowance running
 * out brings a stand-in, for that one turn.
 */
export const overDays = (data: RoomData) => data.pace.pace === 'days';

/** How long a turn (with its decisions) may take before a stand-in plays it: a days table's allowance, or the turn timer (null: off). */
export function turnLimitMs(data: RoomData, s: ClockSettings): number | null {
	if (overDays(data)) return data.pace.hours * s.daysHourMs;
	return data.timerSeconds === null ? null : data.timerSeconds * 1000;
}

/** When a days table closes (epoch ms). */
export const daysTableClosesAt = (data: RoomData, s: ClockSettings) => data.createdAt + s.daysMaxAgeMs;

/** How long an absent host keeps the role: a live table's grace period, a days table's turn allowance. */
const graceOf = (data: RoomData, s: ClockSettings) => (overDays(data) ? data.pace.hours * s.daysHourMs : s.graceMs);

/** Who is to act, as the engine's `toAct` says (null: the game is over). */
export type ToAct = { seat: number; decision: string } | null;

/**
 * Why a table should close now, if it should: nobody connected for the idle
 * period, or past its age with no game in progress; a game in progress at that
 * age is warned first (`startClosing`) and the table closes at `closingAt`.
 */
export function expiry(data: RoomData, now: number, s: ClockSettings): 'age' | 'empty' | null {
	if (overDays(data)) return now >= daysTableClosesAt(data, s) ? 'age' : null;
	if (data.emptySince !== null && now >= data.emptySince + s.emptyTtlMs) return 'empty';
	if (data.closingAt !== undefined) return now >= data.closingAt ? 'age' : null;
	if (now >= data.createdAt + s.maxAgeMs && data.phase !== 'playing') return 'age';
	return null;
}

/**
 * A game in progress when the table reaches its age: the table warns (`closingAt`,
 * told in RoomState.closing) and lets the game finish within `closingGraceMs`; no
 * new game starts after it. Returns whether the warning starts now.
 */
export function startClosing(data: RoomData, now: number, s: ClockSettings): boolean {
	if (overDays(data) || data.closingAt !== undefined || data.phase !== 'playing') return false;
	if (now < data.createdAt + s.maxAgeMs) return false;
	data.closingAt = now + s.closingGraceMs;
	return true;
}

const awayPastGrace = (leftAt: number | null, now: number, s: ClockSettings) =>
	leftAt !== null && now >= leftAt + s.graceMs;

/**
 * Whether bots and stand-ins wait for a person: nobody is connected (`emptySince`;
 * a new table starts so, before anybody came), so nobody would see them play. The
 * exceptions: a turn whose timer ran out while someone was there is finished by its
 * stand-in, and a days table never waits (friends come and go over days: its bots
 * and the stand-ins of spent allowances play on with nobody there).
 */
export function playPaused(data: RoomData): boolean {
	if (data.emptySince === null || overDays(data)) return false;
	const timedOutWhilePresent = data.turnDeadline !== null && data.turnDeadline <= data.emptySince;
	return !timedOutWhilePresent;
}

/**
 * Somebody connected to a table nobody was at: play goes on from `now`. In a game,
 * the grace periods of absent seats that no bot plays yet, the turn timer and a
 * bot's delay start again (unless a stand-in is finishing a timed-out turn), so
 * nobody loses a turn to time that passed while the game stood still.
 */
export function resumePlay(data: RoomData, now: number) {
	if (data.emptySince === null) return;
	const paused = playPaused(data);
	data.emptySince = null;
	if (data.phase !== 'playing' || !paused) return;
	for (const seat of data.seats) {
		if (seat.kind === 'human' && seat.leftAt !== null && !seat.botPlaying) seat.leftAt = now;
	}
	data.turnDeadline = null;
	data.botDueAt = null;
}

/** During a live game, absent players past the grace period are played by a bot. Returns the seats taken over. */
export function takeOverAbsentees(data: RoomData, now: number, s: ClockSettings): number[] {
	if (data.phase !== 'playing' || overDays(data) || playPaused(data)) return [];
	const taken: number[] = [];
	data.seats.forEach((seat, index) => {
		if (seat.kind === 'human' && !seat.botPlaying && awayPastGrace(seat.leftAt, now, s)) {
			seat.botPlaying = true;
			taken.push(index);
		}
	});
	return taken;
}

/** The host has been away longer than the grace period (or holds no seat): the role may pass. */
export function hostMayPass(data: RoomData, now: number, s: ClockSettings): boolean {
	if (data.hostToken === null) return data.seats.some((seat) => seat.kind === 'human');
	const host = data.seats.find((seat) => seat.token === data.hostToken);
	return !host || (host.leftAt !== null && now >= host.leftAt + graceOf(data, s));
}

export type Step =
	| { kind: 'over' }
	| { kind: 'wait' }
	/** A bot moves for `seat`; `standIn` says why when the seat is a human's. */
	| { kind: 'move'; seat: number; standIn: StandIn['reason'] | null };

/**
 * What happens next in a game: wait for a person (arming their turn timer),
 * wait for a bot's delay, or let a bot move now. Mutates the clock fields
 * (turnDeadline, botDueAt) and marks an absent player whose timer ran out as
 * played by a bot.
 */
export function nextStep(data: RoomData, next: ToAct, now: number, s: ClockSettings): Step {
	if (!next) return { kind: 'over' };
	if (playPaused(data)) return { kind: 'wait' };
	const seat = data.seats[next.seat];
	const timedOut = data.turnDeadline !== null && now >= data.turnDeadline;
	// At a live table, a player who is away and lets the timer run out is played by a bot until
	// they return; over days, the stand-in plays that one turn and the seat stays theirs.
	if (timedOut && seat.kind === 'human' && seat.leftAt !== null && !overDays(data)) seat.botPlaying = true;
	const botControlled = seat.kind === 'bot' || seat.botPlaying;
	if (!botControlled && !timedOut) {
		data.botDueAt = null;
		const limit = turnLimitMs(data, s);
		if (limit !== null && data.turnDeadline === null) data.turnDeadline = now + limit;
		return { kind: 'wait' };
	}
	if (s.botDelayMs > 0 && !timedOut && (data.botDueAt === null || now < data.botDueAt)) {
		data.botDueAt ??= now + s.botDelayMs;
		return { kind: 'wait' };
	}
	const standIn = seat.kind === 'bot' ? null : timedOut ? 'timeout' : 'bot';
	return { kind: 'move', seat: next.seat, standIn };
}

/** `seat` has finished its turn once someone else (or nobody) is to act, or a new turn begins. */
export function turnEnded(seat: number, next: ToAct): boolean {
	return !next || next.seat !== seat || next.decision === 'turn';
}

/** After any move by `seat`: its turn timer stops when its turn is over; a pending bot delay is spent. */
export function afterMove(data: RoomData, seat: number, next: ToAct) {
	if (turnEnded(seat, next)) data.turnDeadline = null;
	data.botDueAt = null;
}

/**
 * Milliseconds until a bot takes over the absent human at `seat`: the end of
 * their grace period, or of their turn timer if it runs for them now. Null when
 * no countdown runs (connected, a bot, already played by a bot, not playing).
 * `goneSince`: when the seat's socket is known to be gone though the room has not
 * handled its close yet (no `leftAt`): the countdown runs from then.
 */
export function botInMs(
	data: RoomData,
	seat: number,
	next: ToAct,
	now: number,
	s: ClockSettings,
	goneSince: number | null = null
): number | null {
	const record = data.seats[seat];
	const leftAt = record.leftAt ?? goneSince;
	if (data.phase !== 'playing' || record.kind === 'bot' || leftAt === null || record.botPlaying) return null;
	// Over days no bot takes the seat: a stand-in plays only a turn whose allowance ran out.
	if (overDays(data))
		return next?.seat === seat && data.turnDeadline !== null ? Math.max(0, data.turnDeadline - now) : null;
	let at = leftAt + s.graceMs;
	if (next?.seat === seat && data.turnDeadline !== null) at = Math.min(at, data.turnDeadline);
	return Math.max(0, at - now);
}

/**
 * When the room must wake up next (epoch ms): expiry, a bot's move, a turn timer, a
 * grace period's end. While play is paused (nobody there), only expiry.
 */
export function nextWake(data: RoomData, now: number, s: ClockSettings): number {
	const days = overDays(data);
	const wakes = [days ? daysTableClosesAt(data, s) : (data.closingAt ?? data.createdAt + s.maxAgeMs)];
	if (data.emptySince !== null && !days) wakes.push(data.emptySince + s.emptyTtlMs);
	if (playPaused(data)) return Math.min(...wakes);
	if (data.botDueAt !== null) wakes.push(data.botDueAt);
	if (data.turnDeadline !== null) wakes.push(data.turnDeadline);
	for (const seat of data.seats) {
		if (seat.kind !== 'human' || seat.leftAt === null) continue;
		const graceEnd = seat.leftAt + graceOf(data, s);
		// Grace ends matter for a stand-in (during a live game) and for the host role (always).
		const matters = (data.phase === 'playing' && !seat.botPlaying && !days) || seat.token === data.hostToken;
		if (matters && graceEnd > now) wakes.push(graceEnd);
	}
	return Math.min(...wakes);
}

/** The first retry of a failed alarm, and the longest wait between two. */
export const ALARM_RETRY_MS = 1000;
export const ALARM_RETRY_MAX_MS = 10 * 60_000;

/**
 * How long the room waits before it tries again after `failures` alarms in a row
 * threw: doubling from a second, at most ten minutes (a bug that persists costs
 * a log line every ten minutes, and the table goes on once it is fixed).
 */
export function alarmRetryMs(failures: number): number {
	return Math.min(ALARM_RETRY_MAX_MS, ALARM_RETRY_MS * 2 ** Math.max(0, Math.min(failures - 1, 20)));
}

/** Adds a stand-in's log range, extending the last one when it continues it. */
export function recordStandIn(list: StandIn[], entry: StandIn) {
	if (entry.to <= entry.from) return;
	const last = list.at(-1);
	if (last && last.seat === entry.seat && last.reason === entry.reason && last.to === entry.from) last.to = entry.to;
	else list.push({ ...entry });
}
