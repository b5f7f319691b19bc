// The move being chosen (move.svelte.ts), driven as the page drives it, against
// a real engine game: pick → spot → Confirm, its changes of mind, keys, sending,
// the move shown while the room confirms it, refusals, and forgetting the choice
// when the room's game moves on.
import { describe, expect, test } from 'vitest';
import { flushSync } from 'svelte';
import { toAct, viewFor, type GameState, type TakeAction } from '$engine/index';
import * as preview from '$engine/preview';
import { gainOf, type PreviewEngine } from '$lib/table/game/game-numbers';
import { Lazy } from '$lib/table/game/lazy.svelte';
import { MoveController, type Spot } from '$lib/table/game/move.svelte';
import { isMyTurn } from '$lib/table/turn/title';
import { FakeRoom, play, playUntil, watch } from './fake-room.svelte';

interface Setup {
	room?: FakeRoom;
	oneTap?: boolean;
}

function setup({ room = new FakeRoom(), oneTap = false }: Setup = {}) {
	const loads = { preview: 0 };
	const previewModule = new Lazy(async () => (loads.preview++, preview as PreviewEngine));
	const focused: Spot[] = [];
	/** Each time the focus was let go of. */
	const letGo: number[] = [];
	const settings = { oneTap };
	const move = new MoveController({
		state: () => room.state,
		send: room.send,
		refusal: () => room.error,
		oneTap: () => settings.oneTap,
		preview: previewModule,
		focusSpot: (spot) => focused.push(spot),
		letGoOfFocus: () => letGo.push(room.sent.length)
	});
	return { room, move, loads, focused, letGo, settings };
}

/** Lets the lazy modules' promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const takesOf = (room: FakeRoom) => room.state.game!.legal.filter((a): a is TakeAction => a.type === 'take');
/** A card on display that the player can buy, and one they can only take face down. */
function cards(room: FakeRoom) {
	const takes = takesOf(room);
	const buyable = takes.find((a) => !a.faceDown)?.card;
	const faceDownOnly = takes.find((a) => !takes.some((b) => b.card === a.card && !b.faceDown))?.card;
	return { buyable, faceDownOnly };
}
const spotsOf = (room: FakeRoom, card: string, faceDown: boolean) =>
	takesOf(room).flatMap((a) => (a.card === card && a.faceDown === faceDown ? [{ x: a.x, y: a.y }] : []));

/** The position with the player to act given `gold`. */
function withGold(game: GameState, gold: number): GameState {
	const g = structuredClone(game);
	g.players[toAct(g)!.seat].gold = gold;
	return g;
}

/** A game where the player to act has a card to buy and one only to take face down (gold set to make it so). */
function gameWithChoice(): GameState {
	const golds = Array.from({ length: 40 }, (_, gold) => gold);
	const hasChoice = (g: GameState) => {
		const { buyable, faceDownOnly } = cards(new FakeRoom(g));
		return !!buyable && !!faceDownOnly;
	};
	const turn = playUntil(new FakeRoom().game, (g) => {
		const t = toAct(g);
		if (t?.decision !== 'turn' || g.players[t.seat].tableau.length < 2) return false;
		return golds.some((gold) => hasChoice(withGold(g, gold)));
	});
	return withGold(
		turn,
		golds.find((gold) => hasChoice(withGold(turn, gold)))!
	);
}

