/**
 * One table = one Durable Object (partyserver, hibernating WebSockets): transport,
 * persistence and timers. What a message passes first is party/message-gate.ts's,
 * what it does party/commands.ts's, what is said to the sockets
 * party/room-sockets.ts's, who gets in party/connections.ts's, every clock decision
 * party/clock.ts's and every rule the engine's. See party/PROTOCOL.md.
 */
import { Server, type ConnectionContext, type WSMessage } from 'partyserver';
import {
	alarmRetryMs,
	clockSettings,
	expiry,
	hostMayPass,
	nextWake,
	resumePlay,
	startClosing,
	takeOverAbsentees,
	type ClockSettings
} from './clock';
import { clientAddress, limitsOn, type Env } from './env';
import { addressTag, errorMessage, logEvent } from './log';
import { MAX_SPECTATORS } from './protocol';
import type { RoomMessage } from './client-messages';
import { applyCommand } from './commands';
import { admit, markVanished, NEW_ATTACHMENT, reloadReason, socketClosed, socketVersion } from './connections';
import { runBots } from './play';
import { refusedSocket } from './refused-socket';
import { thinkAhead, type Planned } from './think';
import { MessageGate } from './message-gate';
import { finishedGameFile, type GameFile } from './game-file';
import { tableRequest } from './table-requests';
import type { CreateAnswer, TableStatus } from './tables';
import type { TableSetup } from './table-setup';
import { openTable } from './table-open';
import { RoomSockets, type Conn } from './room-sockets';
import { tableSummaryResponse } from './table-summary';
import { PushNotices } from './push-notices';
import { Reactions } from './reactions';
import { passHost } from './lobby';
import type { RoomData } from './room-data';
import { closeStorage, forgetDue, loadRoom, keptGameFile, saveRoom, type ClosedDue } from './stored';

const addressTagOf = (request: Request) => `addr:${addressTag(clientAddress(request))}`;

export class GameRoom extends Server<Env> {
	static options = { hibernate: true };

	private data: RoomData | null = null;
	/** When the table closed (its marker stays until `closedTtlMs` later); null: open, or never created. */
	private closedAt: number | null = null;
	/** The file of a game that just finished, written by the next save. */
	private unarchived: GameFile | null = null;
	private loading: Promise<void> | null = null;
	/** Alarms in a row that threw (in memory: a restart starts counting again). */
	private alarmFailures = 0;
	private sockets = new RoomSockets({
		getConnections: (tag) => this.getConnections(tag),
		room: () => this.room,
		open: () => (this.closed ? null : this.data),
		settings: () => this.settings
	});
	private push = new PushNotices({
		storage: this.ctx.storage,
		env: this.env,
		settings: () => this.settings,
		data: () => (this.closed ? null : this.data),
		connectedTokens: () => this.sockets.connectedTokens(),
		waitUntil: (work) => this.ctx.waitUntil(work),
		changed: async () => (await this.save(), this.sockets.broadcastState())
	});
	private gate = new MessageGate(this.sockets);

	private reactions = new Reactions(this.sockets, () => (this.closed ? null : this.data));

	/** The table id, for logs (partyserver's `name` needs ctx.id.name, absent through the dev registry). */
	private get room(): string {
		return this.ctx.id.name ?? this.data?.room ?? 'unknown';
	}

	private get closed(): boolean {
		return this.closedAt !== null;
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
		const now = Date.now();
		({ closedAt: this.closedAt, data: this.data } = await loadRoom(this.ctx.storage, now));
		if (this.data) {
			markVanished(this.data, this.sockets.connectedTokens(), now);
			// Woken with no socket (a restart drops them all, unannounced): empty from now, so it closes when idle.
			if (this.data.emptySince === null && this.sockets.connectedTokens().size === 0) {
				this.data.emptySince = now;
				await this.save();
			}
		}
		// A marker left before markers were forgotten has no alarm yet.
		if (this.closedAt !== null && (await this.ctx.storage.getAlarm()) === null) {
			await this.ctx.storage.setAlarm(this.closedAt + this.settings.closedTtlMs);
		}
	}

	/** When this closed table's kept games, then its marker, are forgotten. */
	private get closedDue(): ClosedDue {
		const { keptGamesTtlMs, closedTtlMs } = this.settings;
		return { gamesDue: this.closedAt! + keptGamesTtlMs, markerDue: this.closedAt! + closedTtlMs };
	}

