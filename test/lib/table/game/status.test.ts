// The status line's words (status.ts): which sentence shows for your turn, a
// question of one of your cards, another player's turn, an absent player about
// to be played for or played for by a bot, and the end.
import { expect, test } from 'vitest';
import { toAct } from '$engine/index';
import { cardName } from '$lib/cards/card-text';
import { statusLine, type StatusFacts } from '$lib/table/game/status';
import { FakeRoom, playUntil } from './fake-room.svelte';

const nameOf = (seat: number) => ['Ada', 'Bo', 'Cy'][seat];
const noCountdown = () => null;

function facts(room: FakeRoom, more: Partial<StatusFacts> = {}): StatusFacts {
	const game = room.state.game;
	const myTurn = game?.toAct?.seat === room.seat;
	const myDecision = myTurn && game?.pending?.seat === room.seat ? game.pending : null;
	return { game, myTurn, myDecision, seats: room.state.seats, nameOf, botIn: noCountdown, ...more };
}

test('your turn to take: from the display where the Messenger stands', () => {
	const room = new FakeRoom();
	const where = room.state.game!.messenger;
	expect(statusLine(facts(room))).toBe(`Your turn: take a ${where === 'castle' ? 'Castle' : 'Village'} card.`);
	const moved = playUntil(room.game, (g) => g.messenger !== where && toAct(g)?.decision === 'turn');
	const other = new FakeRoom(moved);
	expect(statusLine(facts(other))).toBe(`Your turn: take a ${where === 'castle' ? 'Village' : 'Castle'} card.`);
});

test('a question of one of your cards names the card', () => {
	const asked = playUntil(new FakeRoom().game, (g) => !!g.pending && toAct(g)?.seat === g.pending.seat);
	const room = new FakeRoom(asked);
	const card = room.state.game!.pending!.card;
	expect(statusLine(facts(room))).toBe(`Your turn: ${cardName(card)} asks you to choose.`);
});

test('someone else’s turn: their name, or when a bot takes over for them, or that one plays', () => {
	const game = new FakeRoom().game;
	const seat = toAct(game)!.seat;
	const watcher = new FakeRoom(game, (seat + 1) % 3);
	expect(statusLine(facts(watcher))).toBe(`${nameOf(seat)} is playing…`);
	const countdown = (s: number) => (s === seat ? 30 : null);
	expect(statusLine(facts(watcher, { botIn: countdown }))).toBe(
		`${nameOf(seat)} is offline — a bot plays for them in 30 sec`
	);
	const seats = watcher.state.seats.map((s) => (s.seat === seat ? { ...s, botPlaying: true } : s));
	expect(statusLine(facts(watcher, { seats }))).toBe(`${nameOf(seat)} is away — a bot plays for them`);
	// A spectator sees the same.
	const spectator = new FakeRoom(game, null);
	expect(statusLine(facts(spectator))).toBe(`${nameOf(seat)} is playing…`);
});

test('the end: "the game is over"; before any game, nothing', () => {
	const over = playUntil(new FakeRoom().game, (g) => g.over);
	const room = new FakeRoom(over, 0);
	expect(statusLine(facts(room))).toBe('The game is over.');
	expect(statusLine({ ...facts(room), game: null })).toBe('');
});

test('while your move is on its way the line says so, not that it is your turn', () => {
	const room = new FakeRoom();
	expect(statusLine(facts(room, { sending: true }))).toBe('Sending your move…');
	const game = room.game;
	const watcher = new FakeRoom(game, (toAct(game)!.seat + 1) % 3);
	expect(statusLine(facts(watcher, { sending: true }))).toBe(`${nameOf(toAct(game)!.seat)} is playing…`);
});

test('with the connection lost on your turn, the line says it waits for it, not what to take', () => {
	const room = new FakeRoom();
	expect(statusLine(facts(room, { connected: false }))).toBe('Your turn — waiting for the connection…');
	expect(statusLine(facts(room, { connected: false, sending: true }))).toBe('Your turn — waiting for the connection…');
	const game = room.game;
	const watcher = new FakeRoom(game, (toAct(game)!.seat + 1) % 3);
	expect(statusLine(facts(watcher, { connected: false }))).toBe(`${nameOf(toAct(game)!.seat)} is playing…`);
});