describe('the pick → spot → Confirm machine', () => {
	test('at first nothing is chosen, and it is your turn to take', () => {
		const { move } = setup();
		expect(move.myTurn).toBe(true);
		expect(move.canTake).toBe(true);
		expect([move.selected, move.chosen, move.waiting, move.placing]).toEqual([null, null, false, false]);
	});

	test('picking a card you can pay for takes it face up; one you cannot, face down', () => {
		const { move, room } = setup({ room: new FakeRoom(gameWithChoice()) });
		const { buyable, faceDownOnly } = cards(room);
		move.select(buyable!);
		expect(move.selected).toEqual({ card: buyable, faceDown: false });
		expect(move.canBuy).toBe(true);
		expect(move.spots).toEqual(spotsOf(room, buyable!, false));
		move.select(faceDownOnly!);
		expect(move.selected).toEqual({ card: faceDownOnly, faceDown: true });
		expect(move.canBuy).toBe(false);
		expect(move.spots).toEqual(spotsOf(room, faceDownOnly!, true));
	});

	test('a card no take can use (gone since the tap, or in the other display) is not picked', () => {
		const { move, room } = setup();
		const takeable = new Set(takesOf(room).map((a) => a.card));
		const view = room.state!.game!;
		const other = [...view.displays.castle, ...view.displays.village].find((id) => id && !takeable.has(id));
		expect(other).toBeTruthy();
		move.select(other!);
		expect(move.selected).toBeNull();
		move.select([...takeable][0]);
		move.select('no-such-card');
		expect(move.selected?.card).toBe([...takeable][0]);
	});

	test('picking the same card again puts it back', () => {
		const { move, room } = setup();
		const card = takesOf(room)[0].card;
		move.select(card);
		move.select(card);
		expect(move.selected).toBeNull();
	});

	test('the preview loads once, when a card is picked, and placing opens with the pick', async () => {
		const { move, room, loads } = setup();
		move.prepare();
		expect(loads).toEqual({ preview: 0 });
		expect(move.placing).toBe(false);
		move.select(takesOf(room)[0].card);
		expect(move.placing).toBe(true);
		move.prepare();
		move.prepare();
		await settle();
		expect(loads).toEqual({ preview: 1 });
	});

	test('choosing a spot waits for Confirm, which sends that take', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		expect(move.chosen).toEqual({ x: take.x, y: take.y });
		expect(move.chosenCard).toEqual({ x: take.x, y: take.y, card: take.card, faceDown: move.selected!.faceDown });
		expect(room.sent).toEqual([]);
		move.confirm();
		expect(room.sent).toEqual([{ type: 'action', action: { type: 'take', ...move.selected, x: take.x, y: take.y } }]);
	});

	test('with one tap, a spot is the move', () => {
		const { move, room } = setup({ oneTap: true });
		const take = takesOf(room).find((a) => a.faceDown)!;
		move.select(take.card);
		move.setSide(true);
		move.place(take.x, take.y);
		expect(move.chosen).toBeNull();
		expect(room.sent).toEqual([{ type: 'action', action: take }]);
	});

	test('a tap on a spot with no card picked does nothing', () => {
		const { move, room } = setup({ oneTap: true });
		move.place(0, 0);
		move.confirm();
		expect(move.chosen).toBeNull();
		expect(room.sent).toEqual([]);
	});

	test('changing the card forgets the spot', () => {
		const { move, room } = setup({ room: new FakeRoom(gameWithChoice()) });
		const { buyable, faceDownOnly } = cards(room);
		move.select(buyable!);
		const spot = move.spots[0];
		move.place(spot.x, spot.y);
		move.select(faceDownOnly!);
		expect(move.chosen).toBeNull();
		expect(move.selected?.card).toBe(faceDownOnly);
	});

	test('turning the card over keeps the spot if that side may go there too', () => {
		const { move, room } = setup({ room: new FakeRoom(gameWithChoice()) });
		const { buyable } = cards(room);
		move.select(buyable!);
		const down = spotsOf(room, buyable!, true);
		const shared = spotsOf(room, buyable!, false).find((s) => down.some((d) => d.x === s.x && d.y === s.y))!;
		move.place(shared.x, shared.y);
		move.setSide(true);
		expect(move.selected).toEqual({ card: buyable, faceDown: true });
		expect(move.chosen).toEqual(shared);
		expect(move.spots).toEqual(down);
		move.setSide(false);
		expect(move.selected).toEqual({ card: buyable, faceDown: false });
		expect(move.chosen).toEqual(shared);
	});

	test('turning the card over forgets a spot that side may not go to', () => {
		const room = new FakeRoom(gameWithChoice());
		const { buyable } = cards(room);
		const [spot] = spotsOf(room, buyable!, false);
		// The legal moves as if face down the card could not go to that spot.
		const game = room.state.game!;
		const legal = game.legal.filter(
			(a) => !(a.type === 'take' && a.card === buyable && a.faceDown && a.x === spot.x && a.y === spot.y)
		);
		room.state = { ...room.state, game: { ...game, legal } };
		const { move } = setup({ room });
		move.select(buyable!);
		move.place(spot.x, spot.y);
		move.setSide(true);
		expect(move.chosen).toBeNull();
		expect(move.spots).not.toContainEqual(spot);
	});

	test('Cancel goes back to choosing a spot and gives the focus back to it', () => {
		const { move, room, focused } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		move.cancel();
		expect(move.chosen).toBeNull();
		expect(move.selected?.card).toBe(take.card);
		expect(focused).toEqual([{ x: take.x, y: take.y }]);
		move.unselect();
		expect(move.selected).toBeNull();
	});
});