	/**
	 * Creates table `room` (this one) unless it exists or existed; with a setup, seats
	 * its visitor (the token) and bots. `shared`: an embedding page's table, which
	 * opens again (a fresh lobby) when it is asked for after it closed.
	 */
	private async create(room: string, setup?: TableSetup, shared = false): Promise<CreateAnswer> {
		if (this.data) return 'open';
		const opened = await openTable(this.ctx.storage, { room, setup, shared, closed: this.closed }, Date.now());
		if (opened === 'closed') return 'closed';
		this.closedAt = null;
		this.data = opened.data;
		this.runBots(Date.now());
		await this.save();
		logEvent('table-created', { room, bots: setup?.bots ?? 0, shared, reopened: opened.reopened });
		if (opened.data.gameNumber > 0) this.logGameStarted(opened.data);
		return opened.token ? { outcome: 'created', token: opened.token } : 'created';
	}

	/**
	 * WebSocket upgrades, from the Worker's gate: a table that does not exist stays
	 * so. Anything else is a call from the pages' server code (party/tables.ts):
	 * the gate never forwards plain HTTP, so the public cannot reach these.
	 */
	async fetch(request: Request): Promise<Response> {
		if (request.headers.get('upgrade')?.toLowerCase() === 'websocket') return this.upgrade(request);
		await this.load();
		const asked = tableRequest(request, this.ctx.id.name);
		switch (asked.kind) {
			case 'status': // reads only: never creates anything
				return Response.json((this.closed ? 'closed' : this.data ? 'open' : 'missing') satisfies TableStatus);
			case 'game': {
				const file = await keptGameFile(this.ctx.storage, this.data, this.closed, asked.gameNumber);
				return file ? Response.json(file) : new Response('No such finished game\n', { status: 404 });
			}
			case 'create':
				return Response.json(await this.create(asked.room, asked.setup, asked.shared));
			case 'summary': // what a spectator sees, plus the token's seat (party/table-summary.ts)
				return tableSummaryResponse(this.room, this.data, this.closed, asked.token, Date.now(), this.settings);
			case 'unknown':
				return new Response('Not found\n', { status: 404 });
		}
	}

	/**
	 * A socket, refused at the door or set up by partyserver (then onConnect). Whatever
	 * throws on the way, the client gets a code (`internal`, close 1011), never what was
	 * thrown: partyserver answers its own failures with the stack trace.
	 */
	private async upgrade(request: Request): Promise<Response> {
		try {
			await this.load();
			if (this.closed || !this.data) {
				return refusedSocket(this.ctx, this.room, { type: 'closed', reason: this.closed ? 'expired' : 'missing' });
			}
			const reload = reloadReason(socketVersion(request.url));
			if (reload) return refusedSocket(this.ctx, this.room, { type: 'reload', reason: reload });
			const response = await super.fetch(request);
			if (this.welcomed.delete(request)) return response;
			// onConnect never ran: partyserver caught a throw (and logged it) and answered with its stack.
			logEvent('error', { room: this.room, where: 'connect', message: 'partyserver refused the socket' });
		} catch (error) {
			logEvent('error', { room: this.room, where: 'connect', message: errorMessage(error) });
		}
		return refusedSocket(this.ctx, this.room, { type: 'error', code: 'internal' });
	}

	getConnectionTags(_connection: Conn, context: ConnectionContext): string[] {
		return [addressTagOf(context.request)];
	}

	/* ------------------------------- connections ------------------------------ */

	/** Upgrades that reached onConnect (partyserver passes the request it was given). */
	private welcomed = new WeakSet<Request>();

	async onConnect(connection: Conn, context: ConnectionContext) {
		this.welcomed.add(context.request);
		try {
			await this.welcome(connection, context);
		} catch (error) {
			logEvent('error', { room: this.room, where: 'connect', message: errorMessage(error) });
			this.sockets.error(connection, 'internal');
			this.sockets.close(connection, 1011, 'error', false);
		}
	}

