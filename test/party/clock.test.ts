// The room's clock, in Node: timer, grace, bot pacing, expiry, wake-ups.
import { describe, expect, it } from 'vitest';
import {
	afterMove,
	alarmRetryMs,
	ALARM_RETRY_MAX_MS,
	botInMs,
	clockSettings,
	DEFAULT_CLOCK,
	expiry,
	startClosing,
	hostMayPass,
	nextStep,
	nextWake,
	playPaused,
	recordStandIn,
	resumePlay,
	takeOverAbsentees,
	turnEnded,
	type ClockSettings
} from '../../party/clock';
import type { StandIn } from '../../party/protocol';
import { ROOM_DATA_VERSION, type RoomData, type SeatRecord } from '../../party/room-data';

const T0 = 1_800_000_000_000;
const S: ClockSettings = {
	botDelayMs: 900,
	graceMs: 60_000,
	emptyTtlMs: 7_200_000,
	maxAgeMs: 86_400_000,
	closingGraceMs: 3_600_000,
	closedTtlMs: 2_592_000_000,
	keptGamesTtlMs: 604_800_000,
	daysHourMs: 3_600_000,
	daysMaxAgeMs: 2_592_000_000
};

const human = (token: string, leftAt: number | null = null): SeatRecord => ({
	name: token,
	kind: 'human',
	level: 'medium',
	token,
	leftAt,
	botPlaying: false,
	awayTurns: 0
});
const bot: SeatRecord = { ...human('bot'), kind: 'bot', token: null, level: 'easy' };

function room(patch: Partial<RoomData> = {}): RoomData {
	return {
		version: ROOM_DATA_VERSION,
		room: 'clock-test-room',
		createdAt: T0,
		emptySince: null,
		phase: 'playing',
		seq: 0,
		seats: [human('ada'), human('bob'), { ...bot }],
		hostToken: 'ada',
		timerSeconds: null,
		turnDeadline: null,
		botDueAt: null,
		game: null,
		gameNumber: 1,
		finishedAt: null,
		botSeed: 'seed',
		botMoves: 0,
		standIns: [],
		hintsOn: false,
		hintsTaken: [],
		pace: { pace: 'live', hours: 24 },
		tally: { games: 0, lines: [] },
		...patch
	};
}

describe('settings', () => {
	it('reads the Worker variables, keeping defaults for missing, empty or nonsense values', () => {
		expect(clockSettings({})).toEqual(DEFAULT_CLOCK);
		expect(clockSettings({ BOT_DELAY_MS: '0', GRACE_MS: '5000', EMPTY_TTL_MS: '', MAX_AGE_MS: 'soon' })).toEqual({
			...DEFAULT_CLOCK,
			botDelayMs: 0,
			graceMs: 5000
		});
		expect(clockSettings({ GRACE_MS: '-1' }).graceMs).toBe(DEFAULT_CLOCK.graceMs);
		expect(clockSettings({ CLOSED_TTL_MS: '60000' }).closedTtlMs).toBe(60_000);
		expect(DEFAULT_CLOCK.closedTtlMs).toBe(30 * 86_400_000);
		expect(clockSettings({ CLOSING_GRACE_MS: '120000', KEPT_GAMES_TTL_MS: '0' })).toMatchObject({
			closingGraceMs: 120_000,
			keptGamesTtlMs: 0
		});
		expect(DEFAULT_CLOCK).toMatchObject({ closingGraceMs: 3_600_000, keptGamesTtlMs: 7 * 86_400_000 });
	});
});