describe('keys', () => {
	test('Escape steps back: first the spot, then the card', () => {
		const { move, room, focused } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		expect(move.key('Escape', false)).toBe(false);
		expect(move.chosen).toBeNull();
		expect(move.selected).not.toBeNull();
		expect(focused).toHaveLength(1);
		move.key('Escape', false);
		expect(move.selected).toBeNull();
		expect(move.key('Escape', false)).toBe(false);
		expect(room.sent).toEqual([]);
	});

	test('Enter confirms a chosen spot, except on a control, and without a spot does nothing', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		expect(move.key('Enter', false)).toBe(false);
		move.place(take.x, take.y);
		expect(move.key('Enter', true)).toBe(false);
		expect(move.key('Space', false)).toBe(false);
		expect(room.sent).toEqual([]);
		expect(move.key('Enter', false)).toBe(true);
		expect(room.sent).toHaveLength(1);
	});
});

describe('what a spot would add', () => {
	test('each spot of the side being taken has the engine preview’s gain, and the chosen spot its own', async () => {
		const { move, room } = setup({ room: new FakeRoom(gameWithChoice()) });
		const { buyable } = cards(room);
		move.select(buyable!);
		expect(move.gains).toBeNull(); // the preview loads first
		move.prepare();
		await settle();
		const view = room.state.game!;
		const gain = (s: Spot, faceDown: boolean) =>
			gainOf(preview, view, { type: 'take', card: buyable!, faceDown, x: s.x, y: s.y });
		const up = spotsOf(room, buyable!, false);
		expect([...move.spotGains!.keys()]).toEqual(up.map((s) => `${s.x},${s.y}`));
		for (const s of up) expect(move.spotGains!.get(`${s.x},${s.y}`)).toEqual(gain(s, false));
		const mins = up.map((s) => gain(s, false).min);
		const maxes = up.map((s) => gain(s, false).max);
		expect(move.sideGains.up).toEqual({ min: Math.min(...mins), max: Math.max(...maxes) });
		expect(move.sideGains.down).not.toBeNull();
		move.place(up[1].x, up[1].y);
		expect(move.chosenGain).toEqual(gain(up[1], false));
		move.setSide(true);
		expect(move.spotGains).toBe(move.gains!.down);
	});

	test('a card you cannot buy has no face-up gains', async () => {
		const { move, room } = setup({ room: new FakeRoom(gameWithChoice()) });
		move.select(cards(room).faceDownOnly!);
		move.prepare();
		await settle();
		expect(move.gains?.up).toBeNull();
		expect(move.sideGains.up).toBeNull();
		expect(move.gains?.down?.size).toBe(move.spots.length);
	});
});

