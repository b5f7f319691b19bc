/**
 * One table = one Durable Object (partyserver, hibernating WebSockets).
 * Transport, identity, persistence and timers; every rule is the engine's, and
 * every clock decision is party/clock.ts's. See party/PROTOCOL.md.
 */
import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver';
import { clockSettings, expiry, hostMayPass, nextWake, takeOverAbsentees, type ClockSettings } from './clock';
import { clientAddress, limitsOn, type Env } from './env';
import { addressTag, errorMessage, logEvent } from './log';
import {
	isTooLarge,
	MAX_MALFORMED,
	MAX_MESSAGE_BYTES,
	MAX_SOCKETS_PER_ADDRESS,
	MAX_SPECTATORS,
	type ClientMessage,
	type ClosedReason,
	type ErrorCode,
	type ErrorParams,
	type ServerMessage
} from './protocol';
import { parseClientMessage } from './client-messages';
import { playerAction, runBots } from './play';
import { RateLimiter } from './rate-limit';
import { ROOM_ID_PATTERN } from './room-id';
import { finishedGameFile, type GameFile } from './game-file';
import { TABLE_CREATE_PATH, TABLE_GAME_PATH, TABLE_STATUS_PATH, type CreateOutcome, type TableStatus } from './tables';
import { sharedState, stateFor, viewKey, type Viewer } from './views';
import {
	addBot,
	isHost,
	joinSeat,
	leaveSeat,
	newRoomData,
	passHost,
	removeSeat,
	seatOfToken,
	setBotLevel,
	startGame,
	upgradeRoomData,
	type LobbyError,
	type RoomData
} from './room';

/** What a connection carries across hibernation. */
interface Attachment {
	token: string | null;
	joined: boolean;
	/** Malformed messages received so far. */
	malformed: number;
	/** Let in beyond the spectator limit (ms): it may only resume a seat, and is dropped after a while. */
	overflowSince: number | null;
}

const STORAGE_KEY = 'room';
const CLOSED_KEY = 'closed';
/** Finished games kept for replays (the newest ones), each under its own key. */
const KEPT_GAMES = 20;
const gameKey = (gameNumber: number) => `game:${gameNumber}`;
/** Presence and spectator-count changes go out at most this often. */
const PRESENCE_INTERVAL_MS = 250;
/** How long a socket let in beyond the spectator limit has to resume a seat. */
const OVERFLOW_MS = 10_000;

type Conn = Connection<Attachment>;
/**
 * What an accepted message did: `presence` changes (join, resume) answer the
 * sender at once and reach the others coalesced; `seats`/`game` changes bump
 * `seq` and are broadcast at once.
 */
type Change = 'none' | 'presence' | 'seats' | 'game';
type Outcome = { error: LobbyError } | { change: Change; attach?: Attachment; reply?: ServerMessage };

const NEW_ATTACHMENT: Attachment = { token: null, joined: false, malformed: 0, overflowSince: null };
const addressTagOf = (request: Request) => `addr:${addressTag(clientAddress(request))}`;
const viewerOf = (me: Attachment): Viewer => ({
	token: me.token,
	joined: me.joined,
	onProbation: me.overflowSince !== null
});

export class GameRoom extends Server<Env> {
	static options = { hibernate: true };

	private data: RoomData | null = null;
	private closed = false;
	/** The file of a game that just finished, written by the next save. */
	private unarchived: GameFile | null = null;
	private loading: Promise<void> | null = null;
	private limiter = new RateLimiter();
	private pendingBroadcast: ReturnType<typeof setTimeout> | null = null;
	private lastBroadcastAt = 0;

	/** The table id, for logs (partyserver's `name` needs ctx.id.name, absent through the dev registry). */
	private get room(): string {
		return this.ctx.id.name ?? this.data?.room ?? 'unknown';
	}

	private get settings(): ClockSettings {
		return clockSettings(this.env);
	}

	/* --------------------------- loading and entry --------------------------- */

	/** Reads the room from storage (again: tests and wake-ups call this to reload). */
	async onStart() {
		this.loading = this.readStorage();
		await this.loading;
	}

	private load(): Promise<void> {
		return (this.loading ??= this.readStorage());
	}

	private async readStorage() {
		this.closed = (await this.ctx.storage.get<boolean>(CLOSED_KEY)) === true;
		const stored = await this.ctx.storage.get<RoomData>(STORAGE_KEY);
		this.data = stored ? upgradeRoomData(stored) : null;
		if (!this.data) return;
		// Sockets that vanished without a close (a restart) leave their seats away from now.
		const connected = this.connectedTokens();
		for (const seat of this.data.seats) {
			if (seat.kind === 'human' && seat.leftAt === null && !connected.has(seat.token)) seat.leftAt = Date.now();
		}
	}