describe('expiry', () => {
	it('closes an idle table 24 h after creation, or 2 h after the last person left', () => {
		for (const phase of ['lobby', 'over'] as const) {
			expect(expiry(room({ phase }), T0 + S.maxAgeMs - 1, S)).toBeNull();
			expect(expiry(room({ phase }), T0 + S.maxAgeMs, S)).toBe('age');
		}
		const empty = room({ emptySince: T0 + 1000 });
		expect(expiry(empty, T0 + 1000 + S.emptyTtlMs - 1, S)).toBeNull();
		expect(expiry(empty, T0 + 1000 + S.emptyTtlMs, S)).toBe('empty');
	});

	it('never closes under a game in progress at its age: it warns, then closes at the end of the extension', () => {
		const data = room();
		expect(startClosing(data, T0 + S.maxAgeMs - 1, S)).toBe(false);
		expect(expiry(data, T0 + S.maxAgeMs, S)).toBeNull();
		expect(startClosing(data, T0 + S.maxAgeMs, S)).toBe(true);
		expect(data.closingAt).toBe(T0 + S.maxAgeMs + S.closingGraceMs);
		// Once: the warning's time never moves on, so the extension is bounded.
		expect(startClosing(data, T0 + S.maxAgeMs + 1000, S)).toBe(false);
		expect(data.closingAt).toBe(T0 + S.maxAgeMs + S.closingGraceMs);
		expect(nextWake(data, T0 + S.maxAgeMs, S)).toBe(data.closingAt);
		// The game ends in the meantime: the table still waits for its time (the players see the scores).
		data.phase = 'over';
		expect(expiry(data, data.closingAt! - 1, S)).toBeNull();
		expect(expiry(data, data.closingAt!, S)).toBe('age');
		data.phase = 'playing';
		expect(expiry(data, data.closingAt!, S)).toBe('age');
	});

	it('a lobby or a finished game at its age closes without a warning; nobody connected closes it even mid-game', () => {
		expect(startClosing(room({ phase: 'lobby' }), T0 + S.maxAgeMs, S)).toBe(false);
		expect(startClosing(room({ phase: 'over' }), T0 + S.maxAgeMs, S)).toBe(false);
		const gone = room({ emptySince: T0 });
		expect(expiry(gone, T0 + S.emptyTtlMs, S)).toBe('empty');
		gone.closingAt = T0 + S.emptyTtlMs + 1000;
		expect(expiry(gone, T0 + S.emptyTtlMs, S)).toBe('empty');
	});
});

describe('grace and the host', () => {
	it('an absent player is taken over by a bot once the grace period has passed, during a game only', () => {
		const data = room({ seats: [human('ada'), human('bob', T0)] });
		expect(takeOverAbsentees(data, T0 + S.graceMs - 1, S)).toEqual([]);
		expect(takeOverAbsentees(data, T0 + S.graceMs, S)).toEqual([1]);
		expect(data.seats[1].botPlaying).toBe(true);
		expect(takeOverAbsentees(data, T0 + S.graceMs + 1, S)).toEqual([]); // once
		const lobby = room({ phase: 'lobby', seats: [human('ada'), human('bob', T0)] });
		expect(takeOverAbsentees(lobby, T0 + 10 * S.graceMs, S)).toEqual([]);
	});

	it('the host role may pass only after the host has been away for the grace period', () => {
		expect(hostMayPass(room(), T0, S)).toBe(false);
		const away = room({ seats: [human('ada', T0), human('bob')] });
		expect(hostMayPass(away, T0 + S.graceMs - 1, S)).toBe(false);
		expect(hostMayPass(away, T0 + S.graceMs, S)).toBe(true);
		expect(hostMayPass(room({ hostToken: 'gone' }), T0, S)).toBe(true);
		expect(hostMayPass(room({ hostToken: null }), T0, S)).toBe(true);
		expect(hostMayPass(room({ hostToken: null, seats: [{ ...bot }] }), T0, S)).toBe(false);
	});
});

