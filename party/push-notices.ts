/**
 * Web Push wired into the room: which seat is told what, when, and what a push
 * service's answer does to the subscription (party/PROTOCOL.md, "Web Push").
 *
 * A seat's subscription is its own: kept under `push:<digest of its seat token>`,
 * apart from the room's data (which holds only the seat's `notify` flag), never in
 * a state, a game file or a log line. The room calls `afterSave` once after every
 * write; the work runs behind `waitUntil`, one run at a time, so no move waits for
 * a push service and no two runs tell a seat the same thing.
 */
import { rankScores, scores, toAct } from '../engine/index';
import { toBase64Url } from './base64url';
import { botInMs, playPaused, type ClockSettings } from './clock';
import { logEvent } from './log';
import type { ErrorCode } from './protocol';
import { pushConfig, type PushEnv, type PushSetup } from './push-config';
import { pushPayload, type PushEvent } from './push-payload';
import { PUSH_RETRIES, pushDelivery, sendPush, type PushOptions } from './push-send';
import { checkPushSubscription, type PushSubscription } from './push-subscription';
import { seatOfToken, type RoomData } from './room-data';
import type { Locale } from '../src/lib/paraglide/runtime.js';

const PREFIX = 'push:';
/** The first retry of a push that came back `retry`; each next one waits twice as long. */
export const PUSH_RETRY_MS = 30_000;
/** Notices a seat is remembered to know of: enough to cover a game's start, a turn and its end. */
const TOLD_KEPT = 8;

/** PUSH_RETRY_MS (ms, as text), else the default. */
function retryDelayMs(env: RetryEnv): number {
	const asked = Number(env.PUSH_RETRY_MS || NaN);
	return Number.isFinite(asked) && asked >= 0 ? asked : PUSH_RETRY_MS;
}

interface RetryEnv {
	/** The first retry's delay (tests shorten it). */
	PUSH_RETRY_MS?: string;
}

/** What the room keeps per subscribed seat. */
export interface PushEntry {
	subscription: PushSubscription;
	lang: Locale;
	/** Keys of the notices this seat knows of (pushed, or seen while connected): each is pushed at most once. */
	told: string[];
	/** A push that came back `retry`: tried again at `dueAt`, if its notice is still the seat's news. */
	retry: { key: string; tries: number; dueAt: number } | null;
}

/** Something a seat should hear of; `key` names it once per game and turn. */
export interface Notice {
	key: string;
	event: PushEvent;
}

/**
 * How long `seat` has left on its turn, for the push's text: until a stand-in takes
 * over (the grace period of an absent seat, or the turn timer if it ends sooner);
 * null when no clock runs (nobody is at the table, so play waits). A table whose
 * pace gives each turn its own allowance reads it here.
 */
export function pushTimeLeftMs(data: RoomData, seat: number, now: number, settings: ClockSettings): number | null {
	if (!data.game || playPaused(data)) return null;
	return botInMs(data, seat, toAct(data.game), now, settings, now);
}

/** The news for `seat` now: its turn (or decision), else a game that just began, else the end of the game. */
export function noticeFor(data: RoomData, seat: number, now: number, settings: ClockSettings): Notice | null {
	const { game, room: table, gameNumber } = data;
	if (!game) return null;
	if (data.phase === 'over') {
		const ranked = rankScores(scores(game).map((score, index) => ({ ...score, index })));
		const winners = ranked.filter((s) => s.rank === 1).map((s) => data.seats[s.index]?.name ?? '');
		return { key: `over:${gameNumber}`, event: { kind: 'over', table, winners } };
	}
	if (data.phase !== 'playing') return null;
	const record = data.seats[seat];
	if (toAct(game)?.seat === seat && !record.botPlaying) {
		const timeLeftMs = pushTimeLeftMs(data, seat, now, settings);
		return { key: `turn:${gameNumber}:${game.turn}`, event: { kind: 'turn', table, name: record.name, timeLeftMs } };
	}
	// A game that began: news during its first turn only (later, the seat's turn is the news).
	if (game.turn > 1) return null;
	return { key: `start:${gameNumber}`, event: { kind: 'start', table, players: data.seats.map((s) => s.name) } };
}

