// The guided first game is a real game: each move the lesson asks for is legal in
// its state, each step teaches what it says it does, the scores are the lesson's,
// and the record replays through the engine.
import { describe, expect, test } from 'vitest';
import { legalActions, recordOf, replay, scores, toAct, viewFor } from '$engine/index';
import { previewAction } from '$engine/preview';
import { LESSON, STEP_IDS, YOU } from '$lib/learn/script';
import { apply, lessonGame, playLesson } from '$lib/learn/play';

const { game, before } = playLesson();
const stepOf = (id: string) => LESSON.steps.findIndex((s) => s.id === id);
const takeOf = (i: number) => LESSON.steps[i].actions.at(-1)!;

describe('the lesson in the engine', () => {
	test('nine steps, one per turn of yours, in the order the lesson teaches', () => {
		expect(LESSON.steps.map((s) => s.id)).toEqual([...STEP_IDS]);
		expect(before.map((g) => g.players[YOU].tableau.length)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
	});

	test('every move asked for is legal in its state, and the bot uses all its moves', () => {
		let g = lessonGame();
		let bot = 0;
		for (const step of LESSON.steps) {
			for (const action of step.actions) {
				expect(toAct(g)?.seat).toBe(YOU);
				expect(legalActions(g)).toContainEqual(action);
				g = apply(g, action);
			}
			while (!g.over && toAct(g)?.seat !== YOU) {
				expect(legalActions(g)).toContainEqual(LESSON.botMoves[bot]);
				g = apply(g, LESSON.botMoves[bot++]);
			}
		}
		expect(bot).toBe(LESSON.botMoves.length);
		expect(g.over).toBe(true);
	});

	test("the final scores are the lesson's, and you win", () => {
		expect(scores(game).map((s) => s.total)).toEqual([...LESSON.scores]);
		expect(scores(game)[YOU].rank).toBe(1);
	});

	test('the moves replay through replay()', () => {
		const record = recordOf(game);
		expect(record.actions.filter((a) => a.seat === YOU).map((a) => a.action)).toEqual(
			LESSON.steps.flatMap((s) => s.actions)
		);
		const again = replay(JSON.parse(JSON.stringify(record)));
		expect(scores(again).map((s) => s.total)).toEqual([...LESSON.scores]);
		expect(viewFor(again, YOU).players).toEqual(viewFor(game, YOU).players);
	});
});

describe('each step teaches what it names', () => {
	test('cost: the first card is paid for, face up, from 15 gold', () => {
		const [a, b] = [before[0], before[1]];
		expect(takeOf(0)).toMatchObject({ faceDown: false });
		expect(b.players[YOU].gold).toBeLessThan(a.players[YOU].gold);
	});

	test('discount: the second card costs less than printed, thanks to the first', () => {
		const i = stepOf('discount');
		const spent = before[i].players[YOU].gold - before[i + 1].players[YOU].gold;
		const log = before[i + 1].log.filter((e) => e.type === 'take' && e.seat === YOU);
		expect(log.at(-1)).toMatchObject({ card: 'stable-boy', cost: 3 });
		expect(spent).toBeLessThanOrEqual(3);
	});

	test('face down: nothing paid, 6 gold and 2 keys gained, and the card could have been bought', () => {
		const i = stepOf('face-down');
		const g = before[i];
		expect(takeOf(i)).toMatchObject({ faceDown: true });
		expect(legalActions(g)).toContainEqual({ ...takeOf(i), faceDown: false });
		const gained = before[i + 1].log.find((e) => e.type === 'gain' && e.source === 'faceDown');
		expect(gained).toMatchObject({ gold: 6, keys: 2 });
	});

	test('space: the space asked for shows the most, and some show less', () => {
		const i = stepOf('space');
		const view = viewFor(before[i], YOU);
		const card = takeOf(i);
		const spots = view.legal.filter(
			(a) => a.type === 'take' && a.card === (card as { card: string }).card && !a.faceDown
		);
		const after = spots.map((a) => previewAction(view, a).after.max);
		const asked = previewAction(view, card).after.max;
		expect(asked).toBe(Math.max(...after));
		expect(Math.min(...after)).toBeLessThan(asked);
	});

	test('every take asks for one of the spaces that add the most', () => {
		LESSON.steps.forEach((step, i) => {
			let g = before[i];
			for (const a of step.actions.slice(0, -1)) g = apply(g, a);
			const view = viewFor(g, YOU);
			const t = takeOf(i) as { card: string; faceDown: boolean };
			const spots = view.legal.filter((a) => a.type === 'take' && a.card === t.card && a.faceDown === t.faceDown);
			const best = Math.max(...spots.map((a) => previewAction(view, a).after.max));
			expect(previewAction(view, takeOf(i)).after.max, step.id).toBe(best);
		});
	});

	test('messenger and refresh: a key each, the first sends you to the Castle and the card back', () => {
		const m = stepOf('messenger');
		expect(before[m].messenger).toBe('village');
		const moved = apply(before[m], LESSON.steps[m].actions[0]);
		expect(moved.messenger).toBe('castle');
		expect(before[m + 1].messenger).toBe('village');
		const r = stepOf('refresh');
		const refreshed = apply(before[r], LESSON.steps[r].actions[0]);
		expect(refreshed.displays.village.some((id) => before[r].displays.village.includes(id))).toBe(false);
		expect(refreshed.displays.village).toContain((takeOf(r) as { card: string }).card);
	});

	test('purses: the purse card receives gold at once, and holds more at the end', () => {
		const i = stepOf('purses');
		const card = (takeOf(i) as { card: string }).card;
		const on = (g: typeof game) => g.players[YOU].tableau.find((p) => p.card === card)?.gold ?? 0;
		expect(on(before[i + 1])).toBeGreaterThan(0);
		expect(on(game)).toBeGreaterThan(on(before[i + 1]));
	});

	test('gold: the card pays one gold per card you hold', () => {
		const i = stepOf('gold');
		const gain = before[i + 1].log.find((e) => e.type === 'gain' && e.source === 'woodcutter');
		expect(gain).toMatchObject({ gold: before[i].players[YOU].tableau.length + 1 });
	});
});