describe('next step', () => {
	it('waits for a connected person, arming their turn timer once', () => {
		const data = room({ timerSeconds: 30 });
		expect(nextStep(data, { seat: 0, decision: 'turn' }, T0, S)).toEqual({ kind: 'wait' });
		expect(data.turnDeadline).toBe(T0 + 30_000);
		nextStep(data, { seat: 0, decision: 'take' }, T0 + 5000, S);
		expect(data.turnDeadline).toBe(T0 + 30_000);
		expect(nextStep(room(), null, T0, S)).toEqual({ kind: 'over' });
	});

	it('paces a bot: waits its delay, then moves', () => {
		const data = room();
		expect(nextStep(data, { seat: 2, decision: 'turn' }, T0, S)).toEqual({ kind: 'wait' });
		expect(data.botDueAt).toBe(T0 + S.botDelayMs);
		expect(nextStep(data, { seat: 2, decision: 'turn' }, T0 + S.botDelayMs - 1, S)).toEqual({ kind: 'wait' });
		expect(nextStep(data, { seat: 2, decision: 'turn' }, T0 + S.botDelayMs, S)).toEqual({
			kind: 'move',
			seat: 2,
			standIn: null
		});
		expect(nextStep(room(), { seat: 2, decision: 'turn' }, T0, { ...S, botDelayMs: 0 })).toMatchObject({
			kind: 'move'
		});
	});

	it('a bot plays for a human taken over, as a stand-in "bot"', () => {
		const data = room();
		data.seats[1].botPlaying = true;
		data.seats[1].leftAt = T0 - S.graceMs;
		expect(nextStep(data, { seat: 1, decision: 'turn' }, T0, { ...S, botDelayMs: 0 })).toEqual({
			kind: 'move',
			seat: 1,
			standIn: 'bot'
		});
	});

	it('when the turn timer runs out, the turn is played at once ("timeout"); an absent player stays taken over', () => {
		const here = room({ timerSeconds: 30, turnDeadline: T0 });
		expect(nextStep(here, { seat: 0, decision: 'turn' }, T0, S)).toEqual({ kind: 'move', seat: 0, standIn: 'timeout' });
		expect(here.seats[0].botPlaying).toBe(false);
		const away = room({ timerSeconds: 30, turnDeadline: T0, seats: [human('ada', T0 - 1000), human('bob')] });
		expect(nextStep(away, { seat: 0, decision: 'turn' }, T0, S)).toMatchObject({ standIn: 'timeout' });
		expect(away.seats[0].botPlaying).toBe(true);
	});

	it('after a move the turn timer stops once the turn is over, not mid-turn', () => {
		expect(turnEnded(0, { seat: 0, decision: 'take' })).toBe(false);
		expect(turnEnded(0, { seat: 0, decision: 'option' })).toBe(false);
		expect(turnEnded(0, { seat: 1, decision: 'turn' })).toBe(true);
		expect(turnEnded(0, null)).toBe(true);
		const data = room({ turnDeadline: T0, botDueAt: T0 });
		afterMove(data, 0, { seat: 0, decision: 'take' });
		expect(data).toMatchObject({ turnDeadline: T0, botDueAt: null });
		afterMove(data, 0, { seat: 1, decision: 'turn' });
		expect(data.turnDeadline).toBeNull();
	});
});

describe('botInMs', () => {
	it('is the rest of the grace period, or of the turn timer when it runs for the absent player', () => {
		const data = room({ seats: [human('ada'), human('bob', T0)] });
		expect(botInMs(data, 1, { seat: 0, decision: 'turn' }, T0 + 20_000, S)).toBe(40_000);
		data.turnDeadline = T0 + 30_000;
		expect(botInMs(data, 1, { seat: 1, decision: 'turn' }, T0 + 20_000, S)).toBe(10_000);
		expect(botInMs(data, 1, { seat: 1, decision: 'turn' }, T0 + 90_000, S)).toBe(0);
	});

	it('is null for a connected player, a bot, a seat a bot plays already, and outside a game', () => {
		const data = room({ seats: [human('ada'), human('bob', T0), { ...bot }] });
		expect(botInMs(data, 0, null, T0, S)).toBeNull();
		expect(botInMs(data, 2, null, T0, S)).toBeNull();
		expect(botInMs({ ...data, phase: 'lobby' }, 1, null, T0, S)).toBeNull();
		data.seats[1].botPlaying = true;
		expect(botInMs(data, 1, null, T0, S)).toBeNull();
	});

	it('runs the whole grace period for a seat whose socket is gone before the room handled its close', () => {
		const data = room({ seats: [human('ada'), human('bob')] });
		expect(botInMs(data, 1, { seat: 0, decision: 'turn' }, T0, S)).toBeNull();
		expect(botInMs(data, 1, { seat: 0, decision: 'turn' }, T0, S, T0)).toBe(60_000);
	});
});

