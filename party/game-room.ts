/**
 * One table = one Durable Object (partyserver, hibernating WebSockets).
 * Transport, identity, persistence and timers; every rule is the engine's.
 * See party/PROTOCOL.md for the messages.
 */
import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver';
import { applyAction, legalActions, recordOf, scores, toAct, viewFor, type GameView } from '../engine/index';
import { createRandom } from '../engine/sim';
import { chooseAction } from '../bots/index';
import type { Env } from './env';
import { parseClientMessage, type ClientMessage, type RoomState, type ServerMessage } from './protocol';
import {
	addBot,
	isHost,
	passHost,
	joinSeat,
	leaveSeat,
	newRoomData,
	removeSeat,
	seatOfToken,
	setBotLevel,
	startGame,
	type RoomData
} from './room';
import { RateLimiter } from './rate-limit';

/** What a connection carries across hibernation. */
interface Attachment {
	token: string | null;
	joined: boolean;
}

const STORAGE_KEY = 'room';
const CLOSED_KEY = 'closed';
const HOUR = 3_600_000;
const CLOSED_MESSAGE =
	'This table has closed. Tables close 2 hours after everybody left, or 24 hours after they were opened. Start a new one from the home page.';

type Conn = Connection<Attachment>;
type Refusal = { code: string; message: string };
type Outcome = { error: Refusal } | { attach?: Attachment; reply?: ServerMessage };

/** The turn timer runs per turn: it stops when `seat` has finished its turn. */
function endTimedTurn(data: RoomData, seat: number) {
	const after = data.game ? toAct(data.game) : null;
	if (!after || after.seat !== seat || after.decision === 'turn') data.turnDeadline = null;
}

export class GameRoom extends Server<Env> {
	static options = { hibernate: true };

	private data: RoomData | null = null;
	private closed = false;
	private limiter = new RateLimiter();

	private get settings() {
		const number = (value: string | undefined, fallback: number) =>
			value === undefined || value === '' ? fallback : Number(value);
		return {
			botDelayMs: number(this.env.BOT_DELAY_MS, 900),
			graceMs: number(this.env.GRACE_MS, 60_000),
			emptyTtlMs: number(this.env.EMPTY_TTL_MS, 2 * HOUR),
			maxAgeMs: number(this.env.MAX_AGE_MS, 24 * HOUR)
		};
	}

	async onStart() {
		this.closed = (await this.ctx.storage.get<boolean>(CLOSED_KEY)) === true;
		this.data = (await this.ctx.storage.get<RoomData>(STORAGE_KEY)) ?? null;
	}

	async onConnect(connection: Conn, _ctx: ConnectionContext) {
		if (this.closed) return this.refuseClosed(connection);
		const now = Date.now();
		this.data ??= newRoomData(this.name, now);
		this.data.emptySince = null;
		connection.setState({ token: null, joined: false });
		await this.save();
		this.send(connection, { type: 'state', state: this.stateFor(connection) });
	}

	async onMessage(connection: Conn, raw: WSMessage) {
		if (this.closed || !this.data) return this.refuseClosed(connection);
		if (this.limiter.overLimit(connection.id, Date.now())) {
			connection.close(1008, 'Too many messages: more than 30 per second for several seconds.');
			return;
		}
		if (typeof raw !== 'string') return this.error(connection, 'binary', 'Send messages as JSON text.');
		const parsed = parseClientMessage(raw);
		if (!parsed.ok) return this.error(connection, parsed.code, parsed.message);
		if (parsed.message.type === 'ping') return this.send(connection, { type: 'pong' });

		// Work on a copy: a refused message must change nothing.
		const draft = structuredClone(this.data);
		const outcome = this.handle(draft, connection, parsed.message);
		if ('error' in outcome) return this.error(connection, outcome.error.code, outcome.error.message);
		this.data = draft;
		if (outcome.attach) connection.setState(outcome.attach);
		this.runBots(Date.now());
		await this.save();
		if (outcome.reply) this.send(connection, outcome.reply);
		this.broadcastState();
	}

	async onClose(connection: Conn) {
		this.limiter.forget(connection.id);
		if (this.closed || !this.data) return;
		const now = Date.now();
		const others = [...this.getConnections<Attachment>()].filter((c) => c.id !== connection.id);
		const token = connection.state?.token ?? null;
		const seat = seatOfToken(this.data, token);
		const stillHere = new Set(others.map((c) => c.state?.token ?? null));
		if (seat !== null && !stillHere.has(token)) {
			this.data.seats[seat].leftAt = now;
			// A host who walks away must not strand the table: the role passes on.
			if (token === this.data.hostToken) passHost(this.data, (t) => stillHere.has(t));
		}
		if (others.length === 0) this.data.emptySince = now;
		await this.save();
		this.broadcastState(connection.id);
	}

