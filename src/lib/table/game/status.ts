// The status line's words: your turn and what it asks of you (a card to take, the one
// picked to place, a card's question; or that your move is on its way, or waits for the
// connection), whose turn it is otherwise, and whether a bot is about to play (or plays)
// for an absent player.
import type { GameView, PendingView } from '$engine/index';
import { cardName, theCard } from '$lib/cards/card-text';
import { formatCountdown } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import type { SeatInfo } from '../room-types';

export interface StatusFacts {
	game: GameView | null;
	myTurn: boolean;
	/** The question one of your cards asks you, if one waits for you. */
	myDecision: PendingView | null;
	/** The card you picked and are placing (null: none picked). */
	placing?: string | null;
	seats: readonly SeatInfo[];
	nameOf: (seat: number) => string;
	/** Seconds until a bot plays for an absent seat (null: no countdown runs). */
	botIn: (seat: number) => number | null;
	/** Your move is on its way to the room: your turn is done, as far as you are concerned. */
	sending?: boolean;
	/** The room's socket is open (false: connecting again, or lost): no move can reach it. */
	connected?: boolean;
}

export function statusLine(facts: StatusFacts): string {
	const { game, myTurn, myDecision, placing, seats, nameOf, botIn, sending, connected = true } = facts;
	const toAct = game?.toAct;
	// What is true now, as the connection banner says: a move can't be made or arrive without the room.
	if (myTurn && !connected) return m.status_waiting_connection();
	if (myTurn && sending) return m.game_sending();
	if (!game || !toAct) return game?.over ? m.game_over() : '';
	if (myTurn) {
		if (myDecision) return m.status_decision({ card: cardName(myDecision.card) });
		if (placing) return m.status_place({ card: theCard(placing) });
		return game.messenger === 'castle' ? m.status_take_castle() : m.status_take_village();
	}
	const name = nameOf(toAct.seat);
	const seconds = botIn(toAct.seat);
	if (seconds !== null) return m.absence_countdown({ name, time: formatCountdown(seconds) });
	if (seats.find((s) => s.seat === toAct.seat)?.botPlaying) return m.absence_bot_playing({ name });
	return m.status_playing({ name });
}
