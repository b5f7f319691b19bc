// The browser's side of a room: one reconnecting socket (partysocket), the
// latest RoomState as reactive state, and validated messages out.
// partysocket's bare ReconnectingWebSocket: the room URL is one line, and
// leaving out the PartySocket wrapper keeps the first load smaller.
import ReconnectingWebSocket from 'partysocket/ws';
import { PROTOCOL_VERSION, type ReloadReason, type RoomState, type ServerMessage } from '$party/protocol';
import { readText, removeItem, writeText } from '$lib/ui/storage';
import type { ConnectionStatus, OutgoingMessage, ReactionHeard, RoomError, RoomLike } from './room-types';
import { closedText } from './errors';
import { seatTokenKey as tokenKey } from './my-tables';
import { shareEqual } from './share-equal';

/**
 * Development only: the room's own schema checks what the UI sends, so a UI bug
 * shows up here. Production builds leave it and valibot out entirely (the types
 * hold the UI to the protocol, and the room validates every message).
 */
let devCheck: typeof import('$party/client-messages') | null = null;
if (import.meta.env.DEV) void import('$party/client-messages').then((module) => (devCheck = module));

/** Seat tokens also kept for this page's life: where storage is blocked (a third-party frame) a seat lasts until a reload. */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- read when a socket opens, never drawn
const heldTokens = new Map<string, string>();

/** Keeps a seat token given outside the room's `joined` (a table made with the visitor seated, src/routes/embed/new). */
export function keepSeatToken(room: string, token: string) {
	heldTokens.set(room, token);
	writeText(tokenKey(room), token);
}
export { savedName, saveName } from './player-name';

/**
 * Retrying while the page is in view: the first retry soon, then every second at
 * most (partysocket's defaults wait 3–10 s). The browser slows timers in hidden tabs.
 */
const RETRY = {
	minReconnectionDelay: 250 + Math.random() * 250,
	reconnectionDelayGrowFactor: 1.5,
	maxReconnectionDelay: 1000,
	connectionTimeout: 3000
};
/** After the page comes back, an open socket must answer a ping this fast, or it is replaced (a phone's dead socket). */
const PING_WAIT_MS = 1500;

/**
 * While the server or the network is gone, a plain request asks this often whether
 * the server answers again, and a socket opens only once it does: a failed socket
 * makes Firefox hold back the next ones to that host, longer after each failure
 * (`network.websocket.delay-failed-reconnects`), but a failed request does not.
 * A static file, so a probe never wakes the Worker.
 */
const PROBE_EVERY_MS = 500;
const PROBE_TIMEOUT_MS = 3000;
const PROBE_PATH = '/_app/version.json';

/** Resolves once `url` answers at all (any status), or when `gone` is aborted. */
async function serverAnswers(url: string, gone: AbortSignal, fetchUrl: typeof fetch) {
	while (!gone.aborted) {
		const started = Date.now();
		try {
			await fetchUrl(url, { cache: 'no-store', signal: AbortSignal.timeout?.(PROBE_TIMEOUT_MS) });
			return;
		} catch {
			// refused, offline or timed out: not yet
		}
		await new Promise((resolve) => setTimeout(resolve, started + PROBE_EVERY_MS - Date.now()));
	}
}

export interface RoomClientOptions {
	/** Connect as a spectator even if this browser holds a seat here (the replay page). */
	watch?: boolean;
	/** The WebSocket class (tests pass a fake one). */
	WebSocket?: typeof WebSocket;
	/** What probes the server while it is away (tests pass a fake one). */
	fetch?: typeof fetch;
}

export class RoomClient implements RoomLike {
	/** 'open' once the room has answered on this socket (with a held seat: once it is ours again). */
	status = $state<ConnectionStatus>('connecting');
	state = $state.raw<RoomState | null>(null);
	error = $state.raw<RoomError | null>(null);
	closedMessage = $state<string | null>(null);
	/** The room asked this page to load again (a deploy): no more knocking; see reload.svelte.ts. */
	reload = $state<ReloadReason | null>(null);
	/** From the last `joined`: turns a stand-in played for our seat while we were away. */
	awayTurns = $state(0);
	joins = $state(0);
	reaction = $state.raw<ReactionHeard | null>(null);
	readonly room: string;
	readonly #url: string;
	readonly #watch: boolean;
	readonly #WebSocket: typeof WebSocket | undefined;
	readonly #probeUrl: string;
	readonly #fetch: typeof fetch;
	#socket!: ReconnectingWebSocket;
	/** Ends the probing of the current socket's retries (it is being replaced or closed). */
	#abandon = () => {};
	/** Turned away or closed by the room: no more reconnecting. */
	#stopped = false;
	/** Our seat's token was sent on this socket and not yet answered: its state is held until then. */
	#resuming = false;
	#heldState: RoomState | null = null;
	/** Messages heard so far: a ping is answered when this moves. */
	#heard = 0;
	#pingCheck: ReturnType<typeof setTimeout> | undefined;

