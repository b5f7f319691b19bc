/**
 * A practice room, pure: the server room's own data and commands (party/room-data.ts,
 * party/commands.ts, party/play.ts, party/views.ts) with one person seated and
 * bots beside them, and no socket, storage or timer. The practice worker
 * (practice-host.ts) holds it, so the page only ever gets the seat's RoomState.
 */
import * as v from 'valibot';
import { ClientMessageSchema, issueCode } from '$party/client-messages';
import { applyCommand } from '$party/commands';
import { NEW_ATTACHMENT, type Attachment } from '$party/connections';
import { DEFAULT_CLOCK, type ClockSettings } from '$party/clock';
import { addBot, joinSeat, startGame, type Deal, type LobbyError } from '$party/lobby';
import { runBots, type BotChooser } from '$party/play';
import { BOT_LEVELS, MAX_SEATS, type BotLevel, type RoomState } from '$party/protocol';
import { newRoomData, type RoomData } from '$party/room-data';
import { sharedState, stateFor, type Viewer } from '$party/views';
import type { Action } from '$engine/index';
import { chooseAction } from '../../../bots/index';
import { DEFAULT_BOTS, DEFAULT_LEVEL, PRACTICE_ROOM } from './defaults';

export type { Deal };

export interface PracticeOptions {
	/** The player's seat name. */
	name: string;
	/** Bots beside the player, 1 to 4 (default 2). */
	bots?: number;
	/** The bots' level (default medium). */
	level?: BotLevel;
	/** A fixed deal (the engine's NewGameOptions but `players`: `seed`, `firstPlayer`, `reveals`). None: a fresh seed. */
	deal?: Deal;
	/** Moves the bots play, in order, whichever bot is to act; once used up, the bots choose themselves. */
	botMoves?: Action[];
	/** Pause before each bot move, so the player can follow (default the room's, 900 ms; tests pass 0). */
	botDelayMs?: number;
}

/** What a practice room keeps between visits (the worker's storage; never sent to the page). */
export interface SavedPractice {
	version: 1;
	data: RoomData;
	token: string;
	botMoves: Action[];
	botDelayMs: number;
}

export type Refusal = LobbyError;

/** The options as the room uses them: out-of-range counts and unknown levels fall back to the defaults. */
function settle(options: PracticeOptions) {
	const bots = Number.isInteger(options.bots) ? Math.min(Math.max(options.bots!, 1), MAX_SEATS - 1) : DEFAULT_BOTS;
	const level = options.level && BOT_LEVELS.includes(options.level) ? options.level : DEFAULT_LEVEL;
	const botDelayMs = Math.max(0, options.botDelayMs ?? DEFAULT_CLOCK.botDelayMs);
	return { bots, level, botDelayMs };
}

export class LocalGame {
	private constructor(
		private data: RoomData,
		private token: string,
		private botMoves: Action[],
		private settings: ClockSettings
	) {}

	/** A new table, dealt and started: the player at seat 0, the bots after. */
	static create(options: PracticeOptions, now: number): LocalGame {
		const { bots, level, botDelayMs } = settle(options);
		const data = newRoomData(PRACTICE_ROOM, now);
		const token = joinSeat(data, options.name)!;
		for (let i = 0; i < bots; i++) addBot(data, level);
		// The player is here for as long as the page is: play never pauses for absence.
		data.emptySince = null;
		data.reactionsOff = true;
		startGame(data, options.deal);
		data.seq += 1;
		const game = new LocalGame(data, token, [...(options.botMoves ?? [])], { ...DEFAULT_CLOCK, botDelayMs });
		game.advance(now);
		return game;
	}

	/** The room as it was saved. A saved bot's pause starts again now (the page was away meanwhile). */
	static restore(saved: SavedPractice, now: number): LocalGame {
		const data = structuredClone(saved.data);
		data.emptySince = null;
		data.botDueAt = null;
		const game = new LocalGame(data, saved.token, [...saved.botMoves], {
			...DEFAULT_CLOCK,
			botDelayMs: saved.botDelayMs
		});
		game.advance(now);
		return game;
	}

	saved(): SavedPractice {
		return {
			version: 1,
			data: structuredClone(this.data),
			token: this.token,
			botMoves: [...this.botMoves],
			botDelayMs: this.settings.botDelayMs
		};
	}

	/**
	 * A message from the page, validated as the room validates one, then applied as
	 * the room applies it. Returns the refusal, or null (then the state may have changed).
	 */
	receive(message: unknown, now: number): Refusal | null {
		const parsed = v.safeParse(ClientMessageSchema, message);
		if (!parsed.success) return issueCode(parsed.issues);
		const command = parsed.output;
		// No quick reactions nor notifications at a table of one: nobody to tell.
		if (command.type === 'react') return { code: 'reactions-off' };
		const me: Attachment = { ...NEW_ATTACHMENT, token: this.token, joined: true };
		const outcome = applyCommand(this.data, me, command, (token) => token === this.token);
		if ('error' in outcome) return outcome.error;
		this.advance(now);
		return null;
	}

	/** Lets the bots move that are due by `now`. True when anything moved. */
	advance(now: number): boolean {
		return runBots(this.data, now, this.settings, null, false, this.choose).moved;
	}

	/** When the next bot is due (epoch ms), or null while the player is to act or the game is over. */
	get dueAt(): number | null {
		return this.data.phase === 'playing' ? this.data.botDueAt : null;
	}

	/** What the player's page is sent: the seat's state, as the server's room builds it. */
	state(now: number): RoomState {
		const viewer: Viewer = { token: this.token, joined: true, onProbation: false };
		return stateFor(this.data, sharedState(this.data, [viewer], now, this.settings), viewer);
	}

	/** A scripted move first (a lesson's), else the bot's own choice. */
	private choose: BotChooser = (view, level, random) => this.botMoves.shift() ?? chooseAction(view, level, random);
}