/** Where a seat's subscription is kept: a digest of its token, so the token itself is stored once. */
async function entryKey(token: string): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
	return PREFIX + toBase64Url(new Uint8Array(digest).subarray(0, 18));
}

/** What the notices need from their room. */
export interface PushHost {
	storage: DurableObjectStorage;
	env: PushEnv & RetryEnv;
	/** The open table (null once closed). */
	data(): RoomData | null;
	/** Seat tokens with an open socket. */
	connectedTokens(): Set<string | null>;
	settings(): ClockSettings;
	waitUntil(work: Promise<unknown>): void;
	/** A seat's subscription went (the push service said so): write the room and tell its sockets. */
	changed(): Promise<void>;
}

interface Send {
	key: string;
	token: string;
	entry: PushEntry;
	notice: Notice;
	tries: number;
}

export class PushNotices {
	private queue: Promise<unknown> = Promise.resolve();
	private setup: Promise<Awaited<ReturnType<typeof pushConfig>>> | null = null;

	constructor(private host: PushHost) {}

	/** The Worker's push configuration, checked once per instance. */
	private config() {
		return (this.setup ??= pushConfig(this.host.env));
	}

	/** One run at a time: what a run reads of the entries, no other run changes meanwhile. */
	private serially<T>(work: () => Promise<T>): Promise<T> {
		const run = this.queue.then(work);
		this.queue = run.catch(() => {});
		return run;
	}

	/**
	 * The `notify` message: keeps (or with null, forgets) the seat's subscription and
	 * sets its flag on `data`, to be written by the caller. A refusal changes nothing.
	 * What the seat sees now counts as told: a push brings only later news.
	 */
	subscribe(
		data: RoomData,
		token: string | null,
		{ subscription, lang }: { subscription: unknown; lang: Locale },
		now: number
	): Promise<ErrorCode | null> {
		return this.serially(async () => {
			const seat = seatOfToken(data, token);
			if (seat === null || !token) return 'not-seated';
			const key = await entryKey(token);
			if (subscription === null) {
				delete data.seats[seat].notify;
				await this.host.storage.delete(key);
				return null;
			}
			const config = await this.config();
			if (!config.ok) return 'push-off';
			const checked = checkPushSubscription(subscription, config.setup.allowedOrigins);
			if (!checked.ok) return checked.code;
			const notice = noticeFor(data, seat, now, this.host.settings());
			const entry: PushEntry = {
				subscription: checked.subscription,
				lang,
				told: notice ? [notice.key] : [],
				retry: null
			};
			await this.host.storage.put(key, entry);
			data.seats[seat].notify = true;
			return null;
		});
	}

	/** After every write of the room: tells absent seats their news, and sends retries that are due. */
	afterSave(now: number) {
		this.host.waitUntil(this.serially(() => this.tell(now)).then((sends) => this.deliver(sends)));
	}

	/** When the alarm must wake for a retry after `now` (Infinity: none waits; a due one is this run's). */
	async nextRetryAt(now: number): Promise<number> {
		const entries = await this.host.storage.list<PushEntry>({ prefix: PREFIX });
		let next = Infinity;
		for (const { retry } of entries.values()) if (retry && retry.dueAt > now) next = Math.min(next, retry.dueAt);
		return next;
	}

	/** The table closed: every subscription goes. */
	forgetAll(): Promise<void> {
		return this.serially(async () => {
			const entries = await this.host.storage.list({ prefix: PREFIX });
			if (entries.size > 0) await this.host.storage.delete([...entries.keys()]);
		});
	}

