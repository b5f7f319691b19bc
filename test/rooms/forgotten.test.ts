// A closed table leaves one marker so late visitors are told it closed; 30 days
// later an alarm deletes that too. The room runs on a fixed clock: the tests share
// the isolate with the Durable Objects, so vitest's fake Date is the room's Date.
// The clock is far ahead of any real day, so the runtime never fires these alarms
// on its own: only runDurableObjectAlarm does.
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CLOCK } from '../../party/clock';
import { tableStatus } from '../../party/tables';
import { connect, newTable } from './ws';

const DAY = 86_400_000;
const T0 = Date.UTC(2100, 0, 1);
const stubOf = (room: string) => env.Game.get(env.Game.idFromName(room));

/** What the room keeps: its keys (partyserver's own aside) and its alarm. */
const stored = (room: string) =>
	runInDurableObject(stubOf(room), async (_instance, state) => ({
		keys: [...(await state.storage.list()).keys()].filter((key) => !key.startsWith('__ps')),
		closed: await state.storage.get('closed'),
		alarm: await state.storage.getAlarm()
	}));

/** A table created at T0 and closed by its alarm a day later; resolves with the time it closed. */
async function closedTable(label: string) {
	const room = await newTable(label);
	const closedAt = T0 + DEFAULT_CLOCK.maxAgeMs + 1000;
	vi.setSystemTime(closedAt);
	expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
	expect(await tableStatus(env, room)).toBe('closed');
	return { room, closedAt };
}

beforeEach(() => {
	vi.useFakeTimers({ toFake: ['Date'] });
	vi.setSystemTime(T0);
});
afterEach(() => {
	vi.useRealTimers();
});

describe('a closed table is forgotten', () => {
	it('runs on the test clock: the room dates a new table with the fake Date', async () => {
		const room = await newTable('clock');
		const createdAt = await runInDurableObject(stubOf(room), async (_i, state) => {
			const data = await state.storage.get<{ createdAt: number }>('room');
			return data?.createdAt;
		});
		expect(createdAt).toBe(T0);
	});

	it('30 days after it closed: its marker and alarm are gone, and it reads as never created', async () => {
		const { room, closedAt } = await closedTable('forget');
		expect(await stored(room)).toEqual({ keys: ['closed'], closed: closedAt, alarm: closedAt + 30 * DAY });
		// An alarm run before it is due (a retry, a clock step) keeps the marker and waits again.
		vi.setSystemTime(closedAt + 29 * DAY);
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		expect(await stored(room)).toEqual({ keys: ['closed'], closed: closedAt, alarm: closedAt + 30 * DAY });
		const late = await connect(room);
		expect(await late.next('closed')).toEqual({ type: 'closed', reason: 'expired' });

		vi.setSystemTime(closedAt + 30 * DAY);
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		expect(await stored(room)).toEqual({ keys: [], closed: undefined, alarm: null });
		// No new alarm: nothing wakes it again.
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(false);
		expect(await tableStatus(env, room)).toBe('missing');
		const later = await connect(room);
		expect(await later.next('closed')).toEqual({ type: 'closed', reason: 'missing' });
	});

	it('a marker left by an older version (no date, no alarm) is dated when it loads, and forgotten 30 days on', async () => {
		const { room } = await closedTable('undated');
		const loadedAt = T0 + 5 * DAY;
		vi.setSystemTime(loadedAt);
		await runInDurableObject(stubOf(room), async (instance, state) => {
			await state.storage.deleteAlarm();
			await state.storage.put('closed', true);
			await (instance as unknown as { onStart(): Promise<void> }).onStart();
		});
		expect(await stored(room)).toEqual({ keys: ['closed'], closed: loadedAt, alarm: loadedAt + 30 * DAY });
		vi.setSystemTime(loadedAt + 30 * DAY);
		expect(await runDurableObjectAlarm(stubOf(room))).toBe(true);
		expect(await stored(room)).toMatchObject({ keys: [], alarm: null });
	});
});