	/** Whether this table exists. Reads only; never creates anything. */
	private async status(): Promise<TableStatus> {
		await this.load();
		return this.closed ? 'closed' : this.data ? 'open' : 'missing';
	}

	/** A kept finished game (the latest when `gameNumber` is not a number), or null. */
	private async finishedGame(gameNumber: number): Promise<GameFile | null> {
		await this.load();
		if (!this.data) return null;
		const latest = this.data.phase === 'over' ? this.data.gameNumber : this.data.gameNumber - 1;
		const wanted = Number.isInteger(gameNumber) ? gameNumber : latest;
		if (wanted < 1 || wanted > latest) return null;
		return (await this.ctx.storage.get<GameFile>(gameKey(wanted))) ?? null;
	}

	/** Creates table `room` (this one) unless it exists or existed. */
	private async create(room: string): Promise<Exclude<CreateOutcome, 'rate-limited'>> {
		await this.load();
		if (this.closed) return 'closed';
		if (this.data) return 'open';
		this.data = newRoomData(room, Date.now());
		await this.save();
		logEvent('table-created', { room });
		return 'created';
	}

	/**
	 * WebSocket upgrades, from the Worker's gate: a table that does not exist stays
	 * so. Anything else is a call from the pages' server code (party/tables.ts):
	 * the gate never forwards plain HTTP, so the public cannot reach these.
	 */
	async fetch(request: Request): Promise<Response> {
		if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') {
			await this.load();
			if (this.closed || !this.data) return this.refusedSocket(this.closed ? 'expired' : 'missing');
			return super.fetch(request);
		}
		const { pathname, searchParams } = new URL(request.url);
		if (pathname === TABLE_STATUS_PATH && request.method === 'GET') return Response.json(await this.status());
		if (pathname === TABLE_GAME_PATH && request.method === 'GET') {
			const file = await this.finishedGame(Number(searchParams.get('game') ?? NaN));
			return file ? Response.json(file) : new Response('No such finished game\n', { status: 404 });
		}
		// The id comes along: through the dev registry, ctx.id.name is not set.
		const room = this.ctx.id.name ?? searchParams.get('room');
		if (pathname === TABLE_CREATE_PATH && request.method === 'POST' && room && ROOM_ID_PATTERN.test(room)) {
			return Response.json(await this.create(room));
		}
		return new Response('Not found\n', { status: 404 });
	}

	/** A socket that is told `closed` and closed at once, without joining the room. */
	private refusedSocket(reason: ClosedReason): Response {
		logEvent('socket-refused', { room: this.room, reason });
		const { 0: client, 1: server } = new WebSocketPair();
		server.accept();
		server.send(JSON.stringify({ type: 'closed', reason } satisfies ServerMessage));
		server.close(4000, reason);
		return new Response(null, { status: 101, webSocket: client });
	}

	getConnectionTags(_connection: Conn, context: ConnectionContext): string[] {
		return [addressTagOf(context.request)];
	}

	/* ------------------------------- connections ------------------------------ */

	async onConnect(connection: Conn, context: ConnectionContext) {
		const data = this.data!;
		const now = Date.now();
		if (limitsOn(this.env)) {
			const fromAddress = [...this.getConnections<Attachment>(addressTagOf(context.request))].length;
			if (fromAddress > MAX_SOCKETS_PER_ADDRESS) {
				return this.refuse(connection, 'address-limit', { max: MAX_SOCKETS_PER_ADDRESS });
			}
		}
		// Seats plus MAX_SPECTATORS. A player coming back arrives without a seat until
		// they resume, so one extra socket per human seat is let in, on probation.
		let overflowSince: number | null = null;
		const { watching, overflow } = this.crowd(connection.id, now);
		if (watching >= MAX_SPECTATORS) {
			const humans = data.seats.filter((s) => s.kind === 'human').length;
			if (overflow >= humans) return this.refuse(connection, 'room-full', { max: MAX_SPECTATORS });
			overflowSince = now;
		}
		connection.setState({ ...NEW_ATTACHMENT, overflowSince });
		if (data.emptySince !== null) {
			data.emptySince = null;
			await this.save();
		}
		this.sendState(connection);
		if (overflowSince === null) this.broadcastSoon();
	}

	/**
	 * Counts the sockets without a seat (besides `exceptId`) and those on
	 * probation; closes probation sockets that never resumed.
	 */
	private crowd(exceptId: string, now: number) {
		const data = this.data!;
		let watching = 0;
		let overflow = 0;
		for (const c of this.getConnections<Attachment>()) {
			if (c.id === exceptId) continue;
			const me = c.state ?? NEW_ATTACHMENT;
			if (me.overflowSince !== null) {
				if (now - me.overflowSince > OVERFLOW_MS) this.refuse(c, 'room-full', { max: MAX_SPECTATORS });
				else overflow++;
			} else if (seatOfToken(data, me.token) === null) watching++;
		}
		return { watching, overflow };
	}

	async onMessage(connection: Conn, raw: WSMessage) {
		try {
			await this.receive(connection, raw);
		} catch (error) {
			// A bug must not take the room down: log it, refuse the message, keep the state.
			logEvent('error', { room: this.room, where: 'message', message: errorMessage(error) });
			this.error(connection, 'internal');
		}
	}

	private async receive(connection: Conn, raw: WSMessage) {
		if (this.closed || !this.data) return this.sendClosed(connection, 'expired');
		if (typeof raw !== 'string') {
			if (raw.byteLength > MAX_MESSAGE_BYTES) return this.closeSocket(connection, 1009, 'too-large');
			return this.malformed(connection, 'binary');
		}
		// Checked before anything is parsed: an oversized frame costs no more than its length.
		if (isTooLarge(raw)) return this.closeSocket(connection, 1009, 'too-large');
		if (this.limiter.overLimit(connection.id, Date.now())) return this.closeSocket(connection, 1008, 'flood');
		const parsed = parseClientMessage(raw);
		if (!parsed.ok) return this.malformed(connection, parsed.code, parsed.params);
		const message = parsed.message;
		if (message.type === 'ping') return this.send(connection, { type: 'pong' });
		const me = connection.state ?? NEW_ATTACHMENT;
		if (me.overflowSince !== null && message.type !== 'resume') {
			return this.refuse(connection, 'room-full', { max: MAX_SPECTATORS });
		}

		// Work on a copy: a refused message must change nothing.
		const before = this.data;
		const draft = structuredClone(before);
		const outcome = this.handle(draft, me, message);
		if ('error' in outcome) return this.error(connection, outcome.error.code, outcome.error.params);
		const now = Date.now();
		if (outcome.change === 'seats' || outcome.change === 'game') draft.seq += 1;
		this.settleHost(draft, now);
		this.data = draft;
		if (outcome.attach) connection.setState(outcome.attach);
		if (draft.gameNumber !== before.gameNumber) this.logGameStarted();
		const moved = this.runBots(now);
		if (outcome.change !== 'none' || moved) await this.save();
		if (outcome.reply) this.send(connection, outcome.reply);
		if (outcome.change === 'game' || outcome.change === 'seats' || moved) this.broadcastState();
		else if (outcome.change === 'presence') {
			this.sendState(connection);
			this.broadcastSoon();
		}
	}

	/** A malformed message is answered, and counted: too many close the socket. */
	private malformed(connection: Conn, code: ErrorCode, params?: ErrorParams) {
		const me = connection.state ?? NEW_ATTACHMENT;
		const malformed = me.malformed + 1;
		if (malformed >= MAX_MALFORMED) return this.closeSocket(connection, 1008, 'garbage');
		connection.setState({ ...me, malformed });
		this.error(connection, code, params);
	}

	async onClose(connection: Conn, code: number) {
		// A close frame without a status (1005) is not echoed by partyserver: echo it,
		// or the client waits for its close handshake to time out.
		if (code === 1005) this.closeSocket(connection, 1000, '', false);
		this.limiter.forget(connection.id);
		if (this.closed || !this.data) return;
		const data = this.data;
		const now = Date.now();
		const me = connection.state ?? NEW_ATTACHMENT;
		const others = [...this.getConnections<Attachment>()].filter((c) => c.id !== connection.id);
		const seat = seatOfToken(data, me.token);
		let changed = false;
		if (seat !== null && !others.some((c) => c.state?.token === me.token)) {
			// The host keeps the role through a reload or a blip: it passes only after the grace period.
			data.seats[seat].leftAt = now;
			data.seats[seat].awayTurns = 0;
			changed = true;
		}
		if (others.length === 0) {
			data.emptySince = now;
			changed = true;
		}
		if (changed) await this.save();
		// Sockets refused at the door (no state) or on probation were never counted.
		if (connection.state && me.overflowSince === null) this.broadcastSoon();
	}

	async onError(connection: Conn, error: unknown) {
		const message = errorMessage(error);
		logEvent('error', { room: this.room, where: 'socket', message });
		if (/too large/i.test(message)) this.closeSocket(connection, 1009, 'too-large');
		else this.closeSocket(connection, 1011, 'error');
	}

	async onAlarm() {
		if (this.closed || !this.data) return;
		try {
			const now = Date.now();
			const data = this.data;
			const expired = expiry(data, now, this.settings);
			if (expired) return await this.closeTable(expired);
			if (takeOverAbsentees(data, now, this.settings).length > 0) data.seq += 1;
			this.settleHost(data, now);
			this.runBots(now);
			await this.save();
			this.broadcastState();
		} catch (error) {
			logEvent('error', { room: this.room, where: 'alarm', message: errorMessage(error) });
			throw error; // the runtime retries a failed alarm
		}
	}

	/* --------------------------------- messages -------------------------------- */

	/** Applies one client message to `data` (a draft): a refusal, or what changed and what to answer. */
	private handle(data: RoomData, me: Attachment, message: ClientMessage): Outcome {
		const done = (refusal: LobbyError | null, change: Change = 'seats'): Outcome =>
			refusal ? { error: refusal } : { change };
		const hostOnly = (change: () => LobbyError | null): Outcome =>
			isHost(data, me.token) ? done(change()) : { error: { code: 'not-host' } };
		switch (message.type) {
			case 'join': {
				if (me.joined) return { error: { code: 'already-joined' } };
				const token = joinSeat(data, message.name);
				return {
					change: 'presence',
					attach: { ...me, token, joined: true },
					reply: { type: 'joined', seat: seatOfToken(data, token), token, awayTurns: 0 }
				};
			}
			case 'resume': {
				const seat = seatOfToken(data, message.token);
				if (seat === null) return { error: { code: 'bad-token' } };
				const record = data.seats[seat];
				record.leftAt = null;
				record.botPlaying = false;
				return {
					change: 'presence',
					attach: { ...me, token: message.token, joined: true, overflowSince: null },
					reply: { type: 'joined', seat, token: message.token, awayTurns: record.awayTurns }
				};
			}
			case 'leave': {
				const refusal = leaveSeat(data, me.token ?? '', (token) => this.isConnected(token));
				return refusal ? { error: refusal } : { change: 'seats', attach: { ...me, token: null, joined: false } };
			}
			case 'addBot':
				return hostOnly(() => addBot(data, message.level));
			case 'setBotLevel':
				return hostOnly(() => setBotLevel(data, message.seat, message.level));
			case 'removeSeat':
				return hostOnly(() => removeSeat(data, message.seat, (token) => this.isConnected(token)));
			case 'setTimer':
				return hostOnly(() => {
					if (data.phase === 'playing') return { code: 'playing' };
					data.timerSeconds = message.seconds;
					return null;
				});
			case 'start':
				return hostOnly(() => (data.phase === 'lobby' ? startGame(data) : { code: 'not-lobby' }));
			case 'rematch':
				return hostOnly(() => (data.phase === 'over' ? startGame(data) : { code: 'not-over' }));
			case 'action':
				return done(playerAction(data, me.token, message.action, message.seq), 'game');
			case 'ping':
				return { change: 'none' };
		}
	}

	/** After the grace period away, the host role passes to a connected human. */
	private settleHost(data: RoomData, now: number) {
		if (!hostMayPass(data, now, this.settings)) return;
		const connected = this.connectedTokens();
		passHost(data, (token) => connected.has(token));
	}

	/* ----------------------------------- bots ---------------------------------- */

	/** Bots and stand-ins move on this.data; logs the end of a game and bot bugs. */
	private runBots(now: number): boolean {
		const data = this.data!;
		const outcome = runBots(data, now, this.settings);
		for (const message of outcome.botErrors) logEvent('error', { room: data.room, where: 'bot', message });
		if (outcome.finished) {
			logEvent('game-finished', { room: data.room, game: data.gameNumber, totals: outcome.finished });
			this.unarchived = finishedGameFile(data, now);
		}
		return outcome.moved;
	}

	private logGameStarted() {
		const data = this.data!;
		logEvent('game-started', {
			room: data.room,
			game: data.gameNumber,
			players: data.seats.length,
			bots: data.seats.filter((s) => s.kind === 'bot').length,
			timer: data.timerSeconds
		});
	}

	/* ------------------------------ state and views ----------------------------- */

	private viewers(connections: Conn[]): Viewer[] {
		return connections.map((c) => viewerOf(c.state ?? NEW_ATTACHMENT));
	}

	private sendState(connection: Conn) {
		const data = this.data!;
		const shared = sharedState(data, this.viewers([...this.getConnections<Attachment>()]), Date.now(), this.settings);
		const state = stateFor(data, shared, viewerOf(connection.state ?? NEW_ATTACHMENT));
		this.send(connection, { type: 'state', state });
	}

	/**
	 * Every connection gets its state; connections in the same position (a seat,
	 * or watching) share one serialized text, so a crowd costs one send each.
	 */
	private broadcastState() {
		if (this.pendingBroadcast !== null) clearTimeout(this.pendingBroadcast);
		this.pendingBroadcast = null;
		if (this.closed || !this.data) return;
		this.lastBroadcastAt = Date.now();
		const data = this.data;
		const connections = [...this.getConnections<Attachment>()];
		const viewers = this.viewers(connections);
		const shared = sharedState(data, viewers, this.lastBroadcastAt, this.settings);
		const texts = new Map<string, string>();
		connections.forEach((connection, i) => {
			const viewer = viewers[i];
			if (viewer.onProbation) return;
			const key = viewKey(data, viewer);
			let text = texts.get(key);
			if (text === undefined) {
				text = JSON.stringify({ type: 'state', state: stateFor(data, shared, viewer) } satisfies ServerMessage);
				texts.set(key, text);
			}
			this.sendText(connection, text);
		});
	}

	/** Presence changes: one broadcast now if none went out lately, else one at the end of the interval. */
	private broadcastSoon() {
		if (this.pendingBroadcast !== null) return;
		const wait = Math.max(0, this.lastBroadcastAt + PRESENCE_INTERVAL_MS - Date.now());
		this.pendingBroadcast = setTimeout(() => {
			this.pendingBroadcast = null;
			this.broadcastState();
		}, wait);
	}

	private connectedTokens(): Set<string | null> {
		return new Set([...this.getConnections<Attachment>()].map((c) => c.state?.token ?? null));
	}

	private isConnected(token: string | null): boolean {
		if (!token) return false;
		for (const c of this.getConnections<Attachment>()) if (c.state?.token === token) return true;
		return false;
	}

	private send(connection: Conn, message: ServerMessage) {
		this.sendText(connection, JSON.stringify(message));
	}

	private sendText(connection: Conn, text: string) {
		try {
			connection.send(text);
		} catch {
			// A socket that is closing: its close handler tidies up.
		}
	}

	private error(connection: Conn, code: ErrorCode, params?: ErrorParams) {
		this.send(connection, params ? { type: 'error', code, params } : { type: 'error', code });
	}

	/** Refused at the door or on probation: the code as an error, then the socket closes (1013: try later). */
	private refuse(connection: Conn, code: 'room-full' | 'address-limit', params: ErrorParams) {
		logEvent('socket-refused', { room: this.room, reason: code });
		this.error(connection, code, params);
		this.closeSocket(connection, 1013, code, false);
	}

	private closeSocket(connection: Conn, code: number, reason: string, log = true) {
		if (log) logEvent('socket-closed', { room: this.room, reason, code });
		try {
			connection.close(code, reason);
		} catch {
			// already closed
		}
	}

	private sendClosed(connection: Conn, reason: ClosedReason) {
		this.send(connection, { type: 'closed', reason });
		this.closeSocket(connection, 4000, reason, false);
	}

	/* ------------------------------- persistence ------------------------------- */

	/** Writes the room, then arms the alarm for the next timer, before anybody is answered. */
	private async save() {
		const data = this.data!;
		if (this.unarchived) {
			// Kept apart from the room (written once, read only by replays), until the table closes.
			const { gameNumber } = this.unarchived;
			await this.ctx.storage.put(gameKey(gameNumber), this.unarchived);
			if (gameNumber > KEPT_GAMES) await this.ctx.storage.delete(gameKey(gameNumber - KEPT_GAMES));
			this.unarchived = null;
		}
		await this.ctx.storage.put(STORAGE_KEY, data);
		await this.ctx.storage.setAlarm(nextWake(data, Date.now(), this.settings));
	}

	private async closeTable(reason: 'age' | 'empty') {
		const room = this.room;
		this.closed = true;
		this.data = null;
		await this.ctx.storage.deleteAlarm();
		await this.ctx.storage.deleteAll();
		// The one thing kept: that this table existed and closed, so late visitors are told.
		await this.ctx.storage.put(CLOSED_KEY, true);
		logEvent('table-expired', { room, reason });
		for (const connection of this.getConnections<Attachment>()) this.sendClosed(connection, 'expired');
	}
}