	/** Decides what goes out, and notes it as told before anything is sent. */
	private async tell(now: number): Promise<Send[]> {
		const data = this.host.data();
		const { storage } = this.host;
		const entries = await storage.list<PushEntry>({ prefix: PREFIX });
		if (!data) return [];
		const seats = new Map<string, { seat: number; token: string }>();
		for (const [seat, record] of data.seats.entries()) {
			if (record.notify && record.token) seats.set(await entryKey(record.token), { seat, token: record.token });
		}
		// Seats that left (or were removed) take their subscriptions with them.
		const orphans = [...entries.keys()].filter((key) => !seats.has(key));
		if (orphans.length > 0) await storage.delete(orphans);
		const config = await this.config();
		const connected = this.host.connectedTokens();
		const sends: Send[] = [];
		for (const [key, { seat, token }] of seats) {
			const entry = entries.get(key);
			if (!entry) continue;
			const notice = noticeFor(data, seat, now, this.host.settings());
			let changed = false;
			if (notice && !entry.told.includes(notice.key)) {
				entry.told = [...entry.told, notice.key].slice(-TOLD_KEPT);
				changed = true;
				if (!connected.has(token) && config.ok) {
					entry.retry = null;
					sends.push({ key, token, entry, notice, tries: 0 });
				}
			}
			const retry = entry.retry;
			if (retry && retry.dueAt <= now) {
				entry.retry = null;
				changed = true;
				// Only while it is still the news (a turn already played is not worth a push).
				if (notice?.key === retry.key && !connected.has(token) && config.ok) {
					sends.push({ key, token, entry, notice, tries: retry.tries });
				}
			}
			if (changed) await storage.put(key, entry);
		}
		return sends;
	}

	private async deliver(sends: Send[]) {
		if (sends.length === 0) return;
		const config = await this.config();
		if (!config.ok) return;
		await Promise.all(sends.map((send) => this.sendOne(send, config.setup)));
	}

	private async sendOne(send: Send, setup: PushSetup) {
		const { notice, entry } = send;
		const { event } = notice;
		const timeLeftMs = event.kind === 'turn' ? event.timeLeftMs : null;
		const options: PushOptions = { ...setup, ...(await pushDelivery(event.table, event.kind, timeLeftMs)) };
		const outcome = await sendPush(entry.subscription, pushPayload(event, entry.lang), options);
		const room = event.table;
		logEvent('push', { room, kind: event.kind, outcome: outcome.outcome, status: outcome.status, tries: send.tries });
		if (outcome.outcome === 'gone') return this.forgetGone(send);
		if (outcome.outcome !== 'retry' || send.tries >= PUSH_RETRIES) return;
		const dueAt = Date.now() + retryDelayMs(this.host.env) * 2 ** send.tries;
		const noted = await this.serially(async () => {
			const stored = await this.host.storage.get<PushEntry>(send.key);
			if (stored?.subscription.endpoint !== entry.subscription.endpoint) return false;
			stored.retry = { key: notice.key, tries: send.tries + 1, dueAt };
			await this.host.storage.put(send.key, stored);
			return true;
		});
		if (!noted) return;
		const alarm = await this.host.storage.getAlarm();
		if (alarm === null || dueAt < alarm) await this.host.storage.setAlarm(dueAt);
	}

	/** 404 or 410: the subscription expired or was revoked; the seat's flag goes with it. */
	private async forgetGone(send: Send) {
		const forgotten = await this.serially(async () => {
			const stored = await this.host.storage.get<PushEntry>(send.key);
			if (stored?.subscription.endpoint !== send.entry.subscription.endpoint) return false;
			await this.host.storage.delete(send.key);
			const data = this.host.data();
			const seat = data ? seatOfToken(data, send.token) : null;
			if (seat !== null) delete data!.seats[seat].notify;
			return seat !== null;
		});
		if (forgotten) await this.host.changed();
	}
}
