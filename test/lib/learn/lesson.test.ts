// The lesson's controller: the step follows the game, each move is asked for as
// the table's taps (card, side, space, Confirm, or a key), a tap elsewhere is
// explained and not done, a move other than the one asked for is not sent, and
// the end shows your score card by card.
import { describe, expect, test } from 'vitest';
import { applyAction, toAct, type GameState } from '$engine/index';
import { LessonController } from '$lib/learn/lesson.svelte';
import { lessonGame, playLesson } from '$lib/learn/play';
import { LESSON, YOU } from '$lib/learn/script';
import { targetsOf } from '$lib/learn/targets';
import { roomStateOf } from '../table/game/fake-room.svelte';

function lessonAt(game: GameState, oneTap = false) {
	const room = { state: roomStateOf(game, YOU) };
	const lesson = new LessonController({ state: () => room.state, oneTap: () => oneTap });
	const set = (g: GameState) => (room.state = roomStateOf(g, YOU));
	return { lesson, set };
}

const act = (g: GameState, a: Parameters<typeof applyAction>[2]) => {
	const r = applyAction(g, toAct(g)!.seat, a);
	if (!r.ok) throw new Error(r.error.message);
	return r.game;
};

describe('the lesson, tap by tap', () => {
	test('the first step marks the card, then its space, then Confirm; a wrong tap is explained and changes nothing', () => {
		const { lesson } = lessonAt(lessonGame());
		expect(lesson.step?.id).toBe('cost');
		expect(lesson.target).toEqual({ kind: 'card', of: 'armorer' });
		expect(lesson.tap(false)).toBe(false);
		expect(lesson.refused?.reason).toBe('step');
		expect(lesson.target).toEqual({ kind: 'card', of: 'armorer' });
		expect(lesson.tap(true)).toBe(true);
		expect(lesson.refused).toBeNull();
		expect(lesson.target).toEqual({ kind: 'spot', of: '0,0' });
		lesson.tap(true);
		expect(lesson.target).toEqual({ kind: 'confirm' });
	});

	test('with one tap on a space, there is no Confirm to mark', () => {
		const { lesson } = lessonAt(lessonGame(), true);
		expect(lesson.targets.map((t) => t.kind)).toEqual(['card', 'spot']);
	});

	test('only the move asked for is sent', () => {
		const { lesson } = lessonAt(lessonGame());
		const asked = LESSON.steps[0].actions[0];
		expect(lesson.allows({ type: 'action', action: { ...asked, faceDown: true } as typeof asked })).toBe(false);
		expect(lesson.refused?.reason).toBe('step');
		expect(lesson.allows({ type: 'action', action: { ...asked } })).toBe(true);
		expect(lesson.allows({ type: 'rematch' })).toBe(false);
	});

	test('the face-down step marks "Face down" between the card and the space; the key steps mark the key first', () => {
		const down = LESSON.steps.find((s) => s.id === 'face-down')!;
		expect(targetsOf(down.actions[0], false).map((t) => t.kind)).toEqual(['card', 'down', 'spot', 'confirm']);
		const i = LESSON.steps.findIndex((s) => s.id === 'messenger');
		const { lesson, set } = lessonAt(playLesson(i).game);
		expect(lesson.step?.id).toBe('messenger');
		expect(lesson.target).toEqual({ kind: 'key-messenger' });
		set(act(playLesson(i).game, LESSON.steps[i].actions[0]));
		expect(lesson.step?.id).toBe('messenger');
		expect(lesson.target).toEqual({ kind: 'card', of: 'judge' });
	});

	test('the words are filled from the game: the discount step costs 3 of a printed 4', () => {
		const { lesson } = lessonAt(playLesson(1).game);
		expect(lesson.step?.id).toBe('discount');
		expect(lesson.values).toMatchObject({ cost: 3, printed: 4, n: 2, total: 9 });
	});

	test('"why" opens and closes, and closes by itself at the next step', () => {
		const { lesson, set } = lessonAt(lessonGame());
		lesson.toggleWhy();
		expect(lesson.why).toBe(true);
		lesson.toggleWhy();
		expect(lesson.why).toBe(false);
		lesson.toggleWhy();
		set(playLesson(1).game);
		expect(lesson.why).toBe(false);
	});

	test("during the bot's turn nothing is marked and a tap is explained", () => {
		const game = act(lessonGame(), LESSON.steps[0].actions[0]);
		const { lesson } = lessonAt(game);
		expect(lesson.target).toBeNull();
		expect(lesson.tap(false)).toBe(false);
		expect(lesson.refused?.reason).toBe('bot-turn');
	});
});

describe('the whole lesson', () => {
	test('each step marks the taps of its move, advances with the game, and ends on the score card by card', () => {
		const { lesson, set } = lessonAt(lessonGame());
		let taps = 0;
		LESSON.steps.forEach((step, i) => {
			set(playLesson(i).game);
			expect(lesson.step?.id).toBe(step.id);
			let g = playLesson(i).game;
			for (const action of step.actions) {
				for (const t of targetsOf(action, false)) {
					expect(lesson.target).toEqual(t);
					expect(lesson.tap(true)).toBe(true);
					taps++;
				}
				expect(lesson.allows({ type: 'action', action })).toBe(true);
				g = act(g, action);
				set(g);
			}
		});
		set(playLesson().game);
		expect(lesson.over).toBe(true);
		expect(lesson.step).toBeNull();
		const end = lesson.cardScores!;
		expect(end.total).toBe(LESSON.scores[YOU]);
		expect(end.cards.reduce((sum, c) => sum + c.points, 0) + end.keys).toBe(end.total);
		expect(end.cards).toHaveLength(9);
		expect(lesson.values).toMatchObject({ you: LESSON.scores[0], bot: LESSON.scores[1] });
		expect(taps).toBeLessThanOrEqual(32);
	});
});
