// What a push says (party/push-payload.ts): the seat's language, names and the table only.
import { describe, expect, it } from 'vitest';
import { formatTimeLeft, isPushLocale, pushPayload } from '../../party/push-payload';

describe('pushPayload', () => {
	it('tells a seat it is their turn, with the time left, in its language', () => {
		expect(pushPayload({ kind: 'turn', table: 'k7Qx2', name: 'Ada', timeLeftMs: 21.5 * 3600_000 }, 'en')).toEqual({
			table: 'k7Qx2',
			kind: 'turn',
			title: 'Your turn at table k7Qx2',
			body: 'Ada, it’s your turn: 21 hours left to play.',
			lang: 'en',
			url: '/t/k7Qx2'
		});
		const de = pushPayload({ kind: 'turn', table: 'k7Qx2', name: 'Ada', timeLeftMs: 45_000 }, 'de');
		expect(de.title).toBe('Du bist am Zug an Tisch k7Qx2');
		expect(de.body).toBe('Ada, du bist am Zug: noch 45 Sekunden Zeit.');
		expect(pushPayload({ kind: 'turn', table: 'k7Qx2', name: 'Ada' }, 'fr').body).toBe('Ada, c’est votre tour.');
	});

	it('names the players of a new game and the winners of a finished one', () => {
		expect(pushPayload({ kind: 'start', table: 't1', players: ['Ada', 'Bo', 'Cy'] }, 'en').body).toBe(
			'Playing: Ada, Bo, and Cy.'
		);
		expect(pushPayload({ kind: 'over', table: 't1', winners: ['Ada'] }, 'da').body).toBe('Ada vandt.');
		expect(pushPayload({ kind: 'over', table: 't1', winners: ['Ada', 'Bo'] }, 'de').body).toBe(
			'Ada und Bo teilen sich den Sieg.'
		);
	});

	it('has words for every kind in all five languages, none of them English outside en', () => {
		const events = [
			{ kind: 'turn', table: 't1', name: 'Ada', timeLeftMs: 3 * 60_000 },
			{ kind: 'start', table: 't1', players: ['Ada', 'Bo'] },
			{ kind: 'over', table: 't1', winners: ['Ada', 'Bo'] }
		] as const;
		for (const event of events) {
			const english = pushPayload(event, 'en');
			for (const lang of ['de', 'da', 'vi', 'fr'] as const) {
				const payload = pushPayload(event, lang);
				expect(payload.lang).toBe(lang);
				expect(payload.title, `${lang} ${event.kind}`).not.toBe(english.title);
				expect(payload.body, `${lang} ${event.kind}`).not.toBe(english.body);
				expect(payload.title).toContain('t1');
			}
		}
	});

	it('rounds the time left down to whole hours, minutes or seconds', () => {
		expect(formatTimeLeft(2 * 3600_000 - 1, 'en')).toBe('119 minutes');
		expect(formatTimeLeft(72 * 3600_000, 'en')).toBe('72 hours');
		expect(formatTimeLeft(119_999, 'en')).toBe('119 seconds');
		expect(formatTimeLeft(-5, 'en')).toBe('0 seconds');
		expect(formatTimeLeft(5 * 3600_000, 'vi')).toBe('5 giờ');
	});

	it('knows the five locales', () => {
		expect(['en', 'de', 'da', 'vi', 'fr'].every(isPushLocale)).toBe(true);
		expect(isPushLocale('es')).toBe(false);
		expect(isPushLocale(undefined)).toBe(false);
	});
});