	private async welcome(connection: Conn, context: ConnectionContext) {
		const data = this.data!;
		const fromAddress = limitsOn(this.env) ? this.sockets.all(addressTagOf(context.request)).length : null;
		const others = this.sockets.others(connection);
		const admission = admit(data, others, fromAddress, Date.now());
		for (const c of others) {
			if (admission.expired.includes(c.id)) this.sockets.refuse(c, 'room-full', { max: MAX_SPECTATORS });
		}
		if ('refuse' in admission) return this.sockets.refuse(connection, admission.refuse, admission.params);
		connection.setState({ ...admission.attach, version: socketVersion(context.request.url) });
		let moved = false;
		if (data.emptySince !== null) {
			// Nobody was here: the game's bots and stand-ins waited (party/clock.ts, playPaused).
			const now = Date.now();
			resumePlay(data, now);
			moved = this.runBots(now);
			await this.save();
		}
		if (moved) return this.sockets.broadcastState();
		this.sockets.sendState(connection);
		if (admission.attach.overflowSince === null) this.sockets.broadcastSoon();
	}

	async onMessage(connection: Conn, raw: WSMessage) {
		try {
			await this.receive(connection, raw);
		} catch (error) {
			// A bug must not take the room down: log it, refuse the message, and go back to the
			// state last written (the command may have stopped halfway through its changes).
			logEvent('error', { room: this.room, where: 'message', message: errorMessage(error) });
			this.sockets.error(connection, 'internal');
			this.unarchived = null;
			this.loading = this.readStorage();
			await this.loading;
		}
	}

	private async receive(connection: Conn, raw: WSMessage) {
		// Messages on their way when the room closed this socket still arrive: nothing more is said or logged.
		if (connection.readyState !== WebSocket.OPEN) return;
		if (this.closed || !this.data) return this.sockets.sendClosed(connection, 'expired');
		const message = this.gate.read(connection, raw, Date.now());
		if (!message) return;
		const me = connection.state ?? NEW_ATTACHMENT;
		// Reactions write nothing: they pass whatever this socket's writes (party/reactions.ts keeps their own limit).
		if (message.type === 'react') return this.reactions.receive(connection, message.reaction);
		if (!this.gate.mayWrite(connection, Date.now())) return;
		if (message.type === 'notify') return await this.notify(connection, message);
		// On the room itself, no copy: a command checks before it changes anything (party/commands.ts).
		const data = this.data;
		const gameNumber = data.gameNumber;
		const connected = this.sockets.connectedTokens();
		const outcome = applyCommand(data, me, message, (token) => connected.has(token));
		if ('error' in outcome) return this.sockets.error(connection, outcome.error.code, outcome.error.params);
		if (outcome.attach) connection.setState(outcome.attach);
		// Nothing in the room changed: nothing is written, the timers stand, only the sender hears.
		if (outcome.change === 'none' || outcome.change === 'socket') {
			if (outcome.reply) this.sockets.send(connection, outcome.reply);
			if (outcome.change === 'socket') this.sockets.tellPresence(connection);
			return;
		}
		const now = Date.now();
		this.settleHost(data, now);
		if (data.gameNumber !== gameNumber) this.logGameStarted(data);
		const moved = this.runBots(now);
		this.gate.spent(connection, now);
		await this.save();
		if (outcome.reply) this.sockets.send(connection, outcome.reply);
		if (outcome.change === 'game' || outcome.change === 'seats' || moved) this.sockets.broadcastState();
		else this.sockets.tellPresence(connection);
	}

	/** A seat's push subscription (party/push-notices.ts): written, then its sockets are told. */
	private async notify(connection: Conn, message: Extract<RoomMessage, { type: 'notify' }>) {
		const refusal = await this.push.subscribe(this.data!, connection.state?.token ?? null, message, Date.now());
		if (refusal) return this.sockets.error(connection, refusal);
		this.gate.spent(connection, Date.now());
		await this.save();
		this.sockets.tellPresence(connection);
	}

	async onClose(connection: Conn, code: number) {
		// A close frame without a status (1005) is not echoed by partyserver: echo it,
		// or the client waits for its close handshake to time out.
		if (code === 1005) this.sockets.close(connection, 1000, '', false);
		this.gate.forget(connection);
		if (this.closed || !this.data) return;
		const me = connection.state;
		const others = this.sockets.others(connection);
		if (socketClosed(this.data, me, others, Date.now())) await this.save();
		// Sockets refused at the door (no state) or on probation were never counted.
		if (me && me.overflowSince === null) this.sockets.broadcastSoon();
	}