describe('next wake-up', () => {
	it('is the earliest of expiry, a bot move, a turn timer and a grace end still to come', () => {
		expect(nextWake(room(), T0, S)).toBe(T0 + S.maxAgeMs);
		expect(nextWake(room({ emptySince: T0 }), T0, S)).toBe(T0 + S.emptyTtlMs);
		expect(nextWake(room({ botDueAt: T0 + 900, turnDeadline: T0 + 30_000 }), T0, S)).toBe(T0 + 900);
		const away = room({ seats: [human('ada'), human('bob', T0)] });
		expect(nextWake(away, T0 + 1, S)).toBe(T0 + S.graceMs);
		// A grace end in the past (already handled) never makes the alarm fire at once, again and again.
		expect(nextWake(away, T0 + S.graceMs + 1, S)).toBe(T0 + S.maxAgeMs);
	});

	it('in the lobby only the host’s grace end matters (the role may pass then)', () => {
		const lobby = room({ phase: 'lobby', seats: [human('ada'), human('bob', T0)] });
		expect(nextWake(lobby, T0, S)).toBe(T0 + S.maxAgeMs);
		lobby.seats[0].leftAt = T0;
		expect(nextWake(lobby, T0, S)).toBe(T0 + S.graceMs);
	});
});

describe('nobody at the table: play waits', () => {
	const botToAct = { seat: 2, decision: 'turn' };
	const adaToAct = { seat: 0, decision: 'turn' };

	it('a bot does not move, nor a stand-in, nor does a turn timer start, while nobody is connected', () => {
		const empty = room({ emptySince: T0, timerSeconds: 30 });
		expect(playPaused(empty)).toBe(true);
		expect(nextStep(empty, botToAct, T0 + 5000, S)).toEqual({ kind: 'wait' });
		expect(nextStep(empty, adaToAct, T0 + 5000, S)).toEqual({ kind: 'wait' });
		expect(empty.turnDeadline).toBeNull();
		expect(empty.botDueAt).toBeNull();
		const goneLongAgo = room({ emptySince: T0, seats: [human('ada', T0 - 10 * S.graceMs), { ...bot }] });
		expect(takeOverAbsentees(goneLongAgo, T0 + S.graceMs, S)).toEqual([]);
		expect(goneLongAgo.seats[0].botPlaying).toBe(false);
		// With somebody there, the same rooms play on.
		const present = room({ timerSeconds: 30 });
		expect(nextStep(present, botToAct, T0, S)).toEqual({ kind: 'wait' });
		expect(present.botDueAt).toBe(T0 + S.botDelayMs);
	});

	it('except a turn whose timer ran out while somebody was there: its stand-in finishes it', () => {
		const ranOut = room({ emptySince: T0 + 10, turnDeadline: T0, seats: [human('ada', T0 + 10), { ...bot }] });
		expect(playPaused(ranOut)).toBe(false);
		expect(nextStep(ranOut, adaToAct, T0 + 20, S)).toEqual({ kind: 'move', seat: 0, standIn: 'timeout' });
		expect(nextWake(ranOut, T0 + 20, S)).toBe(T0);
		// A timer still running when the last person left waits with the rest.
		const running = room({ emptySince: T0, turnDeadline: T0 + 10 });
		expect(playPaused(running)).toBe(true);
		expect(nextStep(running, adaToAct, T0 + 20, S)).toEqual({ kind: 'wait' });
	});

	it('wakes the room only for expiry while it waits: no bot due, timer or grace end', () => {
		const empty = room({
			emptySince: T0,
			botDueAt: T0 + 900,
			turnDeadline: T0 + 30_000,
			seats: [human('ada', T0), human('bob', T0), { ...bot }]
		});
		expect(nextWake(empty, T0, S)).toBe(T0 + S.emptyTtlMs);
		const created = room({ emptySince: T0, phase: 'lobby', seats: [human('ada', T0)] });
		expect(nextWake(created, T0, S)).toBe(T0 + S.emptyTtlMs);
	});

	it('somebody comes: grace periods, the turn timer and a bot delay start again from then', () => {
		const away = T0 - 10 * S.graceMs;
		const data = room({
			emptySince: T0,
			timerSeconds: 30,
			turnDeadline: T0 + 10,
			botDueAt: T0 + 5,
			seats: [human('ada', away), { ...human('bob', away), botPlaying: true }, { ...bot }]
		});
		const back = T0 + 3_600_000;
		resumePlay(data, back);
		expect(data.emptySince).toBeNull();
		expect(data.seats.map((seat) => seat.leftAt)).toEqual([back, away, null]);
		expect(data).toMatchObject({ turnDeadline: null, botDueAt: null });
		expect(takeOverAbsentees(data, back + S.graceMs - 1, S)).toEqual([]);
		expect(takeOverAbsentees(data, back + S.graceMs, S)).toEqual([0]);
		expect(nextStep(data, { seat: 2, decision: 'turn' }, back, S)).toEqual({ kind: 'wait' });
		expect(data.botDueAt).toBe(back + S.botDelayMs);
	});

	it('somebody comes while a stand-in finishes a timed-out turn: it goes on', () => {
		const data = room({ emptySince: T0 + 10, turnDeadline: T0, botDueAt: T0 + 5 });
		resumePlay(data, T0 + 100);
		expect(data).toMatchObject({ emptySince: null, turnDeadline: T0, botDueAt: T0 + 5 });
	});
});