	constructor(
		room: string,
		host = location.host,
		{ watch = false, WebSocket, fetch = globalThis.fetch }: RoomClientOptions = {}
	) {
		this.room = room;
		this.#watch = watch;
		this.#WebSocket = WebSocket;
		this.#fetch = fetch;
		const secure = globalThis.location?.protocol === 'https:';
		// Rooms live at /parties/game/<room> (the Durable Object binding "Game"); `v`: the protocol we speak.
		this.#url = `${secure ? 'wss' : 'ws'}://${host}/parties/game/${encodeURIComponent(room)}?v=${PROTOCOL_VERSION}`;
		this.#probeUrl = `${secure ? 'https' : 'http'}://${host}${PROBE_PATH}`;
		this.#connect();
		if (typeof window !== 'undefined') this.#unlisten = this.#wakeOnReturn();
	}

	#unlisten = () => {};

	/** The moments a phone's page comes back: shown again, online again, focused, or restored from the back/forward cache. */
	#wakeOnReturn() {
		const wake = () => this.wake();
		const visible = () => document.visibilityState === 'visible' && this.wake();
		const shown = (event: PageTransitionEvent) => this.wake({ fresh: event.persisted });
		document.addEventListener('visibilitychange', visible);
		window.addEventListener('online', wake);
		window.addEventListener('focus', wake);
		window.addEventListener('pageshow', shown);
		return () => {
			document.removeEventListener('visibilitychange', visible);
			window.removeEventListener('online', wake);
			window.removeEventListener('focus', wake);
			window.removeEventListener('pageshow', shown);
		};
	}

	/**
	 * A fresh reconnecting socket: its first attempt goes out at once; every retry
	 * (partysocket's, after a drop or a failed attempt) waits until the server
	 * answers a probe, so no socket fails while it is away.
	 */
	#connect() {
		const gone = new AbortController();
		let first = true;
		const url = async () => {
			if (!first) await serverAnswers(this.#probeUrl, gone.signal, this.#fetch);
			first = false;
			return this.#url;
		};
		const socket = new ReconnectingWebSocket(url, undefined, { ...RETRY, WebSocket: this.#WebSocket });
		this.#socket = socket;
		this.#abandon = () => gone.abort();
		socket.addEventListener('open', () => {
			if (socket !== this.#socket) return;
			// A stored seat token reclaims our seat after a refresh or a dropped connection.
			const token = readText(tokenKey(this.room)) ?? heldTokens.get(this.room);
			this.#resuming = !!token && !this.#watch && this.send({ type: 'resume', token }, { beforeLive: true });
		});
		socket.addEventListener('close', () => {
			if (socket !== this.#socket) return;
			this.#resuming = false;
			// A stopped client turns 'closed' once its words are there (#stop).
			if (!this.#stopped && this.status !== 'connecting') this.status = 'reconnecting';
		});
		socket.addEventListener('message', (event) => {
			if (socket === this.#socket) this.#receive(String(event.data));
		});
	}

	/**
	 * The page is back in view, online again, or restored from the back/forward
	 * cache: a socket that isn't open connects again now, without waiting for its
	 * backoff or an attempt that may fail; an open one must answer a ping soon. `fresh` (a restored page)
	 * always starts a new socket, so no stale state stays on screen.
	 */
	wake({ fresh = false }: { fresh?: boolean } = {}) {
		if (this.#stopped) return;
		// Not open: even an attempt under way may have started while the network was
		// gone, and would fail into the backoff; a fresh one costs one handshake.
		if (fresh || this.#socket.readyState !== ReconnectingWebSocket.OPEN) return this.#replaceSocket();
		if (this.#pingCheck) return;
		const heard = this.#heard;
		this.#socket.send(JSON.stringify({ type: 'ping' }));
		this.#pingCheck = setTimeout(() => {
			this.#pingCheck = undefined;
			if (this.#heard === heard) this.#replaceSocket();
		}, PING_WAIT_MS);
	}

	#replaceSocket() {
		clearTimeout(this.#pingCheck);
		this.#pingCheck = undefined;
		this.#abandon();
		this.#socket.close();
		this.#resuming = false;
		if (this.status === 'open') this.status = 'reconnecting';
		this.#connect();
	}

	#receive(raw: string) {
		let message: ServerMessage;
		try {
			message = JSON.parse(raw) as ServerMessage;
		} catch {
			return;
		}
		this.#heard++;
		switch (message.type) {
			case 'state': {
				// Count the turn timer down on this browser's clock, whatever its offset.
				const { timer } = message.state;
				if (timer.remainingMs !== null) timer.deadline = Date.now() + timer.remainingMs;
				// The room greets every socket as a spectator: while our seat is being
				// resumed, that view would flash "watching" for a round trip.
				if (this.#resuming) this.#heldState = message.state;
				else this.#show(message.state);
				break;
			}
			case 'joined':
				this.awayTurns = message.awayTurns;
				this.joins++;
				// Without storage a refresh simply loses the seat.
				if (message.token) keepSeatToken(this.room, message.token);
				// The seat's own view follows at once.
				this.#resuming = false;
				this.#heldState = null;
				break;
			case 'error':
				// A token the room no longer knows (new room storage, seat removed): forget it.
				if (message.code === 'bad-token') {
					removeItem(tokenKey(this.room));
					heldTokens.delete(this.room);
				}
				// A resume refused: show the room as it greeted us (a spectator's view).
				if (this.#resuming) {
					this.#resuming = false;
					if (this.#heldState) this.#show(this.#heldState);
					this.#heldState = null;
				}
				this.error = { code: message.code, params: message.params, at: Date.now() };
				// Turned away at the door: stop knocking (the room closes the socket too), and
				// say why once the refusals' words are in (they load with the first one).
				if (message.code === 'room-full' || message.code === 'address-limit') {
					const { code, params } = message;
					this.#stop(null);
					void import('./error-words').then(({ errorText }) => (this.closedMessage = errorText(code, params)));
				}
				break;
			case 'closed':
				this.#stop(closedText(message.reason));
				break;
			case 'reaction':
				this.reaction = { ...message, heardAt: Date.now() };
				break;
			case 'reload':
				this.reload = message.reason;
				this.#stop(null);
				break;
		}
	}

	/**
	 * Every part of the new state equal to the last one's stays the same object, so
	 * the page redraws only what changed: a bot's move leaves the log's old events,
	 * the other players and the cards that stayed as they were.
	 */
	#show(state: RoomState) {
		this.state = shareEqual(this.state, state);
		if (this.status !== 'closed') this.status = 'open';
	}

	/** Stops knocking, and says why (null: the reload notice does, or words on their way). */
	#stop(message: string | null) {
		this.#stopped = true;
		this.#unlisten();
		clearTimeout(this.#pingCheck);
		this.#abandon();
		this.#socket.close();
		this.closedMessage = message;
		this.status = 'closed';
	}

	/**
	 * An action carries the `seq` of the state it answers (the latest one). In
	 * development the message is first checked with the room's schema (once loaded).
	 */
	send(message: OutgoingMessage, { beforeLive = false }: { beforeLive?: boolean } = {}): boolean {
		const outgoing =
			message.type === 'action' && message.seq === undefined ? { ...message, seq: this.state?.seq ?? 0 } : message;
		const refusal = import.meta.env.DEV ? devCheck?.refusalOf(outgoing) : null;
		if (refusal) {
			this.error = { ...refusal, at: Date.now() };
			return false;
		}
		// Until the room has answered on this socket, our seat isn't ours yet: nothing goes out.
		if (this.#socket.readyState !== ReconnectingWebSocket.OPEN || (this.status !== 'open' && !beforeLive)) {
			this.error = { code: 'offline', at: Date.now() };
			return false;
		}
		this.#socket.send(JSON.stringify(outgoing));
		return true;
	}

	close() {
		this.#unlisten();
		clearTimeout(this.#pingCheck);
		this.#abandon();
		this.#socket.close();
	}
}