	async onError(connection: Conn, error: unknown) {
		const message = errorMessage(error);
		logEvent('error', { room: this.room, where: 'socket', message });
		if (/too large/i.test(message)) this.sockets.close(connection, 1009, 'too-large');
		else this.sockets.close(connection, 1011, 'error');
	}

	async onAlarm() {
		if (this.closed) return await this.forgetWhenDue();
		if (!this.data) return;
		try {
			const planned = await thinkAhead(this.data, Date.now(), this.settings, () => this.data);
			if (this.closed || !this.data) return;
			const now = Date.now();
			const data = this.data;
			const expired = expiry(data, now, this.settings);
			if (expired) return await this.closeTable(expired);
			if (startClosing(data, now, this.settings)) {
				logEvent('table-closing', { room: this.room, at: data.closingAt! });
			}
			if (takeOverAbsentees(data, now, this.settings).length > 0) data.seq += 1;
			this.settleHost(data, now);
			this.runBots(now, planned);
			await this.save();
			this.sockets.broadcastState();
			this.alarmFailures = 0;
		} catch (error) {
			// Not thrown on: the runtime retries a throwing alarm a few times, then never wakes
			// the room again. Back to the state last written (the alarm may have stopped
			// halfway), and another try later, further off after each failure.
			const retryInMs = alarmRetryMs(++this.alarmFailures);
			logEvent('error', { room: this.room, where: 'alarm', message: errorMessage(error), retryInMs });
			await this.ctx.storage.setAlarm(Date.now() + retryInMs);
			this.unarchived = null;
			this.loading = this.readStorage();
			await this.loading;
		}
	}

	/** After the grace period away, the host role passes to a connected human. */
	private settleHost(data: RoomData, now: number) {
		if (!hostMayPass(data, now, this.settings)) return;
		const connected = this.sockets.connectedTokens();
		passHost(data, (token) => connected.has(token));
	}

	/* ----------------------------------- bots ---------------------------------- */

	/** Bots and stand-ins move on this.data; logs the end of a game and bot bugs. */
	private runBots(now: number, planned: Planned | null = null): boolean {
		const data = this.data!;
		// An expert thinks only in the alarm, in slices: never all at once while a message waits.
		const outcome = runBots(data, now, this.settings, planned, true);
		for (const message of outcome.botErrors) logEvent('error', { room: data.room, where: 'bot', message });
		if (outcome.finished) {
			logEvent('game-finished', { room: data.room, game: data.gameNumber, totals: outcome.finished });
			this.unarchived = finishedGameFile(data);
		}
		return outcome.moved;
	}

	private logGameStarted({ room, gameNumber: game, seats, timerSeconds: timer }: RoomData) {
		const bots = seats.filter((s) => s.kind === 'bot').length;
		logEvent('game-started', { room, game, players: seats.length, bots, timer });
	}

	/* ------------------------------- persistence ------------------------------- */

	/** A closed table's alarm: its kept games, then its marker, go once due (an alarm run early is set again). */
	private async forgetWhenDue() {
		const next = await forgetDue(this.ctx.storage, Date.now(), this.closedDue);
		if (next !== null) return await this.ctx.storage.setAlarm(next);
		this.closedAt = null;
		logEvent('table-forgotten', { room: this.room });
	}

	/** Writes the room, then arms the alarm for the next timer, before anybody is answered. */
	private async save() {
		const data = this.data!;
		await saveRoom(this.ctx.storage, data, this.unarchived);
		this.unarchived = null;
		const now = Date.now();
		await this.ctx.storage.setAlarm(Math.min(nextWake(data, now, this.settings), await this.push.nextRetryAt(now)));
		this.push.afterSave(now);
	}

	private async closeTable(reason: 'age' | 'empty') {
		const room = this.room;
		const now = Date.now();
		const shared = this.data?.shared === true;
		this.closedAt = now;
		this.data = null;
		await this.push.forgetAll();
		await closeStorage(this.ctx.storage, now, shared, this.closedDue);
		logEvent('table-expired', { room, reason });
		for (const connection of this.sockets.all()) this.sockets.sendClosed(connection, 'expired');
	}
}
