// A bot's move thought through in slices (party/think.ts): the expert's own
// decision, with the thread given back meanwhile; nothing for other levels or people.
import { describe, expect, it } from 'vitest';
import { toAct, viewFor } from '../../engine/index';
import { createRandom } from '../../engine/sim';
import { chooseAction, expertStats, type BotLevel } from '../../bots/index';
import { applyCommand } from '../../party/commands';
import { DEFAULT_CLOCK } from '../../party/clock';
import { NEW_ATTACHMENT } from '../../party/connections';
import { runBots } from '../../party/play';
import { newRoomData, type RoomData } from '../../party/room-data';
import { doneWorking, mayWork, thinkAhead } from '../../party/think';

const T0 = 1_800_000_000_000;
const AT_ONCE = { ...DEFAULT_CLOCK, botDelayMs: 0 };

/** Ada and a bot of `level` in a started game, played on (first legal moves for Ada) until the bot is to act. */
function botToAct(level: BotLevel): RoomData {
	const data = newRoomData('think-test', T0);
	data.emptySince = null; // Ada is connected: bots play
	const join = applyCommand(data, NEW_ATTACHMENT, { type: 'join', name: 'Ada' }, () => false);
	const ada = 'attach' in join ? join.attach! : NEW_ATTACHMENT;
	applyCommand(data, ada, { type: 'addBot', level: 'medium' }, () => true);
	applyCommand(data, ada, { type: 'start' }, () => true);
	data.seats[1].level = level;
	while (toAct(data.game!)!.seat !== 1) {
		applyCommand(data, ada, { type: 'action', action: viewFor(data.game!, 0).legal[0], seq: data.seq }, () => true);
	}
	return data;
}

describe('thinkAhead', () => {
	it("is the expert's decision for the bot's view, and gives the thread back while it thinks", async () => {
		const data = botToAct('expert');
		let breaks = 0;
		const counting = setInterval(() => breaks++, 0);
		const planned = await thinkAhead(data, T0, AT_ONCE);
		clearInterval(counting);
		expect(breaks).toBeGreaterThan(0);
		expect(planned).toEqual({
			seq: data.seq,
			action: chooseAction(viewFor(data.game!, 1), 'expert', createRandom('any'))
		});
	}, 60_000);

	it('is nothing when a person or a bot of another level is to act', async () => {
		expect(await thinkAhead(botToAct('hard'), T0, AT_ONCE)).toBeNull();
		const data = botToAct('expert');
		runBots(data, T0, AT_ONCE);
		expect(toAct(data.game!)!.seat).toBe(0);
		expect(await thinkAhead(data, T0, AT_ONCE)).toBeNull();
	}, 60_000);

	it('the room plays a planned move only if nothing changed since it was planned', () => {
		const data = botToAct('expert');
		const view = viewFor(data.game!, 1);
		const expert = chooseAction(view, 'expert', createRandom('any'));
		const other = view.legal.find((a) => JSON.stringify(a) !== JSON.stringify(expert))!;
		const before = data.game!.history!.length;
		const botMove = (d: RoomData) => d.game!.history![before];
		const stale = structuredClone(data);
		runBots(stale, T0, AT_ONCE, { seq: data.seq - 1, action: other });
		runBots(data, T0, AT_ONCE, { seq: data.seq, action: other });
		expect(botMove(data)).toEqual({ seat: 1, action: other });
		expect(botMove(stale)).toEqual({ seat: 1, action: expert });
	}, 60_000);

	it('a search the room moved on from is dropped, and begun again on the room as it is now', async () => {
		const data = botToAct('expert');
		let room = data;
		const thinking = thinkAhead(data, T0, AT_ONCE, () => room);
		await new Promise((resolve) => setTimeout(resolve, 0));
		// Something counted in seq happened while the bot thought (the same position, for a same answer).
		room = { ...structuredClone(data), seq: data.seq + 1 };
		expect(await thinking).toEqual({
			seq: data.seq + 1,
			action: chooseAction(viewFor(data.game!, 1), 'expert', createRandom('any'))
		});
		expect(await thinkAhead(data, T0, AT_ONCE, () => null)).toBeNull();
	}, 60_000);

	it('searches sharing the thread run one after the other, so a message waits for one slice, not one per table', async () => {
		const tables = [botToAct('expert'), botToAct('expert')];
		const before = expertStats.decisions;
		const begun: number[] = [];
		const plans = tables.map((data) =>
			thinkAhead(data, T0, AT_ONCE).then((planned) => {
				begun.push(expertStats.decisions - before);
				return planned;
			})
		);
		await Promise.all(plans);
		// When the first ended, the second had not begun its search.
		expect(begun).toEqual([1, 2]);
	}, 60_000);

	it('the oldest search goes first; one not seen for a while is gone and the next goes', () => {
		const [first, second] = [{}, {}];
		expect(mayWork(first, T0)).toBe(true);
		expect(mayWork(second, T0 + 1)).toBe(false);
		expect(mayWork(first, T0 + 100)).toBe(true);
		expect(mayWork(second, T0 + 200)).toBe(false);
		// The first one's room was evicted mid-thought: nobody says it ended.
		expect(mayWork(second, T0 + 60_000)).toBe(true);
		expect(mayWork(first, T0 + 60_001)).toBe(false);
		doneWorking(second);
		expect(mayWork(first, T0 + 60_002)).toBe(true);
		doneWorking(first);
	});

	it('with experts left for later, the room leaves an expert to its alarm, due now, and plays what it planned', () => {
		const data = botToAct('expert');
		const seq = data.seq;
		const left = runBots(data, T0, AT_ONCE, null, true);
		expect(left.moved).toBe(false);
		expect(data.seq).toBe(seq);
		expect(data.botDueAt).toBe(T0);
		const view = viewFor(data.game!, 1);
		const other = view.legal.at(-1)!;
		expect(runBots(data, T0, AT_ONCE, { seq, action: other }, true).moved).toBe(true);
		expect(data.game!.history!.at(-1)).toEqual({ seat: 1, action: other });
		const hard = botToAct('hard');
		expect(runBots(hard, T0, AT_ONCE, null, true).moved).toBe(true);
		expect(toAct(hard.game!)!.seat).toBe(0);
	}, 60_000);
});