describe('sending', () => {
	test('sending → waiting (no second move) → the next state clears the choice and the wait', async () => {
		const { move, room } = setup();
		move.select(takesOf(room)[0].card);
		move.prepare();
		await settle();
		const spot = move.spots[0];
		move.place(spot.x, spot.y);
		move.confirm();
		expect(move.waiting).toBe(true);
		expect(move.placing).toBe(false);
		move.confirm();
		move.act({ type: 'key', use: 'refresh' });
		expect(room.sent).toHaveLength(1);
		room.accept();
		expect(move.waiting).toBe(false);
		expect([move.selected, move.chosen]).toEqual([null, null]);
	});

	test('a refused move may be tried again', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		move.confirm();
		expect(move.waiting).toBe(true);
		room.refuse();
		expect(move.waiting).toBe(false);
		expect(move.chosen).toEqual({ x: take.x, y: take.y });
		move.confirm();
		expect(room.sent).toHaveLength(2);
		expect(move.waiting).toBe(true);
	});

	test('the focus is let go of once a move is sent, not when nothing was sent', () => {
		const { move, room, letGo } = setup();
		const take = takesOf(room)[0];
		room.online = false;
		move.select(take.card);
		move.place(take.x, take.y);
		move.confirm();
		expect(letGo).toEqual([]);
		room.online = true;
		move.confirm();
		move.confirm(); // waiting: not sent again
		expect(letGo).toEqual([1]);
	});

	test('a move that could not be sent (offline) is not waited for', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		room.online = false;
		move.select(take.card);
		move.place(take.x, take.y);
		move.confirm();
		expect(room.error?.code).toBe('offline');
		expect(move.waiting).toBe(false);
		room.online = true;
		move.confirm();
		expect(room.sent).toHaveLength(1);
	});
});

describe('your move shown while the room confirms it', () => {
	/** Picks a take, waits for the preview, places and confirms it. */
	async function confirmTake(setupResult: ReturnType<typeof setup>) {
		const { move, room } = setupResult;
		// One that ends the turn (asks no question), so the display is refilled.
		const take = takesOf(room).find((t) => toAct(play(room.game, t))?.seat !== room.seat)!;
		move.select(take.card);
		move.prepare();
		await settle();
		move.setSide(take.faceDown);
		move.place(take.x, take.y);
		move.confirm();
		return take;
	}

	test('the card stays in place with its gold paid; its display slot is empty, not guessed', async () => {
		const s = setup();
		const { move, room } = s;
		const before = room.state.game!;
		const seat = room.seat!;
		const take = await confirmTake(s);
		expect(move.waiting).toBe(true);
		const shown = move.shown!;
		// What the room will say, less the refill the player cannot know yet.
		const real = viewFor(play(room.game, take), seat);
		expect(shown.players).toEqual(real.players);
		expect(shown.players[seat].tableau).toContainEqual(
			expect.objectContaining({ card: take.card, x: take.x, y: take.y })
		);
		const location = before.displays.castle.includes(take.card) ? 'castle' : 'village';
		const slot = before.displays[location].indexOf(take.card);
		expect(shown.displays[location][slot]).toBeNull();
		expect(shown.legal).toEqual([]);
		expect(move.me).toEqual(real.players[seat]); // your tableau, gold and keys as drawn
		// The room's state takes over as it comes.
		room.accept();
		expect(move.shown).toBe(room.state.game);
		expect(move.shown!.displays[location][slot]).not.toBeNull();
	});

	test('a refused move goes back to the room’s game at once: the card is in its display again', async () => {
		const s = setup();
		const { move, room } = s;
		const take = await confirmTake(s);
		expect(move.shown).not.toBe(room.state.game);
		room.refuse();
		expect(move.shown).toBe(room.state.game);
		expect([...move.shown!.displays.castle, ...move.shown!.displays.village]).toContain(take.card);
	});

	test('before the preview has loaded, nothing is guessed: the room’s game is shown', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.act(take);
		expect(move.waiting).toBe(true);
		expect(move.shown).toBe(room.state.game);
	});

	test('nothing is shown ahead when nothing is on its way', async () => {
		const { move, room } = setup();
		move.select(takesOf(room)[0].card);
		move.prepare();
		await settle();
		expect(move.shown).toBe(room.state.game);
	});
});

