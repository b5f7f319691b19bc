// The game log told from the engine's events in all five languages: the same
// lines in every language, nothing left unfilled, no English in the others.
import { describe, expect, test } from 'vitest';
import { applyAction, newGame, toAct, type GameEvent, type GameState } from '$engine/index';
import type { LogLine } from '$lib/table/game/game-log';
import { createRandom, randomAction } from '$engine/sim';
import { describeLog, logDescriber } from '$lib/table/game/game-log';
import { inLocale, LOCALES } from '../../i18n/helpers';

const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli'];
const nameOf = (seat: number) => NAMES[seat];

/** A whole game of random legal moves: every kind of event a real game makes. */
function playedGame(players: number, seed: string): GameEvent[] {
	const random = createRandom(seed);
	let g: GameState = newGame({ players, seed });
	while (!g.over) {
		const r = applyAction(g, toAct(g)!.seat, randomAction(g, random));
		if (!r.ok) throw new Error(r.error.message);
		g = r.game;
	}
	return g.log;
}

// Seeds chosen so that a deck runs out and is reshuffled.
const games = [playedGame(5, 'log-6'), playedGame(5, 'log-a'), playedGame(3, 'log-b'), playedGame(2, 'log-c')];
const events = games.flat();
const english = games.map((log) => inLocale('en', () => describeLog(log, nameOf)));

test('the games played cover every kind of line', () => {
	const types = new Set(events.map((e) => (e.type === 'discard' ? `discard:${e.source === 'refresh'}` : e.type)));
	for (const type of [
		'start',
		'turn',
		'key',
		'take',
		'gain',
		'purse',
		'choose',
		'discard:true',
		'discard:false',
		'messenger',
		'reshuffle',
		'end'
	]) {
		expect(types, type).toContain(type);
	}
	expect(events.some((e) => e.type === 'take' && e.faceDown)).toBe(true);
	expect(events.some((e) => e.type === 'gain' && e.neighbor !== undefined)).toBe(true);
});

