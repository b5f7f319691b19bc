// A table's pace in the page (pace.svelte.ts): what the lobby's control offers and
// sends, and how the time left on a turn reads at a live table and over days.
import { expect, test } from 'vitest';
import { formatTimeLeft } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import { LIVE_CHOICE, PaceSetting, paceWords, turnClock, turnTimeLeft } from '$lib/table/pace.svelte';
import type { OutgoingMessage, RoomState } from '$lib/table/room-types';
import { inLocale } from '../i18n/helpers';
import { FakeRoom } from './game/fake-room.svelte';

const HOUR = 3600;

function lobby(pace?: RoomState['pace']) {
	const room = new FakeRoom();
	room.update(room.game, { phase: 'lobby', pace });
	const sent: OutgoingMessage[] = [];
	const setting = new PaceSetting(
		() => room.state,
		(message) => sent.push(message)
	);
	return { room, setting, sent };
}

test('a room of an older build says no pace: the control shows live, with the turn timer', () => {
	const { setting } = lobby(undefined);
	expect(setting.value).toBe(LIVE_CHOICE);
	expect(setting.overDays).toBe(false);
	expect(setting.timerApplies).toBe(true);
	expect(setting.note).toBeNull();
	expect(setting.summary).toBe(m.pace_live());
});

test('the control offers live and each allowance; choosing sends setPace, and the table’s own choice sends nothing', () => {
	const { room, setting, sent } = lobby({ pace: 'live', hours: 24 });
	expect(setting.options.map((o) => o.value)).toEqual([LIVE_CHOICE, '1', '4', '8', '12', '24', '48', '72']);
	expect(setting.options[5].label).toBe(m.pace_days({ hours: '24 hours' }));
	setting.choose(LIVE_CHOICE);
	expect(sent).toEqual([]);
	setting.choose('48');
	expect(sent).toEqual([{ type: 'setPace', pace: 'days', hours: 48 }]);
	room.update(room.game, { phase: 'lobby', pace: { pace: 'days', hours: 48 } });
	expect(setting.value).toBe('48');
	expect(setting.timerApplies).toBe(false);
	expect(setting.note).toBe(m.pace_days_note({ hours: '48 hours' }));
	setting.choose(LIVE_CHOICE);
	expect(sent.at(-1)).toEqual({ type: 'setPace', pace: 'live' });
});

test('an allowance not among the offered ones (set by another page) is offered too, in order', () => {
	const { setting } = lobby({ pace: 'days', hours: 6 });
	expect(setting.value).toBe('6');
	expect(setting.options.map((o) => o.value)).toEqual([LIVE_CHOICE, '1', '4', '6', '8', '12', '24', '48', '72']);
});

test('time left over days: hours (rounded) from an hour up, whole minutes below, never "0 min" while time is left', () => {
	expect(
		[24 * HOUR, 21 * HOUR + 1, 90 * 60 - 1, HOUR, 59 * 60 + 1, 45 * 60, 30, 0].map((s) => formatTimeLeft(s * 1000))
	).toEqual(['24 hr', '21 hr', '1 hr', '1 hr', '1 hr', '45 min', '1 min', '0 min']);
	expect(inLocale('de', () => formatTimeLeft(21 * HOUR * 1000))).toBe('21 Std.');
});

test('the status bar’s clock: seconds for a live table’s timer (red from 10 s), hours over days (red under an hour)', () => {
	expect(turnClock({ pace: { pace: 'live', hours: 24 } }, null)).toBeNull();
	expect(turnClock({}, 42)).toEqual({ text: '42s', label: m.timer_left({ seconds: 42 }), low: false });
	expect(turnClock({}, 10)?.low).toBe(true);
	const days = { pace: { pace: 'days', hours: 24 } } as const;
	expect(turnClock(days, 21 * HOUR)).toEqual({ text: '21 hr', label: m.pace_left({ time: '21 hr' }), low: false });
	expect(turnClock(days, 59 * 60)).toMatchObject({ text: '59 min', low: true });
});

test('over days the seat to act says how long it has, in its own words for you; nobody else, and nothing at a live table', () => {
	const state = { pace: { pace: 'days', hours: 24 }, you: { seat: 1, host: false, joined: true } } as const;
	expect(turnTimeLeft(state, 0, 0, 21 * HOUR, 'Ada')).toBe(m.pace_time_left({ name: 'Ada', time: '21 hr' }));
	expect(turnTimeLeft(state, 0, 0, 21 * HOUR, 'Ada')).toBe('Ada has 21 hr to play');
	expect(turnTimeLeft(state, 1, 1, 40 * 60, 'Bob')).toBe('You have 40 min to play');
	expect(turnTimeLeft(state, 1, 0, 21 * HOUR, 'Bob')).toBeNull();
	expect(turnTimeLeft(state, 0, 0, null, 'Ada')).toBeNull();
	expect(turnTimeLeft({ ...state, pace: { pace: 'live', hours: 24 } }, 0, 0, 30, 'Ada')).toBeNull();
	expect(inLocale('de', () => turnTimeLeft(state, 0, 0, 21 * HOUR, 'Ada'))).toBe('Ada hat noch 21 Std. zum Spielen');
	expect(inLocale('de', () => paceWords(state))).toBe('Über Tage: 24 Stunden pro Zug');
});