describe('when the room’s game moves on', () => {
	test('someone else’s turn: nothing chosen, nothing to take', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		room.update(playUntil(room.game, (g) => toAct(g)?.seat !== room.seat));
		expect([move.selected, move.chosen]).toEqual([null, null]);
		expect(move.myTurn).toBe(false);
		expect(move.canTake).toBe(false);
		expect(move.takes).toEqual([]);
		move.select(take.card); // a display click that arrives late is not a pick
		expect(move.selected).toBeNull();
		expect(move.placing).toBe(false);
	});

	test('your next turn starts with nothing chosen', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		const seat = room.seat;
		const later = playUntil(play(room.game, take), (g) => toAct(g)?.seat === seat && toAct(g)?.decision === 'turn');
		room.update(later);
		expect(move.myTurn).toBe(true);
		expect(move.selected).toBeNull();
	});

	test('a state that changes only the seats (a higher seq, the same game) keeps the choice', () => {
		const { move, room } = setup();
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		const seq = room.state.seq;
		room.update(room.game, { seats: room.state.seats.map((s) => (s.seat === 1 ? { ...s, connected: false } : s)) });
		expect(room.state.seq).toBe(seq + 1);
		expect(move.selected?.card).toBe(take.card);
		expect(move.chosen).toEqual({ x: take.x, y: take.y });
	});

	test('a decision arriving while a spot is chosen replaces the choice with the question', () => {
		// A take whose card then asks its player something.
		const seat = (g: GameState) => toAct(g)!.seat;
		let asking: GameState | null = null;
		const before = playUntil(new FakeRoom().game, (g) => {
			const t = toAct(g);
			if (!t || (t.decision !== 'turn' && t.decision !== 'take')) return false;
			const room = new FakeRoom(g);
			for (const take of takesOf(room)) {
				const next = play(g, take);
				if (next.pending && toAct(next)?.seat === seat(g)) return !!(asking = next);
			}
			return false;
		});
		const { move, room, loads } = setup({ room: new FakeRoom(before) });
		const take = takesOf(room)[0];
		move.select(take.card);
		move.place(take.x, take.y);
		room.update(asking!);
		expect(move.myDecision).toEqual(room.state.game!.pending);
		expect([move.selected, move.chosen, move.canTake, move.placing]).toEqual([null, null, false, false]);
		expect(move.key('Enter', false)).toBe(false);
		move.prepare();
		expect(loads.preview).toBe(1); // the question's preview
		expect(room.sent).toEqual([]);
	});

	test('whose turn it is agrees with the tab title’s, at every step of a game and for every viewer', () => {
		let game = new FakeRoom().game;
		for (let i = 0; i < 40 && !game.over; i++) {
			for (const seat of [0, 1, 2, null]) {
				const { move, room } = setup({ room: new FakeRoom(game, seat) });
				expect(move.myTurn).toBe(isMyTurn(room.state));
			}
			game = playUntil(game, (g) => g.log.length > game.log.length || g.over);
		}
		const over = playUntil(game, (g) => g.over);
		const { move, room } = setup({ room: new FakeRoom(over, 0) });
		expect([move.myTurn, isMyTurn(room.state)]).toEqual([false, false]);
	});

	test('a spectator never has a turn', () => {
		const { move } = setup({ room: new FakeRoom(undefined, null) });
		expect([move.seat, move.me, move.myTurn, move.canTake]).toEqual([null, null, false, false]);
	});
});

test('a page drawing the choice sees each change once it is made', () => {
	const { move, room } = setup();
	const take = takesOf(room)[0];
	const seen: (string | null)[] = [];
	const stop = watch(() => void seen.push(move.selected?.card ?? null));
	flushSync();
	move.select(take.card);
	flushSync();
	room.update(play(room.game, take));
	flushSync();
	stop();
	expect(seen).toEqual([null, take.card, null]);
});
