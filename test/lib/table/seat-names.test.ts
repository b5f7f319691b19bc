// Seat names as pages show them: a bot by its own name with its level beside it, in
// the page's language; a bot of an older table ("Bot (easy) 2") by level and number;
// a person by the name they typed, whatever it looks like.
import { describe, expect, test } from 'vitest';
import { botOwnName, seatName, seatNamer } from '$lib/table/seat-names';
import type { SeatInfo } from '$lib/table/room-types';
import { inLocale, LOCALES } from '../i18n/helpers';

type Seat = Pick<SeatInfo, 'seat' | 'name' | 'kind' | 'level'>;
const seats: Seat[] = [
	{ seat: 0, name: 'Ada', kind: 'human', level: 'medium' },
	{ seat: 1, name: 'Alba', kind: 'bot', level: 'easy' },
	{ seat: 2, name: 'Bruno', kind: 'bot', level: 'easy' },
	{ seat: 3, name: 'Clara', kind: 'bot', level: 'hard' }
];

describe('seatName', () => {
	test('two bots of one level are told apart by name, each with its level beside it', () => {
		expect(seats.map((s) => seatName(s, seats))).toEqual([
			'Ada',
			'Alba (easy bot)',
			'Bruno (easy bot)',
			'Clara (hard bot)'
		]);
		expect(inLocale('de', () => seatName(seats[1], seats))).toBe('Alba (Bot, leicht)');
	});

	test('in every language, every bot name is different and shows its level', () => {
		for (const locale of LOCALES) {
			const names = inLocale(locale, () => seats.map((s) => seatName(s, seats)));
			expect(new Set(names).size, locale).toBe(names.length);
			const levels = inLocale(locale, () => ({ easy: seatName(seats[1], seats), hard: seatName(seats[3], seats) }));
			expect(levels.easy.replace('Alba', ''), locale).not.toBe(levels.hard.replace('Clara', ''));
		}
	});

	test('a bot of an older table keeps its level-and-number name, in the page language', () => {
		const old: Seat[] = [
			{ seat: 0, name: 'Ada', kind: 'human', level: null },
			{ seat: 1, name: 'Bot (easy)', kind: 'bot', level: 'easy' },
			{ seat: 2, name: 'Bot (easy) 2', kind: 'bot', level: 'easy' }
		];
		expect(old.map((s) => seatName(s, old))).toEqual(['Ada', 'Bot (easy)', 'Bot (easy) 2']);
		expect(inLocale('de', () => seatName(old[2], old))).toBe('Bot (leicht) 2');
	});

	test('a person keeps the name they typed, even one that looks like a bot', () => {
		const person: Seat = { seat: 0, name: 'Bot (easy) 2', kind: 'human', level: 'medium' };
		expect(seatName(person, [person])).toBe('Bot (easy) 2');
		expect(inLocale('de', () => botOwnName(person, [person]))).toBe('Bot (easy) 2');
	});

	test('the lobby shows a bot by its own name, its level being the select beside it', () => {
		expect(botOwnName(seats[1], seats)).toBe('Alba');
		expect(seatNamer(seats)(7)).toBe('Player 8');
	});
});
