// The evening's tally as the table draws it (src/lib/table/tally/tally.ts): when it
// shows, the rows' order, whose row is the viewer's, and the words in each language.
import { describe, expect, it } from 'vitest';
import { addGame, emptyTally, type Tally } from '$party/tally';
import { tallyModel } from '$lib/table/tally/tally';
import { m } from '$lib/paraglide/messages';
import { inLocale, LOCALES } from '../i18n/helpers';
import { seatsOf } from './game/fake-room.svelte';

const named = (...names: string[]) => names.map((name) => ({ name }));
const finals = (...totals: number[]) =>
	totals.map((total) => ({ total, rank: 1 + totals.filter((other) => other > total).length }));
const stateOf = (tally: Tally | undefined, names: string[], you: number | null) => ({
	tally,
	seats: seatsOf(names.length).map((seat, i) => ({ ...seat, name: names[i] })),
	you: { seat: you, host: you === 0, joined: you !== null }
});

describe('when the tally shows', () => {
	const one = addGame(emptyTally(), named('Ada', 'Alba'), finals(60, 50));
	const two = addGame(one, named('Ada', 'Alba'), finals(40, 55));

	it('on the end screen from the second game on: after one it would repeat the scores', () => {
		expect(tallyModel(stateOf(one, ['Ada', 'Alba'], 0), 'end')).toBeNull();
		expect(tallyModel(stateOf(two, ['Ada', 'Alba'], 0), 'end')?.games).toBe(2);
	});

	it('in the lobby once a game was played', () => {
		expect(tallyModel(stateOf(emptyTally(), ['Ada', 'Alba'], 0), 'lobby')).toBeNull();
		expect(tallyModel(stateOf(one, ['Ada', 'Alba'], 0), 'lobby')?.games).toBe(1);
	});

	it('never from a room of an older build, which sends none', () => {
		expect(tallyModel(stateOf(undefined, ['Ada', 'Alba'], 0), 'lobby')).toBeNull();
		expect(tallyModel(stateOf(undefined, ['Ada', 'Alba'], 0), 'end')).toBeNull();
	});
});

describe('the rows', () => {
	it('most wins first, then most points, level rows in the order they first played', () => {
		let tally = emptyTally();
		tally = addGame(tally, named('Ada', 'Bob', 'Cem', 'Dee'), finals(50, 70, 40, 30));
		tally = addGame(tally, named('Ada', 'Bob', 'Cem', 'Dee'), finals(65, 20, 35, 30));
		tally = addGame(tally, named('Ada', 'Bob', 'Cem', 'Dee'), finals(10, 20, 30, 60));
		// Ada 1 win 125, Bob 1 win 110, Dee 1 win 120, Cem 0 wins 105.
		const model = tallyModel(stateOf(tally, ['Ada', 'Bob', 'Cem', 'Dee'], 1), 'end')!;
		expect(model.rows.map((r) => [r.name, r.wins, r.points, r.leading])).toEqual([
			['Ada', 1, 125, true],
			['Dee', 1, 120, true],
			['Bob', 1, 110, true],
			['Cem', 0, 105, false]
		]);
		expect(model.rows.filter((r) => r.you).map((r) => r.name)).toEqual(['Bob']);
	});

	it('a new person in a seat has a row of their own; the viewer’s row is their seat under their name', () => {
		let tally = addGame(emptyTally(), named('Ada', 'Bob'), finals(50, 40));
		tally = addGame(tally, named('Ada', 'Eve'), finals(30, 45));
		const model = tallyModel(stateOf(tally, ['Ada', 'Eve'], 1), 'end')!;
		// Ada and Eve have a win each (Ada more points); Eve, now in seat 1, is the viewer, not Bob.
		expect(model.rows.map((r) => [r.key, r.wins, r.points, r.you])).toEqual([
			['0:Ada', 1, 80, false],
			['1:Eve', 1, 45, true],
			['1:Bob', 0, 40, false]
		]);
	});

	it('a seat still at the table is named as the table names it: an older table’s bot in the page’s language', () => {
		const tally: Tally = {
			games: 1,
			lines: [
				{ seat: 0, name: 'Ada', wins: 1, points: 60 },
				{ seat: 1, name: 'Bot (easy)', wins: 0, points: 40 }
			]
		};
		const state = stateOf(tally, ['Ada', 'Bot (easy)'], 0);
		state.seats[1] = { ...state.seats[1], kind: 'bot', level: 'easy' };
		const names = inLocale('de', () => tallyModel(state, 'lobby')!.rows.map((r) => r.name));
		expect(names).toEqual(['Ada', inLocale('de', () => m.bot_name({ level: m.bot_level_easy() }))]);
		expect(names[1]).toMatch(/leicht/);
		// Gone from the seat, the line keeps the name it played under.
		state.seats[1] = { ...state.seats[1], name: 'Alba' };
		expect(inLocale('de', () => tallyModel(state, 'lobby')!.rows[1].name)).toBe('Bot (easy)');
	});

	it('a spectator has no row of their own; before anyone has won, nobody leads', () => {
		const tally: Tally = { games: 1, lines: [{ seat: 0, name: 'Ada', wins: 0, points: 0 }] };
		const model = tallyModel(stateOf(tally, ['Ada'], null), 'lobby')!;
		expect(model.rows).toEqual([expect.objectContaining({ you: false, leading: false })]);
	});
});

describe.each(LOCALES)('in %s', (locale) => {
	it('says how many games were played and writes the numbers the language’s way', () => {
		const tally: Tally = { games: 12, lines: [{ seat: 0, name: 'Ada', wins: 7, points: 1234 }] };
		const model = inLocale(locale, () => tallyModel(stateOf(tally, ['Ada'], 0), 'end'))!;
		expect(model.gamesText).toBe(inLocale(locale, () => m.tally_games({ count: '12' })));
		expect(model.gamesText).toMatch(/\b12\b/);
		expect(model.gamesText).not.toMatch(/[{}]|undefined/);
		expect(model.rows[0].pointsText).toBe(new Intl.NumberFormat(locale).format(1234));
		for (const words of [m.tally_title, m.tally_player, m.tally_wins, m.tally_points]) {
			expect(inLocale(locale, () => words()).trim()).not.toBe('');
		}
	});
});