describe('a failed alarm', () => {
	it('is tried again after a second, then twice as long each time, at most ten minutes', () => {
		expect([1, 2, 3, 4].map(alarmRetryMs)).toEqual([1000, 2000, 4000, 8000]);
		expect(alarmRetryMs(10)).toBe(512_000);
		expect(alarmRetryMs(11)).toBe(ALARM_RETRY_MAX_MS);
		expect(alarmRetryMs(1000)).toBe(ALARM_RETRY_MAX_MS);
	});
});

describe('stand-in ranges', () => {
	it('a move continuing the last range of the same seat and reason extends it; others start a new one', () => {
		const list: StandIn[] = [];
		recordStandIn(list, { from: 3, to: 6, seat: 1, reason: 'bot' });
		recordStandIn(list, { from: 6, to: 9, seat: 1, reason: 'bot' });
		recordStandIn(list, { from: 9, to: 12, seat: 1, reason: 'timeout' });
		recordStandIn(list, { from: 15, to: 18, seat: 1, reason: 'timeout' });
		recordStandIn(list, { from: 18, to: 18, seat: 1, reason: 'timeout' }); // nothing logged
		expect(list).toEqual([
			{ from: 3, to: 9, seat: 1, reason: 'bot' },
			{ from: 9, to: 12, seat: 1, reason: 'timeout' },
			{ from: 15, to: 18, seat: 1, reason: 'timeout' }
		]);
	});
});

