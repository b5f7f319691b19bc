/**
 * The game's side of a room: a player's move, and the moves of bots and
 * stand-ins, on the stored room (mutated in place). Rules are the engine's
 * (public API only), timing is party/clock.ts's.
 */
import { applyAction, legalActions, scores, toAct, viewFor, type Action, type GameView } from '../engine/index';
import { createRandom } from '../engine/sim';
import { chooseAction } from '../bots/index';
import { afterMove, nextStep, recordStandIn, turnEnded, type ClockSettings } from './clock';
import type { BotLevel, StandIn } from './protocol';
import { thinksInSlices, type Planned } from './think';
import type { LobbyError } from './lobby';
import { seatOfToken, type RoomData } from './room-data';
import { addGame } from './tally';

/**
 * A seated player's move, answering the state numbered `seq` (undefined: a page of
 * protocol version 1, whose move is taken if it is legal now).
 */
export function playerAction(
	data: RoomData,
	token: string | null,
	action: unknown,
	seq: number | undefined
): LobbyError | null {
	if (data.phase !== 'playing' || !data.game) return { code: 'not-playing' };
	const seat = seatOfToken(data, token);
	if (seat === null) return { code: 'not-seated' };
	if (seq !== undefined && seq !== data.seq) return { code: 'stale', params: { seq: data.seq } };
	const result = applyAction(data.game, seat, action);
	if (!result.ok) return { code: result.error.code };
	data.game = result.game;
	afterMove(data, seat, toAct(data.game));
	return null;
}

/** How a bot picks its move (the bots' own choice; a lesson's local room plays scripted moves first). */
export type BotChooser = (view: GameView, level: BotLevel, random: () => number) => Action;

export interface BotsOutcome {
	/** Anything moved, or the game ended. */
	moved: boolean;
	/** The final totals, when the game ended now. */
	finished: number[] | null;
	/** Bots that chose an illegal move (a bug; the first legal move was played instead). */
	botErrors: string[];
}

/**
 * Lets bots (and stand-ins for absent or timed-out players) move while one is
 * to act; arms the bot delay and the turn timer; marks the game over at its end.
 * With `expertsLater`, an expert's move not `planned` is left to the room's alarm,
 * which thinks in slices (party/think.ts): the bot is due now and waits there.
 */
export function runBots(
	data: RoomData,
	now: number,
	settings: ClockSettings,
	planned: Planned | null = null,
	expertsLater = false,
	choose: BotChooser = chooseAction
): BotsOutcome {
	const outcome: BotsOutcome = { moved: false, finished: null, botErrors: [] };
	for (let guard = 0; guard < 1000 && data.phase === 'playing' && data.game; guard++) {
		const step = nextStep(data, toAct(data.game), now, settings);
		if (step.kind === 'wait') break;
		if (step.kind === 'over') {
			data.phase = 'over';
			data.finishedAt = now;
			data.turnDeadline = data.botDueAt = null;
			const final = scores(data.game);
			outcome.finished = final.map((s) => s.total);
			data.tally = addGame(data.tally, data.seats, final);
			outcome.moved = true;
			break;
		}
		// A move thought through beforehand (party/think.ts) stands only if nothing changed since.
		const plan = planned?.seq === data.seq ? planned.action : null;
		if (!plan && expertsLater && thinksInSlices(data, step.seat)) {
			data.botDueAt = Math.min(data.botDueAt ?? now, now);
			break;
		}
		const error = botMove(data, step.seat, step.standIn, plan, choose);
		if (error) outcome.botErrors.push(error);
		data.seq += 1;
		outcome.moved = true;
		afterMove(data, step.seat, toAct(data.game));
	}
	return outcome;
}

/** One bot move for `seat`; records it when it stands in for a human. Returns a bot error, if any. */
function botMove(
	data: RoomData,
	seat: number,
	standIn: StandIn['reason'] | null,
	planned: Action | null,
	choose: BotChooser
): string | null {
	const game = data.game!;
	const record = data.seats[seat];
	const view = viewFor(game, seat);
	// The room's own seed, one stream per move: a bot's choices never touch the game's secrets.
	const random = createRandom(`${data.botSeed}:${data.gameNumber}:${data.botMoves++}`);
	const level = record.level ?? 'medium';
	let error: string | null = null;
	let result = applyAction(game, seat, planned ?? choose(view, level, random));
	if (!result.ok) {
		// A bot bug must never stall the table: fall back to the first legal move.
		error = `${level} bot: ${result.error.code}`;
		result = applyAction(game, seat, legalActions(game)[0]);
		if (!result.ok) throw new Error(`no legal move for seat ${seat}: ${result.error.code}`);
	}
	data.game = result.game;
	if (standIn) {
		const after = viewFor(data.game, seat);
		recordStandIn(data.standIns, { from: view.log.length, to: after.log.length, seat, reason: standIn });
		if (record.leftAt !== null && turnEnded(seat, toAct(data.game))) record.awayTurns += 1;
	}
	return error;
}