describe.each(LOCALES)('%s', (locale) => {
	const logs = games.map((log) => inLocale(locale, () => describeLog(log, nameOf)));

	test('tells the same lines as in English, each filled in', () => {
		logs.forEach((lines, i) => {
			expect(lines.map((l) => [l.id, l.turn, l.seat, !!l.header])).toEqual(
				english[i].map((l) => [l.id, l.turn, l.seat, !!l.header])
			);
			for (const line of lines) {
				expect(line.text.trim()).not.toBe('');
				expect(line.text).not.toMatch(/[{}]|undefined|NaN|\[object/);
				// A line starts with a capital (or a player's name).
				expect(line.text[0]).toBe(line.text[0].toLocaleUpperCase(locale));
			}
		});
	});
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
	test('has no English left', () => {
		const text = games
			.flatMap((log) => inLocale(locale, () => describeLog(log, nameOf)))
			.map((l) => l.text)
			.join('\n');
		for (const word of [' the ', 'bought', 'gains', 'spent', 'chose', 'discarded', 'moves to', ' gold ', ' keys']) {
			expect(text).not.toContain(word);
		}
	});
});

test('a move and its consequences make one line, in each language’s words', () => {
	const log: GameEvent[] = [
		{ type: 'turn', seat: 0, turn: 1 },
		{ type: 'take', seat: 0, card: 'judge', faceDown: false, cost: 3, x: 0, y: 0 },
		{ type: 'gain', seat: 0, gold: 0, keys: 2, source: 'judge' },
		{ type: 'messenger', to: 'castle' },
		{ type: 'turn', seat: 1, turn: 2 },
		{ type: 'take', seat: 1, card: 'knight', faceDown: true, cost: 0, x: 0, y: 0 },
		{ type: 'gain', seat: 1, gold: 6, keys: 2, source: 'faceDown' }
	];
	const lines = (locale: (typeof LOCALES)[number]) =>
		inLocale(locale, () => describeLog(log, nameOf))
			.filter((l) => !l.header)
			.map((l) => l.text);
	expect(lines('en')).toEqual([
		'Ada bought the Judge for 3 gold and gains 2 keys; the Messenger moves to the Castle',
		'Bo took the Knight face down for 6 gold and 2 keys'
	]);
	expect(lines('de')).toEqual([
		'Ada kauft den Richter für 3 Gold und erhält 2 Schlüssel; der Herold geht zum Schloss',
		'Bo legt die Ritterin verdeckt aus für 6 Gold und 2 Schlüssel'
	]);
	expect(lines('fr')[0]).toBe('Ada achète le Juge pour 3 or et gagne 2 clés ; le Messager va au Château');
	expect(lines('da')[1]).toBe('Bo lægger Ridderen med billedsiden nedad for 6 guld og 2 nøgler');
	expect(lines('vi')[0]).toBe(
		'Ada mua Thẩm phán với giá 3 vàng và nhận 2 chìa khóa; Người Đưa Tin di chuyển đến Lâu đài'
	);
});

test('a location running out of cards leaves the game, in every language', () => {
	const log: GameEvent[] = [
		{ type: 'turn', seat: 2, turn: 7 },
		{ type: 'take', seat: 2, card: 'spy', faceDown: false, cost: 2, x: 0, y: 0 },
		{ type: 'reshuffle', location: 'village' },
		{ type: 'removed', location: 'village' }
	];
	const line = (locale: (typeof LOCALES)[number]) => inLocale(locale, () => describeLog(log, nameOf))[1].text;
	expect(line('en')).toBe(
		'Cy bought the Spy for 2 gold; the Village discard pile is shuffled into a new deck; the Village has no cards left and leaves the game'
	);
	expect(line('da')).toBe(
		'Cy køber Spionen for 2 guld; landsbyens kasserede kort blandes til en ny stak; landsbyen har ikke flere kort og fjernes fra spillet'
	);
});

test('lists follow the language', () => {
	const log: GameEvent[] = [
		{ type: 'turn', seat: 0, turn: 1 },
		{ type: 'take', seat: 0, card: 'executioner', faceDown: false, cost: 3, x: 0, y: 0 },
		{ type: 'gain', seat: 0, gold: 4, keys: 1, source: 'executioner' }
	];
	const line = (locale: (typeof LOCALES)[number]) => inLocale(locale, () => describeLog(log, nameOf))[1].text;
	expect(line('en')).toContain('gains 4 gold and 1 key');
	expect(line('de')).toContain('erhält 4 Gold und 1 Schlüssel');
	expect(line('fr')).toContain('gagne 4 or et 1 clé');
});

describe('moves a stand-in made', () => {
	// A real 2-player game; Bo's second turn was played by a bot. The room's range
	// also covers what Bo's move revealed and Ada's next turn marker.
	const log = games[3];
	const bosTurns = log.flatMap((e, i) => (e.type === 'turn' && e.seat === 1 ? [i] : []));
	const start = bosTurns[1];
	const nextTurn = log.findIndex((e, i) => i > start && e.type === 'turn');
	const standIns = [{ from: start + 1, to: nextTurn + 1, seat: 1, reason: 'bot' as const }];

	test('are marked on that player’s lines only, never on a turn header or another seat’s line', () => {
		const lines = inLocale('en', () => describeLog(log, nameOf, standIns));
		const marked = lines.filter((l) => l.standIn);
		expect(marked.length).toBeGreaterThan(0);
		for (const line of marked) {
			expect(line.seat).toBe(1);
			expect(line.header).toBeFalsy();
			expect(line.id).toBeGreaterThan(start);
			expect(line.id).toBeLessThan(nextTurn);
			expect(line.text).toMatch(/^Bo .* \(bot for Bo\)$/);
		}
		const header = lines.find((l) => l.id === nextTurn)!;
		expect(header.header).toBe(true);
		expect(header.text).not.toContain('bot for');
		// Everything else reads as without stand-ins.
		const plain = inLocale('en', () => describeLog(log, nameOf));
		expect(lines.filter((l) => !l.standIn)).toEqual(plain.filter((l) => !marked.some((x) => x.id === l.id)));
	});

	test.each(LOCALES)('say who stood in, in %s', (locale) => {
		const bot = inLocale(locale, () => describeLog(log, nameOf, standIns)).filter((l) => l.standIn);
		const timeout = inLocale(locale, () => describeLog(log, nameOf, [{ ...standIns[0], reason: 'timeout' }])).filter(
			(l) => l.standIn
		);
		const plain = new Map(inLocale(locale, () => describeLog(log, nameOf)).map((l) => [l.id, l.text]));
		for (const line of bot) {
			expect(line.text.startsWith(plain.get(line.id)!)).toBe(true);
			expect(line.text.slice(plain.get(line.id)!.length)).toMatch(/^ \(.*Bo\)$/);
		}
		for (const line of timeout) {
			expect(line.standIn).toBe('timeout');
			expect(line.text.slice(plain.get(line.id)!.length)).toMatch(/^ \([^{}]+\)$/);
			expect(line.text).not.toContain('Bo)');
		}
		expect(timeout.map((l) => l.id)).toEqual(bot.map((l) => l.id));
	});
});

test('a growing log is told again only from its last turn, in the same words as told whole', () => {
	const log = games[0];
	const standIns = [{ from: 40, to: 60, seat: 1, reason: 'bot' as const }];
	const hints = [{ at: 30, seat: 2, seq: 12 }];
	const describe = logDescriber();
	let before: LogLine[] = [];
	for (let end = 1; end <= log.length; end++) {
		const events = log.slice(0, end);
		const lines = inLocale('en', () => describe(events, nameOf, standIns, hints));
		expect(lines).toEqual(inLocale('en', () => describeLog(events, nameOf, standIns, hints)));
		// What came before the last turn header both logs had is kept as it was.
		const lastTurn = events.slice(0, end - 1).findLastIndex((e) => e.type === 'turn');
		for (const line of before.filter((l) => l.id < lastTurn && !l.standIn && !l.hint))
			expect(lines.find((l) => l.id === line.id)).toBe(line);
		before = lines;
	}
	// Other names, or a log whose events are new objects: told whole again.
	const other = (seat: number) => `P${seat}`;
	expect(inLocale('en', () => describe(log, other))).toEqual(inLocale('en', () => describeLog(log, other)));
	const copied = structuredClone(log);
	expect(inLocale('en', () => describe(copied, other))).toEqual(inLocale('en', () => describeLog(copied, other)));
});