describe('a table played over days', () => {
	const days = (patch: Partial<RoomData> = {}) => room({ pace: { pace: 'days', hours: 24 }, ...patch });
	const allowance = 24 * S.daysHourMs;
	const adaToAct = { seat: 0, decision: 'turn' };

	it('reads DAYS_HOUR_MS and DAYS_MAX_AGE_MS', () => {
		expect(clockSettings({ DAYS_HOUR_MS: '50', DAYS_MAX_AGE_MS: '9000' })).toMatchObject({
			daysHourMs: 50,
			daysMaxAgeMs: 9000
		});
		expect(DEFAULT_CLOCK).toMatchObject({ daysHourMs: 3_600_000, daysMaxAgeMs: 30 * 86_400_000 });
	});

	it('gives a person’s turn its allowance as the deadline (whatever the turn timer says), and no bot to the absent', () => {
		const data = days({ timerSeconds: 30, seats: [human('ada', T0), human('bob')] });
		expect(nextStep(data, adaToAct, T0, S)).toEqual({ kind: 'wait' });
		expect(data.turnDeadline).toBe(T0 + allowance);
		expect(takeOverAbsentees(data, T0 + 100 * S.graceMs, S)).toEqual([]);
		expect(nextWake(data, T0 + 1, S)).toBe(T0 + allowance);
		expect(botInMs(data, 0, adaToAct, T0 + 1000, S)).toBe(allowance - 1000);
		expect(botInMs(data, 0, { seat: 1, decision: 'turn' }, T0 + 1000, S)).toBeNull();
	});

	it('when the allowance runs out a stand-in plays that turn ("timeout") and the seat stays the player’s', () => {
		const data = days({ turnDeadline: T0 + allowance, seats: [human('ada', T0), human('bob')] });
		expect(nextStep(data, adaToAct, T0 + allowance - 1, S)).toEqual({ kind: 'wait' });
		expect(nextStep(data, adaToAct, T0 + allowance, S)).toEqual({ kind: 'move', seat: 0, standIn: 'timeout' });
		expect(data.seats[0].botPlaying).toBe(false);
		afterMove(data, 0, { seat: 1, decision: 'turn' });
		expect(data.turnDeadline).toBeNull();
	});

	it('plays on with nobody connected, and nobody’s return restarts a clock', () => {
		const data = days({ emptySince: T0, turnDeadline: T0 + allowance, seats: [human('ada', T0), { ...bot }] });
		expect(playPaused(data)).toBe(false);
		expect(nextStep(data, { seat: 1, decision: 'turn' }, T0, { ...S, botDelayMs: 0 })).toMatchObject({ kind: 'move' });
		resumePlay(data, T0 + 5000);
		expect(data).toMatchObject({ emptySince: null, turnDeadline: T0 + allowance });
		expect(data.seats[0].leftAt).toBe(T0);
	});

	it('ignores the idle and age limits of a live table and closes DAYS_MAX_AGE_MS after it opened', () => {
		const data = days({ emptySince: T0 });
		expect(expiry(data, T0 + S.emptyTtlMs + S.maxAgeMs, S)).toBeNull();
		expect(startClosing(data, T0 + S.maxAgeMs, S)).toBe(false);
		expect(nextWake(data, T0, S)).toBe(T0 + S.daysMaxAgeMs);
		expect(expiry(data, T0 + S.daysMaxAgeMs - 1, S)).toBeNull();
		expect(expiry({ ...data, phase: 'lobby' }, T0 + S.daysMaxAgeMs, S)).toBe('age');
		expect(expiry(data, T0 + S.daysMaxAgeMs, S)).toBe('age');
	});

	it('the host keeps the role while away for up to one allowance', () => {
		const away = days({ seats: [human('ada', T0), human('bob')] });
		expect(hostMayPass(away, T0 + S.graceMs, S)).toBe(false);
		expect(hostMayPass(away, T0 + allowance, S)).toBe(true);
		expect(nextWake({ ...away, phase: 'lobby' }, T0, S)).toBe(T0 + allowance);
	});
});