	async onAlarm() {
		if (this.closed || !this.data) return;
		const now = Date.now();
		const { emptyTtlMs, maxAgeMs, graceMs } = this.settings;
		const data = this.data;
		if (now >= data.createdAt + maxAgeMs || (data.emptySince !== null && now >= data.emptySince + emptyTtlMs)) {
			return this.closeTable();
		}
		if (data.phase === 'playing' && data.timerSeconds === null) {
			// Leavers: after the grace period a bot plays for them until they return.
			for (const seat of data.seats) {
				if (seat.kind === 'human' && seat.leftAt !== null && now >= seat.leftAt + graceMs) seat.botPlaying = true;
			}
		}
		this.runBots(now);
		await this.save();
		this.broadcastState();
	}

	/* --------------------------------- messages -------------------------------- */

	/**
	 * Applies one client message to `data` (a draft). Returns a refusal, or what
	 * to attach to the connection and reply to it once the room is saved.
	 */
	private handle(data: RoomData, connection: Conn, message: ClientMessage): Outcome {
		const me = connection.state ?? { token: null, joined: false };
		const done = (refusal: Refusal | null): Outcome => (refusal ? { error: refusal } : {});
		const hostOnly = (change: () => Refusal | null): Outcome =>
			isHost(data, me.token) ? done(change()) : { error: { code: 'not-host', message: 'Only the host can do that.' } };
		switch (message.type) {
			case 'join': {
				if (me.joined) return { error: { code: 'already-joined', message: 'You have already joined this table.' } };
				const token = joinSeat(data, message.name);
				return { attach: { token, joined: true }, reply: { type: 'joined', seat: seatOfToken(data, token), token } };
			}
			case 'resume': {
				const seat = seatOfToken(data, message.token);
				if (seat === null)
					return {
						error: { code: 'bad-token', message: 'That seat token does not belong to this table; join again.' }
					};
				data.seats[seat].leftAt = null;
				data.seats[seat].botPlaying = false;
				return {
					attach: { token: message.token, joined: true },
					reply: { type: 'joined', seat, token: message.token }
				};
			}
			case 'leave': {
				const refusal = leaveSeat(data, me.token ?? '');
				return refusal ? { error: refusal } : { attach: { token: null, joined: false } };
			}
			case 'addBot':
				return hostOnly(() => addBot(data, message.level));
			case 'setBotLevel':
				return hostOnly(() => setBotLevel(data, message.seat, message.level));
			case 'removeSeat':
				return hostOnly(() => removeSeat(data, message.seat, (token) => this.isConnected(token)));
			case 'setTimer':
				return hostOnly(() => {
					if (data.phase === 'playing')
						return { code: 'playing', message: 'The turn timer is set before the game starts.' };
					data.timerSeconds = message.seconds;
					return null;
				});
			case 'start':
				return hostOnly(() =>
					data.phase === 'lobby' ? startGame(data) : { code: 'not-lobby', message: 'The game has already started.' }
				);
			case 'rematch':
				return hostOnly(() =>
					data.phase === 'over'
						? startGame(data)
						: { code: 'not-over', message: 'A rematch can start once the game is over.' }
				);
			case 'action':
				return done(this.playerAction(data, me.token, message.action));
			case 'ping':
				return {};
		}
	}

	private playerAction(data: RoomData, token: string | null, action: unknown): Refusal | null {
		if (data.phase !== 'playing' || !data.game) return { code: 'not-playing', message: 'No game is in progress.' };
		const seat = seatOfToken(data, token);
		if (seat === null) return { code: 'not-seated', message: 'Spectators cannot play; only seated players can.' };
		const result = applyAction(data.game, seat, action);
		if (!result.ok) return result.error;
		data.game = result.game;
		endTimedTurn(data, seat);
		return null;
	}

	/* ----------------------------------- bots ---------------------------------- */

	/**
	 * Lets bots (and stand-ins for leavers or timed-out players) move while one
	 * is to act; arms the bot delay and the turn timer. Mutates this.data.
	 */
	private runBots(now: number) {
		const data = this.data!;
		const { botDelayMs } = this.settings;
		for (let guard = 0; guard < 1000 && data.phase === 'playing' && data.game; guard++) {
			const next = toAct(data.game);
			if (!next) {
				data.phase = 'over';
				data.turnDeadline = data.botDueAt = null;
				return;
			}
			const timedOut = data.turnDeadline !== null && now >= data.turnDeadline;
			if (timedOut) {
				const seat = data.seats[next.seat];
				// A player who is away and lets the timer run out is played by a bot until they return.
				if (seat.kind === 'human' && !this.isConnected(seat.token)) seat.botPlaying = true;
			}
			if (!this.botControls(next.seat) && !timedOut) {
				data.botDueAt = null;
				if (data.timerSeconds !== null && data.turnDeadline === null)
					data.turnDeadline = now + data.timerSeconds * 1000;
				return;
			}
			if (botDelayMs > 0 && !timedOut && (data.botDueAt === null || now < data.botDueAt)) {
				data.botDueAt ??= now + botDelayMs;
				return;
			}
			this.botMove(next.seat);
			data.botDueAt = null;
			endTimedTurn(data, next.seat);
		}
	}

