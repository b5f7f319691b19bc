/**
 * The practice worker's body: one LocalGame, its bots' pauses as timers, and the
 * game kept in storage after every change, so a reload continues it. The page
 * gets the seat's RoomState and nothing else. Pure of the worker global, so Node
 * tests drive it over a MessageChannel with an in-memory store.
 */
import { LocalGame, type SavedPractice } from './local-game';
import type { FromPractice, ToPractice } from './worker-messages';
import { ROOM_DATA_VERSION } from '$party/room-data';

/** Where games are kept: idb-keyval's get/set/del (IndexedDB) in the worker, a Map in tests. */
export interface PracticeStore {
	get(key: string): Promise<unknown>;
	set(key: string, value: unknown): Promise<void>;
	del(key: string): Promise<void>;
}

export interface PracticePort {
	postMessage(message: FromPractice): void;
	addEventListener(type: 'message', listener: (event: MessageEvent<ToPractice>) => void): void;
}

/** A kept game this build can read (an older shape, or anything else, is dropped: it is only practice). */
function readable(saved: unknown): saved is SavedPractice {
	const s = saved as SavedPractice | null;
	return s?.version === 1 && s.data?.version === ROOM_DATA_VERSION && typeof s.token === 'string';
}

export function servePractice(port: PracticePort, store: PracticeStore, now: () => number = Date.now) {
	let game: LocalGame | null = null;
	let keep: string | null = null;
	let timer: ReturnType<typeof setTimeout> | undefined;
	/** Writes in order: a later state never lands before an earlier one. */
	let writing: Promise<void> = Promise.resolve();

	const tell = (resumed = false) => {
		if (!game) return;
		port.postMessage({ type: 'state', state: game.state(now()), resumed });
		if (keep) {
			const saved = game.saved();
			const key = keep;
			writing = writing.then(() => store.set(key, saved)).catch(() => {});
		}
		wakeForBots();
	};

	/** A bot's pause ends: it moves (and the next pause starts), or, woken early, waits on. */
	const wakeForBots = () => {
		clearTimeout(timer);
		const due = game?.dueAt ?? null;
		if (due !== null)
			timer = setTimeout(() => (game?.advance(now()) ? tell() : wakeForBots()), Math.max(0, due - now()));
	};

	const open = async (message: Extract<ToPractice, { type: 'open' }>) => {
		keep = message.keep;
		const kept = keep && !message.fresh ? await store.get(keep).catch(() => null) : null;
		if (readable(kept)) {
			try {
				game = LocalGame.restore(kept, now());
				return tell(true);
			} catch {
				// A kept game the engine no longer reads: a new one below.
			}
		}
		game = LocalGame.create(message.options, now());
		tell();
	};

	port.addEventListener('message', (event) => {
		const message = event.data;
		if (message.type === 'open') return void open(message);
		if (!game) return port.postMessage({ type: 'error', code: 'not-playing' });
		const refusal = game.receive(message.message, now());
		if (refusal) return port.postMessage({ type: 'error', ...refusal });
		tell();
	});

	/** Settles the writes so far (tests wait on it). */
	return { written: () => writing };
}
