// The table's own words outside the messages: errors by code (the lobby's with the
// lobby), the home page's summaries, join problems, and sentences with an element inside.
import { describe, expect, test } from 'vitest';
import { ROOM_ID_PATTERN } from '$party/room-id';
import { ERROR_CODES } from '$party/protocol';
import { addLobbyErrorTexts, addReactionErrorTexts, closedText } from '$lib/table/errors';
import { errorText } from '$lib/table/error-words';
import { LOBBY_REFUSALS } from '$lib/table/lobby/refusals';
import { REACTION_REFUSALS } from '$lib/table/reactions/words';
import { pieces, slot } from '$lib/i18n/slots';
import { rowDetails, standingText, type TableStanding } from '$lib/table/your-tables.svelte';
import { joinProblem, MIN_CODE_LENGTH } from '$lib/table/table-code';
import { m } from '$lib/paraglide/messages';
import { inLocale, LOCALES } from './i18n/helpers';

test("a game's phases word every refusal but the lobby's and the reactions' without them loaded", () => {
	const internal = errorText('internal');
	const lazyCodes = new Set([...Object.keys(LOBBY_REFUSALS), ...Object.keys(REACTION_REFUSALS)]);
	for (const code of ERROR_CODES.filter((c) => !lazyCodes.has(c) && c !== 'internal')) {
		expect(errorText(code), code).not.toBe(internal);
	}
	// Before the lobby (or the reactions) load, their codes have no words of their own.
	expect(errorText('table-full')).toBe(internal);
	expect(errorText('slow-down')).toBe(internal);
	addLobbyErrorTexts(LOBBY_REFUSALS);
	addReactionErrorTexts(REACTION_REFUSALS);
	expect(errorText('table-full')).not.toBe(internal);
	expect(errorText('slow-down', { retryInMs: 1500 })).toBe('Not so fast: you can react again in 2 s.');
});

describe.each(LOCALES)('%s', (locale) => {
	test('every error code has its own words, filled in', () => {
		addLobbyErrorTexts(LOBBY_REFUSALS);
		addReactionErrorTexts(REACTION_REFUSALS);
		const texts = inLocale(locale, () =>
			[...ERROR_CODES, 'offline' as const].map((code) => errorText(code, { name: 'Ada', path: 'action.x' }))
		);
		const internal = inLocale(locale, () => errorText('internal'));
		texts.forEach((text, i) => {
			expect(text.trim(), ERROR_CODES[i]).not.toBe('');
			expect(text, ERROR_CODES[i]).not.toMatch(/[{}]|undefined|NaN/);
			if (ERROR_CODES[i] !== 'internal') expect(text, ERROR_CODES[i]).not.toBe(internal);
		});
		// Parameters land in the sentence.
		expect(inLocale(locale, () => errorText('seat-connected', { name: 'Ada' }))).toContain('Ada');
		expect(inLocale(locale, () => errorText('too-large', { max: 8192 }))).toMatch(/8[.,  ]?192/);
		for (const reason of ['expired', 'missing'] as const) {
			expect(inLocale(locale, () => closedText(reason))).not.toMatch(/[{}]|undefined|NaN/);
		}
		// The closing times come from the clock (2 and 24 hours), written the language's way.
		expect(inLocale(locale, () => closedText('expired'))).toMatch(/\b2\b.*\b24\b/s);
	});

	test('the home page says where each of your tables stands', () => {
		const standings: TableStanding[] = [
			{ kind: 'your-turn', turn: 14, leftMs: null },
			{ kind: 'waiting', name: 'Bob', turn: 14, leftMs: null },
			{ kind: 'playing', turn: 14 },
			{ kind: 'lobby' },
			{ kind: 'you-won', points: 82 },
			{ kind: 'won', name: 'Bob', points: 82, yours: 70 },
			{ kind: 'tie', points: 82, yours: null },
			{ kind: 'over' },
			{ kind: 'closed' }
		];
		const texts = inLocale(locale, () => standings.map(standingText));
		expect(new Set(texts).size).toBe(standings.length);
		for (const [i, s] of standings.entries()) {
			if ('name' in s) expect(texts[i]).toContain('Bob');
			if ('points' in s) expect(texts[i]).toContain('82');
		}
		const details = inLocale(locale, () =>
			rowDetails({
				room: 'k7xq2m9vtrpa',
				standing: { kind: 'waiting', name: 'Bob', turn: 14, leftMs: 21 * 3_600_000 },
				others: ['Bob', 'Cy'],
				live: true
			})
		);
		for (const part of ['k7xq', 'Bob', 'Cy', '14', '21']) expect(details).toContain(part);
		const lost = inLocale(locale, () =>
			rowDetails({
				room: 'k7xq2m9vtrpa',
				standing: { kind: 'won', name: 'Bob', points: 82, yours: 70 },
				others: ['Bob'],
				live: true
			})
		);
		expect(lost).toContain('70');
		const closing = inLocale(locale, () =>
			rowDetails({
				room: 'k7xq2m9vtrpa',
				standing: { kind: 'lobby' },
				others: [],
				live: true,
				closingInMs: 40 * 60_000
			})
		);
		expect(closing).toContain('40');
	});

	test('a code that opens no table is named in the answer', () => {
		for (const problem of ['missing', 'closed']) {
			expect(inLocale(locale, () => joinProblem(problem, 'https://x.example/t/abcdefghijk23'))).toContain(
				'abcdefghijk23'
			);
		}
		expect(inLocale(locale, () => joinProblem(null, 'nope'))).toContain(String(MIN_CODE_LENGTH));
	});
});

test('the shortest code the join form names is the rooms’ own', () => {
	expect(ROOM_ID_PATTERN.test('a'.repeat(MIN_CODE_LENGTH))).toBe(true);
	expect(ROOM_ID_PATTERN.test('a'.repeat(MIN_CODE_LENGTH - 1))).toBe(false);
});

test('an element inside a sentence lands where each language puts it', () => {
	const code = (locale: (typeof LOCALES)[number]) =>
		inLocale(locale, () => pieces(m.no_table_missing({ code: slot('code') })));
	expect(code('en')).toEqual(['No table with the code ', { slot: 'code' }]);
	expect(code('de')).toEqual(['Kein Tisch mit dem Code ', { slot: 'code' }]);
	const link = inLocale('de', () => pieces(m.replay_downloaded_any({ link: slot('link') })));
	expect(link).toEqual(['Eine heruntergeladene Spieldatei kannst du jederzeit auf ', { slot: 'link' }, ' ansehen.']);
});