	private botControls(seat: number): boolean {
		const record = this.data!.seats[seat];
		return record.kind === 'bot' || record.botPlaying;
	}

	private botMove(seat: number) {
		const data = this.data!;
		const game = data.game!;
		const view = viewFor(game, seat);
		// Seeded per move from the hidden seed: the same game replays identically.
		const random = createRandom(`${game.shuffle.seed ?? data.room}:bot:${game.history?.length ?? 0}`);
		const level = data.seats[seat].level ?? 'medium';
		const chosen = chooseAction(view, level, random);
		const result = applyAction(game, seat, chosen);
		if (result.ok) {
			data.game = result.game;
			return;
		}
		// A bot bug must never stall the table: fall back to the first legal move.
		console.error(`bot ${level} chose an illegal action`, JSON.stringify(chosen), result.error.message);
		const fallback = applyAction(game, seat, legalActions(game)[0]);
		if (fallback.ok) data.game = fallback.game;
	}

	/* ------------------------------ state and views ----------------------------- */

	private stateFor(connection: Conn): RoomState {
		const data = this.data!;
		const me = connection.state ?? { token: null, joined: false };
		const seat = seatOfToken(data, me.token);
		const connectedTokens = new Set([...this.getConnections<Attachment>()].map((c) => c.state?.token));
		const over = data.phase === 'over' && data.game !== null;
		const game: GameView | null = data.game ? viewFor(data.game, seat) : null;
		return {
			room: data.room,
			phase: data.phase,
			seats: data.seats.map((s, index) => ({
				seat: index,
				name: s.name,
				kind: s.kind,
				level: s.level,
				connected: s.kind === 'bot' || connectedTokens.has(s.token),
				host: s.token !== null && s.token === data.hostToken,
				botPlaying: s.botPlaying
			})),
			spectators: [...this.getConnections<Attachment>()].filter(
				(c) => seatOfToken(data, c.state?.token ?? null) === null
			).length,
			you: { seat, host: isHost(data, me.token), joined: me.joined },
			timer: {
				seconds: data.timerSeconds,
				deadline: data.turnDeadline,
				remainingMs: data.turnDeadline === null ? null : Math.max(0, data.turnDeadline - Date.now())
			},
			game,
			scores: over ? scores(data.game!) : null,
			record: over ? recordOf(data.game!) : null,
			gameNumber: data.gameNumber
		};
	}

	private broadcastState(exceptId?: string) {
		for (const connection of this.getConnections<Attachment>()) {
			if (connection.id !== exceptId) this.send(connection, { type: 'state', state: this.stateFor(connection) });
		}
	}

	private isConnected(token: string | null): boolean {
		if (!token) return false;
		for (const c of this.getConnections<Attachment>()) if (c.state?.token === token) return true;
		return false;
	}

	private send(connection: Conn, message: ServerMessage) {
		connection.send(JSON.stringify(message));
	}

	private error(connection: Conn, code: string, message: string) {
		this.send(connection, { type: 'error', code, message });
	}

	/* ------------------------------- persistence ------------------------------- */

	/** Writes the room, then arms the alarm for the next timer, before anybody is answered. */
	private async save() {
		const data = this.data!;
		await this.ctx.storage.put(STORAGE_KEY, data);
		const { emptyTtlMs, maxAgeMs, graceMs } = this.settings;
		const wakes = [data.createdAt + maxAgeMs];
		if (data.emptySince !== null) wakes.push(data.emptySince + emptyTtlMs);
		if (data.botDueAt !== null) wakes.push(data.botDueAt);
		if (data.turnDeadline !== null) wakes.push(data.turnDeadline);
		if (data.phase === 'playing' && data.timerSeconds === null) {
			for (const s of data.seats)
				if (s.kind === 'human' && s.leftAt !== null && !s.botPlaying) wakes.push(s.leftAt + graceMs);
		}
		await this.ctx.storage.setAlarm(Math.min(...wakes));
	}

	private async closeTable() {
		this.closed = true;
		this.data = null;
		await this.ctx.storage.deleteAlarm();
		await this.ctx.storage.deleteAll();
		// The one thing kept: that this table existed and closed, so late visitors are told.
		await this.ctx.storage.put(CLOSED_KEY, true);
		for (const connection of this.getConnections()) this.refuseClosed(connection as Conn);
	}

	private refuseClosed(connection: Conn) {
		this.send(connection, { type: 'closed', message: CLOSED_MESSAGE });
		connection.close(4000, 'This table has closed.');
	}
}
